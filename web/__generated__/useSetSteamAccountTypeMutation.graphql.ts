/**
 * @generated SignedSource<<588be7478840a05b5993d1f2edbb5641>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "44d0441313e01d06668fe8644db30b42",
    "id": null,
    "metadata": {},
    "name": "useSetSteamAccountTypeMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSteamAccountTypeMutation(\n  $input: SetSteamAccountTypeInput!\n) {\n  setSteamAccountType(input: $input) {\n    __typename\n    ... on SetSteamAccountTypePayload {\n      account {\n        id\n        type\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f37e606b4c8c4f6646846b75ccc05502";

export default node;
