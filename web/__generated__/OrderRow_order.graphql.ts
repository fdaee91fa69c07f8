/**
 * @generated SignedSource<<8d09677b42d700502767978c0521bcd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDirection = "BUY" | "SELL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderRow_order$data = {
  readonly actions: {
    readonly deliver: boolean;
  };
  readonly buyerInfo: {
    readonly avatarUrl: string | null | undefined;
    readonly nickname: string;
  };
  readonly canConfirmOffer: boolean;
  readonly createTime: string;
  readonly direction: OrderDirection;
  readonly orderNo: string;
  readonly price: number;
  readonly sellerInfo: {
    readonly avatarUrl: string | null | undefined;
    readonly nickname: string;
  };
  readonly status: number;
  readonly statusDes: string;
  readonly statusText: string;
  readonly templateInfo: {
    readonly exterior: {
      readonly color: string | null | undefined;
      readonly id: string;
      readonly label: {
        readonly en: string;
        readonly zh: string;
      };
    } | null | undefined;
    readonly iconUrl: string | null | undefined;
    readonly name: {
      readonly en: string;
      readonly zh: string;
    };
    readonly rarity: {
      readonly id: string;
    } | null | undefined;
    readonly rarityColor: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DeliverButton_order">;
  readonly " $fragmentType": "OrderRow_order";
};
export type OrderRow_order$key = {
  readonly " $data"?: OrderRow_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderRow_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nickname",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avatarUrl",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderRow_order",
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
      "name": "createTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketItem",
      "kind": "LinkedField",
      "name": "templateInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "iconUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rarityColor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Label",
          "kind": "LinkedField",
          "name": "name",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Tag",
          "kind": "LinkedField",
          "name": "rarity",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Tag",
          "kind": "LinkedField",
          "name": "exterior",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "color",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Label",
              "kind": "LinkedField",
              "name": "label",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderParty",
      "kind": "LinkedField",
      "name": "sellerInfo",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderParty",
      "kind": "LinkedField",
      "name": "buyerInfo",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderActions",
      "kind": "LinkedField",
      "name": "actions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliver",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canConfirmOffer",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliverButton_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "6ecf260203f658e2976281e0a2cc2e73";

export default node;
