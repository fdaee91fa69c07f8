/**
 * @generated SignedSource<<c9a58597c82ad9cde83ced66d1957ae6>>
 * @relayHash eee0a35d60da4efe33f4f0f015532fe5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bd64a99707bcf854e9ae714d6b1a02d2263b190204c4b58de33e3f58cf33be3

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
    "id": "8bd64a99707bcf854e9ae714d6b1a02d2263b190204c4b58de33e3f58cf33be3",
    "metadata": {},
    "name": "NoticeBellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e73a336849010ba02283a44bd00b0f30";

export default node;
