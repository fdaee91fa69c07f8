/**
 * @generated SignedSource<<29d9f5d27b13b18c3c1777e72fd6764d>>
 * @relayHash 656d4564bd6e0933f93830884a31be78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2309c23ceab5b08dfd4d1e8744c07eaa4d2c912bbbdbc9fbd8b5470edc74e300

import { ConcreteRequest } from 'relay-runtime';
export type SellToBuyOrdersInput = {
  idempotencyKey?: string | null | undefined;
  items: ReadonlyArray<SellToBuyOrderItemInput>;
};
export type SellToBuyOrderItemInput = {
  inventoryItemId: string;
  price: number;
};
export type useSellToBuyOrdersMutation$variables = {
  input: SellToBuyOrdersInput;
};
export type useSellToBuyOrdersMutation$data = {
  readonly sellToBuyOrders: {
    readonly __typename: string;
    readonly code?: string;
    readonly failedCount?: number;
    readonly failures?: ReadonlyArray<{
      readonly inventoryItemId: string;
      readonly message: string;
      readonly reason: string;
    }>;
    readonly loweredCount?: number;
    readonly message?: string;
    readonly soldToBuyOrders?: ReadonlyArray<{
      readonly orderNo: string;
      readonly price: number;
    }>;
    readonly succeededCount?: number;
  };
};
export type useSellToBuyOrdersMutation = {
  response: useSellToBuyOrdersMutation$data;
  variables: useSellToBuyOrdersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "sellToBuyOrders",
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
            "name": "succeededCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "loweredCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SellingFailure",
            "kind": "LinkedField",
            "name": "failures",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inventoryItemId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SoldToBuyOrder",
            "kind": "LinkedField",
            "name": "soldToBuyOrders",
            "plural": true,
            "selections": [
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
                "name": "price",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SellToBuyOrdersPayload",
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
          (v1/*:: as any*/)
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
    "name": "useSellToBuyOrdersMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSellToBuyOrdersMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2309c23ceab5b08dfd4d1e8744c07eaa4d2c912bbbdbc9fbd8b5470edc74e300",
    "metadata": {},
    "name": "useSellToBuyOrdersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "75df4640ac26626d2b29e69a11a38704";

export default node;
