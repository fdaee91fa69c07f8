/**
 * @generated SignedSource<<3edf805b0163ff851474fea073ee4eb5>>
 * @relayHash 522cde372d7ec470e19b807995db4266
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4738aca1fef96b6534e7bcc263db18840926ca5647c0380a05080308d713ad5f

import { ConcreteRequest } from 'relay-runtime';
export type LeaseListingStatus = "DELISTED" | "LEASED" | "ON_LEASE" | "%future added value";
export type UpdateLeaseListingInput = {
  buyoutPrice?: number | null | undefined;
  dailyRent?: number | null | undefined;
  deposit?: number | null | undefined;
  leaseListingId: string;
  longDailyRent?: number | null | undefined;
  maxDays?: number | null | undefined;
};
export type useLeaseListingChangesUpdateMutation$variables = {
  input: UpdateLeaseListingInput;
};
export type useLeaseListingChangesUpdateMutation$data = {
  readonly updateLeaseListing: {
    readonly __typename: string;
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly leaseListing?: {
      readonly buyoutPrice: number | null | undefined;
      readonly dailyRent: number;
      readonly deposit: number;
      readonly id: string;
      readonly longDailyRent: number | null | undefined;
      readonly maxDays: number;
      readonly status: LeaseListingStatus;
    };
    readonly message?: string;
  };
};
export type useLeaseListingChangesUpdateMutation = {
  response: useLeaseListingChangesUpdateMutation$data;
  variables: useLeaseListingChangesUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "updateLeaseListing",
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
            "concreteType": "LeaseListing",
            "kind": "LinkedField",
            "name": "leaseListing",
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateLeaseListingPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
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
    "name": "useLeaseListingChangesUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLeaseListingChangesUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4738aca1fef96b6534e7bcc263db18840926ca5647c0380a05080308d713ad5f",
    "metadata": {},
    "name": "useLeaseListingChangesUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da3ea3277689f30dc395047c2cf6fbfe";

export default node;
