/**
 * @generated SignedSource<<3bbc78c5c915b0465b56912f988223c4>>
 * @relayHash 08d7a5738b41b8b688b051b21672407d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fce3e332bd2047097a1386ea85ea0ac6aff64bc243d20bc67a471ae4bedf6f7f

import { ConcreteRequest } from 'relay-runtime';
export type SetBargainTermsInput = {
  enabled: boolean;
  listingId: string;
  minPrice?: number | null | undefined;
};
export type useSetBargainTermsMutation$variables = {
  input: SetBargainTermsInput;
};
export type useSetBargainTermsMutation$data = {
  readonly setBargainTerms: {
    readonly __typename: string;
    readonly code?: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly terms?: {
      readonly enabled: boolean;
      readonly floor: number;
      readonly minPrice: number | null | undefined;
    };
  };
};
export type useSetBargainTermsMutation = {
  response: useSetBargainTermsMutation$data;
  variables: useSetBargainTermsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setBargainTerms",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BargainTerms",
            "kind": "LinkedField",
            "name": "terms",
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
                "name": "minPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "floor",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetBargainTermsPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetBargainTermsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetBargainTermsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fce3e332bd2047097a1386ea85ea0ac6aff64bc243d20bc67a471ae4bedf6f7f",
    "metadata": {},
    "name": "useSetBargainTermsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5a591a5493fa6a48bbb58399b849eaf5";

export default node;
