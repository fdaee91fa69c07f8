/**
 * @generated SignedSource<<a2d5d30982d0de7d50d449c5d133c226>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSuspendOpenPlatformAppMutation$variables = Record<PropertyKey, never>;
export type useSuspendOpenPlatformAppMutation$data = {
  readonly suspendOpenPlatformApp: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly openPlatform?: {
      readonly " $fragmentSpreads": FragmentRefs<"OpenApiContent_openPlatform">;
    };
  };
};
export type useSuspendOpenPlatformAppMutation = {
  response: useSuspendOpenPlatformAppMutation$data;
  variables: useSuspendOpenPlatformAppMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dailyOrders",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dailyAmount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSuspendOpenPlatformAppMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "suspendOpenPlatformApp",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "OpenPlatform",
                "kind": "LinkedField",
                "name": "openPlatform",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OpenApiContent_openPlatform"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "OpenPlatformPayload",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSuspendOpenPlatformAppMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "suspendOpenPlatformApp",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "OpenPlatform",
                "kind": "LinkedField",
                "name": "openPlatform",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enabled",
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
                    "concreteType": "OpenPlatformApplication",
                    "kind": "LinkedField",
                    "name": "application",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "applicationId",
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
                        "name": "wechat",
                        "storageKey": null
                      },
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reason",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "OpenPlatformAttachment",
                        "kind": "LinkedField",
                        "name": "attachment",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "mediaType",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "byteSize",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reviewedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PartnerApp",
                    "kind": "LinkedField",
                    "name": "app",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "keysSubmittedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "appId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "callbackUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "keyFingerprint",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "platformKeyId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "platformPublicKey",
                        "storageKey": null
                      },
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rateLimitPerSecond",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "suspended",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "suspendedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rejectReason",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "OpenPlatformPayload",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "09773c5a8f86f4935802ba44eedd6076",
    "id": null,
    "metadata": {},
    "name": "useSuspendOpenPlatformAppMutation",
    "operationKind": "mutation",
    "text": "mutation useSuspendOpenPlatformAppMutation {\n  suspendOpenPlatformApp {\n    __typename\n    ... on OpenPlatformPayload {\n      openPlatform {\n        ...OpenApiContent_openPlatform\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n      message\n    }\n  }\n}\n\nfragment AppDetails_app on PartnerApp {\n  appId\n  callbackUrl\n  keyFingerprint\n  keysSubmittedAt\n  platformKeyId\n  platformPublicKey\n  dailyOrders\n  dailyAmount\n  rateLimitPerSecond\n  suspended\n  suspendedAt\n}\n\nfragment ApplicationForm_application on OpenPlatformApplication {\n  phone\n  wechat\n  dailyOrders\n  dailyAmount\n  reason\n}\n\nfragment ApplicationReview_application on OpenPlatformApplication {\n  phone\n  wechat\n  dailyOrders\n  dailyAmount\n  reason\n  attachment {\n    mediaType\n    byteSize\n  }\n  createdAt\n}\n\nfragment KeysForm_app on PartnerApp {\n  appId\n}\n\nfragment OpenApiContent_openPlatform on OpenPlatform {\n  enabled\n  status\n  application {\n    applicationId\n    ...ApplicationForm_application\n    ...ApplicationReview_application\n  }\n  app {\n    keysSubmittedAt\n    ...KeysForm_app\n    ...AppDetails_app\n  }\n  ...RejectionNotice_openPlatform\n}\n\nfragment RejectionNotice_openPlatform on OpenPlatform {\n  rejectReason\n  application {\n    reviewedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c65a7d3562f902ec38fbaccdb4a7c34";

export default node;
