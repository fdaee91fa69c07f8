/**
 * @generated SignedSource<<ab6963f77be9461a83e7cf3c42509782>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WalletSummary_wallet$data = {
  readonly deposit: number;
  readonly frozen: number;
  readonly held: number;
  readonly points: number;
  readonly total: number;
  readonly withdrawable: number;
  readonly " $fragmentType": "WalletSummary_wallet";
};
export type WalletSummary_wallet$key = {
  readonly " $data"?: WalletSummary_wallet$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletSummary_wallet">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalletSummary_wallet",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
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
      "name": "withdrawable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "frozen",
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
      "name": "points",
      "storageKey": null
    }
  ],
  "type": "Wallet",
  "abstractKey": null
};

(node as any).hash = "cf3334d09cf0778fbcde89e38e3ed7d8";

export default node;
