/**
 * @generated SignedSource<<92679f3746aaa713fb11155a44c73bf3>>
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
    readonly demoCreditCode: string | null | undefined;
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
          "kind": "ScalarField",
          "name": "demoCreditCode",
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

(node as any).hash = "bf6a08e240fe3e8cf3edc2b056ac3320";

export default node;
