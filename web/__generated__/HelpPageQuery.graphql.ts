/**
 * @generated SignedSource<<b0737d9c8b643aba49125732a56d5d76>>
 * @relayHash 3adf1b446e19e0af62bf53958aafef30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88d2aeffd8c4da10b69fd94258d323f8ed65a8d7136073b2bc71cb4028275432

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HelpPageQuery$variables = {
  category?: string | null | undefined;
  first?: number | null | undefined;
  hasSerial: boolean;
  listed: boolean;
  search?: string | null | undefined;
  serial?: number | null | undefined;
};
export type HelpPageQuery$data = {
  readonly article?: {
    readonly category: string | null | undefined;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"HelpArticle_article">;
  } | null | undefined;
  readonly helpCategories: ReadonlyArray<{
    readonly id: string;
    readonly label: string;
    readonly " $fragmentSpreads": FragmentRefs<"HelpCategoryNav_categories">;
  }>;
  readonly list?: {
    readonly " $fragmentSpreads": FragmentRefs<"HelpArticleList_query">;
  } | null | undefined;
};
export type HelpPageQuery = {
  response: HelpPageQuery$data;
  variables: HelpPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasSerial"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listed"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "serial"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "serial",
    "variableName": "serial"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v11 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v12 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v13 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serial",
  "storageKey": null
},
v15 = [
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  {
    "kind": "Literal",
    "name": "kind",
    "value": "HELP"
  },
  (v13/*:: as any*/)
];
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
    "name": "HelpPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HelpCategory",
        "kind": "LinkedField",
        "name": "helpCategories",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HelpCategoryNav_categories"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasSerial",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "article",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HelpArticle_article"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "listed",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v11/*:: as any*/),
                    (v12/*:: as any*/),
                    (v13/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "HelpArticleList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "list"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HelpPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HelpCategory",
        "kind": "LinkedField",
        "name": "helpCategories",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "articleCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasSerial",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "article",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishedAt",
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "listed",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "concreteType": "ArticleConnection",
            "kind": "LinkedField",
            "name": "articles",
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
                "concreteType": "ArticleEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Article",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v14/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "summary",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "filters": [
              "kind",
              "category",
              "search"
            ],
            "handle": "connection",
            "key": "HelpArticleList_articles",
            "kind": "LinkedHandle",
            "name": "articles"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "88d2aeffd8c4da10b69fd94258d323f8ed65a8d7136073b2bc71cb4028275432",
    "metadata": {},
    "name": "HelpPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "552a00290bde5482f4db89bc92e6282f";

export default node;
