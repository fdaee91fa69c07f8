/**
 * @generated SignedSource<<158b9e39cc65a8557cc903f9954e1339>>
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
    readonly code?: string;
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
            "name": "code",
            "storageKey": null
          },
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
    "cacheID": "b1556877ffae3ae86271cc93c4596183",
    "id": null,
    "metadata": {},
    "name": "SessionLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation SessionLogoutMutation {\n  logout {\n    __typename\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c9251c0a1c4f4e7b6f926e6d55f6193e";

export default node;
