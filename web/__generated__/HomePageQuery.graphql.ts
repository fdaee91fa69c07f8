/**
 * @generated SignedSource<<f65ad98d0acf915f9a21617a1835d271>>
 * @relayHash e0554452ecad782b3307026609d58e98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9acf83326ffec95e07f5ed7f086dae77c0b00323e7626a441fd2d560c5199e7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomePageQuery$variables = Record<PropertyKey, never>;
export type HomePageQuery$data = {
  readonly catalogTags: {
    readonly types: ReadonlyArray<{
      readonly id: string;
      readonly label: {
        readonly en: string;
        readonly zh: string;
      };
    }>;
  };
  readonly home: {
    readonly autoDelivery: {
      readonly " $fragmentSpreads": FragmentRefs<"ItemShelf_items">;
    };
    readonly bargains: {
      readonly " $fragmentSpreads": FragmentRefs<"ItemShelf_items">;
    };
    readonly hot: {
      readonly " $fragmentSpreads": FragmentRefs<"ItemShelf_items">;
    };
    readonly latestListings: {
      readonly " $fragmentSpreads": FragmentRefs<"LatestListings_listings">;
    };
    readonly lowStock: {
      readonly " $fragmentSpreads": FragmentRefs<"ItemShelf_items">;
    };
    readonly trends: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"HomeTrends_trends">;
    }>;
  };
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "label",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
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
        (v0/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 8
  }
],
v5 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  }
],
v6 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ItemShelf_items"
  }
],
v7 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hashName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iconUrl",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rarityColor",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "name",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "rarity",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v14 = [
  (v0/*:: as any*/),
  (v12/*:: as any*/),
  (v2/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "exterior",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lowestPrice",
  "storageKey": null
},
v17 = [
  (v0/*:: as any*/)
],
v18 = [
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
          (v0/*:: as any*/),
          (v8/*:: as any*/),
          (v11/*:: as any*/),
          (v9/*:: as any*/),
          (v16/*:: as any*/),
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
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "rarity",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "quality",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "type",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "subType",
            "plural": false,
            "selections": (v17/*:: as any*/),
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Home",
        "kind": "LinkedField",
        "name": "home",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "LatestListingConnection",
            "kind": "LinkedField",
            "name": "latestListings",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LatestListings_listings"
              }
            ],
            "storageKey": "latestListings(first:8)"
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "MarketItemConnection",
            "kind": "LinkedField",
            "name": "hot",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "hot(first:12)"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "MarketItemConnection",
            "kind": "LinkedField",
            "name": "autoDelivery",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "autoDelivery(first:6)"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "MarketItemConnection",
            "kind": "LinkedField",
            "name": "bargains",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "bargains(first:6)"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "MarketItemConnection",
            "kind": "LinkedField",
            "name": "lowStock",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "lowStock(first:6)"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "MarketTrend",
            "kind": "LinkedField",
            "name": "trends",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeTrends_trends"
              }
            ],
            "storageKey": "trends(first:6)"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Home",
        "kind": "LinkedField",
        "name": "home",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "LatestListingConnection",
            "kind": "LinkedField",
            "name": "latestListings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LatestListingEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Listing",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "price",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "floatValue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "autoDelivery",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
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
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          (v11/*:: as any*/),
                          (v13/*:: as any*/),
                          (v15/*:: as any*/),
                          (v0/*:: as any*/)
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
            "storageKey": "latestListings(first:8)"
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "MarketItemConnection",
            "kind": "LinkedField",
            "name": "hot",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": "hot(first:12)"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "MarketItemConnection",
            "kind": "LinkedField",
            "name": "autoDelivery",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": "autoDelivery(first:6)"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "MarketItemConnection",
            "kind": "LinkedField",
            "name": "bargains",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": "bargains(first:6)"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "MarketItemConnection",
            "kind": "LinkedField",
            "name": "lowStock",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": "lowStock(first:6)"
          },
          {
            "alias": null,
            "args": (v7/*:: as any*/),
            "concreteType": "MarketTrend",
            "kind": "LinkedField",
            "name": "trends",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changePercent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PricePoint",
                "kind": "LinkedField",
                "name": "points",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "day",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "averagePrice",
                    "storageKey": null
                  }
                ],
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
                  (v0/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "referencePrice",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  (v13/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "trends(first:6)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d9acf83326ffec95e07f5ed7f086dae77c0b00323e7626a441fd2d560c5199e7",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18ad7ce3ab3a81962dc80982249be03f";

export default node;
