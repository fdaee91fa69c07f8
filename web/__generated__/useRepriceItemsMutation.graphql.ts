/**
 * @generated SignedSource<<47174ef698d9e92b82208e8a0b61054c>>
 * @relayHash 3ec2869f940d74df159ff6ba49ab05ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd9bc7236dba21a18718fa9381dd8ca18de20205debe47a235dc7a4ea31b3c61

import { ConcreteRequest } from 'relay-runtime';
export type RepriceItemsInput = {
  idempotencyKey?: string | null | undefined;
  items: ReadonlyArray<PricedItemInput>;
};
export type PricedItemInput = {
  inventoryItemId: string;
  multiplier?: number | null | undefined;
  price?: number | null | undefined;
};
export type useRepriceItemsMutation$variables = {
  input: RepriceItemsInput;
};
export type useRepriceItemsMutation$data = {
  readonly repriceItems: {
    readonly __typename: string;
    readonly code?: string;
    readonly failedCount?: number;
    readonly failures?: ReadonlyArray<{
      readonly inventoryItemId: string;
      readonly message: string;
      readonly reason: string;
    }>;
    readonly items?: ReadonlyArray<{
      readonly id: string;
      readonly listing: {
        readonly id: string;
        readonly price: number;
      } | null | undefined;
    }>;
    readonly loweredCount?: number;
    readonly message?: string;
    readonly succeededCount?: number;
  };
};
export type useRepriceItemsMutation = {
  response: useRepriceItemsMutation$data;
  variables: useRepriceItemsMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
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
    "name": "repriceItems",
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
            "concreteType": "InventoryItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Listing",
                "kind": "LinkedField",
                "name": "listing",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "type": "RepriceItemsPayload",
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
    "name": "useRepriceItemsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRepriceItemsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "cd9bc7236dba21a18718fa9381dd8ca18de20205debe47a235dc7a4ea31b3c61",
    "metadata": {},
    "name": "useRepriceItemsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3df75d7e165acc97c6c6482d1bcd6c3";

export default node;
