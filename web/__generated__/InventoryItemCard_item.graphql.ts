/**
 * @generated SignedSource<<1b1f6cdff3bce1ae3905d0e8efe3e39c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InventoryLeaseRole = "LENDER" | "RENTER" | "%future added value";
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InventoryItemCard_item$data = {
  readonly cooldownEndsAt: string | null | undefined;
  readonly floatValue: number | null | undefined;
  readonly id: string;
  readonly item: {
    readonly exterior: {
      readonly color: string | null | undefined;
      readonly id: string;
      readonly label: {
        readonly en: string;
        readonly zh: string;
      };
    } | null | undefined;
    readonly iconUrl: string | null | undefined;
    readonly id: string;
    readonly rarityColor: string;
    readonly subType: {
      readonly id: string;
    } | null | undefined;
    readonly type: {
      readonly id: string;
    };
  } | null | undefined;
  readonly lease: {
    readonly endsAt: string | null | undefined;
    readonly role: InventoryLeaseRole;
  } | null | undefined;
  readonly listing: {
    readonly id: string;
    readonly price: number;
  } | null | undefined;
  readonly marketHashName: string;
  readonly name: {
    readonly en: string;
    readonly zh: string;
  };
  readonly neverTradable: boolean;
  readonly paintSeed: number | null | undefined;
  readonly referencePrice: number | null | undefined;
  readonly steamAccount: {
    readonly accountName: string;
    readonly id: string;
    readonly status: SteamAccountStatus;
  };
  readonly stickers: ReadonlyArray<{
    readonly slot: number;
  }>;
  readonly tradable: boolean;
  readonly " $fragmentType": "InventoryItemCard_item";
};
export type InventoryItemCard_item$key = {
  readonly " $data"?: InventoryItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryItemCard_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InventoryItemCard_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Label",
      "kind": "LinkedField",
      "name": "name",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marketHashName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "floatValue",
      "storageKey": null
    },
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
      "name": "tradable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "neverTradable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cooldownEndsAt",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketItem",
      "kind": "LinkedField",
      "name": "item",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "type",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Tag",
          "kind": "LinkedField",
          "name": "subType",
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
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Label",
              "kind": "LinkedField",
              "name": "label",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "color",
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
      "concreteType": "Listing",
      "kind": "LinkedField",
      "name": "listing",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InventoryLeaseMark",
      "kind": "LinkedField",
      "name": "lease",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SteamAccount",
      "kind": "LinkedField",
      "name": "steamAccount",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InventoryItem",
  "abstractKey": null
};
})();

(node as any).hash = "2ec9d5703defe2df583403b461bb4316";

export default node;
