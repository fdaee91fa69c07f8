/**
 * @generated SignedSource<<87bf7d1ddf30146af8e63d7aa1bef2fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDirection = "BUY" | "SELL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderStatusCard_order$data = {
  readonly actions: {
    readonly deliver: boolean;
  };
  readonly createTime: string;
  readonly deadlineAt: string | null | undefined;
  readonly direction: OrderDirection;
  readonly orderNo: string;
  readonly status: number;
  readonly statusDes: string;
  readonly statusText: string;
  readonly updateTime: string;
  readonly " $fragmentType": "OrderStatusCard_order";
};
export type OrderStatusCard_order$key = {
  readonly " $data"?: OrderStatusCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderStatusCard_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderStatusCard_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNo",
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
      "name": "statusDes",
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
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderActions",
      "kind": "LinkedField",
      "name": "actions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliver",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deadlineAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updateTime",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "eb7b0ed8afa45cbc8bf51a2362709783";

export default node;
