/**
 * @generated SignedSource<<5d234b940a1d37f3c3ca137020f691c5>>
 * @relayHash f50cdf46d898d65603b3da032c6ccbdc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2b89e8959b50780d191bc86beebee52a59a6a48d71d582cde55794df42c26ce

import { ConcreteRequest } from 'relay-runtime';
export type BuyOrderStatus = "CANCELLED" | "EXPIRED" | "FILLED" | "OPEN" | "%future added value";
export type CancelBuyOrderInput = {
  buyOrderNo: string;
};
export type useCancelBuyOrderMutation$variables = {
  input: CancelBuyOrderInput;
};
export type useCancelBuyOrderMutation$data = {
  readonly cancelBuyOrder: {
    readonly __typename: string;
    readonly buyOrder?: {
      readonly closedAt: string | null | undefined;
      readonly held: number;
      readonly id: string;
      readonly status: BuyOrderStatus;
    };
    readonly code?: string;
    readonly message?: string;
  };
};
export type useCancelBuyOrderMutation = {
  response: useCancelBuyOrderMutation$data;
  variables: useCancelBuyOrderMutation$variables;
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
    "name": "cancelBuyOrder",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "held",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CancelBuyOrderPayload",
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
    "name": "useCancelBuyOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCancelBuyOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d2b89e8959b50780d191bc86beebee52a59a6a48d71d582cde55794df42c26ce",
    "metadata": {},
    "name": "useCancelBuyOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac8f6f01bd98ffc4d7125c6e7fb7eb35";

export default node;
