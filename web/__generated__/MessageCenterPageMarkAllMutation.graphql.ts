/**
 * @generated SignedSource<<aa285b80228c6514c20e9747c7252985>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MessageCenterPageMarkAllMutation$variables = Record<PropertyKey, never>;
export type MessageCenterPageMarkAllMutation$data = {
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
export type MessageCenterPageMarkAllMutation = {
  response: MessageCenterPageMarkAllMutation$data;
  variables: MessageCenterPageMarkAllMutation$variables;
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
    "name": "MessageCenterPageMarkAllMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MessageCenterPageMarkAllMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3aa7666eb698407a027341597c375360",
    "id": null,
    "metadata": {},
    "name": "MessageCenterPageMarkAllMutation",
    "operationKind": "mutation",
    "text": "mutation MessageCenterPageMarkAllMutation {\n  markAllMessagesRead {\n    __typename\n    ... on MarkAllMessagesReadPayload {\n      markedCount\n      viewer {\n        id\n        unreadMessageCounts {\n          trade\n          service\n          inventory\n          system\n          total\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "779f3b875b61fcd7fb4e7d2a82d998cd";

export default node;
