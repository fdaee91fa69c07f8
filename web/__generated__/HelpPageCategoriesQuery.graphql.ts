/**
 * @generated SignedSource<<4fb848c322b4c200c9a08a1ce477bfb0>>
 * @relayHash 3911ff0be77cb37e01a11ac0f797cbaf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b92168c023b4b9d64748aeae1287e1f2ba9794ef8f6890b8b9fbf8f9f9766afc

import { ConcreteRequest } from 'relay-runtime';
export type HelpPageCategoriesQuery$variables = Record<PropertyKey, never>;
export type HelpPageCategoriesQuery$data = {
  readonly helpCategories: ReadonlyArray<{
    readonly id: string;
  }>;
};
export type HelpPageCategoriesQuery = {
  response: HelpPageCategoriesQuery$data;
  variables: HelpPageCategoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "HelpCategory",
    "kind": "LinkedField",
    "name": "helpCategories",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
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
    "name": "HelpPageCategoriesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HelpPageCategoriesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b92168c023b4b9d64748aeae1287e1f2ba9794ef8f6890b8b9fbf8f9f9766afc",
    "metadata": {},
    "name": "HelpPageCategoriesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93b4968b4f84e5f924c86f2e527b9158";

export default node;
