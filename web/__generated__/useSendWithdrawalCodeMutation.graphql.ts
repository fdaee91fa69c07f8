/**
 * @generated SignedSource<<f408dd8f5d292bee9f6fb9b7a95c9bf6>>
 * @relayHash b18fad62393f133378355d642cc9114f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cf443c4463f051ee55bd21e405438657929d983f371087045bbc12d544abc4a

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
    "id": "5cf443c4463f051ee55bd21e405438657929d983f371087045bbc12d544abc4a",
    "metadata": {},
    "name": "useSendWithdrawalCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da13114e453c4a8ff20a497dc14586a9";

export default node;
