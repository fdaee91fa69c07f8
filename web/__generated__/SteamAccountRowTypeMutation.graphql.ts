/**
 * @generated SignedSource<<c7f3f34ff9b81c0ae3ebe4507f42444c>>
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
export type SteamAccountRowTypeMutation$variables = {
  input: SetSteamAccountTypeInput;
};
export type SteamAccountRowTypeMutation$data = {
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
export type SteamAccountRowTypeMutation = {
  response: SteamAccountRowTypeMutation$data;
  variables: SteamAccountRowTypeMutation$variables;
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
    "name": "SteamAccountRowTypeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SteamAccountRowTypeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ade1197d37dbc1431447db14777441ea",
    "id": null,
    "metadata": {},
    "name": "SteamAccountRowTypeMutation",
    "operationKind": "mutation",
    "text": "mutation SteamAccountRowTypeMutation(\n  $input: SetSteamAccountTypeInput!\n) {\n  setSteamAccountType(input: $input) {\n    __typename\n    ... on SetSteamAccountTypePayload {\n      account {\n        id\n        type\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "410a51e9d55c9f387023005af6528fc9";

export default node;
