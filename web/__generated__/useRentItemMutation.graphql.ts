/**
 * @generated SignedSource<<c0e4027a444c24016a1e03cab785d6f2>>
 * @relayHash c2ed6e999f533076a634cb9a647aff9e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6932a5de5ca1db09ad691270bc83f2a0075815874455707856a76e7c3588e53

import { ConcreteRequest } from 'relay-runtime';
export type LeasePayMethod = "ALIPAY" | "BALANCE" | "%future added value";
export type LeaseStatus = "AWAITING_DELIVERY" | "AWAITING_PAYMENT" | "BOUGHT_OUT" | "CANCELLED" | "COMPLETED" | "DEFAULTED" | "OVERDUE" | "RENTING" | "RETURNING" | "RETURN_PROTECTED" | "REVERSED" | "%future added value";
export type RentItemInput = {
  days: number;
  idempotencyKey?: string | null | undefined;
  leaseListingId: string;
  merchantOrderNo?: string | null | undefined;
  payMethod: LeasePayMethod;
  steamAccountId?: string | null | undefined;
  tradeUrl?: string | null | undefined;
};
export type useRentItemMutation$variables = {
  input: RentItemInput;
};
export type useRentItemMutation$data = {
  readonly rentItem: {
    readonly __typename: string;
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly lease?: {
      readonly id: string;
      readonly leaseNo: string;
      readonly status: LeaseStatus;
    };
    readonly message?: string;
    readonly payUrl?: string | null | undefined;
  };
};
export type useRentItemMutation = {
  response: useRentItemMutation$data;
  variables: useRentItemMutation$variables;
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
    "name": "rentItem",
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
            "name": "payUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Lease",
            "kind": "LinkedField",
            "name": "lease",
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
                "name": "leaseNo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RentItemPayload",
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
    "name": "useRentItemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRentItemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c6932a5de5ca1db09ad691270bc83f2a0075815874455707856a76e7c3588e53",
    "metadata": {},
    "name": "useRentItemMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "38f5aa53ce6a46f594f50a8c4437a48a";

export default node;
