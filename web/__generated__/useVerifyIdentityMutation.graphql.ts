/**
 * @generated SignedSource<<6d8f4577ae3152169e86b4742a8db309>>
 * @relayHash c21e0566e93d6f1bb685914439308eba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55f903d13b480799fa1eb5947137545ccb8d100b730c8c494ed9aaa92f181001

import { ConcreteRequest } from 'relay-runtime';
export type VerifyIdentityInput = {
  idNumber: string;
  name: string;
};
export type useVerifyIdentityMutation$variables = {
  input: VerifyIdentityInput;
};
export type useVerifyIdentityMutation$data = {
  readonly verifyIdentity: {
    readonly __typename: string;
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly realName: string | null | undefined;
      readonly verifiedStatus: number;
    };
  };
};
export type useVerifyIdentityMutation = {
  response: useVerifyIdentityMutation$data;
  variables: useVerifyIdentityMutation$variables;
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
    "name": "verifyIdentity",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verifiedStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "realName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VerifyIdentityPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useVerifyIdentityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyIdentityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "55f903d13b480799fa1eb5947137545ccb8d100b730c8c494ed9aaa92f181001",
    "metadata": {},
    "name": "useVerifyIdentityMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a33c83a0cf80d483482a59d7682da5b7";

export default node;
