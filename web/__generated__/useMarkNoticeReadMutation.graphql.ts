/**
 * @generated SignedSource<<3bbdb99f3b65010c0897209fd25156b7>>
 * @relayHash b02b56a16c1d8e383d85b300ac489ce5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0df85f7abcea34f38e980e4f8074236647ef23eed915a33e4124484e41831f2a

import { ConcreteRequest } from 'relay-runtime';
export type MarkNoticeReadInput = {
  id: string;
};
export type useMarkNoticeReadMutation$variables = {
  input: MarkNoticeReadInput;
};
export type useMarkNoticeReadMutation$data = {
  readonly markNoticeRead: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly notice?: {
      readonly id: string;
      readonly read: boolean | null | undefined;
    };
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
export type useMarkNoticeReadMutation = {
  response: useMarkNoticeReadMutation$data;
  variables: useMarkNoticeReadMutation$variables;
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
    "name": "markNoticeRead",
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
            "concreteType": "Notice",
            "kind": "LinkedField",
            "name": "notice",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "read",
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
        "type": "MarkNoticeReadPayload",
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
    "name": "useMarkNoticeReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNoticeReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0df85f7abcea34f38e980e4f8074236647ef23eed915a33e4124484e41831f2a",
    "metadata": {},
    "name": "useMarkNoticeReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2086e9696d3eabb909b4e7e2ca7ba558";

export default node;
