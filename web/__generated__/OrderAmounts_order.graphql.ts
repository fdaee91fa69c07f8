/**
 * @generated SignedSource<<542c07aae5b5d2533fb55b1badd823da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDirection = "BUY" | "SELL" | "%future added value";
export type OrderPayMethod = "ALIPAY" | "BALANCE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderAmounts_order$data = {
  readonly actualIncome: number;
  readonly actualPayment: number | null | undefined;
  readonly direction: OrderDirection;
  readonly fee: number;
  readonly feeRateBps: number;
  readonly payMethod: OrderPayMethod | null | undefined;
  readonly price: number;
  readonly " $fragmentType": "OrderAmounts_order";
};
export type OrderAmounts_order$key = {
  readonly " $data"?: OrderAmounts_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderAmounts_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderAmounts_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
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
      "name": "fee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feeRateBps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actualPayment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actualIncome",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payMethod",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "de5d8426e44a09e2d2863ef810a8b81a";

export default node;
