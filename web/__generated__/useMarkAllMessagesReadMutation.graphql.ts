/**
 * @generated SignedSource<<9cf5086a25f771a12d8ff1755c9d4b63>>
 * @relayHash 045ad8c334aeb7855c00700f8ff1edb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d7f1e76cf5d28a6e6cf3dfe7222c561a6051b3480fd67575c39d119f563cb96

import { ConcreteRequest } from 'relay-runtime';
export type useMarkAllMessagesReadMutation$variables = Record<PropertyKey, never>;
export type useMarkAllMessagesReadMutation$data = {
  readonly markAllMessagesRead: {
    readonly __typename: string;
    readonly code?: string;
    readonly markedCount?: number;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly unreadMessageCounts: {
        readonly inventory: number;
        readonly service: number;
        readonly system: number;
        readonly total: number;
        readonly trade: number;
      };
    };
  };
};
export type useMarkAllMessagesReadMutation = {
  response: useMarkAllMessagesReadMutation$data;
  variables: useMarkAllMessagesReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markAllMessagesRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "markedCount",
            "storageKey": null
          },
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
            "storageKey": null
          }
        ],
        "type": "MarkAllMessagesReadPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkAllMessagesReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkAllMessagesReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4d7f1e76cf5d28a6e6cf3dfe7222c561a6051b3480fd67575c39d119f563cb96",
    "metadata": {},
    "name": "useMarkAllMessagesReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "94e4b3082576fb34f612b5cdc77903d7";

export default node;
