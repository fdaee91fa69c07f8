/**
 * @generated SignedSource<<18ea48df6ea00bd6fb304d3c225150a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "94905005c66c61b2c402fe623a44069e",
    "id": null,
    "metadata": {},
    "name": "SteamAccountRowGuardCodeQuery",
    "operationKind": "query",
    "text": "query SteamAccountRowGuardCodeQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on SteamAccount {\n      id\n      guardCode {\n        code\n        expiresInSeconds\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "60969874899da50675b491611e6fe24e";

export default node;
