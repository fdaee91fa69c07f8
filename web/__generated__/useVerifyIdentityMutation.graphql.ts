/**
 * @generated SignedSource<<50aad2b15b1406d23b6057f797f19346>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerifyIdentityInput = {
  idNumber: string;
  name: string;
};
export type useVerifyIdentityMutation$variables = {
  input: VerifyIdentityInput;
};
export type useVerifyIdentityMutation$data = {
  readonly verifyIdentity: {
    readonly __typename: string;
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly realName: string | null | undefined;
      readonly verifiedStatus: number;
    };
  };
};
export type useVerifyIdentityMutation = {
  response: useVerifyIdentityMutation$data;
  variables: useVerifyIdentityMutation$variables;
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
    "name": "verifyIdentity",
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
                "name": "verifiedStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "realName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VerifyIdentityPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useVerifyIdentityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyIdentityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c21e0566e93d6f1bb685914439308eba",
    "id": null,
    "metadata": {},
    "name": "useVerifyIdentityMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyIdentityMutation(\n  $input: VerifyIdentityInput!\n) {\n  verifyIdentity(input: $input) {\n    __typename\n    ... on VerifyIdentityPayload {\n      viewer {\n        id\n        verifiedStatus\n        realName\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a33c83a0cf80d483482a59d7682da5b7";

export default node;
