/**
 * @generated SignedSource<<eee1314f7c1921c76868cb2254087f92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
export type CheckoutDialogQuery$variables = Record<PropertyKey, never>;
export type CheckoutDialogQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly steamAccounts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly accountName: string;
          readonly id: string;
          readonly status: SteamAccountStatus;
          readonly steamId: string;
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
export type CheckoutDialogQuery = {
  response: CheckoutDialogQuery$data;
  variables: CheckoutDialogQuery$variables;
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
    "name": "CheckoutDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckoutDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "32a14abce5166d0a5bf0870b1525b516",
    "id": null,
    "metadata": {},
    "name": "CheckoutDialogQuery",
    "operationKind": "query",
    "text": "query CheckoutDialogQuery {\n  viewer {\n    id\n    wallet {\n      deposit\n      withdrawable\n    }\n    steamAccounts(first: 50) {\n      edges {\n        node {\n          id\n          accountName\n          steamId\n          status\n          tradeLink\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "696dd712620da9ff9232f5e38e67324a";

export default node;
