/**
 * @generated SignedSource<<eeadd6f5854db06ce1bf035a4fa70b54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketGrid_query$data = {
  readonly market: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly lease?: {
          readonly " $fragmentSpreads": FragmentRefs<"LeaseMarketItemCard_item">;
        } | null | undefined;
        readonly sale?: {
          readonly " $fragmentSpreads": FragmentRefs<"MarketItemCard_item">;
        } | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "MarketGrid_query";
};
export type MarketGrid_query$key = {
  readonly " $data"?: MarketGrid_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketGrid_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": 40,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "lease"
    },
    {
      "defaultValue": "SALE",
      "kind": "LocalArgument",
      "name": "mode"
    },
    {
      "defaultValue": 1,
      "kind": "LocalArgument",
      "name": "page"
    },
    {
      "defaultValue": "DEFAULT",
      "kind": "LocalArgument",
      "name": "sort"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketGrid_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Variable",
          "name": "mode",
          "variableName": "mode"
        },
        {
          "kind": "Variable",
          "name": "page",
          "variableName": "page"
        },
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        }
      ],
      "concreteType": "MarketItemConnection",
      "kind": "LinkedField",
      "name": "market",
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
          "concreteType": "MarketItemEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MarketItem",
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
                  "condition": "lease",
                  "kind": "Condition",
                  "passingValue": false,
                  "selections": [
                    {
                      "fragment": {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "MarketItemCard_item"
                          }
                        ],
                        "type": "MarketItem",
                        "abstractKey": null
                      },
                      "kind": "AliasedInlineFragmentSpread",
                      "name": "sale"
                    }
                  ]
                },
                {
                  "condition": "lease",
                  "kind": "Condition",
                  "passingValue": true,
                  "selections": [
                    {
                      "fragment": {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "LeaseMarketItemCard_item"
                          }
                        ],
                        "type": "MarketItem",
                        "abstractKey": null
                      },
                      "kind": "AliasedInlineFragmentSpread",
                      "name": "lease"
                    }
                  ]
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
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "c5aaa2cd03f9cd5ee3ed369af2bb953c";

export default node;
