/**
 * @generated SignedSource<<bebe262be58895825de188565a7c342c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountIdInput = {
  id: string;
};
export type SteamAccountRowUnbindMutation$variables = {
  input: SteamAccountIdInput;
};
export type SteamAccountRowUnbindMutation$data = {
  readonly unbindSteamAccount: {
    readonly __typename: string;
    readonly code?: string;
    readonly deletedSteamAccountId?: string;
    readonly delistedCount?: number;
    readonly message?: string;
  };
};
export type SteamAccountRowUnbindMutation = {
  response: SteamAccountRowUnbindMutation$data;
  variables: SteamAccountRowUnbindMutation$variables;
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
    "name": "SteamAccountRowUnbindMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SteamAccountRowUnbindMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6b69f8290ee0517e547cb624b0d850de",
    "id": null,
    "metadata": {},
    "name": "SteamAccountRowUnbindMutation",
    "operationKind": "mutation",
    "text": "mutation SteamAccountRowUnbindMutation(\n  $input: SteamAccountIdInput!\n) {\n  unbindSteamAccount(input: $input) {\n    __typename\n    ... on UnbindSteamAccountPayload {\n      deletedSteamAccountId\n      delistedCount\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ce7826089a730d6b28bd81ee69e47105";

export default node;
