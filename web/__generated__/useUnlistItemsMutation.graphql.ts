/**
 * @generated SignedSource<<2fe58379c2ee2d0f9a07170cde055c69>>
 * @relayHash 61e168ae9404e295aad014f1fc5f851c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14ca76514e78304c64d77c834b8addbefbeac36369adc5c12eb2e30cf5b96f4e

import { ConcreteRequest } from 'relay-runtime';
export type UnlistItemsInput = {
  idempotencyKey?: string | null | undefined;
  inventoryItemIds: ReadonlyArray<string>;
};
export type useUnlistItemsMutation$variables = {
  input: UnlistItemsInput;
};
export type useUnlistItemsMutation$data = {
  readonly unlistItems: {
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
      } | null | undefined;
    }>;
    readonly message?: string;
    readonly succeededCount?: number;
  };
};
export type useUnlistItemsMutation = {
  response: useUnlistItemsMutation$data;
  variables: useUnlistItemsMutation$variables;
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
    "name": "unlistItems",
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
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UnlistItemsPayload",
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
    "name": "useUnlistItemsMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnlistItemsMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "14ca76514e78304c64d77c834b8addbefbeac36369adc5c12eb2e30cf5b96f4e",
    "metadata": {},
    "name": "useUnlistItemsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "791d0b29aae965006c233cc85be3a3cc";

export default node;
