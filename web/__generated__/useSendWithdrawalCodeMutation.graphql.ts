/**
 * @generated SignedSource<<35d88cac6214c4bf4784b8aca9713f67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSendWithdrawalCodeMutation$variables = Record<PropertyKey, never>;
export type useSendWithdrawalCodeMutation$data = {
  readonly sendWithdrawalCode: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly retryAfterSeconds?: number;
  };
};
export type useSendWithdrawalCodeMutation = {
  response: useSendWithdrawalCodeMutation$data;
  variables: useSendWithdrawalCodeMutation$variables;
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
    "name": "useSendWithdrawalCodeMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSendWithdrawalCodeMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b18fad62393f133378355d642cc9114f",
    "id": null,
    "metadata": {},
    "name": "useSendWithdrawalCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useSendWithdrawalCodeMutation {\n  sendWithdrawalCode {\n    __typename\n    ... on SendWithdrawalCodePayload {\n      retryAfterSeconds\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da13114e453c4a8ff20a497dc14586a9";

export default node;
