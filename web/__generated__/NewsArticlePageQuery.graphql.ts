/**
 * @generated SignedSource<<d6764d0e99d340199aa50631a8e8b112>>
 * @relayHash acad58029819f5bfc35b353cdcef6fa3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76ff2d8a1352a9ca228ec49ee770c521320303edaa21e5a8361d54dcd9a75555

import { ConcreteRequest } from 'relay-runtime';
export type ArticleKind = "AGREEMENT" | "HELP" | "NEWS" | "%future added value";
export type NewsArticlePageQuery$variables = {
  slug: string;
};
export type NewsArticlePageQuery$data = {
  readonly article: {
    readonly body: string;
    readonly kind: ArticleKind;
    readonly publishedAt: string;
    readonly title: string;
  } | null | undefined;
};
export type NewsArticlePageQuery = {
  response: NewsArticlePageQuery$data;
  variables: NewsArticlePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewsArticlePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Article",
        "kind": "LinkedField",
        "name": "article",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "NewsArticlePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Article",
        "kind": "LinkedField",
        "name": "article",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "76ff2d8a1352a9ca228ec49ee770c521320303edaa21e5a8361d54dcd9a75555",
    "metadata": {},
    "name": "NewsArticlePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2fa9e88ee7b94a7b5e242414b62682d2";

export default node;
