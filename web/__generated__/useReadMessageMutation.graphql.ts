/**
 * @generated SignedSource<<f971fec69ade4dbf5369ff8848cae086>>
 * @relayHash b6c27c737c029b0a673c3750c874ec77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f54375f31937cd665b6ce20204dc5340b27c2a14818fb435d5978b215642c0e2

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
    "id": "f54375f31937cd665b6ce20204dc5340b27c2a14818fb435d5978b215642c0e2",
    "metadata": {},
    "name": "useReadMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ae1f5c7d7fb12e80867be1e19a6e7bf0";

export default node;
