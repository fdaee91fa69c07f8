/**
 * @generated SignedSource<<b00e7cb91c8966be91ceff25498898aa>>
 * @relayHash 3eb295a2f4a2c1d62fe59f1aa11d3043
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fcd7d0ecda2d92a011316b3917add3b234b47eafb47e694e2f55febc825fcf3

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
    "id": "2fcd7d0ecda2d92a011316b3917add3b234b47eafb47e694e2f55febc825fcf3",
    "metadata": {},
    "name": "useVerifyStepUpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0026e31a7f69d8884b32e5d13f937b1b";

export default node;
