/**
 * @generated SignedSource<<7e3cfd7df6f99397750378a5fd95fcc3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WithdrawalStatus = "FAILURE" | "PROCESSING" | "SUCCESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WithdrawalRow_withdrawal$data = {
  readonly actualAmount: number;
  readonly amount: number;
  readonly createdAt: string;
  readonly failureReason: string | null | undefined;
  readonly fee: number;
  readonly serialNo: string;
  readonly status: WithdrawalStatus;
  readonly statusText: string;
  readonly " $fragmentType": "WithdrawalRow_withdrawal";
};
export type WithdrawalRow_withdrawal$key = {
  readonly " $data"?: WithdrawalRow_withdrawal$data;
  readonly " $fragmentSpreads": FragmentRefs<"WithdrawalRow_withdrawal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WithdrawalRow_withdrawal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serialNo",
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
      "name": "statusText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
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
      "name": "actualAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failureReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Withdrawal",
  "abstractKey": null
};

(node as any).hash = "4fa6d216bcb1c2a9d24a57ca210362ff";

export default node;
