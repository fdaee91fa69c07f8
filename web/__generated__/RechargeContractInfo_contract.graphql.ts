/**
 * @generated SignedSource<<9ccf1b92786e992609ab2017cbe8a936>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RechargeContractStatus = "FAILED" | "NONE" | "SIGNED" | "SIGNING" | "TERMINATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RechargeContractInfo_contract$data = {
  readonly agreementNo: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly creditCode: string | null | undefined;
  readonly endedAt: string | null | undefined;
  readonly finished: boolean;
  readonly signed: boolean;
  readonly signedAt: string | null | undefined;
  readonly status: RechargeContractStatus;
  readonly statusText: string;
  readonly " $fragmentType": "RechargeContractInfo_contract";
};
export type RechargeContractInfo_contract$key = {
  readonly " $data"?: RechargeContractInfo_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"RechargeContractInfo_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RechargeContractInfo_contract",
  "selections": [
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
      "name": "signed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finished",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creditCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agreementNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endedAt",
      "storageKey": null
    }
  ],
  "type": "RechargeContract",
  "abstractKey": null
};

(node as any).hash = "ef6174a124fad82bc4e581380e230efb";

export default node;
