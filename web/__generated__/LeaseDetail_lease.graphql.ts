/**
 * @generated SignedSource<<bf6fe08e4de31a047a051b73965b9731>>
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
export type LeaseDetail_lease$data = {
  readonly actions: ReadonlyArray<LeaseAction>;
  readonly closedAt: string | null | undefined;
  readonly returnableFrom: string | null | undefined;
  readonly role: LeaseRole;
  readonly status: LeaseStatus;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseActionBar_lease" | "LeaseAmounts_lease" | "LeaseItemInfo_lease" | "LeaseOffer_lease" | "LeaseStatusCard_lease" | "LeaseSteps_lease">;
  readonly " $fragmentType": "LeaseDetail_lease";
};
export type LeaseDetail_lease$key = {
  readonly " $data"?: LeaseDetail_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseDetail_lease">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseDetail_lease",
  "selections": [
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
      "name": "actions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returnableFrom",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeaseStatusCard_lease"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeaseActionBar_lease"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeaseItemInfo_lease"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeaseOffer_lease"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeaseAmounts_lease"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeaseSteps_lease"
    }
  ],
  "type": "Lease",
  "abstractKey": null
};

(node as any).hash = "fd230b3b1e6104014e5b533c3f36bc4f";

export default node;
