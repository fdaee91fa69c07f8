/**
 * @generated SignedSource<<4224f0246529427bb2d644a049d1867b>>
 * @relayHash 0f44706bddafdd562339353eac2ca529
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 653c2cc97bae5e557e516c734c1e7071ec5e6980023626be6e3c67f0b36814cf

import { ConcreteRequest } from 'relay-runtime';
export type SetOpenPlatformInput = {
  enabled: boolean;
};
export type useSetOpenPlatformMutation$variables = {
  input: SetOpenPlatformInput;
};
export type useSetOpenPlatformMutation$data = {
  readonly setOpenPlatform: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly openPlatformEnabled: boolean;
    };
  };
};
export type useSetOpenPlatformMutation = {
  response: useSetOpenPlatformMutation$data;
  variables: useSetOpenPlatformMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setOpenPlatform",
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
                "kind": "ScalarField",
                "name": "openPlatformEnabled",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetOpenPlatformPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetOpenPlatformMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetOpenPlatformMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "653c2cc97bae5e557e516c734c1e7071ec5e6980023626be6e3c67f0b36814cf",
    "metadata": {},
    "name": "useSetOpenPlatformMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "006238fff74ebbef932a0cd744f21a83";

export default node;
