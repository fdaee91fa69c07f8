/**
 * @generated SignedSource<<f02a887a3c02fd67fa40551edadc29d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RechargeContractStatus = "FAILED" | "NONE" | "SIGNED" | "SIGNING" | "TERMINATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RechargeSection_viewer$data = {
  readonly rechargeCenter: {
    readonly contract: {
      readonly companyName: string | null | undefined;
      readonly creditCode: string | null | undefined;
      readonly status: RechargeContractStatus;
      readonly " $fragmentSpreads": FragmentRefs<"RechargeContractInfo_contract">;
    };
    readonly enabled: boolean;
    readonly max: number;
    readonly min: number;
  };
  readonly " $fragmentType": "RechargeSection_viewer";
};
export type RechargeSection_viewer$key = {
  readonly " $data"?: RechargeSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RechargeSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RechargeSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RechargeCenter",
      "kind": "LinkedField",
      "name": "rechargeCenter",
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
          "concreteType": "RechargeContract",
          "kind": "LinkedField",
          "name": "contract",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "companyName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "creditCode",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "RechargeContractInfo_contract"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "d04630f16c4a98a87ff00d3bb3625cf2";

export default node;
