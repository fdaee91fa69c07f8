/**
 * @generated SignedSource<<3de272b9aa85883ddc2b2cc0cdfbc392>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeaseAction = "buyout" | "cancel" | "deliver" | "pay" | "renew" | "return" | "%future added value";
export type LeaseStatus = "AWAITING_DELIVERY" | "AWAITING_PAYMENT" | "BOUGHT_OUT" | "CANCELLED" | "COMPLETED" | "DEFAULTED" | "OVERDUE" | "RENTING" | "RETURNING" | "RETURN_PROTECTED" | "REVERSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeaseActionBar_lease$data = {
  readonly actions: ReadonlyArray<LeaseAction>;
  readonly buyoutPrice: number | null | undefined;
  readonly deposit: number;
  readonly leaseNo: string;
  readonly payUrl: string | null | undefined;
  readonly status: LeaseStatus;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseDeliverButton_lease" | "RenewLeaseDialog_lease">;
  readonly " $fragmentType": "LeaseActionBar_lease";
};
export type LeaseActionBar_lease$key = {
  readonly " $data"?: LeaseActionBar_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseActionBar_lease">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseActionBar_lease",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leaseNo",
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
      "name": "payUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deposit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buyoutPrice",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LeaseDeliverButton_lease"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RenewLeaseDialog_lease"
    }
  ],
  "type": "Lease",
  "abstractKey": null
};

(node as any).hash = "b731861e1943ce5f4da361dfe25abf22";

export default node;
