/**
 * @generated SignedSource<<85843d3131a22d84392b85f66a5a6d12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDirection = "BUY" | "SELL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderActionBar_order$data = {
  readonly actions: {
    readonly cancel: boolean;
    readonly deliver: boolean;
    readonly pay: boolean;
    readonly payUrl: string | null | undefined;
  };
  readonly canConfirmOffer: boolean;
  readonly direction: OrderDirection;
  readonly orderNo: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeliverButton_order">;
  readonly " $fragmentType": "OrderActionBar_order";
};
export type OrderActionBar_order$key = {
  readonly " $data"?: OrderActionBar_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderActionBar_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderActionBar_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNo",
      "storageKey": null
    },
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
      "name": "canConfirmOffer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderActions",
      "kind": "LinkedField",
      "name": "actions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliver",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliverButton_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "98233278fb5bcef917eac1dede422b8a";

export default node;
