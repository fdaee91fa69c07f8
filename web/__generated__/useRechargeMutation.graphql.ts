/**
 * @generated SignedSource<<199076aa246fda646fecda25d4ae4d4c>>
 * @relayHash 40692380f172ae4cbc9b98e84ada4573
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22a99660accf46cce527d87155f2f380fd7e03570a6daded90bbf67991c4de03

import { ConcreteRequest } from 'relay-runtime';
export type RechargeInput = {
  amount: string;
  idempotencyKey: string;
};
export type useRechargeMutation$variables = {
  input: RechargeInput;
};
export type useRechargeMutation$data = {
  readonly recharge: {
    readonly __typename: string;
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly outTradeNo?: string;
    readonly payUrl?: string;
  };
};
export type useRechargeMutation = {
  response: useRechargeMutation$data;
  variables: useRechargeMutation$variables;
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
    "name": "recharge",
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
            "name": "outTradeNo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payUrl",
            "storageKey": null
          }
        ],
        "type": "RechargePayload",
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
    "name": "useRechargeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRechargeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "22a99660accf46cce527d87155f2f380fd7e03570a6daded90bbf67991c4de03",
    "metadata": {},
    "name": "useRechargeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "420452eb0fd095af695300b9c72cf27d";

export default node;
