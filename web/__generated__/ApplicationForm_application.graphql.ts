/**
 * @generated SignedSource<<3410febbb72937dcbfd694ac06b05213>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationForm_application$data = {
  readonly dailyAmount: number;
  readonly dailyOrders: number;
  readonly phone: string;
  readonly reason: string;
  readonly wechat: string;
  readonly " $fragmentType": "ApplicationForm_application";
};
export type ApplicationForm_application$key = {
  readonly " $data"?: ApplicationForm_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationForm_application",
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
    }
  ],
  "type": "OpenPlatformApplication",
  "abstractKey": null
};

(node as any).hash = "e4d6fad4e823b5184a94337f546963a2";

export default node;
