/**
 * @generated SignedSource<<01a9b8851987e2319f84122008e29958>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
export type SteamAccountIdInput = {
  id: string;
};
export type SteamAccountRowRefreshMutation$variables = {
  input: SteamAccountIdInput;
};
export type SteamAccountRowRefreshMutation$data = {
  readonly refreshSteamToken: {
    readonly __typename: string;
    readonly account?: {
      readonly id: string;
      readonly status: SteamAccountStatus;
      readonly statusReason: string | null | undefined;
      readonly tokenExpiresAt: string | null | undefined;
      readonly tokenRefreshedAt: string | null | undefined;
      readonly tradeLink: string | null | undefined;
    };
    readonly code?: string;
    readonly message?: string;
  };
};
export type SteamAccountRowRefreshMutation = {
  response: SteamAccountRowRefreshMutation$data;
  variables: SteamAccountRowRefreshMutation$variables;
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
    "name": "refreshSteamToken",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RefreshSteamTokenPayload",
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
    "name": "SteamAccountRowRefreshMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SteamAccountRowRefreshMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a97d9eb3ede4feb60edcc1fef40099be",
    "id": null,
    "metadata": {},
    "name": "SteamAccountRowRefreshMutation",
    "operationKind": "mutation",
    "text": "mutation SteamAccountRowRefreshMutation(\n  $input: SteamAccountIdInput!\n) {\n  refreshSteamToken(input: $input) {\n    __typename\n    ... on RefreshSteamTokenPayload {\n      account {\n        id\n        status\n        statusReason\n        tradeLink\n        tokenExpiresAt\n        tokenRefreshedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a1f4f38496dc6bc671d9da5896e9100";

export default node;
