/**
 * @generated SignedSource<<9a5ac47b60712d72a00a2c4b75d8857a>>
 * @relayHash 5f2b916a5db2d99ceaf2503acce597a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a887bd534a1d11d80a06f6caabec3d37a184acbde5f2c1c7b4ed1c38bb8f76c8

import { ConcreteRequest } from 'relay-runtime';
export type InventoryRefreshStatus = "FAILED" | "RUNNING" | "SUCCEEDED" | "%future added value";
export type useRefreshInventoryMutation$variables = Record<PropertyKey, never>;
export type useRefreshInventoryMutation$data = {
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
export type useRefreshInventoryMutation = {
  response: useRefreshInventoryMutation$data;
  variables: useRefreshInventoryMutation$variables;
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
    "name": "useRefreshInventoryMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRefreshInventoryMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a887bd534a1d11d80a06f6caabec3d37a184acbde5f2c1c7b4ed1c38bb8f76c8",
    "metadata": {},
    "name": "useRefreshInventoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dccf41cd49b630738bf90335caa9dc1b";

export default node;
