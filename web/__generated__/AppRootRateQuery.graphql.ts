/**
 * @generated SignedSource<<5b83c45408be800fcccf92cc5025e91f>>
 * @relayHash 2f4a4c3bdb793d143f673c7a0156e26a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b53cb7ff82191ff772286398e888aa1b5d9999e5143a7ae1d6f4f7d50cdbb397

import { ConcreteRequest } from 'relay-runtime';
export type AppRootRateQuery$variables = Record<PropertyKey, never>;
export type AppRootRateQuery$data = {
  readonly exchangeRate: {
    readonly usdPerCny: number;
  };
  readonly sandbox: boolean;
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
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sandbox",
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
    "id": "b53cb7ff82191ff772286398e888aa1b5d9999e5143a7ae1d6f4f7d50cdbb397",
    "metadata": {},
    "name": "AppRootRateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c06ef8bb385a1eea3978e13749a82a4f";

export default node;
