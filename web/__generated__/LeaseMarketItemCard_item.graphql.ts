/**
 * @generated SignedSource<<bd076a42f23469454f772dff6435a123>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaseMarketItemCard_item$data = {
  readonly exterior: {
    readonly color: string | null | undefined;
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  } | null | undefined;
  readonly hashName: string;
  readonly iconUrl: string | null | undefined;
  readonly lease: {
    readonly count: number;
    readonly dailyRent: number;
    readonly deposit: number;
  } | null | undefined;
  readonly name: {
    readonly en: string;
    readonly zh: string;
  };
  readonly quality: {
    readonly color: string | null | undefined;
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  };
  readonly rarity: {
    readonly color: string | null | undefined;
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  } | null | undefined;
  readonly rarityColor: string;
  readonly subType: {
    readonly id: string;
  } | null | undefined;
  readonly type: {
    readonly id: string;
  };
  readonly " $fragmentType": "LeaseMarketItemCard_item";
};
export type LeaseMarketItemCard_item$key = {
  readonly " $data"?: LeaseMarketItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseMarketItemCard_item">;
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
v3 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseMarketItemCard_item",
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
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
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "rarity",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "quality",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "exterior",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "type",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "subType",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeaseFigures",
      "kind": "LinkedField",
      "name": "lease",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dailyRent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deposit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MarketItem",
  "abstractKey": null
};
})();

(node as any).hash = "90c3e51f6c6b0ee9447007880c756b0a";

export default node;
