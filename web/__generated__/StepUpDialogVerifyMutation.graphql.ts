/**
 * @generated SignedSource<<69cd16d4a86188ccce0bf38e5a2edd1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerifyStepUpInput = {
  code: string;
};
export type StepUpDialogVerifyMutation$variables = {
  input: VerifyStepUpInput;
};
export type StepUpDialogVerifyMutation$data = {
  readonly verifyStepUp: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly verifiedUntil?: string;
  };
};
export type StepUpDialogVerifyMutation = {
  response: StepUpDialogVerifyMutation$data;
  variables: StepUpDialogVerifyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "verifyStepUp",
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
            "name": "verifiedUntil",
            "storageKey": null
          }
        ],
        "type": "VerifyStepUpPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StepUpDialogVerifyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StepUpDialogVerifyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b0bd07e81db63d07c346c59616b0a1b1",
    "id": null,
    "metadata": {},
    "name": "StepUpDialogVerifyMutation",
    "operationKind": "mutation",
    "text": "mutation StepUpDialogVerifyMutation(\n  $input: VerifyStepUpInput!\n) {\n  verifyStepUp(input: $input) {\n    __typename\n    ... on VerifyStepUpPayload {\n      verifiedUntil\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "848e4ea59fddeed45f3a6b79a2b90572";

export default node;
