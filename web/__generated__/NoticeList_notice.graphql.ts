/**
 * @generated SignedSource<<051dba522810fae8e2c343d9dafee3f7>>
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
    }
  ],
  "type": "Notice",
  "abstractKey": null
};

(node as any).hash = "241818a47fb2d4824979607e15c2ff2f";

export default node;
