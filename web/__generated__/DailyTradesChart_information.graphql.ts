/**
 * @generated SignedSource<<0b0bb5aaaa2db36b26957a5d841125a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DailyTradesChart_information$data = {
  readonly daily: ReadonlyArray<{
    readonly day: string;
    readonly turnover: number;
    readonly volume: number;
  }>;
  readonly from: string;
  readonly summary: {
    readonly turnover: number;
    readonly volume: number;
  };
  readonly to: string;
  readonly " $fragmentType": "DailyTradesChart_information";
};
export type DailyTradesChart_information$key = {
  readonly " $data"?: DailyTradesChart_information$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyTradesChart_information">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "turnover",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "volume",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyTradesChart_information",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "from",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketInformationSummary",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarketDailyTrades",
      "kind": "LinkedField",
      "name": "daily",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "MarketInformation",
  "abstractKey": null
};
})();

(node as any).hash = "649df77b7c5ff3555fb8dd0c2af1a9d4";

export default node;
