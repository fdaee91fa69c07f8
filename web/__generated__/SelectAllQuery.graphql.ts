/**
 * @generated SignedSource<<01e8f276b251ee3cd84ae9582a0f8656>>
 * @relayHash 4f45a3b44568648a3776035a39412db8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af99775e965bc338762775b210b1b6812c3eca5142332ea0a2d9783c585a2f7a

import { ConcreteRequest } from 'relay-runtime';
export type InventorySelectPurpose = "LIST" | "LISTED" | "%future added value";
export type InventorySort = "COOLDOWN_ASC" | "COOLDOWN_DESC" | "DEFAULT" | "PRICE_ASC" | "PRICE_DESC" | "WEAR_ASC" | "WEAR_DESC" | "%future added value";
export type InventoryTab = "ALL" | "LISTED" | "NON_TRADABLE" | "UNLISTED" | "%future added value";
export type InventoryFilter = {
  itemId?: string | null | undefined;
  search?: string | null | undefined;
  steamAccountId?: string | null | undefined;
  tab?: InventoryTab | null | undefined;
};
export type SelectAllQuery$variables = {
  filter?: InventoryFilter | null | undefined;
  purpose: InventorySelectPurpose;
  sort?: InventorySort | null | undefined;
};
export type SelectAllQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly inventorySelection: {
      readonly items: ReadonlyArray<{
        readonly id: string;
        readonly listing: {
          readonly id: string;
          readonly price: number;
        } | null | undefined;
        readonly name: {
          readonly en: string;
          readonly zh: string;
        };
        readonly referencePrice: number | null | undefined;
      }> | null | undefined;
      readonly totalCount: number;
    };
  } | null | undefined;
};
export type SelectAllQuery = {
  response: SelectAllQuery$data;
  variables: SelectAllQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "purpose"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "filter",
            "variableName": "filter"
          },
          {
            "kind": "Variable",
            "name": "purpose",
            "variableName": "purpose"
          },
          {
            "kind": "Variable",
            "name": "sort",
            "variableName": "sort"
          }
        ],
        "concreteType": "InventorySelection",
        "kind": "LinkedField",
        "name": "inventorySelection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "InventoryItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "referencePrice",
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "price",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SelectAllQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SelectAllQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "af99775e965bc338762775b210b1b6812c3eca5142332ea0a2d9783c585a2f7a",
    "metadata": {},
    "name": "SelectAllQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c48690e347e2da2a03c7aba69d4bf9ab";

export default node;
