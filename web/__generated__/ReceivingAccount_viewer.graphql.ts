/**
 * @generated SignedSource<<8462271ee1c128dce53dd3f34fe22a68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReceivingAccount_viewer$data = {
  readonly steamAccounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly accountName: string;
        readonly id: string;
        readonly status: SteamAccountStatus;
        readonly steamId: string;
        readonly tradeLink: string | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "ReceivingAccount_viewer";
};
export type ReceivingAccount_viewer$key = {
  readonly " $data"?: ReceivingAccount_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceivingAccount_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReceivingAccount_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "SteamAccountConnection",
      "kind": "LinkedField",
      "name": "steamAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SteamAccountEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SteamAccount",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "accountName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "steamId",
                  "storageKey": null
                },
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
                  "name": "tradeLink",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "steamAccounts(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e156da0511fc4f9ebec23ccd2475eff1";

export default node;
