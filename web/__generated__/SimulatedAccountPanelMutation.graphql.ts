/**
 * @generated SignedSource<<d819c533ecb77530f3d6e3ab7f5b65ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SimulatedAccountPanelMutation$variables = Record<PropertyKey, never>;
export type SimulatedAccountPanelMutation$data = {
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
export type SimulatedAccountPanelMutation = {
  response: SimulatedAccountPanelMutation$data;
  variables: SimulatedAccountPanelMutation$variables;
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
    "name": "SimulatedAccountPanelMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SimulatedAccountPanelMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "968ae5aeab6cd1989cefdbe3803685a3",
    "id": null,
    "metadata": {},
    "name": "SimulatedAccountPanelMutation",
    "operationKind": "mutation",
    "text": "mutation SimulatedAccountPanelMutation {\n  createSimulatedSteamAccount {\n    __typename\n    ... on SimulatedSteamAccount {\n      accountName\n      password\n      steamId\n      mafile\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "422b2f2ce6db06a2aae9b8ec1707936c";

export default node;
