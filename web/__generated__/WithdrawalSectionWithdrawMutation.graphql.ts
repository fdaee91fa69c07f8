/**
 * @generated SignedSource<<917d48c13caf8a30c9edf2813a5296ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WithdrawInput = {
  account?: string | null | undefined;
  amount: string;
  idNumber?: string | null | undefined;
  idempotencyKey: string;
  name?: string | null | undefined;
  smsCode: string;
};
export type WithdrawalSectionWithdrawMutation$variables = {
  input: WithdrawInput;
};
export type WithdrawalSectionWithdrawMutation$data = {
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
export type WithdrawalSectionWithdrawMutation = {
  response: WithdrawalSectionWithdrawMutation$data;
  variables: WithdrawalSectionWithdrawMutation$variables;
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
    "name": "WithdrawalSectionWithdrawMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WithdrawalSectionWithdrawMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "791af9cc07cedfea29507539480967cf",
    "id": null,
    "metadata": {},
    "name": "WithdrawalSectionWithdrawMutation",
    "operationKind": "mutation",
    "text": "mutation WithdrawalSectionWithdrawMutation(\n  $input: WithdrawInput!\n) {\n  withdraw(input: $input) {\n    __typename\n    ... on WithdrawPayload {\n      withdrawal {\n        id\n        serialNo\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f00cc713f09d826b8143bb860f465830";

export default node;
