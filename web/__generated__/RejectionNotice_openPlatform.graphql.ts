/**
 * @generated SignedSource<<7e1e626b996bab36ae6eec96364709a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RejectionNotice_openPlatform$data = {
  readonly application: {
    readonly reviewedAt: string | null | undefined;
  } | null | undefined;
  readonly rejectReason: string | null | undefined;
  readonly " $fragmentType": "RejectionNotice_openPlatform";
};
export type RejectionNotice_openPlatform$key = {
  readonly " $data"?: RejectionNotice_openPlatform$data;
  readonly " $fragmentSpreads": FragmentRefs<"RejectionNotice_openPlatform">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RejectionNotice_openPlatform",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpenPlatformApplication",
      "kind": "LinkedField",
      "name": "application",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OpenPlatform",
  "abstractKey": null
};

(node as any).hash = "c63d6f8bbd0a0bc0c9bd1de0fa5a631e";

export default node;
