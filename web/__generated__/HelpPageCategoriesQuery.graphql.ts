/**
 * @generated SignedSource<<2c5934a10dc4e0f98a057392d3d152d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "3911ff0be77cb37e01a11ac0f797cbaf",
    "id": null,
    "metadata": {},
    "name": "HelpPageCategoriesQuery",
    "operationKind": "query",
    "text": "query HelpPageCategoriesQuery {\n  helpCategories {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "93b4968b4f84e5f924c86f2e527b9158";

export default node;
