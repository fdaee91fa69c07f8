/**
 * @generated SignedSource<<95c5735d793b633cadc862e251998c0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MessageCenterPageUnreadQuery$variables = Record<PropertyKey, never>;
export type MessageCenterPageUnreadQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly unreadMessageCounts: {
      readonly inventory: number;
      readonly service: number;
      readonly system: number;
      readonly trade: number;
    };
  } | null | undefined;
};
export type MessageCenterPageUnreadQuery = {
  response: MessageCenterPageUnreadQuery$data;
  variables: MessageCenterPageUnreadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
          }
        ],
        "storageKey": null
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
    "name": "MessageCenterPageUnreadQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MessageCenterPageUnreadQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c7063a0c3628ee28f9f4ab66eecde986",
    "id": null,
    "metadata": {},
    "name": "MessageCenterPageUnreadQuery",
    "operationKind": "query",
    "text": "query MessageCenterPageUnreadQuery {\n  viewer {\n    id\n    unreadMessageCounts {\n      trade\n      service\n      inventory\n      system\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c73c76d5b81bc9ccb403b2cc8003949a";

export default node;
