/**
 * @generated SignedSource<<886af383a13c4598e9feb89f3b66fba1>>
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
  readonly mine: boolean;
  readonly price: number;
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

(node as any).hash = "23c51784166f976a54a9b08facd944cf";

export default node;
