/**
 * @generated SignedSource<<f7d649ca32d523e90b7d747e0ee03a0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaseListingRow_listing$data = {
  readonly autoDelivery: boolean;
  readonly buyoutPrice: number | null | undefined;
  readonly dailyRent: number;
  readonly deposit: number;
  readonly floatValue: number | null | undefined;
  readonly id: string;
  readonly lender: {
    readonly id: string;
    readonly nickname: string;
  };
  readonly lenderDeliveries: number;
  readonly longDailyRent: number | null | undefined;
  readonly maxDays: number;
  readonly paintSeed: number | null | undefined;
  readonly stickers: ReadonlyArray<{
    readonly iconUrl: string | null | undefined;
    readonly name: {
      readonly en: string;
      readonly zh: string;
    };
    readonly slot: number;
  }>;
  readonly " $fragmentType": "LeaseListingRow_listing";
};
export type LeaseListingRow_listing$key = {
  readonly " $data"?: LeaseListingRow_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaseListingRow_listing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaseListingRow_listing",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "longDailyRent",
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
      "name": "maxDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buyoutPrice",
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
      "name": "lenderDeliveries",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Seller",
      "kind": "LinkedField",
      "name": "lender",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nickname",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LeaseListing",
  "abstractKey": null
};
})();

(node as any).hash = "40830b11f570fd20e48db3ae655151fb";

export default node;
