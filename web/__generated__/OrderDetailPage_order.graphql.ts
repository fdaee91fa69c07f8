/**
 * @generated SignedSource<<d71e51ad49bfcb4a8d1ba04ee2df8223>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderDetailPage_order$data = {
  readonly status: number;
  readonly " $fragmentSpreads": FragmentRefs<"OrderActionBar_order" | "OrderAmounts_order" | "OrderItemInfo_order" | "OrderOffer_order" | "OrderParties_order" | "OrderStatusCard_order" | "OrderSteps_order">;
  readonly " $fragmentType": "OrderDetailPage_order";
};
export type OrderDetailPage_order$key = {
  readonly " $data"?: OrderDetailPage_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetailPage_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetailPage_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderSteps_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderStatusCard_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderItemInfo_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderAmounts_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderParties_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderOffer_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderActionBar_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "9892380ab8a775c02079f1268226b049";

export default node;
