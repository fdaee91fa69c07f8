/**
 * @generated SignedSource<<e16804ccd5d604cf0f523d2765a23e3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeaseActor = "LENDER" | "PARTNER" | "RENTER" | "STEAM" | "SYSTEM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeaseSteps_lease$data = {
  readonly history: ReadonlyArray<{
    readonly actor: LeaseActor;
    readonly at: string;
    readonly event: string;
  }>;
  readonly " $fragmentType": "LeaseSteps_lease";
};
export type LeaseSteps_lease$key = {
  readonly " $data"?: LeaseSteps_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseSteps_lease">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseSteps_lease",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LeaseStep",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "event",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lease",
  "abstractKey": null
};

(node as any).hash = "67f7bb275f4d5fcb7461f76f1344e23c";

export default node;
