/**
 * @generated SignedSource<<eb4529013d9b4c7b9a20c544385dc4ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDirection = "BUY" | "SELL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderOffer_order$data = {
  readonly buyerSteamId: string;
  readonly direction: OrderDirection;
  readonly offerId: string | null | undefined;
  readonly offerSenderSteamId: string | null | undefined;
  readonly tradingTime: string | null | undefined;
  readonly " $fragmentType": "OrderOffer_order";
};
export type OrderOffer_order$key = {
  readonly " $data"?: OrderOffer_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderOffer_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderOffer_order",
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
      "name": "offerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "offerSenderSteamId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buyerSteamId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradingTime",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "963aab4301635e4d3b4e0302d7ca90b1";

export default node;
