/**
 * @generated SignedSource<<38b0715494fa5fca0cb5a300a87d25de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingFilterBar_item$data = {
  readonly exterior: {
    readonly id: string;
  } | null | undefined;
  readonly listingStickers: ReadonlyArray<{
    readonly hashName: string;
    readonly listings: number;
    readonly name: {
      readonly en: string;
      readonly zh: string;
    };
  }>;
  readonly maxFloat: number | null | undefined;
  readonly minFloat: number | null | undefined;
  readonly " $fragmentType": "ListingFilterBar_item";
};
export type ListingFilterBar_item$key = {
  readonly " $data"?: ListingFilterBar_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingFilterBar_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingFilterBar_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minFloat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxFloat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "exterior",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
          "value": 20
        }
      ],
      "concreteType": "StickerOnSale",
      "kind": "LinkedField",
      "name": "listingStickers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hashName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "listings",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Label",
          "kind": "LinkedField",
          "name": "name",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "zh",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "en",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "listingStickers(first:20)"
    }
  ],
  "type": "MarketItem",
  "abstractKey": null
};

(node as any).hash = "0fdf57ee8ca6a2bc62c26d90e9235c2b";

export default node;
