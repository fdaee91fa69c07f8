/**
 * @generated SignedSource<<974c4f0c69fd61b3dd8f667a862e5707>>
 * @relayHash fabeb263c5ed4949ae515515a7314a29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5eaa277048e17c69d62e8f9b68bb52626c786afa8d101e25bfd95fbe1a814ee

import { ConcreteRequest } from 'relay-runtime';
export type BuyOrderStatus = "CANCELLED" | "EXPIRED" | "FILLED" | "OPEN" | "%future added value";
export type PlaceBuyOrderInput = {
  expiresInDays?: number | null | undefined;
  hashName: string;
  idempotencyKey: string;
  maxFloat?: number | null | undefined;
  minFloat?: number | null | undefined;
  paintSeeds?: ReadonlyArray<number> | null | undefined;
  price: number;
  quantity: number;
  steamAccountId: string;
  sticker?: string | null | undefined;
};
export type usePlaceBuyOrderMutation$variables = {
  input: PlaceBuyOrderInput;
};
export type usePlaceBuyOrderMutation$data = {
  readonly placeBuyOrder: {
    readonly __typename: string;
    readonly buyOrder?: {
      readonly buyOrderNo: string;
      readonly id: string;
      readonly status: BuyOrderStatus;
    };
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
  };
};
export type usePlaceBuyOrderMutation = {
  response: usePlaceBuyOrderMutation$data;
  variables: usePlaceBuyOrderMutation$variables;
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
    "name": "placeBuyOrder",
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
            "concreteType": "BuyOrder",
            "kind": "LinkedField",
            "name": "buyOrder",
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
                "name": "buyOrderNo",
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
        "type": "PlaceBuyOrderPayload",
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
    "name": "usePlaceBuyOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePlaceBuyOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e5eaa277048e17c69d62e8f9b68bb52626c786afa8d101e25bfd95fbe1a814ee",
    "metadata": {},
    "name": "usePlaceBuyOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c0f2acf44f5ecb84957fadca7244caad";

export default node;
