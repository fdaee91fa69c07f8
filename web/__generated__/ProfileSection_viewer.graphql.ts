/**
 * @generated SignedSource<<44908777a3f83ff4da68929f981447e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSection_viewer$data = {
  readonly avatarUrl: string;
  readonly id: string;
  readonly nickname: string;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "ProfileSection_viewer";
};
export type ProfileSection_viewer$key = {
  readonly " $data"?: ProfileSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSection_viewer",
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
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "43e4f0b15c4192cff3b8b2081a7a763a";

export default node;
