/**
 * @generated SignedSource<<9a3fcd8e9f5e0e483d8e7846589048af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationForm_viewer$data = {
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "ApplicationForm_viewer";
};
export type ApplicationForm_viewer$key = {
  readonly " $data"?: ApplicationForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "2c34fedc9ec07ae240c0962a967619ef";

export default node;
