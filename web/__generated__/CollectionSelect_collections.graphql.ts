/**
 * @generated SignedSource<<8c053eab7ad2d5ddf2d40942d788773c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionSelect_collections$data = ReadonlyArray<{
  readonly id: string;
  readonly label: {
    readonly en: string;
    readonly zh: string;
  };
  readonly " $fragmentType": "CollectionSelect_collections";
}>;
export type CollectionSelect_collections$key = ReadonlyArray<{
  readonly " $data"?: CollectionSelect_collections$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionSelect_collections">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CollectionSelect_collections",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Label",
      "kind": "LinkedField",
      "name": "label",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zh",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "en",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Tag",
  "abstractKey": null
};

(node as any).hash = "e2334d49757e5d1fe482b5fc12e2a240";

export default node;
