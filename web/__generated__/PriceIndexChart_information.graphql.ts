/**
 * @generated SignedSource<<8a02ab635b38850b4627bd334c5500b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PriceIndexChart_information$data = {
  readonly priceIndex: {
    readonly base: number;
    readonly basketSize: number;
    readonly points: ReadonlyArray<{
      readonly day: string;
      readonly value: number;
    }>;
  };
  readonly " $fragmentType": "PriceIndexChart_information";
};
export type PriceIndexChart_information$key = {
  readonly " $data"?: PriceIndexChart_information$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceIndexChart_information">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceIndexChart_information",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketPriceIndex",
      "kind": "LinkedField",
      "name": "priceIndex",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "base",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "basketSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MarketIndexPoint",
          "kind": "LinkedField",
          "name": "points",
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
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MarketInformation",
  "abstractKey": null
};

(node as any).hash = "92bec00289032913de71d2150947d229";

export default node;
