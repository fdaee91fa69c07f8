/**
 * @generated SignedSource<<bf842a0580be36c62c4f5cdaadc79dec>>
 * @relayHash deee4cfe55a2f4fe7cca918eede40b64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75fc804d8b23beccf769083cb412b4487f7950a69b01acf8aa7b043db96ed72c

import { ConcreteRequest } from 'relay-runtime';
export type SignRechargeContractInput = {
  companyName: string;
  creditCode: string;
};
export type useSignRechargeContractMutation$variables = {
  input: SignRechargeContractInput;
};
export type useSignRechargeContractMutation$data = {
  readonly signRechargeContract: {
    readonly __typename: string;
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly signUrl?: string;
  };
};
export type useSignRechargeContractMutation = {
  response: useSignRechargeContractMutation$data;
  variables: useSignRechargeContractMutation$variables;
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
    "name": "signRechargeContract",
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
            "name": "signUrl",
            "storageKey": null
          }
        ],
        "type": "SignRechargeContractPayload",
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
    "name": "useSignRechargeContractMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignRechargeContractMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "75fc804d8b23beccf769083cb412b4487f7950a69b01acf8aa7b043db96ed72c",
    "metadata": {},
    "name": "useSignRechargeContractMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "47db8c7187b6d558fb19c4410b7bb665";

export default node;
