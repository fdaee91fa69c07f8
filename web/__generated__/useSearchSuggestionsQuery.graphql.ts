/**
 * @generated SignedSource<<41b2b359069466aa047096075120a80b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "da7133469d1f60ab3288781a399e96dc",
    "id": null,
    "metadata": {},
    "name": "useSearchSuggestionsQuery",
    "operationKind": "query",
    "text": "query useSearchSuggestionsQuery(\n  $search: String!\n) {\n  market(first: 6, filter: {search: $search}) {\n    edges {\n      node {\n        id\n        hashName\n        name {\n          zh\n          en\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "833022c2dc6d70894ec4f014ef0e071c";

export default node;
