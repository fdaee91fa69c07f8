/**
 * @generated SignedSource<<357bba903c51d653d08366977631beb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoticeReadBar_viewer$data = {
  readonly unreadCounts: {
    readonly notices: number;
  };
  readonly " $fragmentType": "NoticeReadBar_viewer";
};
export type NoticeReadBar_viewer$key = {
  readonly " $data"?: NoticeReadBar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoticeReadBar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoticeReadBar_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UnreadCounts",
      "kind": "LinkedField",
      "name": "unreadCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notices",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7a88b11c4d84f735d450f48ca629b4e8";

export default node;
