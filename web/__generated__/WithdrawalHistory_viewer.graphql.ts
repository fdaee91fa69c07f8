/**
 * @generated SignedSource<<0bdba1b7f9c271f6b23c931cdd6d1aab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WithdrawalStatus = "FAILURE" | "PROCESSING" | "SUCCESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WithdrawalHistory_viewer$data = {
  readonly withdrawals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: WithdrawalStatus;
        readonly " $fragmentSpreads": FragmentRefs<"WithdrawalRow_withdrawal">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "WithdrawalHistory_viewer";
};
export type WithdrawalHistory_viewer$key = {
  readonly " $data"?: WithdrawalHistory_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WithdrawalHistory_viewer">;
};

import WithdrawalHistoryPaginationQuery_graphql from './WithdrawalHistoryPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "withdrawals"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "month"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "range"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
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
      "operation": WithdrawalHistoryPaginationQuery_graphql
    }
  },
  "name": "WithdrawalHistory_viewer",
  "selections": [
    {
      "alias": "withdrawals",
      "args": [
        {
          "kind": "Variable",
          "name": "month",
          "variableName": "month"
        },
        {
          "kind": "Variable",
          "name": "range",
          "variableName": "range"
        },
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        }
      ],
      "concreteType": "WithdrawalConnection",
      "kind": "LinkedField",
      "name": "__WithdrawalHistory_withdrawals_connection",
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
          "concreteType": "WithdrawalEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Withdrawal",
              "kind": "LinkedField",
              "name": "node",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WithdrawalRow_withdrawal"
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
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "c929554e45502856c069ce72666cc25c";

export default node;
