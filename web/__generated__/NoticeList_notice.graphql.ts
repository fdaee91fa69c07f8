/**
 * @generated SignedSource<<1b5d3e1d9c9865c7d9d4c49d8729e9ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoticeList_notice$data = {
  readonly content: string;
  readonly id: string;
  readonly publishedAt: string;
  readonly read: boolean | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "NoticeList_notice";
};
export type NoticeList_notice$key = {
  readonly " $data"?: NoticeList_notice$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoticeList_notice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoticeList_notice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "read",
      "storageKey": null
    }
  ],
  "type": "Notice",
  "abstractKey": null
};

(node as any).hash = "eb23f4ddf06b2925d2ae007134c2bac8";

export default node;
