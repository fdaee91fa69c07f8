/**
 * @generated SignedSource<<7e9051a33d86e8de7ee0658abbdd5db5>>
 * @relayHash 8c8f6e2b35c2c7672a69a05edf6c9d84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c28ac514e4c44f088930061125aa798602e055d478937b2aa9453b0695aa6cb0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MakeBargainDialogQuery$variables = Record<PropertyKey, never>;
export type MakeBargainDialogQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly wallet: {
      readonly deposit: number;
      readonly withdrawable: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ReceivingAccount_viewer">;
  } | null | undefined;
};
export type MakeBargainDialogQuery = {
  response: MakeBargainDialogQuery$data;
  variables: MakeBargainDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Wallet",
  "kind": "LinkedField",
  "name": "wallet",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deposit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "withdrawable",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MakeBargainDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReceivingAccount_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MakeBargainDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 50
              }
            ],
            "concreteType": "SteamAccountConnection",
            "kind": "LinkedField",
            "name": "steamAccounts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SteamAccountEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SteamAccount",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
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
                        "name": "steamId",
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
                        "name": "tradeLink",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "steamAccounts(first:50)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c28ac514e4c44f088930061125aa798602e055d478937b2aa9453b0695aa6cb0",
    "metadata": {},
    "name": "MakeBargainDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cfa13c27a5073ce05f8ab736a0d5ff68";

export default node;
