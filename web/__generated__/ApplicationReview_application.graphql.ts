/**
 * @generated SignedSource<<d4188bc452d841da36003d8b9cd70e7c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationReview_application$data = {
  readonly attachment: {
    readonly byteSize: number;
    readonly mediaType: string;
  } | null | undefined;
  readonly createdAt: string;
  readonly dailyAmount: number;
  readonly dailyOrders: number;
  readonly phone: string;
  readonly reason: string;
  readonly wechat: string;
  readonly " $fragmentType": "ApplicationReview_application";
};
export type ApplicationReview_application$key = {
  readonly " $data"?: ApplicationReview_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationReview_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationReview_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wechat",
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
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpenPlatformAttachment",
      "kind": "LinkedField",
      "name": "attachment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mediaType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "byteSize",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "OpenPlatformApplication",
  "abstractKey": null
};

(node as any).hash = "691506d3250386a133a3ccfec683538c";

export default node;
