/**
 * @generated SignedSource<<33dc050f490373deba10006f1aad5347>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListingRow_listing$data = {
  readonly autoDelivery: boolean;
  readonly createdAt: string;
  readonly floatValue: number | null | undefined;
  readonly id: string;
  readonly paintSeed: number | null | undefined;
  readonly price: number;
  readonly seller: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
    readonly isRobot: boolean;
    readonly nickname: string;
  };
  readonly stickers: ReadonlyArray<{
    readonly iconUrl: string | null | undefined;
    readonly name: {
      readonly en: string;
      readonly zh: string;
    };
    readonly slot: number;
    readonly wear: number | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ListingBargain_listing" | "checkoutLine_listing">;
  readonly " $fragmentType": "ListingRow_listing";
};
export type ListingRow_listing$key = {
  readonly " $data"?: ListingRow_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingRow_listing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "floatValue",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iconUrl",
  "storageKey": null
},
v4 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingRow_listing",
  "selections": [
    (v0/*:: as any*/),
    {
      "kind": "InlineDataFragmentSpread",
      "name": "checkoutLine_listing",
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Seller",
          "kind": "LinkedField",
          "name": "seller",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "MarketItem",
          "kind": "LinkedField",
          "name": "item",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ListingBargain_listing"
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paintSeed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoDelivery",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Sticker",
      "kind": "LinkedField",
      "name": "stickers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slot",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wear",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Seller",
      "kind": "LinkedField",
      "name": "seller",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isRobot",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Listing",
  "abstractKey": null
};
})();

(node as any).hash = "80ce1e4e448ed026633074d665c87019";

export default node;
