/**
 * @generated SignedSource<<dae7060ed631ddbc102e6d2eb897f035>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ItemShelf_items$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MarketItemCard_item">;
    };
  }>;
  readonly " $fragmentType": "ItemShelf_items";
};
export type ItemShelf_items$key = {
  readonly " $data"?: ItemShelf_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemShelf_items">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemShelf_items",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketItemEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MarketItem",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "MarketItemCard_item"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MarketItemConnection",
  "abstractKey": null
};

(node as any).hash = "4fa0e2f5fc5fb1d79ec3e1ff3d5a2446";

export default node;
