/**
 * @generated SignedSource<<c836fb055179254c20ad66d01a9c829f>>
 * @relayHash f7a144a66bf1ea7be064001ece75dc7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7cd2223e62fe6d23df8d057423c31978fd786552fb8339b48ddad252e51b0e51

import { ConcreteRequest } from 'relay-runtime';
export type OutboundLinkRefusal = "CREDENTIALS" | "HOST_NOT_ALLOWED" | "NOT_WEB_ADDRESS" | "TOO_LONG" | "%future added value";
export type SansPageQuery$variables = {
  url: string;
};
export type SansPageQuery$data = {
  readonly outboundLink: {
    readonly allowed: boolean;
    readonly host: string | null | undefined;
    readonly refusal: OutboundLinkRefusal | null | undefined;
    readonly url: string | null | undefined;
  };
};
export type SansPageQuery = {
  response: SansPageQuery$data;
  variables: SansPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "url"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "url",
        "variableName": "url"
      }
    ],
    "concreteType": "OutboundLink",
    "kind": "LinkedField",
    "name": "outboundLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "host",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "allowed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refusal",
        "storageKey": null
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
    "name": "SansPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SansPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7cd2223e62fe6d23df8d057423c31978fd786552fb8339b48ddad252e51b0e51",
    "metadata": {},
    "name": "SansPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "13a3bfba2c260dce02bd14efa60d1f23";

export default node;
