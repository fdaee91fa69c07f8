/**
 * @generated SignedSource<<e9f6c89951a20b5122bdf76c4ba1b710>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliverButton_order$data = {
  readonly orderNo: string;
  readonly " $fragmentType": "DeliverButton_order";
};
export type DeliverButton_order$key = {
  readonly " $data"?: DeliverButton_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliverButton_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliverButton_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNo",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "bf3bdef94d87e3bb9796026b6178086c";

export default node;
