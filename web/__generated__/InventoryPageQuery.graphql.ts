/**
 * @generated SignedSource<<60910e09e560b7f702c7e9cd33d46a5a>>
 * @relayHash 114bd35f2669fdb6d1833c0feb8e79c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17378fd4c3b1ef4b326300e1b45deae9d2399606026bdc02cdef2416ad8600c1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InventorySelectPurpose = "LIST" | "LISTED" | "%future added value";
export type InventorySort = "COOLDOWN_ASC" | "COOLDOWN_DESC" | "DEFAULT" | "PRICE_ASC" | "PRICE_DESC" | "WEAR_ASC" | "WEAR_DESC" | "%future added value";
export type InventoryTab = "ALL" | "LISTED" | "NON_TRADABLE" | "UNLISTED" | "%future added value";
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
export type InventoryFilter = {
  itemId?: string | null | undefined;
  search?: string | null | undefined;
  steamAccountId?: string | null | undefined;
  tab?: InventoryTab | null | undefined;
};
export type InventoryPageQuery$variables = {
  byVariety: boolean;
  filter?: InventoryFilter | null | undefined;
  first?: number | null | undefined;
  purpose: InventorySelectPurpose;
  search?: string | null | undefined;
  sort?: InventorySort | null | undefined;
  steamAccountId?: string | null | undefined;
};
export type InventoryPageQuery$data = {
  readonly viewer: {
    readonly groups?: {
      readonly " $fragmentSpreads": FragmentRefs<"InventoryGroupGrid_viewer">;
    } | null | undefined;
    readonly id: string;
    readonly inventoryCounts: {
      readonly all: number;
      readonly listed: number;
      readonly nonTradable: number;
      readonly unlisted: number;
    };
    readonly items?: {
      readonly " $fragmentSpreads": FragmentRefs<"InventoryItemGrid_viewer">;
    } | null | undefined;
    readonly steamAccounts: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly accountName: string;
          readonly id: string;
          readonly status: SteamAccountStatus;
        };
      }>;
    };
    readonly " $fragmentSpreads": FragmentRefs<"InventoryLeaseShelf_viewer" | "InventoryRefreshButton_viewer">;
  } | null | undefined;
};
export type InventoryPageQuery = {
  response: InventoryPageQuery$data;
  variables: InventoryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byVariety"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "purpose"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "steamAccountId"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "search",
      "variableName": "search"
    },
    {
      "kind": "Variable",
      "name": "steamAccountId",
      "variableName": "steamAccountId"
    }
  ],
  "concreteType": "InventoryCounts",
  "kind": "LinkedField",
  "name": "inventoryCounts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "all",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unlisted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "listed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nonTradable",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 50
    }
  ],
  "concreteType": "SteamAccountConnection",
  "kind": "LinkedField",
  "name": "steamAccounts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SteamAccountEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SteamAccount",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v7/*:: as any*/),
            (v9/*:: as any*/),
            (v10/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "steamAccounts(first:50)"
},
v12 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v13 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v14 = {
  "kind": "Variable",
  "name": "purpose",
  "variableName": "purpose"
},
v15 = {
  "kind": "Variable",
  "name": "sort",
  "variableName": "sort"
},
v16 = [
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v18 = [
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
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "name",
  "plural": false,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referencePrice",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endsAt",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": [
    (v12/*:: as any*/),
    (v14/*:: as any*/)
  ],
  "concreteType": "InventorySelection",
  "kind": "LinkedField",
  "name": "inventorySelection",
  "plural": false,
  "selections": [
    (v17/*:: as any*/)
  ],
  "storageKey": null
},
v23 = [
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v15/*:: as any*/)
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marketHashName",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iconUrl",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rarityColor",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "exterior",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Label",
      "kind": "LinkedField",
      "name": "label",
      "plural": false,
      "selections": (v18/*:: as any*/),
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
},
v28 = [
  (v7/*:: as any*/)
],
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "type",
  "plural": false,
  "selections": (v28/*:: as any*/),
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "subType",
  "plural": false,
  "selections": (v28/*:: as any*/),
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v34 = [
  "filter",
  "sort"
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InventoryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v11/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InventoryRefreshButton_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InventoryLeaseShelf_viewer"
          },
          {
            "condition": "byVariety",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v16/*:: as any*/),
                      "kind": "FragmentSpread",
                      "name": "InventoryGroupGrid_viewer"
                    }
                  ],
                  "type": "Viewer",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "groups"
              }
            ]
          },
          {
            "condition": "byVariety",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v16/*:: as any*/),
                      "kind": "FragmentSpread",
                      "name": "InventoryItemGrid_viewer"
                    }
                  ],
                  "type": "Viewer",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "items"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InventoryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InventoryRefresh",
            "kind": "LinkedField",
            "name": "inventoryRefresh",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "progressPercent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemsFound",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountsDone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountsTotal",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
              (v17/*:: as any*/),
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
                      (v7/*:: as any*/),
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
                          (v19/*:: as any*/),
                          (v7/*:: as any*/)
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
                          (v7/*:: as any*/),
                          (v20/*:: as any*/)
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
              (v19/*:: as any*/),
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
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "condition": "byVariety",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": (v23/*:: as any*/),
                "concreteType": "InventoryGroupConnection",
                "kind": "LinkedField",
                "name": "inventoryGroups",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "InventoryGroupEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "InventoryGroup",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "key",
                            "storageKey": null
                          },
                          (v19/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "inventoryItemIds",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "listableItemIds",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "listingPrices",
                            "storageKey": null
                          },
                          (v20/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "itemId",
                            "storageKey": null
                          },
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
                          (v27/*:: as any*/),
                          (v29/*:: as any*/),
                          (v30/*:: as any*/),
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
                            "name": "listedCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "tradableCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "rentedInCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "offeredForRentCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lentOutCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lowestFloat",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "nextTradableAt",
                            "storageKey": null
                          },
                          (v31/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v32/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v33/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v23/*:: as any*/),
                "filters": (v34/*:: as any*/),
                "handle": "connection",
                "key": "InventoryGroupGrid_inventoryGroups",
                "kind": "LinkedHandle",
                "name": "inventoryGroups"
              }
            ]
          },
          {
            "condition": "byVariety",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": (v23/*:: as any*/),
                "concreteType": "InventoryItemConnection",
                "kind": "LinkedField",
                "name": "inventoryItems",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "InventoryItemEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "InventoryItem",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v7/*:: as any*/),
                          (v19/*:: as any*/),
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
                          (v20/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "MarketItem",
                            "kind": "LinkedField",
                            "name": "item",
                            "plural": false,
                            "selections": [
                              (v7/*:: as any*/),
                              (v25/*:: as any*/),
                              (v26/*:: as any*/),
                              (v29/*:: as any*/),
                              (v30/*:: as any*/),
                              (v27/*:: as any*/)
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
                              (v7/*:: as any*/),
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
                            "concreteType": "SteamAccount",
                            "kind": "LinkedField",
                            "name": "steamAccount",
                            "plural": false,
                            "selections": [
                              (v7/*:: as any*/),
                              (v10/*:: as any*/),
                              (v9/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v24/*:: as any*/),
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
                              (v21/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v31/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v32/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v33/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v23/*:: as any*/),
                "filters": (v34/*:: as any*/),
                "handle": "connection",
                "key": "InventoryItemGrid_inventoryItems",
                "kind": "LinkedHandle",
                "name": "inventoryItems"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "17378fd4c3b1ef4b326300e1b45deae9d2399606026bdc02cdef2416ad8600c1",
    "metadata": {},
    "name": "InventoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8fdf3518b6736a9dd6e97ae197f8c6a7";

export default node;
