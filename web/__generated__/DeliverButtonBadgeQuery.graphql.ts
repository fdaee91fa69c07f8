/**
 * @generated SignedSource<<ac616aaccc24849fdbb0d263622799e7>>
 * @relayHash 0641e738aaff62fac19a7d5e8524befa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f40e44084350976af9764ebf5c6d7961fcd3509fd272c755617d3f08ab1862b7

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
    "id": "f40e44084350976af9764ebf5c6d7961fcd3509fd272c755617d3f08ab1862b7",
    "metadata": {},
    "name": "DeliverButtonBadgeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "37b43be2545201cd3a5700f2d464ca5b";

export default node;
