/**
 * @generated SignedSource<<c6bf702dba25293c87593e81fde1c687>>
 * @relayHash 32a14abce5166d0a5bf0870b1525b516
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d078ea6a7ed4e8bcdbe9ec1c71cdad85f445fdc11fd80210f8196139033c7890

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
    "id": "d078ea6a7ed4e8bcdbe9ec1c71cdad85f445fdc11fd80210f8196139033c7890",
    "metadata": {},
    "name": "CheckoutDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "696dd712620da9ff9232f5e38e67324a";

export default node;
