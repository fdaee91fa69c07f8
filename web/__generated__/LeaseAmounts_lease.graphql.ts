/**
 * @generated SignedSource<<6b83f17b36dd476d844b61c2d0a4ff5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeasePayMethod = "ALIPAY" | "BALANCE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeaseAmounts_lease$data = {
  readonly buyoutPrice: number | null | undefined;
  readonly closedAt: string | null | undefined;
  readonly dailyRent: number;
  readonly days: number;
  readonly deposit: number;
  readonly fee: number;
  readonly held: number;
  readonly history: ReadonlyArray<{
    readonly event: string;
  }>;
  readonly lenderIncome: number;
  readonly payMethod: LeasePayMethod;
  readonly rent: number;
  readonly renterRefund: number | null | undefined;
  readonly " $fragmentType": "LeaseAmounts_lease";
};
export type LeaseAmounts_lease$key = {
  readonly " $data"?: LeaseAmounts_lease$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseAmounts_lease">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseAmounts_lease",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "days",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyRent",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "held",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payMethod",
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
      "name": "lenderIncome",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "renterRefund",
      "storageKey": null
    },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lease",
  "abstractKey": null
};

(node as any).hash = "601be649f91b88c34da8b92906e960a6";

export default node;
