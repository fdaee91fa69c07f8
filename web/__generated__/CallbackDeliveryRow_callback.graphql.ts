/**
 * @generated SignedSource<<c65cfb8f0c4ce1b1efb19243c28ad330>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartnerCallbackStatus = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CallbackDeliveryRow_callback$data = {
  readonly __id: string;
  readonly attempts: number;
  readonly callbackId: string;
  readonly createdAt: string;
  readonly eventId: string;
  readonly lastError: string | null | undefined;
  readonly lastLatencyMs: number | null | undefined;
  readonly lastStatusCode: number | null | undefined;
  readonly nextAttemptAt: string | null | undefined;
  readonly status: PartnerCallbackStatus;
  readonly type: string;
  readonly " $fragmentType": "CallbackDeliveryRow_callback";
};
export type CallbackDeliveryRow_callback$key = {
  readonly " $data"?: CallbackDeliveryRow_callback$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallbackDeliveryRow_callback">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallbackDeliveryRow_callback",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "callbackId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
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
      "name": "attempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastStatusCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastLatencyMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextAttemptAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
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
  "type": "PartnerCallback",
  "abstractKey": null
};

(node as any).hash = "96e30cf6f7c942fbd60f48c71999350f";

export default node;
