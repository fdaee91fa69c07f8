/**
 * @generated SignedSource<<1f303b719302139a32994bbe11d8cb88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpenPlatformSection_viewer$data = {
  readonly openPlatformEnabled: boolean;
  readonly " $fragmentType": "OpenPlatformSection_viewer";
};
export type OpenPlatformSection_viewer$key = {
  readonly " $data"?: OpenPlatformSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenPlatformSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpenPlatformSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openPlatformEnabled",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "596378d46469e234dac8da546aa42a21";

export default node;
