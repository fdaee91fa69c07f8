/**
 * @generated SignedSource<<2e549da589cf3040a370e073f818c088>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BargainRole = "BUYER" | "SELLER" | "%future added value";
export type BargainStatus = "ACCEPTED" | "CANCELLED" | "COUNTERED" | "DECLINED" | "EXPIRED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BargainRow_bargain$data = {
  readonly bargainNo: string;
  readonly closedAt: string | null | undefined;
  readonly counterPrice: number | null | undefined;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly held: number;
  readonly item: {
    readonly hashName: string;
    readonly iconUrl: string | null | undefined;
    readonly name: {
      readonly en: string;
      readonly zh: string;
    };
  };
  readonly listPrice: number;
  readonly order: {
    readonly orderNo: string;
  } | null | undefined;
  readonly price: number;
  readonly role: BargainRole;
  readonly status: BargainStatus;
  readonly " $fragmentSpreads": FragmentRefs<"BargainActions_bargain" | "BargainHistory_bargain">;
  readonly " $fragmentType": "BargainRow_bargain";
};
export type BargainRow_bargain$key = {
  readonly " $data"?: BargainRow_bargain$data;
  readonly " $fragmentSpreads": FragmentRefs<"BargainRow_bargain">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BargainRow_bargain",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bargainNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
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
      "name": "listPrice",
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
      "name": "counterPrice",
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
      "kind": "ScalarField",
      "name": "closedAt",
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
      "name": "order",
      "plural": false,
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BargainActions_bargain"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BargainHistory_bargain"
    }
  ],
  "type": "Bargain",
  "abstractKey": null
};

(node as any).hash = "9795e174119c828caa1bffc38edcf468";

export default node;
