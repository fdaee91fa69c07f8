/**
 * @generated SignedSource<<b9cb7a757aba7e7482ed40c90f10d948>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KeysForm_app$data = {
  readonly appId: string;
  readonly " $fragmentType": "KeysForm_app";
};
export type KeysForm_app$key = {
  readonly " $data"?: KeysForm_app$data;
  readonly " $fragmentSpreads": FragmentRefs<"KeysForm_app">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KeysForm_app",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appId",
      "storageKey": null
    }
  ],
  "type": "PartnerApp",
  "abstractKey": null
};

(node as any).hash = "86cc6582b94aebcceccd1f9dd4d37eb6";

export default node;
