/**
 * @generated SignedSource<<ab241669f1ff0a8bf1d4a9c98ebe7a64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InventoryRefreshStatus = "FAILED" | "RUNNING" | "SUCCEEDED" | "%future added value";
export type InventoryRefreshButtonMutation$variables = Record<PropertyKey, never>;
export type InventoryRefreshButtonMutation$data = {
  readonly refreshInventory: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly refresh?: {
      readonly accountsDone: number;
      readonly accountsTotal: number;
      readonly id: string;
      readonly itemsFound: number;
      readonly progressPercent: number;
      readonly status: InventoryRefreshStatus;
    };
  };
};
export type InventoryRefreshButtonMutation = {
  response: InventoryRefreshButtonMutation$data;
  variables: InventoryRefreshButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "refreshInventory",
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
            "concreteType": "InventoryRefresh",
            "kind": "LinkedField",
            "name": "refresh",
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
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "progressPercent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemsFound",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountsDone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountsTotal",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RefreshInventoryPayload",
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
    "name": "InventoryRefreshButtonMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InventoryRefreshButtonMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "357383ee84efabc5f4f9d32352438e21",
    "id": null,
    "metadata": {},
    "name": "InventoryRefreshButtonMutation",
    "operationKind": "mutation",
    "text": "mutation InventoryRefreshButtonMutation {\n  refreshInventory {\n    __typename\n    ... on RefreshInventoryPayload {\n      refresh {\n        id\n        status\n        progressPercent\n        itemsFound\n        accountsDone\n        accountsTotal\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e5269c3e4089995ecc980b9a0d5e7067";

export default node;
