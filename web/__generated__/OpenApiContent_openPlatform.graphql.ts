/**
 * @generated SignedSource<<f05437142556284e9bdb2bae9d877536>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OpenPlatformStatus = "APPROVED" | "NONE" | "REJECTED" | "REVIEWING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpenApiContent_openPlatform$data = {
  readonly app: {
    readonly keysSubmittedAt: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AppDetails_app" | "CallbackDeliveries_app" | "KeysForm_app">;
  } | null | undefined;
  readonly application: {
    readonly applicationId: string;
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_application" | "ApplicationReview_application">;
  } | null | undefined;
  readonly enabled: boolean;
  readonly status: OpenPlatformStatus;
  readonly " $fragmentSpreads": FragmentRefs<"RejectionNotice_openPlatform">;
  readonly " $fragmentType": "OpenApiContent_openPlatform";
};
export type OpenApiContent_openPlatform$key = {
  readonly " $data"?: OpenApiContent_openPlatform$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenApiContent_openPlatform">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpenApiContent_openPlatform",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
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
      "concreteType": "OpenPlatformApplication",
      "kind": "LinkedField",
      "name": "application",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "applicationId",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ApplicationForm_application"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ApplicationReview_application"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnerApp",
      "kind": "LinkedField",
      "name": "app",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keysSubmittedAt",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "KeysForm_app"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AppDetails_app"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CallbackDeliveries_app"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RejectionNotice_openPlatform"
    }
  ],
  "type": "OpenPlatform",
  "abstractKey": null
};

(node as any).hash = "b7ebca28b6d5950ffab4290490c20e1f";

export default node;
