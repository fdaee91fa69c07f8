/**
 * @generated SignedSource<<33b28fac85b1fa18473f76bc8fd287c8>>
 * @relayHash 350e58451a9fd2c7c4a89748a867ec31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb27cd27b1e89819c525d75f509fa2598907bd59242aa4525caf91dde4432945

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
export type SteamAccountIdInput = {
  id: string;
};
export type useRefreshSteamTokenMutation$variables = {
  input: SteamAccountIdInput;
};
export type useRefreshSteamTokenMutation$data = {
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
export type useRefreshSteamTokenMutation = {
  response: useRefreshSteamTokenMutation$data;
  variables: useRefreshSteamTokenMutation$variables;
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
    "name": "useRefreshSteamTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRefreshSteamTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cb27cd27b1e89819c525d75f509fa2598907bd59242aa4525caf91dde4432945",
    "metadata": {},
    "name": "useRefreshSteamTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d8977570690a793e98470342f867b27d";

export default node;
