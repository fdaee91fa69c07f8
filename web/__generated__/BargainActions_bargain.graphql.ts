/**
 * @generated SignedSource<<c0d0cbc0ed276a51d44b4ff37ec08072>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BargainRole = "BUYER" | "SELLER" | "%future added value";
export type BargainStatus = "ACCEPTED" | "CANCELLED" | "COUNTERED" | "DECLINED" | "EXPIRED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BargainActions_bargain$data = {
  readonly bargainNo: string;
  readonly counterPrice: number | null | undefined;
  readonly held: number;
  readonly listPrice: number;
  readonly price: number;
  readonly role: BargainRole;
  readonly status: BargainStatus;
  readonly viewerActions: {
    readonly accept: boolean;
    readonly cancel: boolean;
    readonly counter: boolean;
    readonly decline: boolean;
  };
  readonly " $fragmentType": "BargainActions_bargain";
};
export type BargainActions_bargain$key = {
  readonly " $data"?: BargainActions_bargain$data;
  readonly " $fragmentSpreads": FragmentRefs<"BargainActions_bargain">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BargainActions_bargain",
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
      "kind": "ScalarField",
      "name": "status",
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
      "name": "counterPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "listPrice",
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
      "concreteType": "BargainActions",
      "kind": "LinkedField",
      "name": "viewerActions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accept",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "decline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "counter",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancel",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Bargain",
  "abstractKey": null
};

(node as any).hash = "f88a2293fa0ebf9711ac738ff0ce8e07";

export default node;
