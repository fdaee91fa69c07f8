/**
 * @generated SignedSource<<27a75e64ac1684c9e38fcd8661b9d0f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WalletAccount = "ALIPAY" | "DEPOSIT" | "FROZEN" | "HELD" | "WITHDRAWABLE" | "%future added value";
export type WalletTransactionType = "BUY" | "PLATFORM" | "RECHARGE_WITHDRAW" | "SELL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WalletTransactionList_viewer$data = {
  readonly wallet: {
    readonly transactions: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly account: WalletAccount;
          readonly amount: number;
          readonly balanceAfter: number | null | undefined;
          readonly createdAt: string;
          readonly description: string;
          readonly key: string;
          readonly leaseNo: string | null | undefined;
          readonly orderNo: string | null | undefined;
          readonly type: WalletTransactionType;
        };
      }>;
      readonly totalCount: number;
    };
  };
  readonly " $fragmentType": "WalletTransactionList_viewer";
};
export type WalletTransactionList_viewer$key = {
  readonly " $data"?: WalletTransactionList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletTransactionList_viewer">;
};

import WalletTransactionListPaginationQuery_graphql from './WalletTransactionListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "wallet",
  "transactions"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderNo"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": WalletTransactionListPaginationQuery_graphql
    }
  },
  "name": "WalletTransactionList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Wallet",
      "kind": "LinkedField",
      "name": "wallet",
      "plural": false,
      "selections": [
        {
          "alias": "transactions",
          "args": [
            {
              "kind": "Variable",
              "name": "orderNo",
              "variableName": "orderNo"
            },
            {
              "kind": "Variable",
              "name": "type",
              "variableName": "type"
            }
          ],
          "concreteType": "WalletTransactionConnection",
          "kind": "LinkedField",
          "name": "__WalletTransactionList_transactions_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "WalletTransactionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "WalletTransaction",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "key",
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
                      "name": "amount",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "balanceAfter",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "account",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "orderNo",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "leaseNo",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "description",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "createdAt",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__typename",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cursor",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PageInfo",
              "kind": "LinkedField",
              "name": "pageInfo",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "endCursor",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasNextPage",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "7f50750d1d5a0ff494f12d402ccede8e";

export default node;
