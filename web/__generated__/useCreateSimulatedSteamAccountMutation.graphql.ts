/**
 * @generated SignedSource<<e9d0175c741d97a90bd3a5235fd42a0e>>
 * @relayHash d2b83b5adfbbecf17f42284e3972ccd9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7bdf9ea28c6b6b75b935ae2d5ce8641296a49a998121fe83977a5dfb0e677bb

import { ConcreteRequest } from 'relay-runtime';
export type useCreateSimulatedSteamAccountMutation$variables = Record<PropertyKey, never>;
export type useCreateSimulatedSteamAccountMutation$data = {
  readonly createSimulatedSteamAccount: {
    readonly __typename: string;
    readonly accountName?: string;
    readonly code?: string;
    readonly mafile?: string;
    readonly message?: string;
    readonly password?: string;
    readonly steamId?: string;
  };
};
export type useCreateSimulatedSteamAccountMutation = {
  response: useCreateSimulatedSteamAccountMutation$data;
  variables: useCreateSimulatedSteamAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createSimulatedSteamAccount",
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
            "name": "accountName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "password",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "steamId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mafile",
            "storageKey": null
          }
        ],
        "type": "SimulatedSteamAccount",
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
    "name": "useCreateSimulatedSteamAccountMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCreateSimulatedSteamAccountMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a7bdf9ea28c6b6b75b935ae2d5ce8641296a49a998121fe83977a5dfb0e677bb",
    "metadata": {},
    "name": "useCreateSimulatedSteamAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "48e2194612530e32b6f4840d89381985";

export default node;
