/**
 * @generated SignedSource<<66af534465ec47fe03a98d0a9aeff526>>
 * @relayHash 5d65380f1de50a7d1bac227efcda8800
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6fb2a24ec6091b100083db9d5d20d8cd69cd8e0ff82d13cfe255634a7e48b8f2

import { ConcreteRequest } from 'relay-runtime';
export type ListItemsInput = {
  idempotencyKey?: string | null | undefined;
  items: ReadonlyArray<PricedItemInput>;
};
export type PricedItemInput = {
  inventoryItemId: string;
  multiplier?: number | null | undefined;
  price?: number | null | undefined;
};
export type useListItemsMutation$variables = {
  input: ListItemsInput;
};
export type useListItemsMutation$data = {
  readonly listItems: {
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
      readonly tradable: boolean;
    }>;
    readonly loweredCount?: number;
    readonly message?: string;
    readonly succeededCount?: number;
  };
};
export type useListItemsMutation = {
  response: useListItemsMutation$data;
  variables: useListItemsMutation$variables;
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
    "name": "listItems",
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
                "kind": "ScalarField",
                "name": "tradable",
                "storageKey": null
              },
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
        "type": "ListItemsPayload",
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
    "name": "useListItemsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useListItemsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "6fb2a24ec6091b100083db9d5d20d8cd69cd8e0ff82d13cfe255634a7e48b8f2",
    "metadata": {},
    "name": "useListItemsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5edc3ca3e4e6b2da8011afbdab1aae9e";

export default node;
