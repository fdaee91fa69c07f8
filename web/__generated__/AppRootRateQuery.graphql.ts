/**
 * @generated SignedSource<<0fb8516d5cd4054854ac091d1e4c07be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "6ee42bc27852d74da9e2d358ee7cc0c1",
    "id": null,
    "metadata": {},
    "name": "AppRootRateQuery",
    "operationKind": "query",
    "text": "query AppRootRateQuery {\n  exchangeRate {\n    usdPerCny\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b7c0bbe3d790d52ed1f0011f4bab137";

export default node;
