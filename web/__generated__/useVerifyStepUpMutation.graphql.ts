/**
 * @generated SignedSource<<9c38e6d58d38d5866a3cd63947cf9958>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerifyStepUpInput = {
  code: string;
};
export type useVerifyStepUpMutation$variables = {
  input: VerifyStepUpInput;
};
export type useVerifyStepUpMutation$data = {
  readonly verifyStepUp: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly verifiedUntil?: string;
  };
};
export type useVerifyStepUpMutation = {
  response: useVerifyStepUpMutation$data;
  variables: useVerifyStepUpMutation$variables;
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
    "name": "useVerifyStepUpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyStepUpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3eb295a2f4a2c1d62fe59f1aa11d3043",
    "id": null,
    "metadata": {},
    "name": "useVerifyStepUpMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyStepUpMutation(\n  $input: VerifyStepUpInput!\n) {\n  verifyStepUp(input: $input) {\n    __typename\n    ... on VerifyStepUpPayload {\n      verifiedUntil\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0026e31a7f69d8884b32e5d13f937b1b";

export default node;
