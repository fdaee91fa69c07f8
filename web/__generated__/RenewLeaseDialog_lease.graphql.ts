/**
 * @generated SignedSource<<0021004bb5ea2a873e5ba4d0eaf679c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RenewLeaseDialog_lease$data = {
  readonly days: number;
  readonly endsAt: string | null | undefined;
  readonly leaseNo: string;
  readonly maxDays: number;
  readonly renewalOptions: ReadonlyArray<{
    readonly addedRent: number;
    readonly days: number;
  }>;
  readonly startedAt: string | null | undefined;
  readonly " $fragmentType": "RenewLeaseDialog_lease";
};
export type RenewLeaseDialog_lease$key = {
  readonly " $data"?: RenewLeaseDialog_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"RenewLeaseDialog_lease">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RenewLeaseDialog_lease",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leaseNo",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxDays",
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
      "concreteType": "LeaseRenewalOption",
      "kind": "LinkedField",
      "name": "renewalOptions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addedRent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lease",
  "abstractKey": null
};
})();

(node as any).hash = "0d87cda733cd0f7ce1da0c358e0b9d16";

export default node;
