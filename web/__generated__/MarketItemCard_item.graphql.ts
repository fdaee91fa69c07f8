/**
 * @generated SignedSource<<a05859c62928b7996b3d8bc94ae71ff6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketItemCard_item$data = {
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
  readonly lowestPrice: number | null | undefined;
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
  readonly quantity: number;
  readonly rarity: {
    readonly color: string | null | undefined;
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  } | null | undefined;
  readonly rarityColor: string;
  readonly salesCount: number;
  readonly subType: {
    readonly id: string;
  } | null | undefined;
  readonly topBuyOrderPrice: number | null | undefined;
  readonly type: {
    readonly id: string;
  };
  readonly " $fragmentType": "MarketItemCard_item";
};
export type MarketItemCard_item$key = {
  readonly " $data"?: MarketItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketItemCard_item">;
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
  "name": "MarketItemCard_item",
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
      "name": "lowestPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topBuyOrderPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salesCount",
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
    }
  ],
  "type": "MarketItem",
  "abstractKey": null
};
})();

(node as any).hash = "9525836bf63ead7647167871bee23ab3";

export default node;
