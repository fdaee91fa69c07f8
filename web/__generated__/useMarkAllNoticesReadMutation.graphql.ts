/**
 * @generated SignedSource<<97656da52a7e35e61c3fcfe5dcce4de4>>
 * @relayHash 8f3346720c57ec576e631c5a3c48bd31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a466baa09101b64f7f19107e7ef93d36fbe3f29892306534157d41b542f82f78

import { ConcreteRequest } from 'relay-runtime';
export type MarkAllNoticesReadInput = {
  subType?: number | null | undefined;
  type?: number | null | undefined;
};
export type useMarkAllNoticesReadMutation$variables = {
  input: MarkAllNoticesReadInput;
};
export type useMarkAllNoticesReadMutation$data = {
  readonly markAllNoticesRead: {
    readonly __typename: string;
    readonly code?: string;
    readonly markedCount?: number;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly unreadCounts: {
        readonly messages: number;
        readonly notices: number;
        readonly total: number;
      };
    };
  };
};
export type useMarkAllNoticesReadMutation = {
  response: useMarkAllNoticesReadMutation$data;
  variables: useMarkAllNoticesReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "markAllNoticesRead",
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
                "concreteType": "UnreadCounts",
                "kind": "LinkedField",
                "name": "unreadCounts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notices",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "messages",
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
        "type": "MarkAllNoticesReadPayload",
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
    "name": "useMarkAllNoticesReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkAllNoticesReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a466baa09101b64f7f19107e7ef93d36fbe3f29892306534157d41b542f82f78",
    "metadata": {},
    "name": "useMarkAllNoticesReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a08ef429a8b02531d78835aaee2bf4b6";

export default node;
