/**
 * @generated SignedSource<<0180cf662bfd4a947eddc041ba56aa2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDirection = "BUY" | "SELL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderStatusCard_order$data = {
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

(node as any).hash = "0bbd42aec462ed196d672211b98ec599";

export default node;
