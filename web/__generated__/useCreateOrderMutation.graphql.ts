/**
 * @generated SignedSource<<d009b4841aea70b21419b43f15ebb385>>
 * @relayHash 9bd2208483f9ca9df87e34e336faed0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 695be24df47f777c271ab6ffa4a8a830195f99c66904134878a5859c9ec0fe9e

import { ConcreteRequest } from 'relay-runtime';
export type OrderPayMethod = "ALIPAY" | "BALANCE" | "%future added value";
export type CreateOrderInput = {
  idempotencyKey?: string | null | undefined;
  listingIds: ReadonlyArray<string>;
  merchantOrderNo?: string | null | undefined;
  payMethod: OrderPayMethod;
  prices: ReadonlyArray<number>;
  steamAccountId?: string | null | undefined;
  tradeUrl?: string | null | undefined;
};
export type useCreateOrderMutation$variables = {
  input: CreateOrderInput;
};
export type useCreateOrderMutation$data = {
  readonly createOrder: {
    readonly __typename: string;
    readonly code?: string;
    readonly listingId?: string;
    readonly message?: string;
    readonly orders?: ReadonlyArray<{
      readonly id: string;
      readonly orderNo: string;
      readonly status: number;
      readonly statusDes: string;
    }>;
    readonly payUrl?: string | null | undefined;
    readonly price?: number;
  };
};
export type useCreateOrderMutation = {
  response: useCreateOrderMutation$data;
  variables: useCreateOrderMutation$variables;
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
    "name": "createOrder",
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "orders",
            "plural": true,
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
                "name": "orderNo",
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
                "name": "statusDes",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateOrderPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "listingId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          }
        ],
        "type": "PriceChangedError",
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
    "name": "useCreateOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "695be24df47f777c271ab6ffa4a8a830195f99c66904134878a5859c9ec0fe9e",
    "metadata": {},
    "name": "useCreateOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8b1810daaa07059e54f84b34a96eb4bd";

export default node;
