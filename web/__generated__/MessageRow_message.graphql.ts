/**
 * @generated SignedSource<<0d06107712be079d626f5a7b585ff2f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageRow_message$data = {
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly read: boolean;
  readonly title: string;
  readonly " $fragmentType": "MessageRow_message";
};
export type MessageRow_message$key = {
  readonly " $data"?: MessageRow_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageRow_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageRow_message",
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
      "name": "read",
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
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "aa7529f9343234dc221024b88d0346fc";

export default node;
