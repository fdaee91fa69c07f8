/**
 * @generated SignedSource<<103e9355d3bda19dd2c756dd7a780351>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryGroupGrid_viewer$data = {
  readonly inventoryGroups: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly key: string;
        readonly name: {
          readonly en: string;
          readonly zh: string;
        };
        readonly " $fragmentSpreads": FragmentRefs<"InventoryGroupRow_group" | "selling_group">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly inventorySelection: {
    readonly totalCount: number;
  };
  readonly " $fragmentType": "InventoryGroupGrid_viewer";
};
export type InventoryGroupGrid_viewer$key = {
  readonly " $data"?: InventoryGroupGrid_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryGroupGrid_viewer">;
};

import InventoryGroupGridPaginationQuery_graphql from './InventoryGroupGridPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "inventoryGroups"
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
      "operation": InventoryGroupGridPaginationQuery_graphql
    }
  },
  "name": "InventoryGroupGrid_viewer",
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
      "alias": "inventoryGroups",
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        }
      ],
      "concreteType": "InventoryGroupConnection",
      "kind": "LinkedField",
      "name": "__InventoryGroupGrid_inventoryGroups_connection",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "InventoryGroupEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "InventoryGroup",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "key",
                  "storageKey": null
                },
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
                  "kind": "InlineDataFragmentSpread",
                  "name": "selling_group",
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "inventoryItemIds",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "listableItemIds",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "listingPrices",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "referencePrice",
                      "storageKey": null
                    }
                  ],
                  "args": null,
                  "argumentDefinitions": []
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "InventoryGroupRow_group"
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

(node as any).hash = "6594ee6a2f5205e99cfcd909004c4d12";

export default node;
