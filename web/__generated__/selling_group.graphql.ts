/**
 * @generated SignedSource<<ffe68a1bcb90050552c9ec50d054aa5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type selling_group$data = {
  readonly inventoryItemIds: ReadonlyArray<string>;
  readonly listableItemIds: ReadonlyArray<string>;
  readonly listingPrices: ReadonlyArray<number | null | undefined>;
  readonly referencePrice: number | null | undefined;
  readonly " $fragmentType": "selling_group";
};
export type selling_group$key = {
  readonly " $data"?: selling_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"selling_group">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "selling_group"
};

(node as any).hash = "f5c8db978b569575d36a50fc97722cc1";

export default node;
