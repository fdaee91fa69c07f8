/**
 * @generated SignedSource<<92f04b196f0d5a63ab26a0ea7c8fa779>>
 * @relayHash c7063a0c3628ee28f9f4ab66eecde986
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5eb90c4d88d58e983425e35c35515253965dd812f327367241830fc3542efea3

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
    "id": "5eb90c4d88d58e983425e35c35515253965dd812f327367241830fc3542efea3",
    "metadata": {},
    "name": "MessageCenterPageUnreadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c73c76d5b81bc9ccb403b2cc8003949a";

export default node;
