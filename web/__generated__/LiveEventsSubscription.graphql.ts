/**
 * @generated SignedSource<<6962508ff76bab505c947bc70ee90dd0>>
 * @relayHash 998a3cdd18e13f71078d0842d04e3da4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27e1c3538c172b0eb0c235fef978a6e500961815fcd221912aed9b0e451368ea

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BargainAction = "ACCEPTED" | "CANCELLED" | "COUNTERED" | "DECLINED" | "EXPIRED" | "OFFERED" | "%future added value";
export type BargainActor = "BUYER" | "SELLER" | "SYSTEM" | "%future added value";
export type BargainEventKind = "ACCEPTED" | "CANCELLED" | "COUNTERED" | "DECLINED" | "EXPIRED" | "OFFERED" | "%future added value";
export type BargainRole = "BUYER" | "SELLER" | "%future added value";
export type BuyOrderEventKind = "CANCELLED" | "EXPIRED" | "FILLED" | "PLACED" | "%future added value";
export type LeaseAction = "buyout" | "cancel" | "deliver" | "pay" | "renew" | "return" | "%future added value";
export type LeaseEventKind = "BUYOUT" | "DELIVERED" | "DELIVERY_DECLINED" | "DELIVERY_FAILED" | "DELIVERY_OFFER_SENT" | "DELIVERY_REVERSED" | "END_PASSED" | "GRACE_PASSED" | "PAID" | "PAYMENT_TIMEOUT" | "PROTECTION_ENDED" | "RENEWED" | "RENTER_CANCELLED" | "RENT_ALIPAY" | "RENT_BALANCE" | "RETURN_FAILED" | "RETURN_FAILED_OVERDUE" | "RETURN_OFFER_SENT" | "RETURN_RECEIVED" | "RETURN_REQUESTED" | "RETURN_REVERSED" | "%future added value";
export type LeaseRole = "LENDER" | "RENTER" | "%future added value";
export type ListingEventKind = "ACCOUNT_CLOSED" | "DELIST" | "ITEM_GONE" | "LIST" | "RELEASE" | "REPRICE" | "RESERVE" | "RESTORE" | "SELL" | "TAKE_DOWN" | "%future added value";
export type ListingStatus = "DELISTED" | "ON_SALE" | "RESERVED" | "SOLD" | "%future added value";
export type OrderDirection = "BUY" | "SELL" | "%future added value";
export type RechargeEventKind = "CONTRACT" | "CREDITED" | "%future added value";
export type LiveEventsSubscription$variables = {
  after?: string | null | undefined;
};
export type LiveEventsSubscription$data = {
  readonly viewerEvents: {
    readonly __typename: string;
    readonly bargain?: {
      readonly counterPrice: number | null | undefined;
      readonly history: ReadonlyArray<{
        readonly action: BargainAction;
        readonly actor: BargainActor;
      }>;
      readonly id: string;
      readonly item: {
        readonly name: {
          readonly en: string;
          readonly zh: string;
        };
      };
      readonly price: number;
      readonly role: BargainRole;
      readonly " $fragmentSpreads": FragmentRefs<"BargainRow_bargain">;
    };
    readonly bargainEvent?: BargainEventKind;
    readonly buyOrder?: {
      readonly filledQuantity: number;
      readonly id: string;
      readonly item: {
        readonly name: {
          readonly en: string;
          readonly zh: string;
        };
      };
      readonly quantity: number;
      readonly " $fragmentSpreads": FragmentRefs<"BuyOrderRow_buyOrder">;
    };
    readonly cursor: string;
    readonly event?: BuyOrderEventKind;
    readonly inventoryItem?: {
      readonly id: string;
      readonly listing: {
        readonly id: string;
        readonly price: number;
      } | null | undefined;
    } | null | undefined;
    readonly lease?: {
      readonly actions: ReadonlyArray<LeaseAction>;
      readonly id: string;
      readonly item: {
        readonly name: {
          readonly en: string;
          readonly zh: string;
        };
      };
      readonly role: LeaseRole;
      readonly " $fragmentSpreads": FragmentRefs<"LeaseDetail_lease" | "LeaseRow_lease">;
    };
    readonly leaseEvent?: LeaseEventKind;
    readonly listing?: {
      readonly id: string;
      readonly price: number;
    };
    readonly listingEvent?: ListingEventKind;
    readonly order?: {
      readonly direction: OrderDirection;
      readonly id: string;
      readonly status: number;
      readonly statusDes: string;
      readonly templateInfo: {
        readonly name: {
          readonly en: string;
          readonly zh: string;
        };
      };
      readonly " $fragmentSpreads": FragmentRefs<"OrderDetailPage_order" | "OrderRow_order">;
    };
    readonly rechargeEvent?: RechargeEventKind;
    readonly status?: ListingStatus;
    readonly unreadCounts?: {
      readonly messages: number;
      readonly notices: number;
      readonly total: number;
    };
    readonly wallet?: {
      readonly deposit: number;
      readonly frozen: number;
      readonly points: number;
      readonly total: number;
      readonly withdrawable: number;
    };
    readonly withdrawal?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WithdrawalRow_withdrawal">;
    };
  };
};
export type LiveEventsSubscription = {
  response: LiveEventsSubscription$data;
  variables: LiveEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusDes",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "direction",
  "storageKey": null
},
v8 = [
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
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "name",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "event",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "filledQuantity",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "MarketItem",
  "kind": "LinkedField",
  "name": "item",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": "bargainEvent",
  "args": null,
  "kind": "ScalarField",
  "name": "event",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "counterPrice",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "action",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actor",
  "storageKey": null
},
v21 = {
  "alias": "leaseEvent",
  "args": null,
  "kind": "ScalarField",
  "name": "event",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actions",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v24 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UnreadCounts",
      "kind": "LinkedField",
      "name": "unreadCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notices",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messages",
          "storageKey": null
        },
        (v23/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "UnreadCountsChanged",
  "abstractKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deposit",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Wallet",
  "kind": "LinkedField",
  "name": "wallet",
  "plural": false,
  "selections": [
    (v23/*:: as any*/),
    (v25/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "withdrawable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "frozen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "points",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v27 = {
  "kind": "InlineFragment",
  "selections": [
    (v26/*:: as any*/)
  ],
  "type": "WalletChanged",
  "abstractKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "concreteType": "Listing",
  "kind": "LinkedField",
  "name": "listing",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v17/*:: as any*/)
  ],
  "storageKey": null
},
v29 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": "listingEvent",
      "args": null,
      "kind": "ScalarField",
      "name": "event",
      "storageKey": null
    },
    (v5/*:: as any*/),
    (v28/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "InventoryItem",
      "kind": "LinkedField",
      "name": "inventoryItem",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        (v28/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ListingChanged",
  "abstractKey": null
},
v30 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": "rechargeEvent",
      "args": null,
      "kind": "ScalarField",
      "name": "event",
      "storageKey": null
    },
    (v26/*:: as any*/)
  ],
  "type": "RechargeChanged",
  "abstractKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "iconUrl",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rarityColor",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "label",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v34 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "color",
    "storageKey": null
  },
  (v33/*:: as any*/)
],
v35 = {
  "alias": null,
  "args": null,
  "concreteType": "Tag",
  "kind": "LinkedField",
  "name": "exterior",
  "plural": false,
  "selections": (v34/*:: as any*/),
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hashName",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderNo",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusText",
  "storageKey": null
},
v39 = [
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
  }
],
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payUrl",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cancel",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deadlineAt",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "floatValue",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fee",
  "storageKey": null
},
v45 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payMethod",
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offerId",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "concreteType": "MarketItem",
  "kind": "LinkedField",
  "name": "item",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v4/*:: as any*/),
    (v36/*:: as any*/),
    (v31/*:: as any*/)
  ],
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "held",
  "storageKey": null
},
v49 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
},
v50 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v51 = [
  (v37/*:: as any*/),
  (v4/*:: as any*/)
],
v52 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "at",
  "storageKey": null
},
v53 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closedAt",
  "storageKey": null
},
v54 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "days",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "viewerEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MarketItem",
                    "kind": "LinkedField",
                    "name": "templateInfo",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OrderRow_order"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OrderDetailPage_order"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "OrderChanged",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "BuyOrder",
                "kind": "LinkedField",
                "name": "buyOrder",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BuyOrderRow_buyOrder"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BuyOrderChanged",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Bargain",
                "kind": "LinkedField",
                "name": "bargain",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BargainStep",
                    "kind": "LinkedField",
                    "name": "history",
                    "plural": true,
                    "selections": [
                      (v19/*:: as any*/),
                      (v20/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BargainRow_bargain"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BargainChanged",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v21/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lease",
                "kind": "LinkedField",
                "name": "lease",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v16/*:: as any*/),
                  (v22/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LeaseRow_lease"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LeaseDetail_lease"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "LeaseChanged",
            "abstractKey": null
          },
          (v24/*:: as any*/),
          (v27/*:: as any*/),
          (v29/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Withdrawal",
                "kind": "LinkedField",
                "name": "withdrawal",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WithdrawalRow_withdrawal"
                  }
                ],
                "storageKey": null
              },
              (v26/*:: as any*/)
            ],
            "type": "WithdrawalChanged",
            "abstractKey": null
          },
          (v30/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "viewerEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MarketItem",
                    "kind": "LinkedField",
                    "name": "templateInfo",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v4/*:: as any*/),
                      (v31/*:: as any*/),
                      (v32/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Tag",
                        "kind": "LinkedField",
                        "name": "rarity",
                        "plural": false,
                        "selections": (v34/*:: as any*/),
                        "storageKey": null
                      },
                      (v35/*:: as any*/),
                      (v36/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Tag",
                        "kind": "LinkedField",
                        "name": "quality",
                        "plural": false,
                        "selections": (v34/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Tag",
                        "kind": "LinkedField",
                        "name": "type",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v33/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v37/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createTime",
                    "storageKey": null
                  },
                  (v17/*:: as any*/),
                  (v38/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OrderParty",
                    "kind": "LinkedField",
                    "name": "sellerInfo",
                    "plural": false,
                    "selections": (v39/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OrderParty",
                    "kind": "LinkedField",
                    "name": "buyerInfo",
                    "plural": false,
                    "selections": (v39/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OrderActions",
                    "kind": "LinkedField",
                    "name": "actions",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "deliver",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pay",
                        "storageKey": null
                      },
                      (v40/*:: as any*/),
                      (v41/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canConfirmOffer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OrderStep",
                    "kind": "LinkedField",
                    "name": "steps",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "step",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "done",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "time",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v42/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updateTime",
                    "storageKey": null
                  },
                  (v43/*:: as any*/),
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
                    "name": "stickerList",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "slot",
                        "storageKey": null
                      },
                      (v31/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "wear",
                        "storageKey": null
                      },
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v44/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "feeRateBps",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actualPayment",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actualIncome",
                    "storageKey": null
                  },
                  (v45/*:: as any*/),
                  (v46/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "offerSenderSteamId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "buyerSteamId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tradingTime",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "OrderChanged",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "BuyOrder",
                "kind": "LinkedField",
                "name": "buyOrder",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v47/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "buyOrderNo",
                    "storageKey": null
                  },
                  (v17/*:: as any*/),
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
                    "name": "paintSeeds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sticker",
                    "storageKey": null
                  },
                  (v48/*:: as any*/),
                  (v5/*:: as any*/),
                  (v49/*:: as any*/),
                  (v50/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Order",
                    "kind": "LinkedField",
                    "name": "orders",
                    "plural": true,
                    "selections": (v51/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BuyOrderChanged",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Bargain",
                "kind": "LinkedField",
                "name": "bargain",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v47/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BargainStep",
                    "kind": "LinkedField",
                    "name": "history",
                    "plural": true,
                    "selections": [
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v17/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reason",
                        "storageKey": null
                      },
                      (v52/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bargainNo",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "listPrice",
                    "storageKey": null
                  },
                  (v48/*:: as any*/),
                  (v49/*:: as any*/),
                  (v50/*:: as any*/),
                  (v53/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Order",
                    "kind": "LinkedField",
                    "name": "order",
                    "plural": false,
                    "selections": (v51/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "BargainActions",
                    "kind": "LinkedField",
                    "name": "viewerActions",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "accept",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "decline",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "counter",
                        "storageKey": null
                      },
                      (v41/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BargainChanged",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v21/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lease",
                "kind": "LinkedField",
                "name": "lease",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v16/*:: as any*/),
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MarketItem",
                    "kind": "LinkedField",
                    "name": "item",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v4/*:: as any*/),
                      (v31/*:: as any*/),
                      (v32/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Tag",
                        "kind": "LinkedField",
                        "name": "rarity",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v35/*:: as any*/),
                      (v36/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "leaseNo",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v54/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dailyRent",
                    "storageKey": null
                  },
                  (v25/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "daysLeft",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endsAt",
                    "storageKey": null
                  },
                  (v53/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LeaseParty",
                    "kind": "LinkedField",
                    "name": "counterpart",
                    "plural": false,
                    "selections": (v39/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "returnableFrom",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startedAt",
                    "storageKey": null
                  },
                  (v42/*:: as any*/),
                  (v40/*:: as any*/),
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
                    "name": "maxDays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LeaseRenewalOption",
                    "kind": "LinkedField",
                    "name": "renewalOptions",
                    "plural": true,
                    "selections": [
                      (v54/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "addedRent",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v43/*:: as any*/),
                  (v46/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lenderSteamId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "renterSteamId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rent",
                    "storageKey": null
                  },
                  (v48/*:: as any*/),
                  (v45/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lenderIncome",
                    "storageKey": null
                  },
                  (v44/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "renterRefund",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LeaseStep",
                    "kind": "LinkedField",
                    "name": "history",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/),
                      (v20/*:: as any*/),
                      (v52/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "LeaseChanged",
            "abstractKey": null
          },
          (v24/*:: as any*/),
          (v27/*:: as any*/),
          (v29/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Withdrawal",
                "kind": "LinkedField",
                "name": "withdrawal",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serialNo",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v38/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  },
                  (v44/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actualAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "failureReason",
                    "storageKey": null
                  },
                  (v50/*:: as any*/)
                ],
                "storageKey": null
              },
              (v26/*:: as any*/)
            ],
            "type": "WithdrawalChanged",
            "abstractKey": null
          },
          (v30/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "27e1c3538c172b0eb0c235fef978a6e500961815fcd221912aed9b0e451368ea",
    "metadata": {},
    "name": "LiveEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "a79de695849ce6a14e475e7ed1d3b491";

export default node;
