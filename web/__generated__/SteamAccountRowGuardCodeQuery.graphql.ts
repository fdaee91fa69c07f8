/**
 * @generated SignedSource<<ede5a9e91382cd9737697be86401667e>>
 * @relayHash 94905005c66c61b2c402fe623a44069e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1c3e6d8ca89de5fd5dc5ae1b580e4366e55194b1bf6a2246fa3303700c8d843

import { ConcreteRequest } from 'relay-runtime';
export type SteamAccountRowGuardCodeQuery$variables = {
  id: string;
};
export type SteamAccountRowGuardCodeQuery$data = {
  readonly node: {
    readonly guardCode?: {
      readonly code: string;
      readonly expiresInSeconds: number;
    };
    readonly id?: string;
  } | null | undefined;
};
export type SteamAccountRowGuardCodeQuery = {
  response: SteamAccountRowGuardCodeQuery$data;
  variables: SteamAccountRowGuardCodeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "SteamGuardCode",
  "kind": "LinkedField",
  "name": "guardCode",
  "plural": false,
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
      "name": "expiresInSeconds",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SteamAccountRowGuardCodeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "type": "SteamAccount",
            "abstractKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SteamAccountRowGuardCodeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "SteamAccount",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d1c3e6d8ca89de5fd5dc5ae1b580e4366e55194b1bf6a2246fa3303700c8d843",
    "metadata": {},
    "name": "SteamAccountRowGuardCodeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "60969874899da50675b491611e6fe24e";

export default node;
