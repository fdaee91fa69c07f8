/**
 * @generated SignedSource<<b630dfb4fb925fbb3666883feccb0d17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CallbackDeliveries_app$data = {
  readonly deliveries: ReadonlyArray<{
    readonly callbackId: string;
    readonly " $fragmentSpreads": FragmentRefs<"CallbackDeliveryRow_callback">;
  }>;
  readonly suspended: boolean;
  readonly " $fragmentType": "CallbackDeliveries_app";
};
export type CallbackDeliveries_app$key = {
  readonly " $data"?: CallbackDeliveries_app$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallbackDeliveries_app">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallbackDeliveries_app",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspended",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "PartnerCallback",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "callbackId",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CallbackDeliveryRow_callback"
        }
      ],
      "storageKey": "deliveries(first:50)"
    }
  ],
  "type": "PartnerApp",
  "abstractKey": null
};

(node as any).hash = "238926354cc125d5315a1b1188b59ea8";

export default node;
