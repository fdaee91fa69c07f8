/**
 * @generated SignedSource<<a5856d915406a1cd78bfc05ac2a2160a>>
 * @relayHash c4f2608f13584b5774dd1977f578fff9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d88d17d44ce3c245055746174705e7e138a2282a2b7bce9ef790ab7e308e449b

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
            "name": "sellerId",
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
    "id": "d88d17d44ce3c245055746174705e7e138a2282a2b7bce9ef790ab7e308e449b",
    "metadata": {},
    "name": "SessionQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "3f9f9b8f915cefb803535e24b83a855e";

export default node;
