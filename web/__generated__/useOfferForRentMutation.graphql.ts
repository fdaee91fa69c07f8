/**
 * @generated SignedSource<<e031618ec0793d05420b5b06544cf954>>
 * @relayHash a3e7ecb5d08c21718da2cb3abd906503
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 984573e80ecb5815f59c42afb32b50d3026fcef20674154d044c574cf00f0f33

import { ConcreteRequest } from 'relay-runtime';
export type LeaseListingStatus = "DELISTED" | "LEASED" | "ON_LEASE" | "%future added value";
export type LeaseOfferFailureReason = "accountAbnormal" | "accountNotSellable" | "alreadyOffered" | "buyoutPriceBelowDeposit" | "dailyRentNotPositive" | "dailyRentTooHigh" | "depositTooLow" | "leased" | "longDailyRentAboveDailyRent" | "longDailyRentNotPositive" | "maxDaysRange" | "notFound" | "notTradable" | "reserved" | "unknownItem" | "%future added value";
export type OfferForRentInput = {
  idempotencyKey?: string | null | undefined;
  items: ReadonlyArray<LeaseTermsItemInput>;
};
export type LeaseTermsItemInput = {
  buyoutPrice?: number | null | undefined;
  dailyRent: number;
  deposit: number;
  inventoryItemId: string;
  longDailyRent?: number | null | undefined;
  maxDays: number;
};
export type useOfferForRentMutation$variables = {
  input: OfferForRentInput;
};
export type useOfferForRentMutation$data = {
  readonly offerForRent: {
    readonly __typename: string;
    readonly code?: string;
    readonly failedCount?: number;
    readonly failures?: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly inventoryItemId: string;
      readonly message: string;
      readonly reason: LeaseOfferFailureReason;
    }>;
    readonly field?: string | null | undefined;
    readonly leaseListings?: ReadonlyArray<{
      readonly id: string;
      readonly status: LeaseListingStatus;
    }>;
    readonly message?: string;
    readonly offeredCount?: number;
  };
};
export type useOfferForRentMutation = {
  response: useOfferForRentMutation$data;
  variables: useOfferForRentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "offerForRent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offeredCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeaseOfferFailure",
            "kind": "LinkedField",
            "name": "failures",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inventoryItemId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeaseListing",
            "kind": "LinkedField",
            "name": "leaseListings",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
        "type": "OfferForRentPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useOfferForRentMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOfferForRentMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "984573e80ecb5815f59c42afb32b50d3026fcef20674154d044c574cf00f0f33",
    "metadata": {},
    "name": "useOfferForRentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "00cb2d9af8f89355012edadb6fb83b34";

export default node;
