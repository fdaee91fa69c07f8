/**
 * @generated SignedSource<<54f1c37efc478c91ff6d2ecf00441d3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f7a144a66bf1ea7be064001ece75dc7d",
    "id": null,
    "metadata": {},
    "name": "SansPageQuery",
    "operationKind": "query",
    "text": "query SansPageQuery(\n  $url: String!\n) {\n  outboundLink(url: $url) {\n    url\n    host\n    allowed\n    refusal\n  }\n}\n"
  }
};
})();

(node as any).hash = "13a3bfba2c260dce02bd14efa60d1f23";

export default node;
