/**
 * @generated SignedSource<<f5385953af8e9cf5868af0ca97513f30>>
 * @relayHash 241d7e33137744f0f46393f8884255d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d282e8124ed919050e45b26914ed43708f24526a8c0102684446502c97e9049a

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
export type MakeBargainDialogQuery$variables = Record<PropertyKey, never>;
export type MakeBargainDialogQuery$data = {
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
export type MakeBargainDialogQuery = {
  response: MakeBargainDialogQuery$data;
  variables: MakeBargainDialogQuery$variables;
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
    "name": "MakeBargainDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MakeBargainDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d282e8124ed919050e45b26914ed43708f24526a8c0102684446502c97e9049a",
    "metadata": {},
    "name": "MakeBargainDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0c5a0ff4beb691eb4e8f20e02d037d4e";

export default node;
