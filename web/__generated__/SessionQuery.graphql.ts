/**
 * @generated SignedSource<<7018c969f2fefb7cef10b3a50de57d3e>>
 * @relayHash 027433a768e323eb3c26c3a7f22edaf4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d88c42384524360fb8703a51f63f869caaa5dfe508035e07daad23631094ecc

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
    "id": "2d88c42384524360fb8703a51f63f869caaa5dfe508035e07daad23631094ecc",
    "metadata": {},
    "name": "SessionQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "3f9f9b8f915cefb803535e24b83a855e";

export default node;
