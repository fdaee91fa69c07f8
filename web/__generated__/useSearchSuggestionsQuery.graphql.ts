/**
 * @generated SignedSource<<8407ccf9b65a2fe2e542d06f01724cf3>>
 * @relayHash c513443bd20f6ecf2ccd72e28dbe4dc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cbc089242024b885f4c2e3ee8a338138049efbeae845fd0a62886cb99406563e

import { ConcreteRequest } from 'relay-runtime';
export type useSearchSuggestionsQuery$variables = {
  search: string;
};
export type useSearchSuggestionsQuery$data = {
  readonly market: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly hashName: string;
        readonly id: string;
        readonly name: {
          readonly en: string;
          readonly zh: string;
        };
      };
    }>;
  };
};
export type useSearchSuggestionsQuery = {
  response: useSearchSuggestionsQuery$data;
  variables: useSearchSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Literal",
            "name": "onSale",
            "value": false
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "kind": "ObjectValue",
        "name": "filter"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 6
      }
    ],
    "concreteType": "MarketItemConnection",
    "kind": "LinkedField",
    "name": "market",
    "plural": false,
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hashName",
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
    "name": "useSearchSuggestionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSearchSuggestionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cbc089242024b885f4c2e3ee8a338138049efbeae845fd0a62886cb99406563e",
    "metadata": {},
    "name": "useSearchSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "414016b7d01347c3c3b28f14f4c3aa9e";

export default node;
