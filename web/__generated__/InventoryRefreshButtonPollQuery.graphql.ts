/**
 * @generated SignedSource<<c75ee5d44b2e7d746a57b552e8f2fc8c>>
 * @relayHash db05c0fc57555eb22891d6c7e2f4af4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a5a98b386a72ef55964dc370a0c5bf0e526d3e652cbaf6c26b03046feae7265

import { ConcreteRequest } from 'relay-runtime';
export type InventoryRefreshStatus = "FAILED" | "RUNNING" | "SUCCEEDED" | "%future added value";
export type InventoryRefreshButtonPollQuery$variables = Record<PropertyKey, never>;
export type InventoryRefreshButtonPollQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly inventoryRefresh: {
      readonly accountsDone: number;
      readonly accountsTotal: number;
      readonly id: string;
      readonly itemsFound: number;
      readonly progressPercent: number;
      readonly status: InventoryRefreshStatus;
    } | null | undefined;
  } | null | undefined;
};
export type InventoryRefreshButtonPollQuery = {
  response: InventoryRefreshButtonPollQuery$data;
  variables: InventoryRefreshButtonPollQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "InventoryRefresh",
        "kind": "LinkedField",
        "name": "inventoryRefresh",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InventoryRefreshButtonPollQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InventoryRefreshButtonPollQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5a5a98b386a72ef55964dc370a0c5bf0e526d3e652cbaf6c26b03046feae7265",
    "metadata": {},
    "name": "InventoryRefreshButtonPollQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1600102cd74b0b7b6f2bc3b659b554bf";

export default node;
