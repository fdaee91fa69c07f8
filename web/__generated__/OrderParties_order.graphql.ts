/**
 * @generated SignedSource<<9ffa0ced81e5a18b5ccda8014a000b1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderParties_order$data = {
  readonly buyerInfo: {
    readonly avatarUrl: string | null | undefined;
    readonly nickname: string;
  };
  readonly sellerInfo: {
    readonly avatarUrl: string | null | undefined;
    readonly nickname: string;
  };
  readonly " $fragmentType": "OrderParties_order";
};
export type OrderParties_order$key = {
  readonly " $data"?: OrderParties_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderParties_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nickname",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "avatarUrl",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderParties_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderParty",
      "kind": "LinkedField",
      "name": "sellerInfo",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderParty",
      "kind": "LinkedField",
      "name": "buyerInfo",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "c85da8de25c0428879f32e85a3c2f30e";

export default node;
