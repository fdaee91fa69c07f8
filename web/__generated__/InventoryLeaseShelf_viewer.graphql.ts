/**
 * @generated SignedSource<<f542769bbd050fb69f308187312c0b17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventoryLeaseShelf_viewer$data = {
  readonly leaseListings: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly buyoutPrice: number | null | undefined;
        readonly dailyRent: number;
        readonly deposit: number;
        readonly id: string;
        readonly inventoryItem: {
          readonly id: string;
          readonly referencePrice: number | null | undefined;
        } | null | undefined;
        readonly item: {
          readonly name: {
            readonly en: string;
            readonly zh: string;
          };
        };
        readonly longDailyRent: number | null | undefined;
        readonly maxDays: number;
      };
    }>;
    readonly totalCount: number;
  };
  readonly leasedOutItems: ReadonlyArray<{
    readonly assetId: string;
    readonly lease: {
      readonly endsAt: string | null | undefined;
      readonly leaseNo: string;
    };
    readonly name: {
      readonly en: string;
      readonly zh: string;
    };
  }>;
  readonly " $fragmentType": "InventoryLeaseShelf_viewer";
};
export type InventoryLeaseShelf_viewer$key = {
  readonly " $data"?: InventoryLeaseShelf_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryLeaseShelf_viewer">;
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
  "name": "InventoryLeaseShelf_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 30
        },
        {
          "kind": "Literal",
          "name": "status",
          "value": "ON_LEASE"
        }
      ],
      "concreteType": "LeaseListingConnection",
      "kind": "LinkedField",
      "name": "leaseListings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LeaseListingEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "LeaseListing",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "concreteType": "MarketItem",
                  "kind": "LinkedField",
                  "name": "item",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "InventoryItem",
                  "kind": "LinkedField",
                  "name": "inventoryItem",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "referencePrice",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "leaseListings(first:30,status:\"ON_LEASE\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeasedOutItem",
      "kind": "LinkedField",
      "name": "leasedOutItems",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assetId",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
              "name": "leaseNo",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "46080bcaea481f863b6f265d90b70051";

export default node;
