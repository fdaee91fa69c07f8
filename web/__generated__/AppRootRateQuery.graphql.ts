/**
 * @generated SignedSource<<9b2eb213a71595004c846ff1119648c8>>
 * @relayHash 6ee42bc27852d74da9e2d358ee7cc0c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5384c0ef8e25c9f50d755720d0246315f92ff4a66dc85554fce6148ab9cc5792

import { ConcreteRequest } from 'relay-runtime';
export type AppRootRateQuery$variables = Record<PropertyKey, never>;
export type AppRootRateQuery$data = {
  readonly exchangeRate: {
    readonly usdPerCny: number;
  };
};
export type AppRootRateQuery = {
  response: AppRootRateQuery$data;
  variables: AppRootRateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ExchangeRate",
    "kind": "LinkedField",
    "name": "exchangeRate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "usdPerCny",
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
    "name": "AppRootRateQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppRootRateQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5384c0ef8e25c9f50d755720d0246315f92ff4a66dc85554fce6148ab9cc5792",
    "metadata": {},
    "name": "AppRootRateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5b7c0bbe3d790d52ed1f0011f4bab137";

export default node;
