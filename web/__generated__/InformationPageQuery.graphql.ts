/**
 * @generated SignedSource<<1c2ae3d8f2895827e89ec264f036b24d>>
 * @relayHash f1f802b1011e91c67dc56d8fef5e2cb6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f71dc1b5bbe58253c35d9f5811fee21dce41ae085b9a41743f63f0486102ff34

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InformationPageQuery$variables = {
  days: number;
};
export type InformationPageQuery$data = {
  readonly marketInformation: {
    readonly computedAt: string;
    readonly days: number;
    readonly fallers: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PriceMoversTable_movers">;
    }>;
    readonly from: string;
    readonly moverMinTrades: number;
    readonly moverWindowDays: number;
    readonly priceIndex: {
      readonly basketSize: number;
    };
    readonly risers: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PriceMoversTable_movers">;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"DailyTradesChart_information" | "InformationSummary_information" | "PriceIndexChart_information">;
  };
};
export type InformationPageQuery = {
  response: InformationPageQuery$data;
  variables: InformationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "days",
    "variableName": "days"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "computedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "moverWindowDays",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "moverMinTrades",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "basketSize",
  "storageKey": null
},
v8 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "PriceMoversTable_movers"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "day",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averagePrice",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "volume",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = [
  (v10/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "previousAveragePrice",
    "storageKey": null
  },
  (v11/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "previousVolume",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "changeBasisPoints",
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
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hashName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "iconUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rarityColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Tag",
        "kind": "LinkedField",
        "name": "rarity",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "color",
            "storageKey": null
          }
        ],
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
      }
    ],
    "storageKey": null
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "turnover",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InformationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarketInformation",
        "kind": "LinkedField",
        "name": "marketInformation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketPriceIndex",
            "kind": "LinkedField",
            "name": "priceIndex",
            "plural": false,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketPriceMover",
            "kind": "LinkedField",
            "name": "risers",
            "plural": true,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketPriceMover",
            "kind": "LinkedField",
            "name": "fallers",
            "plural": true,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InformationSummary_information"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DailyTradesChart_information"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PriceIndexChart_information"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InformationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarketInformation",
        "kind": "LinkedField",
        "name": "marketInformation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketPriceIndex",
            "kind": "LinkedField",
            "name": "priceIndex",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "base",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MarketIndexPoint",
                "kind": "LinkedField",
                "name": "points",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketPriceMover",
            "kind": "LinkedField",
            "name": "risers",
            "plural": true,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketPriceMover",
            "kind": "LinkedField",
            "name": "fallers",
            "plural": true,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketInformationSummary",
            "kind": "LinkedField",
            "name": "summary",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "todayTurnover",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "todayVolume",
                "storageKey": null
              },
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tradedItems",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemsOnSale",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "listingsOnSale",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "to",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketDailyTrades",
            "kind": "LinkedField",
            "name": "daily",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v14/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f71dc1b5bbe58253c35d9f5811fee21dce41ae085b9a41743f63f0486102ff34",
    "metadata": {},
    "name": "InformationPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d92c11f0d0b4eb0221f9ec0c70da4f63";

export default node;
