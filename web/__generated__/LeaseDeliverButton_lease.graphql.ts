/**
 * @generated SignedSource<<d4e47aa4271d7cb80f07e6268ed047fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaseDeliverButton_lease$data = {
  readonly leaseNo: string;
  readonly " $fragmentType": "LeaseDeliverButton_lease";
};
export type LeaseDeliverButton_lease$key = {
  readonly " $data"?: LeaseDeliverButton_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseDeliverButton_lease">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseDeliverButton_lease",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leaseNo",
      "storageKey": null
    }
  ],
  "type": "Lease",
  "abstractKey": null
};

(node as any).hash = "f4fb834e3b2bb1e544e557523d079d95";

export default node;
