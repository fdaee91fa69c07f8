/**
 * @generated SignedSource<<fd0da9be15b20db5b1bf9fd365ff6e8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type checkoutLine_listing$data = {
  readonly floatValue: number | null | undefined;
  readonly id: string;
  readonly item: {
    readonly iconUrl: string | null | undefined;
    readonly name: {
      readonly en: string;
      readonly zh: string;
    };
  };
  readonly price: number;
  readonly seller: {
    readonly id: string;
  };
  readonly " $fragmentType": "checkoutLine_listing";
};
export type checkoutLine_listing$key = {
  readonly " $data"?: checkoutLine_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"checkoutLine_listing">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "checkoutLine_listing"
};

(node as any).hash = "87e7ca9d5dc9a7c4cf40e9b649cdaf2e";

export default node;
