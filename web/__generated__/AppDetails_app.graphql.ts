/**
 * @generated SignedSource<<97e89acfa55b4f281b5b0b03154c8534>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppDetails_app$data = {
  readonly appId: string;
  readonly callbackUrl: string | null | undefined;
  readonly dailyAmount: number;
  readonly dailyOrders: number;
  readonly keyFingerprint: string | null | undefined;
  readonly keysSubmittedAt: string | null | undefined;
  readonly platformKeyId: string;
  readonly platformPublicKey: string;
  readonly rateLimitPerSecond: number;
  readonly suspended: boolean;
  readonly suspendedAt: string | null | undefined;
  readonly " $fragmentType": "AppDetails_app";
};
export type AppDetails_app$key = {
  readonly " $data"?: AppDetails_app$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppDetails_app">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppDetails_app",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "callbackUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keyFingerprint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keysSubmittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platformKeyId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platformPublicKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyOrders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rateLimitPerSecond",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspended",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspendedAt",
      "storageKey": null
    }
  ],
  "type": "PartnerApp",
  "abstractKey": null
};

(node as any).hash = "5d7fe5ed4701715e5199d96deb3194e0";

export default node;
