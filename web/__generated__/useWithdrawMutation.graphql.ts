/**
 * @generated SignedSource<<f78bc26a4d5dc6d5bcc447f2763c413a>>
 * @relayHash 36cac1e084553dac2234d0eec06c8070
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96a6fd3847a5a257ff7a6f69b70179db2fb9e5033ebae3fbabfab631f30e43c8

import { ConcreteRequest } from 'relay-runtime';
export type WithdrawInput = {
  account?: string | null | undefined;
  amount: string;
  idNumber?: string | null | undefined;
  idempotencyKey: string;
  name?: string | null | undefined;
  smsCode: string;
};
export type useWithdrawMutation$variables = {
  input: WithdrawInput;
};
export type useWithdrawMutation$data = {
  readonly withdraw: {
    readonly __typename: string;
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly withdrawal?: {
      readonly id: string;
      readonly serialNo: string;
    };
  };
};
export type useWithdrawMutation = {
  response: useWithdrawMutation$data;
  variables: useWithdrawMutation$variables;
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
    "name": "withdraw",
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
            "concreteType": "Withdrawal",
            "kind": "LinkedField",
            "name": "withdrawal",
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
                "name": "serialNo",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "WithdrawPayload",
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
    "name": "useWithdrawMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWithdrawMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "96a6fd3847a5a257ff7a6f69b70179db2fb9e5033ebae3fbabfab631f30e43c8",
    "metadata": {},
    "name": "useWithdrawMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d7ce03a1b7481eb9e1906e30a53878b6";

export default node;
