/**
 * @generated SignedSource<<72b956426cd0bac7426b7c25b5eb3709>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "877654cc7ad04b70e8e830e81e2520b0",
    "id": null,
    "metadata": {},
    "name": "useUnbindSteamAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useUnbindSteamAccountMutation(\n  $input: SteamAccountIdInput!\n) {\n  unbindSteamAccount(input: $input) {\n    __typename\n    ... on UnbindSteamAccountPayload {\n      deletedSteamAccountId\n      delistedCount\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2bc0e2e8745443e3bc312b599fd3a240";

export default node;
