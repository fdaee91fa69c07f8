/**
 * @generated SignedSource<<ea22a413090ffc94ebf719f8e9668692>>
 * @relayHash da7133469d1f60ab3288781a399e96dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1a894354da264bc84dd2216193ecbd3bedc7aa73d761eacb7d38d7061182949

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
    "id": "f1a894354da264bc84dd2216193ecbd3bedc7aa73d761eacb7d38d7061182949",
    "metadata": {},
    "name": "useSearchSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "833022c2dc6d70894ec4f014ef0e071c";

export default node;
