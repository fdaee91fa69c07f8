// The tab GraphiQL opens with (development, or GRAPHIQL on): a few operations a newcomer can run at
// once. tests/api/graphiqlExamples.test.ts validates and runs them, so a schema change that breaks one
// fails the suite.

/** An item whose listings the demo market always has. */
export const EXAMPLE_HASH_NAME = 'AK-47 | Redline (Field-Tested)';

export const GRAPHIQL_EXAMPLES = `# Examples: put the cursor in an operation and press the run button (or Ctrl-Enter).
# The docs explorer (the book icon) lists every type and field. Requests carry this
# browser's session cookie: sign in on the site, and viewer answers you.

# The market's first page: items on sale, cheapest listing price in cents (yuan × 100)
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

# One item and its cheapest listings ($hashName is in the variables pane below)
query ItemWithListings($hashName: String!) {
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

# The signed-in user and their latest purchases (viewer is null when signed out)
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

export const GRAPHIQL_EXAMPLE_VARIABLES = JSON.stringify({ hashName: EXAMPLE_HASH_NAME }, null, 2);
