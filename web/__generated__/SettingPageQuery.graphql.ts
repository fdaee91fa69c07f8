/**
 * @generated SignedSource<<bd85869d32f8e4b4e7aa02f05c3091f7>>
 * @relayHash ece783cbc54ad669d191ff8539044d19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3cf5cb4e368aa173ff8292e0083228830722de3b7e103bf75270ae843c7e947

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingPageQuery$variables = Record<PropertyKey, never>;
export type SettingPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"IdentitySection_viewer" | "OpenPlatformSection_viewer" | "ProfileSection_viewer" | "StatisticsSection_viewer">;
  } | null | undefined;
};
export type SettingPageQuery = {
  response: SettingPageQuery$data;
  variables: SettingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IdentitySection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StatisticsSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OpenPlatformSection_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
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
            "name": "nickname",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "verifiedStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "realName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "range",
                "value": "THIS_MONTH"
              }
            ],
            "concreteType": null,
            "kind": "LinkedField",
            "name": "statistics",
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
                    "name": "range",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "from",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "to",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PeriodTotals",
                    "kind": "LinkedField",
                    "name": "sales",
                    "plural": false,
                    "selections": (v0/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PeriodTotals",
                    "kind": "LinkedField",
                    "name": "withdrawals",
                    "plural": false,
                    "selections": (v0/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "type": "UserStatistics",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
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
            "storageKey": "statistics(range:\"THIS_MONTH\")"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "openPlatformEnabled",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d3cf5cb4e368aa173ff8292e0083228830722de3b7e103bf75270ae843c7e947",
    "metadata": {},
    "name": "SettingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8a3a1cfed0f885f68eb83337437339be";

export default node;
