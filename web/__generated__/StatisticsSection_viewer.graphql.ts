/**
 * @generated SignedSource<<c306a991294c1e2d7b1bfdef6fccc403>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StatisticsRange = "CUSTOM" | "LAST_30_DAYS" | "LAST_7_DAYS" | "LAST_90_DAYS" | "LAST_WEEK" | "THIS_MONTH" | "THIS_WEEK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatisticsSection_viewer$data = {
  readonly statistics: {
    readonly __typename: string;
    readonly from?: string;
    readonly message?: string;
    readonly range?: StatisticsRange;
    readonly sales?: {
      readonly amount: number;
      readonly count: number;
    };
    readonly to?: string;
    readonly withdrawals?: {
      readonly amount: number;
      readonly count: number;
    };
  };
  readonly " $fragmentType": "StatisticsSection_viewer";
};
export type StatisticsSection_viewer$key = {
  readonly " $data"?: StatisticsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatisticsSection_viewer">;
};

import StatisticsSectionRefetchQuery_graphql from './StatisticsSectionRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "from"
    },
    {
      "defaultValue": "THIS_MONTH",
      "kind": "LocalArgument",
      "name": "range"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "to"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": StatisticsSectionRefetchQuery_graphql
    }
  },
  "name": "StatisticsSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "from"
        },
        {
          "kind": "Variable",
          "name": "range",
          "variableName": "range"
        },
        {
          "kind": "Variable",
          "name": "to",
          "variableName": "to"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "statistics",
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
              "kind": "ScalarField",
              "name": "range",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "from",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "to",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PeriodTotals",
              "kind": "LinkedField",
              "name": "sales",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PeriodTotals",
              "kind": "LinkedField",
              "name": "withdrawals",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "type": "UserStatistics",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
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
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "5319a3277a605f73ffd7547bfe4ad57a";

export default node;
