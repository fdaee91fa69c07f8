/**
 * @generated SignedSource<<94f3a590453dd6d3d2100dbac6378a3e>>
 * @relayHash 3809eee1be77c5b750f7b465aa13fc74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f666a78f30a80dfaca9ba564f51bd6b19e2fd5e43587f3e86b533d003525a218

import { ConcreteRequest } from 'relay-runtime';
export type BargainRefusal = "disabled" | "noRoom" | "notOnSale" | "ownListing" | "%future added value";
export type BargainTermsDialogQuery$variables = {
  id: string;
};
export type BargainTermsDialogQuery$data = {
  readonly node: {
    readonly bargainTerms?: {
      readonly enabled: boolean;
      readonly floor: number;
      readonly minPrice: number | null | undefined;
      readonly refusal: BargainRefusal | null | undefined;
    };
    readonly id?: string;
    readonly price?: number;
  } | null | undefined;
};
export type BargainTermsDialogQuery = {
  response: BargainTermsDialogQuery$data;
  variables: BargainTermsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "BargainTerms",
  "kind": "LinkedField",
  "name": "bargainTerms",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "floor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refusal",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BargainTermsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "Listing",
            "abstractKey": null
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
    "name": "BargainTermsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "Listing",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f666a78f30a80dfaca9ba564f51bd6b19e2fd5e43587f3e86b533d003525a218",
    "metadata": {},
    "name": "BargainTermsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b8746b9427e21d1728f9ffbb2ba3c705";

export default node;
