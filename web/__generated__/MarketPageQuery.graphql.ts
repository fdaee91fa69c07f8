/**
 * @generated SignedSource<<692961c3986475d162228d85c5cf50eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketSort = "DEFAULT" | "PRICE_ASC" | "PRICE_DESC" | "%future added value";
export type MarketFilter = {
  exterior?: string | null | undefined;
  itemSet?: string | null | undefined;
  maxPrice?: string | null | undefined;
  minPrice?: string | null | undefined;
  quality?: string | null | undefined;
  rarity?: string | null | undefined;
  search?: string | null | undefined;
  subType?: string | null | undefined;
  tagType?: string | null | undefined;
};
export type MarketPageQuery$variables = {
  filter?: MarketFilter | null | undefined;
  first?: number | null | undefined;
  sort?: MarketSort | null | undefined;
};
export type MarketPageQuery$data = {
  readonly catalogTags: {
    readonly " $fragmentSpreads": FragmentRefs<"MarketFilters_catalogTags">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"MarketGrid_query">;
};
export type MarketPageQuery = {
  response: MarketPageQuery$data;
  variables: MarketPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v3 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
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
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "label",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = [
  (v4/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "color",
    "storageKey": null
  },
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MarketPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CatalogTags",
        "kind": "LinkedField",
        "name": "catalogTags",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarketFilters_catalogTags"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v3/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "MarketGrid_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MarketPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CatalogTags",
        "kind": "LinkedField",
        "name": "catalogTags",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TypeTag",
            "kind": "LinkedField",
            "name": "types",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Tag",
                "kind": "LinkedField",
                "name": "subTypes",
                "plural": true,
                "selections": (v7/*:: as any*/),
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "group",
                "storageKey": null
              },
              (v6/*:: as any*/)
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
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "exteriors",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "collections",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "MarketItemConnection",
        "kind": "LinkedField",
        "name": "market",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketItemEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MarketItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hashName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Label",
                    "kind": "LinkedField",
                    "name": "name",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "iconUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lowestPrice",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "salesCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rarityColor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "rarity",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "quality",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "exterior",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "filter",
          "sort"
        ],
        "handle": "connection",
        "key": "MarketGrid_market",
        "kind": "LinkedHandle",
        "name": "market"
      }
    ]
  },
  "params": {
    "cacheID": "99fcd9eb842f27ba745c3c50f20b936b",
    "id": null,
    "metadata": {},
    "name": "MarketPageQuery",
    "operationKind": "query",
    "text": "query MarketPageQuery(\n  $filter: MarketFilter\n  $sort: MarketSort\n  $first: Int\n) {\n  catalogTags {\n    ...MarketFilters_catalogTags\n  }\n  ...MarketGrid_query_1bvy9D\n}\n\nfragment CollectionSelect_collections on Tag {\n  id\n  label {\n    zh\n    en\n  }\n}\n\nfragment MarketFilters_catalogTags on CatalogTags {\n  types {\n    id\n    label {\n      zh\n      en\n    }\n    subTypes {\n      id\n      label {\n        zh\n        en\n      }\n    }\n  }\n  rarities {\n    id\n    group\n    label {\n      zh\n      en\n    }\n  }\n  qualities {\n    id\n    label {\n      zh\n      en\n    }\n  }\n  exteriors {\n    id\n    label {\n      zh\n      en\n    }\n  }\n  collections {\n    ...CollectionSelect_collections\n  }\n}\n\nfragment MarketGrid_query_1bvy9D on Query {\n  market(first: $first, filter: $filter, sort: $sort) {\n    totalCount\n    edges {\n      node {\n        id\n        ...MarketItemCard_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MarketItemCard_item on MarketItem {\n  hashName\n  name {\n    zh\n    en\n  }\n  iconUrl\n  lowestPrice\n  quantity\n  salesCount\n  rarityColor\n  rarity {\n    id\n    color\n    label {\n      zh\n      en\n    }\n  }\n  quality {\n    id\n    color\n    label {\n      zh\n      en\n    }\n  }\n  exterior {\n    id\n    color\n    label {\n      zh\n      en\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "af26be964bd8b08ed23e06cff7f3152b";

export default node;
