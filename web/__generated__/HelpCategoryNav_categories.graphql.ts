/**
 * @generated SignedSource<<90c0cfa36035200468703351cd51753c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HelpCategoryNav_categories$data = ReadonlyArray<{
  readonly articleCount: number;
  readonly id: string;
  readonly label: string;
  readonly " $fragmentType": "HelpCategoryNav_categories";
}>;
export type HelpCategoryNav_categories$key = ReadonlyArray<{
  readonly " $data"?: HelpCategoryNav_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"HelpCategoryNav_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "HelpCategoryNav_categories",
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
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "articleCount",
      "storageKey": null
    }
  ],
  "type": "HelpCategory",
  "abstractKey": null
};

(node as any).hash = "b88b9c78f5f668e3ad01f74991b00d7c";

export default node;
