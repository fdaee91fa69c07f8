/**
 * @generated SignedSource<<2e8c266cc2eeba2a8fc10124ed7a99dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Session_viewer$data = {
  readonly id: string;
  readonly nickname: string;
  readonly sellerId: string;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer" | "UserSideNav_viewer">;
  readonly " $fragmentType": "Session_viewer";
};
export type Session_viewer$key = {
  readonly " $data"?: Session_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Session_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Session_viewer",
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
      "name": "nickname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sellerId",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserSideNav_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6ff3e78c455f846436a7a80e703d42c6";

export default node;
