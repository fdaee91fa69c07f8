/**
 * @generated SignedSource<<f55d20b183bbcbae1027175e8ad6acc8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStepName = "ORDER" | "PAYMENT" | "RECEIPT" | "SHIPMENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderSteps_order$data = {
  readonly steps: ReadonlyArray<{
    readonly done: boolean;
    readonly step: OrderStepName;
    readonly time: string | null | undefined;
  }>;
  readonly " $fragmentType": "OrderSteps_order";
};
export type OrderSteps_order$key = {
  readonly " $data"?: OrderSteps_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderSteps_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderSteps_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderStep",
      "kind": "LinkedField",
      "name": "steps",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "step",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "time",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "2a63b9acc6e5ab7afcfe66a80f64044e";

export default node;
