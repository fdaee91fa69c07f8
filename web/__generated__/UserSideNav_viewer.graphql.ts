/**
 * @generated SignedSource<<92c45e6e33420c2512ba3d35f8e56a26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserSideNav_viewer$data = {
  readonly avatarUrl: string;
  readonly nickname: string;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "UserSideNav_viewer";
};
export type UserSideNav_viewer$key = {
  readonly " $data"?: UserSideNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserSideNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserSideNav_viewer",
  "selections": [
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

(node as any).hash = "00de99212d0416db3bd423f8289a99f4";

export default node;
