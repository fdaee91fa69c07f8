/**
 * @generated SignedSource<<bf461daa3d47b6ee24fc6c2dff2b1d37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SteamAccountType = "ORDINARY" | "ROBOT" | "%future added value";
export type BindSteamAccountInput = {
  mafile: string;
  password: string;
  type?: SteamAccountType | null | undefined;
};
export type useBindSteamAccountMutation$variables = {
  input: BindSteamAccountInput;
};
export type useBindSteamAccountMutation$data = {
  readonly bindSteamAccount: {
    readonly __typename: string;
    readonly account?: {
      readonly accountName: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SteamAccountRow_account">;
    };
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly inventoryRefreshMinutes?: number;
    readonly message?: string;
  };
};
export type useBindSteamAccountMutation = {
  response: useBindSteamAccountMutation$data;
  variables: useBindSteamAccountMutation$variables;
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
  "name": "inventoryRefreshMinutes",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBindSteamAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "bindSteamAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SteamAccount",
                "kind": "LinkedField",
                "name": "account",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SteamAccountRow_account"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BindSteamAccountPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
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
    "name": "useBindSteamAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "bindSteamAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SteamAccount",
                "kind": "LinkedField",
                "name": "account",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "steamId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statusReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tradeLink",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tokenExpiresAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tokenRefreshedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "inventoryRefreshedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "itemCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BindSteamAccountPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8af12d94f0ccfe0a509c01ba68e78ed6",
    "id": null,
    "metadata": {},
    "name": "useBindSteamAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useBindSteamAccountMutation(\n  $input: BindSteamAccountInput!\n) {\n  bindSteamAccount(input: $input) {\n    __typename\n    ... on BindSteamAccountPayload {\n      inventoryRefreshMinutes\n      account {\n        id\n        accountName\n        ...SteamAccountRow_account\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n\nfragment SteamAccountRow_account on SteamAccount {\n  id\n  accountName\n  steamId\n  status\n  statusReason\n  type\n  tradeLink\n  tokenExpiresAt\n  tokenRefreshedAt\n  inventoryRefreshedAt\n  itemCount\n}\n"
  }
};
})();

(node as any).hash = "f9a7ad667f11920092a215dc9f9f79f0";

export default node;
