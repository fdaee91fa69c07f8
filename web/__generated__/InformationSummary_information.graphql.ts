/**
 * @generated SignedSource<<b1513aed528e5e8eb5b6bcefeb0fd9ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InformationSummary_information$data = {
  readonly days: number;
  readonly summary: {
    readonly averagePrice: number | null | undefined;
    readonly itemsOnSale: number;
    readonly listingsOnSale: number;
    readonly todayTurnover: number;
    readonly todayVolume: number;
    readonly tradedItems: number;
    readonly turnover: number;
    readonly volume: number;
  };
  readonly " $fragmentType": "InformationSummary_information";
};
export type InformationSummary_information$key = {
  readonly " $data"?: InformationSummary_information$data;
  readonly " $fragmentSpreads": FragmentRefs<"InformationSummary_information">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InformationSummary_information",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "days",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketInformationSummary",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "turnover",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "volume",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "todayTurnover",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "todayVolume",
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
          "name": "tradedItems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemsOnSale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "listingsOnSale",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MarketInformation",
  "abstractKey": null
};

(node as any).hash = "91d34bddcfcbebad015764ae864cae6f";

export default node;
