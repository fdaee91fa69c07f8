/**
 * @generated SignedSource<<41b5b4428239b7cf0328dfc622f3116e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type probeQuery$variables = Record<PropertyKey, never>;
export type probeQuery$data = {
  readonly exchangeRate: {
    readonly usdPerCny: number;
  };
};
export type probeQuery = {
  response: probeQuery$data;
  variables: probeQuery$variables;
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
    "name": "probeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "probeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "98d5ccaef00d0d3a7371d30ab86f6dd0",
    "id": null,
    "metadata": {},
    "name": "probeQuery",
    "operationKind": "query",
    "text": "query probeQuery {\n  exchangeRate {\n    usdPerCny\n  }\n}\n"
  }
};
})();

(node as any).hash = "56a4af26afc1926b113ff9975dc7bf47";

export default node;
