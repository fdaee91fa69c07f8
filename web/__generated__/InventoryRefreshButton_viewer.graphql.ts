/**
 * @generated SignedSource<<916d29ea418e9615670859ca0262a835>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InventoryRefreshStatus = "FAILED" | "RUNNING" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InventoryRefreshButton_viewer$data = {
  readonly id: string;
  readonly inventoryRefresh: {
    readonly accountsDone: number;
    readonly accountsTotal: number;
    readonly id: string;
    readonly itemsFound: number;
    readonly progressPercent: number;
    readonly status: InventoryRefreshStatus;
  } | null | undefined;
  readonly " $fragmentType": "InventoryRefreshButton_viewer";
};
export type InventoryRefreshButton_viewer$key = {
  readonly " $data"?: InventoryRefreshButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryRefreshButton_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InventoryRefreshButton_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "InventoryRefresh",
      "kind": "LinkedField",
      "name": "inventoryRefresh",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "progressPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemsFound",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountsDone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountsTotal",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "f99ba525e2e21ccd64328d5f024fca2b";

export default node;
