/**
 * @generated SignedSource<<72900e107e95aaa600e985e77722ab94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketFilters_catalogTags$data = {
  readonly collections: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CollectionSelect_collections">;
  }>;
  readonly exteriors: ReadonlyArray<{
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  }>;
  readonly qualities: ReadonlyArray<{
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  }>;
  readonly rarities: ReadonlyArray<{
    readonly group: string | null | undefined;
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
  }>;
  readonly types: ReadonlyArray<{
    readonly id: string;
    readonly label: {
      readonly en: string;
      readonly zh: string;
    };
    readonly subTypes: ReadonlyArray<{
      readonly id: string;
      readonly label: {
        readonly en: string;
        readonly zh: string;
      };
    }>;
  }>;
  readonly " $fragmentType": "MarketFilters_catalogTags";
};
export type MarketFilters_catalogTags$key = {
  readonly " $data"?: MarketFilters_catalogTags$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketFilters_catalogTags">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "label",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zh",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "en",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketFilters_catalogTags",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TypeTag",
      "kind": "LinkedField",
      "name": "types",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Tag",
          "kind": "LinkedField",
          "name": "subTypes",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "rarities",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "qualities",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "exteriors",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "collections",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CollectionSelect_collections"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CatalogTags",
  "abstractKey": null
};
})();

(node as any).hash = "3c34e578f0534264adafcdb223be4843";

export default node;
