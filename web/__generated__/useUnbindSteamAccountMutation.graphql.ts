/**
 * @generated SignedSource<<19499c6f44c77e50a19172d4ce9f4848>>
 * @relayHash 877654cc7ad04b70e8e830e81e2520b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d78aba05f1b4133746b2754b14791a5888061c424b7b302afcb5abb4a8e288df

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountIdInput = {
  id: string;
};
export type useUnbindSteamAccountMutation$variables = {
  input: SteamAccountIdInput;
};
export type useUnbindSteamAccountMutation$data = {
  readonly unbindSteamAccount: {
    readonly __typename: string;
    readonly code?: string;
    readonly deletedSteamAccountId?: string;
    readonly delistedCount?: number;
    readonly message?: string;
  };
};
export type useUnbindSteamAccountMutation = {
  response: useUnbindSteamAccountMutation$data;
  variables: useUnbindSteamAccountMutation$variables;
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
    "name": "unbindSteamAccount",
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
            "name": "deletedSteamAccountId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "delistedCount",
            "storageKey": null
          }
        ],
        "type": "UnbindSteamAccountPayload",
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
    "name": "useUnbindSteamAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnbindSteamAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d78aba05f1b4133746b2754b14791a5888061c424b7b302afcb5abb4a8e288df",
    "metadata": {},
    "name": "useUnbindSteamAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2bc0e2e8745443e3bc312b599fd3a240";

export default node;
