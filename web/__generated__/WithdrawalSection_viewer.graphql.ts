/**
 * @generated SignedSource<<8478234fc8e6769ad4152d549ed6036b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WithdrawalSection_viewer$data = {
  readonly withdrawalSettings: {
    readonly account: string | null | undefined;
    readonly enabled: boolean;
    readonly max: number;
    readonly min: number;
    readonly phone: string;
    readonly rateBps: number;
    readonly verified: boolean;
    readonly withdrawable: number;
  };
  readonly " $fragmentType": "WithdrawalSection_viewer";
};
export type WithdrawalSection_viewer$key = {
  readonly " $data"?: WithdrawalSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WithdrawalSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WithdrawalSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WithdrawalSettings",
      "kind": "LinkedField",
      "name": "withdrawalSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "withdrawable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verified",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "account",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rateBps",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "9e598f5ca22435082455fb094c0a86d9";

export default node;
