/**
 * @generated SignedSource<<963d0366d24db422e2f1b9573d5032ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartnerCallbackStatus = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CallbackDeliveryRow_callback$data = {
  readonly attemptLog: ReadonlyArray<{
    readonly answerExcerpt: string | null | undefined;
    readonly attemptedAt: string;
    readonly error: string | null | undefined;
    readonly latencyMs: number;
    readonly number: number;
    readonly statusCode: number | null | undefined;
  }>;
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
      "alias": null,
      "args": null,
      "concreteType": "PartnerCallbackAttempt",
      "kind": "LinkedField",
      "name": "attemptLog",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attemptedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "statusCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "latencyMs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answerExcerpt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "error",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PartnerCallback",
  "abstractKey": null
};

(node as any).hash = "784ff848e62b59dd0ae298e6661970c2";

export default node;
