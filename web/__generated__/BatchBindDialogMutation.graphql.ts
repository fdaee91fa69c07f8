/**
 * @generated SignedSource<<73338fbd435a7d2afa940bd6d4bb1ace>>
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
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boundCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failedCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileName",
  "storageKey": null
},
v7 = {
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
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v10 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = {
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
v12 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BatchBindDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "bindSteamAccounts",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SteamBindOutcome",
                "kind": "LinkedField",
                "name": "outcomes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "error",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BindSteamAccountsPayload",
            "abstractKey": null
          },
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BatchBindDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "bindSteamAccounts",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SteamBindOutcome",
                "kind": "LinkedField",
                "name": "outcomes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "error",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BindSteamAccountsPayload",
            "abstractKey": null
          },
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "05be2b2d8c034d4167fea5690c1aae30",
    "id": null,
    "metadata": {},
    "name": "BatchBindDialogMutation",
    "operationKind": "mutation",
    "text": "mutation BatchBindDialogMutation(\n  $input: BindSteamAccountsInput!\n) {\n  bindSteamAccounts(input: $input) {\n    __typename\n    ... on BindSteamAccountsPayload {\n      boundCount\n      failedCount\n      outcomes {\n        accountName\n        fileName\n        account {\n          id\n          accountName\n        }\n        error {\n          __typename\n          code\n          message\n        }\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c1f8d0159441922f50f8184c6c81b352";

export default node;
