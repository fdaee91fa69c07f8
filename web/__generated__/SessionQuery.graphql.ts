/**
 * @generated SignedSource<<0a06ec8ee4aa442d9be3e514277fa49f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionQuery$variables = Record<PropertyKey, never>;
export type SessionQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"Session_viewer">;
  } | null | undefined;
};
export type SessionQuery = {
  response: SessionQuery$data;
  variables: SessionQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Session_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "027433a768e323eb3c26c3a7f22edaf4",
    "id": null,
    "metadata": {},
    "name": "SessionQuery",
    "operationKind": "query",
    "text": "query SessionQuery {\n  viewer {\n    ...Session_viewer\n    id\n  }\n}\n\nfragment Session_viewer on Viewer {\n  id\n  nickname\n  ...UserMenu_viewer\n  ...UserSideNav_viewer\n}\n\nfragment UserMenu_viewer on Viewer {\n  nickname\n  avatarUrl\n}\n\nfragment UserSideNav_viewer on Viewer {\n  nickname\n  avatarUrl\n  phone\n  unreadMessageCounts {\n    total\n  }\n}\n"
  }
};

(node as any).hash = "3f9f9b8f915cefb803535e24b83a855e";

export default node;
