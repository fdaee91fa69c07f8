/**
 * @generated SignedSource<<7a7064a96f18a39faf37135b2e68e122>>
 * @relayHash 6285152ef58610adf4fb1c300f1195f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92595adc213121c7407bcfd40770bc650a2a29a88239b9631b35026563f227b8

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
export type PlaceBuyOrderDialogQuery$variables = Record<PropertyKey, never>;
export type PlaceBuyOrderDialogQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly steamAccounts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly accountName: string;
          readonly id: string;
          readonly status: SteamAccountStatus;
          readonly tradeLink: string | null | undefined;
        };
      }>;
    };
    readonly wallet: {
      readonly deposit: number;
      readonly withdrawable: number;
    };
  } | null | undefined;
};
export type PlaceBuyOrderDialogQuery = {
  response: PlaceBuyOrderDialogQuery$data;
  variables: PlaceBuyOrderDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Wallet",
        "kind": "LinkedField",
        "name": "wallet",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deposit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "withdrawable",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          }
        ],
        "concreteType": "SteamAccountConnection",
        "kind": "LinkedField",
        "name": "steamAccounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SteamAccountEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SteamAccount",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "accountName",
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
                    "name": "tradeLink",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "steamAccounts(first:50)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlaceBuyOrderDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PlaceBuyOrderDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "92595adc213121c7407bcfd40770bc650a2a29a88239b9631b35026563f227b8",
    "metadata": {},
    "name": "PlaceBuyOrderDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8bcf22986eaa0b6cf7b0b7dcaa6ac20f";

export default node;
