// The tab GraphiQL opens with (development, or GRAPHIQL on): a few operations a newcomer can run at
// once. tests/api/graphiqlExamples.test.ts validates and runs them, so a schema change that breaks one
// fails the suite. The item's variable has a default, so the operation runs as it stands (GraphiQL
// ignores a default tab's variables).

/** An item whose listings the demo market always has. */
export const EXAMPLE_HASH_NAME = 'AK-47 | Redline (Field-Tested)';

export const GRAPHIQL_EXAMPLES = `# Examples. Run one: press the run button and
# pick it, or put the cursor in it: Ctrl-Enter.
# Docs (the book icon, top left): every type
# and field. Requests carry this browser's
# cookie: sign in on the site, and viewer is you.

# The market's first page: items on sale, their
# cheapest price in cents (yuan × 100)
query Market {
  market(first: 5) {
    totalCount
    edges {
      node {
        id
        hashName
        name { zh en }
        lowestPrice
        quantity
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}

# One item and its cheapest listings (another
# item: change the default, or set it in the
# Variables pane: {"hashName": "..."})
query ItemWithListings($hashName: String = "${EXAMPLE_HASH_NAME}") {
  marketItem(hashName: $hashName) {
    id
    name { zh en }
    referencePrice
    quantity
    listings(first: 5) {
      totalCount
      edges {
        node { id price floatValue paintSeed seller { nickname } }
      }
    }
  }
}

# The signed-in user and their latest purchases
# (viewer is null when signed out)
query MyOrders {
  viewer {
    nickname
    phone
    orders(direction: BUY, first: 5) {
      totalCount
      edges {
        node { orderNo statusText price createTime templateInfo { hashName } }
      }
    }
  }
}
`;
