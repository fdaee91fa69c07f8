/**
 * @generated SignedSource<<ff99c4fbc01fd631e92b6c0a06a783a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BargainAction = "ACCEPTED" | "CANCELLED" | "COUNTERED" | "DECLINED" | "EXPIRED" | "OFFERED" | "%future added value";
export type BargainActor = "BUYER" | "SELLER" | "SYSTEM" | "%future added value";
export type BargainRole = "BUYER" | "SELLER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BargainHistory_bargain$data = {
  readonly bargainNo: string;
  readonly history: ReadonlyArray<{
    readonly action: BargainAction;
    readonly actor: BargainActor;
    readonly at: string;
    readonly price: number | null | undefined;
    readonly reason: string | null | undefined;
  }>;
  readonly role: BargainRole;
  readonly " $fragmentType": "BargainHistory_bargain";
};
export type BargainHistory_bargain$key = {
  readonly " $data"?: BargainHistory_bargain$data;
  readonly " $fragmentSpreads": FragmentRefs<"BargainHistory_bargain">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BargainHistory_bargain",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bargainNo",
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
      "concreteType": "BargainStep",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
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
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
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
  "type": "Bargain",
  "abstractKey": null
};

(node as any).hash = "106cf4c1ece8bfb783d2c00dd02c6b29";

export default node;
