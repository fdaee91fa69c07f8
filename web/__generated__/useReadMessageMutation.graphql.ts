/**
 * @generated SignedSource<<fb4150914c577bab5ca0321d85b07943>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReadMessageInput = {
  id: string;
};
export type useReadMessageMutation$variables = {
  input: ReadMessageInput;
};
export type useReadMessageMutation$data = {
  readonly readMessage: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly openedMessage?: {
      readonly id: string;
      readonly read: boolean;
      readonly readAt: string | null | undefined;
    };
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
export type useReadMessageMutation = {
  response: useReadMessageMutation$data;
  variables: useReadMessageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "readMessage",
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
            "concreteType": "Message",
            "kind": "LinkedField",
            "name": "openedMessage",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "read",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "readAt",
                "storageKey": null
              }
            ],
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
              (v1/*:: as any*/),
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
        "type": "ReadMessagePayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useReadMessageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReadMessageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b6c27c737c029b0a673c3750c874ec77",
    "id": null,
    "metadata": {},
    "name": "useReadMessageMutation",
    "operationKind": "mutation",
    "text": "mutation useReadMessageMutation(\n  $input: ReadMessageInput!\n) {\n  readMessage(input: $input) {\n    __typename\n    ... on ReadMessagePayload {\n      openedMessage {\n        id\n        read\n        readAt\n      }\n      viewer {\n        id\n        unreadMessageCounts {\n          trade\n          service\n          inventory\n          system\n          total\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae1f5c7d7fb12e80867be1e19a6e7bf0";

export default node;
