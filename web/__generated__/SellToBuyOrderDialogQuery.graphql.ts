/**
 * @generated SignedSource<<031c2f07d46aebd73d0236b2fd1d0109>>
 * @relayHash 551e330781be0505f37bcfac8c62ff99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7c78a6e08c11b95619bd107fd508429fd671e644ffa54aaf958ee42bc7f2a55

import { ConcreteRequest } from 'relay-runtime';
export type SellToBuyOrderDialogQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type SellToBuyOrderDialogQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly bestBuyOrderPrice?: number | null | undefined;
    readonly id?: string;
    readonly name?: {
      readonly en: string;
      readonly zh: string;
    };
  } | null | undefined>;
};
export type SellToBuyOrderDialogQuery = {
  response: SellToBuyOrderDialogQuery$data;
  variables: SellToBuyOrderDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "name",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zh",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "en",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bestBuyOrderPrice",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SellToBuyOrderDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "InventoryItem",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SellToBuyOrderDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "type": "InventoryItem",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a7c78a6e08c11b95619bd107fd508429fd671e644ffa54aaf958ee42bc7f2a55",
    "metadata": {},
    "name": "SellToBuyOrderDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7eea0efa589daec2a0c070ceb8ed1a55";

export default node;
