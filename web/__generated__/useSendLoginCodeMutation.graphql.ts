/**
 * @generated SignedSource<<94bca1757f9db564c33b033b397ddf6a>>
 * @relayHash c2e6df9f66e446ca7302f8043b0ca77a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad00ce96c1bf7d637070d1d892138e6b59cc53be2132d7e74018f7dc04745ae7

import { ConcreteRequest } from 'relay-runtime';
export type SendLoginCodeInput = {
  phone: string;
};
export type useSendLoginCodeMutation$variables = {
  input: SendLoginCodeInput;
};
export type useSendLoginCodeMutation$data = {
  readonly sendLoginCode: {
    readonly __typename: string;
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly retryAfterSeconds?: number;
  };
};
export type useSendLoginCodeMutation = {
  response: useSendLoginCodeMutation$data;
  variables: useSendLoginCodeMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "retryAfterSeconds",
    "storageKey": null
  }
],
v2 = [
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
    "name": "sendLoginCode",
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
        "selections": (v1/*:: as any*/),
        "type": "SendLoginCodePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "useSendLoginCodeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendLoginCodeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ad00ce96c1bf7d637070d1d892138e6b59cc53be2132d7e74018f7dc04745ae7",
    "metadata": {},
    "name": "useSendLoginCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "27798af8b43adbc3ffff5b8d35389356";

export default node;
