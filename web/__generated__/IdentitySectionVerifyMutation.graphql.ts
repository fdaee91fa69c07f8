/**
 * @generated SignedSource<<8a9ee8536af35864333a3247d30399f0>>
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
export type IdentitySectionVerifyMutation$variables = {
  input: VerifyIdentityInput;
};
export type IdentitySectionVerifyMutation$data = {
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
export type IdentitySectionVerifyMutation = {
  response: IdentitySectionVerifyMutation$data;
  variables: IdentitySectionVerifyMutation$variables;
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
    "name": "IdentitySectionVerifyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IdentitySectionVerifyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "21e8db28e9f1145e0c7994aadfea1bb2",
    "id": null,
    "metadata": {},
    "name": "IdentitySectionVerifyMutation",
    "operationKind": "mutation",
    "text": "mutation IdentitySectionVerifyMutation(\n  $input: VerifyIdentityInput!\n) {\n  verifyIdentity(input: $input) {\n    __typename\n    ... on VerifyIdentityPayload {\n      viewer {\n        id\n        verifiedStatus\n        realName\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d80d55b1f3f23097958d8e1d4136960";

export default node;
