/**
 * @generated SignedSource<<6a23eb9f554dee58c1fc537bbaaab0a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageTabs_viewer$data = {
  readonly unreadMessageCounts: {
    readonly inventory: number;
    readonly service: number;
    readonly system: number;
    readonly total: number;
    readonly trade: number;
  };
  readonly " $fragmentType": "MessageTabs_viewer";
};
export type MessageTabs_viewer$key = {
  readonly " $data"?: MessageTabs_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageTabs_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageTabs_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UnreadMessageCounts",
      "kind": "LinkedField",
      "name": "unreadMessageCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trade",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "service",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inventory",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "system",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "34274c1a1e6fd5cdf6aedcd0d83788a6";

export default node;
