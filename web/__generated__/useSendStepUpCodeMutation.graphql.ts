/**
 * @generated SignedSource<<b913709fa087d4b47ec5a684a9571330>>
 * @relayHash 50fa294932d4abf4535362bbc4beef62
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6832f3e5705c646e487a8cf268f0647182835b63ca9425d8a7f33b24e05e7005

import { ConcreteRequest } from 'relay-runtime';
export type useSendStepUpCodeMutation$variables = Record<PropertyKey, never>;
export type useSendStepUpCodeMutation$data = {
  readonly sendStepUpCode: {
    readonly __typename: string;
    readonly code?: string;
    readonly message?: string;
    readonly phone?: string;
    readonly retryAfterSeconds?: number;
  };
};
export type useSendStepUpCodeMutation = {
  response: useSendStepUpCodeMutation$data;
  variables: useSendStepUpCodeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retryAfterSeconds",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendStepUpCode",
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          }
        ],
        "type": "SendStepUpCodePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v0/*:: as any*/)
        ],
        "type": "RateLimitError",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendStepUpCodeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSendStepUpCodeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6832f3e5705c646e487a8cf268f0647182835b63ca9425d8a7f33b24e05e7005",
    "metadata": {},
    "name": "useSendStepUpCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c9d4d5958e73bf8b555adee040cdd066";

export default node;
