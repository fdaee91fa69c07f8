/**
 * @generated SignedSource<<2854efff21878dd7fd2171ce42a04f10>>
 * @relayHash 4c3570498b562eca657bac27a5d20bfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d93c9f1149abedae533cf75ecd11da2e0a2acfb9ce34a26ab6609451bd81638d

import { ConcreteRequest } from 'relay-runtime';
export type LeaseListingStatus = "DELISTED" | "LEASED" | "ON_LEASE" | "%future added value";
export type CancelLeaseListingInput = {
  leaseListingId: string;
};
export type useLeaseListingChangesCancelMutation$variables = {
  input: CancelLeaseListingInput;
};
export type useLeaseListingChangesCancelMutation$data = {
  readonly cancelLeaseListing: {
    readonly __typename: string;
    readonly code?: string;
    readonly leaseListing?: {
      readonly id: string;
      readonly status: LeaseListingStatus;
    };
    readonly message?: string;
  };
};
export type useLeaseListingChangesCancelMutation = {
  response: useLeaseListingChangesCancelMutation$data;
  variables: useLeaseListingChangesCancelMutation$variables;
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
    "name": "cancelLeaseListing",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CancelLeaseListingPayload",
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
    "name": "useLeaseListingChangesCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLeaseListingChangesCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d93c9f1149abedae533cf75ecd11da2e0a2acfb9ce34a26ab6609451bd81638d",
    "metadata": {},
    "name": "useLeaseListingChangesCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "85c92be77c04df817262c08b16702a25";

export default node;
