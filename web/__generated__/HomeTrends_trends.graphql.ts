/**
 * @generated SignedSource<<8df110b283f810f7fb63699384e26544>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeTrends_trends$data = ReadonlyArray<{
  readonly changePercent: number;
  readonly item: {
    readonly hashName: string;
    readonly iconUrl: string | null | undefined;
    readonly id: string;
    readonly lowestPrice: number | null | undefined;
    readonly name: {
      readonly en: string;
      readonly zh: string;
    };
    readonly rarity: {
      readonly color: string | null | undefined;
      readonly id: string;
    } | null | undefined;
    readonly rarityColor: string;
    readonly referencePrice: number;
  };
  readonly points: ReadonlyArray<{
    readonly averagePrice: number;
    readonly day: string;
  }>;
  readonly " $fragmentType": "HomeTrends_trends";
}>;
export type HomeTrends_trends$key = ReadonlyArray<{
  readonly " $data"?: HomeTrends_trends$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeTrends_trends">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "HomeTrends_trends",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changePercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PricePoint",
      "kind": "LinkedField",
      "name": "points",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averagePrice",
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
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "color",
              "storageKey": null
            }
          ],
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
    }
  ],
  "type": "MarketTrend",
  "abstractKey": null
};
})();

(node as any).hash = "05a2535ea0448528709383ac581c850a";

export default node;
