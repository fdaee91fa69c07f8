/**
 * @generated SignedSource<<8c6216f00530b6434460c2131eb728fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "b02b56a16c1d8e383d85b300ac489ce5",
    "id": null,
    "metadata": {},
    "name": "useMarkNoticeReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkNoticeReadMutation(\n  $input: MarkNoticeReadInput!\n) {\n  markNoticeRead(input: $input) {\n    __typename\n    ... on MarkNoticeReadPayload {\n      notice {\n        id\n        read\n      }\n      viewer {\n        id\n        unreadCounts {\n          notices\n          messages\n          total\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2086e9696d3eabb909b4e7e2ca7ba558";

export default node;
