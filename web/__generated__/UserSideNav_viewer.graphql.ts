/**
 * @generated SignedSource<<ab9953a26fc4e296e3a5a33328e1737b>>
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
  readonly unreadMessageCounts: {
    readonly total: number;
  };
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
    },
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

(node as any).hash = "d2bf2fae0d8d6efe272a052ac35be656";

export default node;
