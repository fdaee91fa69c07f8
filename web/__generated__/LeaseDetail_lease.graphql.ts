/**
 * @generated SignedSource<<699e295956de458201a02c87d17ba03a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaseDetail_lease$data = {
  readonly closedAt: string | null | undefined;
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

(node as any).hash = "5eaab18641a4d2a9b5c0dfc7fcf4d813";

export default node;
