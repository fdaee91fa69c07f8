/**
 * @generated SignedSource<<47a789b3a466fbcb6ceff651bcd1806f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BuyOrderStatus = "CANCELLED" | "EXPIRED" | "FILLED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BuyOrderRow_buyOrder$data = {
  readonly buyOrderNo: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly filledQuantity: number;
  readonly held: number;
  readonly item: {
    readonly hashName: string;
    readonly iconUrl: string | null | undefined;
    readonly name: {
      readonly en: string;
      readonly zh: string;
    };
  };
  readonly maxFloat: number | null | undefined;
  readonly minFloat: number | null | undefined;
  readonly orders: ReadonlyArray<{
    readonly orderNo: string;
  }>;
  readonly paintSeeds: ReadonlyArray<number>;
  readonly price: number;
  readonly quantity: number;
  readonly status: BuyOrderStatus;
  readonly sticker: string | null | undefined;
  readonly " $fragmentType": "BuyOrderRow_buyOrder";
};
export type BuyOrderRow_buyOrder$key = {
  readonly " $data"?: BuyOrderRow_buyOrder$data;
  readonly " $fragmentSpreads": FragmentRefs<"BuyOrderRow_buyOrder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BuyOrderRow_buyOrder",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buyOrderNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filledQuantity",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "paintSeeds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sticker",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "held",
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
      "name": "expiresAt",
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
      "concreteType": "MarketItem",
      "kind": "LinkedField",
      "name": "item",
      "plural": false,
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
          "name": "iconUrl",
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "orders",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderNo",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BuyOrder",
  "abstractKey": null
};

(node as any).hash = "cc7b06ad35ea4710041bcf49129701d4";

export default node;
