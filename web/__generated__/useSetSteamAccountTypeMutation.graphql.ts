/**
 * @generated SignedSource<<cc195722e3ba1324d43d74d393dad01c>>
 * @relayHash 44d0441313e01d06668fe8644db30b42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3e132b07a628c6ad53fbe603340467d518a6e20b6c223173c98c85796f09cab

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountType = "ORDINARY" | "ROBOT" | "%future added value";
export type SetSteamAccountTypeInput = {
  id: string;
  type: SteamAccountType;
};
export type useSetSteamAccountTypeMutation$variables = {
  input: SetSteamAccountTypeInput;
};
export type useSetSteamAccountTypeMutation$data = {
  readonly setSteamAccountType: {
    readonly __typename: string;
    readonly account?: {
      readonly id: string;
      readonly type: SteamAccountType;
    };
    readonly code?: string;
    readonly message?: string;
  };
};
export type useSetSteamAccountTypeMutation = {
  response: useSetSteamAccountTypeMutation$data;
  variables: useSetSteamAccountTypeMutation$variables;
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
    "name": "setSteamAccountType",
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
            "concreteType": "SteamAccount",
            "kind": "LinkedField",
            "name": "account",
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
                "name": "type",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetSteamAccountTypePayload",
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
    "name": "useSetSteamAccountTypeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetSteamAccountTypeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b3e132b07a628c6ad53fbe603340467d518a6e20b6c223173c98c85796f09cab",
    "metadata": {},
    "name": "useSetSteamAccountTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f37e606b4c8c4f6646846b75ccc05502";

export default node;
