/**
 * @generated SignedSource<<94861a457fc7a32be3309854cbbb333a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GoodsHeader_item$data = {
  readonly autoDeliveryQuantity: number;
  readonly collection: {
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  } | null | undefined;
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
    readonly dailyRent: number;
  } | null | undefined;
  readonly lowestPrice: number | null | undefined;
  readonly maxFloat: number | null | undefined;
  readonly minFloat: number | null | undefined;
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
  readonly referencePrice: number;
  readonly salesCount: number;
  readonly subType: {
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  } | null | undefined;
  readonly type: {
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  };
  readonly " $fragmentType": "GoodsHeader_item";
};
export type GoodsHeader_item$key = {
  readonly " $data"?: GoodsHeader_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoodsHeader_item">;
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
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "label",
  "plural": false,
  "selections": (v0/*:: as any*/),
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "color",
    "storageKey": null
  },
  (v2/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GoodsHeader_item",
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
      "name": "referencePrice",
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
      "name": "autoDeliveryQuantity",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minFloat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxFloat",
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
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "rarity",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "quality",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "exterior",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "collection",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "MarketItem",
  "abstractKey": null
};
})();

(node as any).hash = "220f634bbe09eb8902a9f66514e471f9";

export default node;
