/**
 * @generated SignedSource<<13debd75b51accfb1ca840f3f9f72981>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestListings_listings$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ListingCard_listing">;
    };
  }>;
  readonly " $fragmentType": "LatestListings_listings";
};
export type LatestListings_listings$key = {
  readonly " $data"?: LatestListings_listings$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestListings_listings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestListings_listings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LatestListingEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Listing",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ListingCard_listing"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LatestListingConnection",
  "abstractKey": null
};

(node as any).hash = "91c105d2cb31f966f18b013f1e89245e";

export default node;
