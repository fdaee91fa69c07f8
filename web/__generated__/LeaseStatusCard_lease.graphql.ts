/**
 * @generated SignedSource<<9c9afb50ae01d09ad776a8e4ea4cd93a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeaseRole = "LENDER" | "RENTER" | "%future added value";
export type LeaseStatus = "AWAITING_DELIVERY" | "AWAITING_PAYMENT" | "BOUGHT_OUT" | "CANCELLED" | "COMPLETED" | "DEFAULTED" | "OVERDUE" | "RENTING" | "RETURNING" | "RETURN_PROTECTED" | "REVERSED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeaseStatusCard_lease$data = {
  readonly closedAt: string | null | undefined;
  readonly daysLeft: number | null | undefined;
  readonly deadlineAt: string | null | undefined;
  readonly endsAt: string | null | undefined;
  readonly leaseNo: string;
  readonly returnableFrom: string | null | undefined;
  readonly role: LeaseRole;
  readonly startedAt: string | null | undefined;
  readonly status: LeaseStatus;
  readonly " $fragmentType": "LeaseStatusCard_lease";
};
export type LeaseStatusCard_lease$key = {
  readonly " $data"?: LeaseStatusCard_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseStatusCard_lease">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseStatusCard_lease",
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
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysLeft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deadlineAt",
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
      "kind": "ScalarField",
      "name": "returnableFrom",
      "storageKey": null
    }
  ],
  "type": "Lease",
  "abstractKey": null
};

(node as any).hash = "f0f544f3320ecae9f6ee570bc35be4ce";

export default node;
