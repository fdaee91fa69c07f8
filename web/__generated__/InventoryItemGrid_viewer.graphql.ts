/**
 * @generated SignedSource<<d2af1c2c31605c76ea833ac6e65b6d62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InventoryItemGrid_viewer$data = {
  readonly inventoryItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly cooldownEndsAt: string | null | undefined;
        readonly id: string;
        readonly item: {
          readonly id: string;
        } | null | undefined;
        readonly listing: {
          readonly id: string;
          readonly price: number;
        } | null | undefined;
        readonly name: {
          readonly en: string;
          readonly zh: string;
        };
        readonly neverTradable: boolean;
        readonly referencePrice: number | null | undefined;
        readonly steamAccount: {
          readonly id: string;
          readonly status: SteamAccountStatus;
        };
        readonly tradable: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"InventoryItemCard_item">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly inventorySelection: {
    readonly totalCount: number;
  };
  readonly " $fragmentType": "InventoryItemGrid_viewer";
};
export type InventoryItemGrid_viewer$key = {
  readonly " $data"?: InventoryItemGrid_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryItemGrid_viewer">;
};

import InventoryItemGridPaginationQuery_graphql from './InventoryItemGridPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "inventoryItems"
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": 24,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": "LIST",
      "kind": "LocalArgument",
      "name": "purpose"
    },
    {
      "defaultValue": "DEFAULT",
      "kind": "LocalArgument",
      "name": "sort"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": InventoryItemGridPaginationQuery_graphql
    }
  },
  "name": "InventoryItemGrid_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Variable",
          "name": "purpose",
          "variableName": "purpose"
        }
      ],
      "concreteType": "InventorySelection",
      "kind": "LinkedField",
      "name": "inventorySelection",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": "inventoryItems",
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        }
      ],
      "concreteType": "InventoryItemConnection",
      "kind": "LinkedField",
      "name": "__InventoryItemGrid_inventoryItems_connection",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "InventoryItemEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "InventoryItem",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Label",
                  "kind": "LinkedField",
                  "name": "name",
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
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "tradable",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "neverTradable",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cooldownEndsAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "referencePrice",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "MarketItem",
                  "kind": "LinkedField",
                  "name": "item",
                  "plural": false,
                  "selections": [
                    (v3/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Listing",
                  "kind": "LinkedField",
                  "name": "listing",
                  "plural": false,
                  "selections": [
                    (v3/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "price",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "SteamAccount",
                  "kind": "LinkedField",
                  "name": "steamAccount",
                  "plural": false,
                  "selections": [
                    (v3/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "status",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "InventoryItemCard_item"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "30e61c29f3dc2dbe324148af64d0f036";

export default node;
