/**
 * @generated SignedSource<<a6af284a2ccff1051523c941adcbf1d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SessionLogoutMutation$variables = Record<PropertyKey, never>;
export type SessionLogoutMutation$data = {
  readonly logout: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type SessionLogoutMutation = {
  response: SessionLogoutMutation$data;
  variables: SessionLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "SessionLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ba7a33e5ecd5b07ae25c372b89d6c4d5",
    "id": null,
    "metadata": {},
    "name": "SessionLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation SessionLogoutMutation {\n  logout {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "04f72eaf07e8a24865618ed88d30a3ac";

export default node;
