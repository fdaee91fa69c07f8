/**
 * @generated SignedSource<<461a0051e806e0c14483d4ab29be4f06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CallbackDeliveries_app$data = {
  readonly __id: string;
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
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__id",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "PartnerApp",
  "abstractKey": null
};

(node as any).hash = "8f9351be7f4e2b2e7e4df152ed0ea05a";

export default node;
