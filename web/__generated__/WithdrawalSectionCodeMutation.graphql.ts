/**
 * @generated SignedSource<<1be9c34401eb4b33dd7a8fb0af42cd58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WithdrawalSectionCodeMutation$variables = Record<PropertyKey, never>;
export type WithdrawalSectionCodeMutation$data = {
  readonly sendWithdrawalCode: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly retryAfterSeconds?: number;
  };
};
export type WithdrawalSectionCodeMutation = {
  response: WithdrawalSectionCodeMutation$data;
  variables: WithdrawalSectionCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendWithdrawalCode",
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
            "name": "retryAfterSeconds",
            "storageKey": null
          }
        ],
        "type": "SendWithdrawalCodePayload",
        "abstractKey": null
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
    "name": "WithdrawalSectionCodeMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WithdrawalSectionCodeMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b655d0d3184ef355a242dce6c8b71ecb",
    "id": null,
    "metadata": {},
    "name": "WithdrawalSectionCodeMutation",
    "operationKind": "mutation",
    "text": "mutation WithdrawalSectionCodeMutation {\n  sendWithdrawalCode {\n    __typename\n    ... on SendWithdrawalCodePayload {\n      retryAfterSeconds\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "be1dfbc74de0f2a6ac9c8f3792acb4de";

export default node;
