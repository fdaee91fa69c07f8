/**
 * @generated SignedSource<<e6f7f2ab7fabb7d1533e3ea0bc0f3926>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeaseAction = "buyout" | "cancel" | "deliver" | "pay" | "renew" | "return" | "%future added value";
export type LeaseRole = "LENDER" | "RENTER" | "%future added value";
export type LeaseStatus = "AWAITING_DELIVERY" | "AWAITING_PAYMENT" | "BOUGHT_OUT" | "CANCELLED" | "COMPLETED" | "DEFAULTED" | "OVERDUE" | "RENTING" | "RETURNING" | "RETURN_PROTECTED" | "REVERSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeaseOffer_lease$data = {
  readonly actions: ReadonlyArray<LeaseAction>;
  readonly lenderSteamId: string;
  readonly offerId: string | null | undefined;
  readonly renterSteamId: string | null | undefined;
  readonly role: LeaseRole;
  readonly status: LeaseStatus;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseDeliverButton_lease">;
  readonly " $fragmentType": "LeaseOffer_lease";
};
export type LeaseOffer_lease$key = {
  readonly " $data"?: LeaseOffer_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseOffer_lease">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseOffer_lease",
  "selections": [
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
      "name": "offerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lenderSteamId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "renterSteamId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actions",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeaseDeliverButton_lease"
    }
  ],
  "type": "Lease",
  "abstractKey": null
};

(node as any).hash = "0733bc258975f62083e2f77a7b81504b";

export default node;
