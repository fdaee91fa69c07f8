/**
 * @generated SignedSource<<22f512e058b3cc16790e0112c4ddead5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StepUpDialogSendCodeMutation$variables = Record<PropertyKey, never>;
export type StepUpDialogSendCodeMutation$data = {
  readonly sendStepUpCode: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly phone?: string;
    readonly retryAfterSeconds?: number;
  };
};
export type StepUpDialogSendCodeMutation = {
  response: StepUpDialogSendCodeMutation$data;
  variables: StepUpDialogSendCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retryAfterSeconds",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendStepUpCode",
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          }
        ],
        "type": "SendStepUpCodePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v0/*:: as any*/)
        ],
        "type": "RateLimitError",
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
    "name": "StepUpDialogSendCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StepUpDialogSendCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4f66ddf7f08d3adc320487ab708fd532",
    "id": null,
    "metadata": {},
    "name": "StepUpDialogSendCodeMutation",
    "operationKind": "mutation",
    "text": "mutation StepUpDialogSendCodeMutation {\n  sendStepUpCode {\n    __typename\n    ... on SendStepUpCodePayload {\n      retryAfterSeconds\n      phone\n    }\n    ... on RateLimitError {\n      retryAfterSeconds\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2edbc24b3390ac0e015dc35678d5039d";

export default node;
