/**
 * @generated SignedSource<<1a561e2c6cdf598a90ef61b59f4a8928>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PriceHistoryChart_item$data = {
  readonly priceHistory: ReadonlyArray<{
    readonly averagePrice: number;
    readonly day: string;
    readonly volume: number;
  }>;
  readonly " $fragmentType": "PriceHistoryChart_item";
};
export type PriceHistoryChart_item$key = {
  readonly " $data"?: PriceHistoryChart_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceHistoryChart_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceHistoryChart_item",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "days",
          "value": 30
        }
      ],
      "concreteType": "PricePoint",
      "kind": "LinkedField",
      "name": "priceHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averagePrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "volume",
          "storageKey": null
        }
      ],
      "storageKey": "priceHistory(days:30)"
    }
  ],
  "type": "MarketItem",
  "abstractKey": null
};

(node as any).hash = "59a66e5ddcbc55c12035d6fa23faa7b0";

export default node;
