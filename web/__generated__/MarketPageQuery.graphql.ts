/**
 * @generated SignedSource<<c4d51e696b52b192e70957145766aea2>>
 * @relayHash 6e8fcae63b8e85f89196a20f0a259cd4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20b7fde8d50e2a192985b0e0621d510298d9f711a7756570739819bcce9f21e9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketMode = "LEASE" | "SALE" | "%future added value";
export type MarketSort = "DEFAULT" | "NEWEST" | "PRICE_ASC" | "PRICE_DESC" | "%future added value";
export type MarketFilter = {
  exterior?: string | null | undefined;
  itemSet?: string | null | undefined;
  maxPrice?: string | null | undefined;
  minPrice?: string | null | undefined;
  onSale?: boolean | null | undefined;
  quality?: string | null | undefined;
  rarity?: string | null | undefined;
  search?: string | null | undefined;
  subType?: string | null | undefined;
  tagType?: string | null | undefined;
};
export type MarketPageQuery$variables = {
  filter?: MarketFilter | null | undefined;
  first?: number | null | undefined;
  lease: boolean;
  mode: MarketMode;
  page?: number | null | undefined;
  sort?: MarketSort | null | undefined;
};
export type MarketPageQuery$data = {
  readonly catalogTags: {
    readonly " $fragmentSpreads": FragmentRefs<"MarketFilters_catalogTags">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"MarketGrid_query">;
};
export type MarketPageQuery = {
  response: MarketPageQuery$data;
  variables: MarketPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lease"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "mode"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v6 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v7 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v8 = {
  "kind": "Variable",
  "name": "mode",
  "variableName": "mode"
},
v9 = {
  "kind": "Variable",
  "name": "page",
  "variableName": "page"
},
v10 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = [
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
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "label",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v14 = [
  (v11/*:: as any*/),
  (v13/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hashName",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "name",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iconUrl",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rarityColor",
  "storageKey": null
},
v19 = [
  (v11/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "color",
    "storageKey": null
  },
  (v13/*:: as any*/)
],
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "rarity",
  "plural": false,
  "selections": (v19/*:: as any*/),
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "quality",
  "plural": false,
  "selections": (v19/*:: as any*/),
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "exterior",
  "plural": false,
  "selections": (v19/*:: as any*/),
  "storageKey": null
},
v23 = [
  (v11/*:: as any*/)
],
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "type",
  "plural": false,
  "selections": (v23/*:: as any*/),
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "subType",
  "plural": false,
  "selections": (v23/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MarketPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CatalogTags",
        "kind": "LinkedField",
        "name": "catalogTags",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarketFilters_catalogTags"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "Variable",
            "name": "lease",
            "variableName": "lease"
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "MarketGrid_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MarketPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CatalogTags",
        "kind": "LinkedField",
        "name": "catalogTags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TypeTag",
            "kind": "LinkedField",
            "name": "types",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "subTypes",
                "plural": true,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "rarities",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "group",
                "storageKey": null
              },
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "qualities",
            "plural": true,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "exteriors",
            "plural": true,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "collections",
            "plural": true,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "concreteType": "MarketItemConnection",
        "kind": "LinkedField",
        "name": "market",
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
                  (v11/*:: as any*/),
                  {
                    "condition": "lease",
                    "kind": "Condition",
                    "passingValue": false,
                    "selections": [
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lowestPrice",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "topBuyOrderPrice",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "quantity",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "salesCount",
                        "storageKey": null
                      },
                      (v18/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/)
                    ]
                  },
                  {
                    "condition": "lease",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LeaseFigures",
                        "kind": "LinkedField",
                        "name": "lease",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "dailyRent",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "deposit",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "count",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ]
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
    ]
  },
  "params": {
    "id": "20b7fde8d50e2a192985b0e0621d510298d9f711a7756570739819bcce9f21e9",
    "metadata": {},
    "name": "MarketPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3cc73f16f9d5d07de9e119281caab2a6";

export default node;
