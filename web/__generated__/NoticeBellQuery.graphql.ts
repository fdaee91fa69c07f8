/**
 * @generated SignedSource<<568e378d51f08b64c4e64382adaf6061>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NoticeBellQuery$variables = Record<PropertyKey, never>;
export type NoticeBellQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly unreadMessageCounts: {
      readonly total: number;
    };
  } | null | undefined;
};
export type NoticeBellQuery = {
  response: NoticeBellQuery$data;
  variables: NoticeBellQuery$variables;
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
            "name": "total",
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
    "name": "NoticeBellQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NoticeBellQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "eee0a35d60da4efe33f4f0f015532fe5",
    "id": null,
    "metadata": {},
    "name": "NoticeBellQuery",
    "operationKind": "query",
    "text": "query NoticeBellQuery {\n  viewer {\n    id\n    unreadMessageCounts {\n      total\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e73a336849010ba02283a44bd00b0f30";

export default node;
