/**
 * @generated SignedSource<<dab077ba7c196e76d74b46d38fdcae62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeliverButtonBadgeQuery$variables = Record<PropertyKey, never>;
export type DeliverButtonBadgeQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly ordersToDeliver: number;
  } | null | undefined;
};
export type DeliverButtonBadgeQuery = {
  response: DeliverButtonBadgeQuery$data;
  variables: DeliverButtonBadgeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "ordersToDeliver",
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
    "name": "DeliverButtonBadgeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeliverButtonBadgeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0641e738aaff62fac19a7d5e8524befa",
    "id": null,
    "metadata": {},
    "name": "DeliverButtonBadgeQuery",
    "operationKind": "query",
    "text": "query DeliverButtonBadgeQuery {\n  viewer {\n    id\n    ordersToDeliver\n  }\n}\n"
  }
};
})();

(node as any).hash = "37b43be2545201cd3a5700f2d464ca5b";

export default node;
