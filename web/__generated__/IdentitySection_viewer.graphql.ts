/**
 * @generated SignedSource<<e6b868da891e6c845bf24e30023976c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IdentitySection_viewer$data = {
  readonly realName: string | null | undefined;
  readonly verifiedStatus: number;
  readonly " $fragmentType": "IdentitySection_viewer";
};
export type IdentitySection_viewer$key = {
  readonly " $data"?: IdentitySection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"IdentitySection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IdentitySection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verifiedStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "realName",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "fe978ff733b774b7112a8f1670c2e930";

export default node;
