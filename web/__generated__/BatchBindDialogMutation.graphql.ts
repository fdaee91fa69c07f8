/**
 * @generated SignedSource<<f6e45b39f7417a2d3536551e282f3815>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountType = "ORDINARY" | "ROBOT" | "%future added value";
export type BindSteamAccountsInput = {
  credentials: string;
  mafiles: ReadonlyArray<MafileUploadInput>;
  type?: SteamAccountType | null | undefined;
};
export type MafileUploadInput = {
  content: string;
  fileName: string;
};
export type BatchBindDialogMutation$variables = {
  input: BindSteamAccountsInput;
};
export type BatchBindDialogMutation$data = {
  readonly bindSteamAccounts: {
    readonly __typename: string;
    readonly boundCount?: number;
    readonly code?: string;
    readonly failedCount?: number;
    readonly field?: string | null | undefined;
    readonly inventoryRefreshMinutes?: number;
    readonly message?: string;
    readonly outcomes?: ReadonlyArray<{
      readonly account: {
        readonly accountName: string;
        readonly id: string;
      } | null | undefined;
      readonly accountName: string;
      readonly error: {
        readonly code: string;
        readonly message: string;
      } | null | undefined;
      readonly fileName: string | null | undefined;
    }>;
  };
};
export type BatchBindDialogMutation = {
  response: BatchBindDialogMutation$data;
  variables: BatchBindDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountName",
  "storageKey": null
},
v2 = [
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
v3 = [
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
    "name": "bindSteamAccounts",
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
            "name": "boundCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inventoryRefreshMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SteamBindOutcome",
            "kind": "LinkedField",
            "name": "outcomes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
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
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SteamBindProblem",
                "kind": "LinkedField",
                "name": "error",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "BindSteamAccountsPayload",
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
        "selections": (v2/*:: as any*/),
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
    "name": "BatchBindDialogMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BatchBindDialogMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "036375e1a200fe3f23ba9323667bd7a0",
    "id": null,
    "metadata": {},
    "name": "BatchBindDialogMutation",
    "operationKind": "mutation",
    "text": "mutation BatchBindDialogMutation(\n  $input: BindSteamAccountsInput!\n) {\n  bindSteamAccounts(input: $input) {\n    __typename\n    ... on BindSteamAccountsPayload {\n      boundCount\n      failedCount\n      inventoryRefreshMinutes\n      outcomes {\n        accountName\n        fileName\n        account {\n          id\n          accountName\n        }\n        error {\n          code\n          message\n        }\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a4db813656f93d0f5482b0f4097693cf";

export default node;
