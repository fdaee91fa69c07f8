/**
 * @generated SignedSource<<b578ab0c12b7498a4f04ba6bd4220f2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GoodsBuyOrders_item$data = {
  readonly buyOrderBook: {
    readonly entries: ReadonlyArray<{
      readonly maxFloat: number | null | undefined;
      readonly minFloat: number | null | undefined;
      readonly paintSeeds: ReadonlyArray<number>;
      readonly price: number;
      readonly quantity: number;
      readonly sticker: string | null | undefined;
    }>;
    readonly quantity: number;
    readonly topPrice: number | null | undefined;
  };
  readonly exterior: {
    readonly id: string;
  } | null | undefined;
  readonly hashName: string;
  readonly id: string;
  readonly maxFloat: number | null | undefined;
  readonly minFloat: number | null | undefined;
  readonly name: {
    readonly en: string;
    readonly zh: string;
  };
  readonly " $fragmentType": "GoodsBuyOrders_item";
};
export type GoodsBuyOrders_item$key = {
  readonly " $data"?: GoodsBuyOrders_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoodsBuyOrders_item">;
};

import GoodsBuyOrdersRefetchQuery_graphql from './GoodsBuyOrdersRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minFloat",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxFloat",
  "storageKey": null
},
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
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": GoodsBuyOrdersRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "GoodsBuyOrders_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hashName",
      "storageKey": null
    },
    {
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
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "exterior",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BuyOrderBook",
      "kind": "LinkedField",
      "name": "buyOrderBook",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topPrice",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "BuyOrderBookEntry",
          "kind": "LinkedField",
          "name": "entries",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "price",
              "storageKey": null
            },
            (v3/*:: as any*/),
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "paintSeeds",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sticker",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "type": "MarketItem",
  "abstractKey": null
};
})();

(node as any).hash = "00c6fb0ab7dbc8092f2269bfa14ed75b";

export default node;
