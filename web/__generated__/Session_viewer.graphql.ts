/**
 * @generated SignedSource<<c5a0975d500d0e0a078ea8530b585446>>
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

(node as any).hash = "39145f437ec0e4316863823d23005185";

export default node;
