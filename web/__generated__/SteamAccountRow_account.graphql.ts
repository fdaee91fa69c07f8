/**
 * @generated SignedSource<<020322746959ffc2734761be87caced6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SteamAccountStatus = "ABNORMAL" | "NORMAL" | "NOT_SELLABLE" | "%future added value";
export type SteamAccountType = "ORDINARY" | "ROBOT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SteamAccountRow_account$data = {
  readonly accountName: string;
  readonly id: string;
  readonly inventoryRefreshedAt: string | null | undefined;
  readonly itemCount: number;
  readonly status: SteamAccountStatus;
  readonly statusReason: string | null | undefined;
  readonly steamId: string;
  readonly tokenExpiresAt: string | null | undefined;
  readonly tokenRefreshedAt: string | null | undefined;
  readonly tradeLink: string | null | undefined;
  readonly type: SteamAccountType;
  readonly " $fragmentType": "SteamAccountRow_account";
};
export type SteamAccountRow_account$key = {
  readonly " $data"?: SteamAccountRow_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"SteamAccountRow_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SteamAccountRow_account",
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
      "name": "statusReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradeLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tokenExpiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tokenRefreshedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inventoryRefreshedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    }
  ],
  "type": "SteamAccount",
  "abstractKey": null
};

(node as any).hash = "dd3c70355745ca50d36658f0fa53f41f";

export default node;
