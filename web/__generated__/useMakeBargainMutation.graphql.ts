/**
 * @generated SignedSource<<4e2b3135fc80d13a3bc6c3b43a4047a5>>
 * @relayHash 1cb1cd3b3e02e12e87e9de73b249ea5f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55dd05640dd9bf1230897dfb9e9d12eb86a118bedf84af7829b042a18af63d37

import { ConcreteRequest } from 'relay-runtime';
export type BargainStatus = "ACCEPTED" | "CANCELLED" | "COUNTERED" | "DECLINED" | "EXPIRED" | "OPEN" | "%future added value";
export type MakeBargainInput = {
  idempotencyKey: string;
  listingId: string;
  price: number;
  steamAccountId: string;
};
export type useMakeBargainMutation$variables = {
  input: MakeBargainInput;
};
export type useMakeBargainMutation$data = {
  readonly makeBargain: {
    readonly __typename: string;
    readonly bargain?: {
      readonly bargainNo: string;
      readonly held: number;
      readonly id: string;
      readonly status: BargainStatus;
    };
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
  };
};
export type useMakeBargainMutation = {
  response: useMakeBargainMutation$data;
  variables: useMakeBargainMutation$variables;
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
    "name": "makeBargain",
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
            "concreteType": "Bargain",
            "kind": "LinkedField",
            "name": "bargain",
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
                "name": "bargainNo",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "BargainPayload",
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
    "name": "useMakeBargainMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMakeBargainMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "55dd05640dd9bf1230897dfb9e9d12eb86a118bedf84af7829b042a18af63d37",
    "metadata": {},
    "name": "useMakeBargainMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "04214f66cffa87bfc9d711897d20b01b";

export default node;
