/**
 * @generated SignedSource<<1bcb01f11ca6f2d4c93d1efd5954778e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HelpArticle_article$data = {
  readonly body: string;
  readonly category: string | null | undefined;
  readonly publishedAt: string;
  readonly serial: number | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "HelpArticle_article";
};
export type HelpArticle_article$key = {
  readonly " $data"?: HelpArticle_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"HelpArticle_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HelpArticle_article",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serial",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "8e403e6e1e36ff3fb94851498c8eb6ac";

export default node;
