/**
 * @generated SignedSource<<91403fb43979531e2e95173d84636920>>
 * @relayHash e83f45522adddd4ef58cdd7395b5f77c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87bd886c789e5ad1f16f842d190be6cc110cc88eb6ad4cd1a7154b3b50a1df66

import { ConcreteRequest } from 'relay-runtime';
export type ArticleKind = "AGREEMENT" | "HELP" | "NEWS" | "%future added value";
export type AgreementPageQuery$variables = {
  slug: string;
};
export type AgreementPageQuery$data = {
  readonly article: {
    readonly body: string;
    readonly kind: ArticleKind;
    readonly title: string;
  } | null | undefined;
};
export type AgreementPageQuery = {
  response: AgreementPageQuery$data;
  variables: AgreementPageQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AgreementPageQuery",
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
          (v4/*:: as any*/)
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
    "name": "AgreementPageQuery",
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
    "id": "87bd886c789e5ad1f16f842d190be6cc110cc88eb6ad4cd1a7154b3b50a1df66",
    "metadata": {},
    "name": "AgreementPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1fa8633f51ce1d6c6a53b8222788afee";

export default node;
