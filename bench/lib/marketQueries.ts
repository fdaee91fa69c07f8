// One market page three ways: hand-written SQL through `pg`, GET /web/market, and the GraphQL
// `market` connection. Each returns the page's items in order and the total, for the equality check.
//
// The HTTP ways use undici's `request` over a kept-alive connection, as load tools do: Node's
// `fetch` (undici again, behind the WHATWG streams and Response objects) spent about 0.4 ms more per
// request in this process, which shares its thread with the server and would be counted as the
// server's.
import type pg from 'pg';
import { request } from 'undici';

export type MarketCase = {
  label: string;
  /** REST filter parameters (prices in yuan, as a client sends them). */
  tagType?: string;
  minPrice: string;
  maxPrice: string;
  page: number;
  limit: number;
};

export type PageItem = { hashName: string; price: number | null };
export type PageResult = { items: PageItem[]; total: number };

function yuanToCents(yuan: string): number {
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export function offsetOf(marketCase: MarketCase): number {
  return (marketCase.page - 1) * marketCase.limit;
}

/**
 * The page as a developer would write it by hand on today's schema: filter and order on
 * market_stats (the item table joined only when a tag is filtered), sort just the keys, then fetch
 * the columns the REST list shows (item, collection, market figures, the best buy order) for the 20 rows of the page
 * (a "deferred join"); the total is an uncorrelated scalar subquery (an InitPlan, run once). One
 * statement, one round trip. Same rows, order (lowest price, then item id) and total as the API.
 */
export function rawMarketSql(marketCase: MarketCase): { text: string; values: unknown[] } {
  const values: unknown[] = [yuanToCents(marketCase.minPrice), yuanToCents(marketCase.maxPrice)];
  let from = 'market_stats s';
  let where = 's.quantity > 0 AND s.lowest_price_cents BETWEEN $1 AND $2';
  if (marketCase.tagType) {
    values.push(marketCase.tagType);
    from += ' JOIN item_templates f ON f.id = s.template_id';
    where += ` AND f.tag_type = $${values.length}`;
  }
  values.push(offsetOf(marketCase), marketCase.limit);
  const text = `
    WITH page AS (
      SELECT s.template_id, s.lowest_price_cents, s.quantity, s.sales_count, s.auto_delivery_quantity
      FROM ${from}
      WHERE ${where}
      ORDER BY s.lowest_price_cents, s.template_id
      OFFSET $${values.length - 1} LIMIT $${values.length}
    )
    SELECT t.id, t.hash_name, t.name_zh, t.name_en, t.icon_url, t.rarity, t.quality, t.exterior, t.tag_type, t.sub_type,
           t.reference_price_cents, c.id AS collection_id, c.name_zh AS collection_name_zh, c.name_en AS collection_name_en,
           p.lowest_price_cents, p.quantity, p.sales_count, p.auto_delivery_quantity, b.top_price_cents, b.quantity AS buy_order_quantity,
           (SELECT count(*)::int FROM ${from} WHERE ${where}) AS total
    FROM page p
    JOIN item_templates t ON t.id = p.template_id
    LEFT JOIN collections c ON c.id = t.collection_id
    LEFT JOIN buy_order_stats b ON b.template_id = p.template_id
    ORDER BY p.lowest_price_cents, p.template_id`;
  return { text, values };
}

type RawRow = { hash_name: string; lowest_price_cents: number | null; total: number };

export async function rawMarketPage(client: pg.Client, marketCase: MarketCase): Promise<PageResult> {
  const { text, values } = rawMarketSql(marketCase);
  const { rows } = await client.query<RawRow>(text, values);
  return { items: rows.map((row) => ({ hashName: row.hash_name, price: row.lowest_price_cents })), total: rows[0]?.total ?? 0 };
}

export function restMarketPath(marketCase: MarketCase): string {
  const params = new URLSearchParams({
    ...(marketCase.tagType ? { tagType: marketCase.tagType } : {}),
    minPrice: marketCase.minPrice,
    maxPrice: marketCase.maxPrice,
    sort: '1',
    page: String(marketCase.page),
    limit: String(marketCase.limit),
  });
  return `/web/market?${params}`;
}

type RestBody = { code: number; msg: string; data: { list: { hashName: string; price: number | null }[]; total: number } | null };

export async function restMarketPage(baseUrl: string, marketCase: MarketCase): Promise<PageResult> {
  const response = await request(baseUrl + restMarketPath(marketCase), { headers: { 'accept-language': 'zh' } });
  const body = (await response.body.json()) as RestBody;
  if (response.statusCode !== 200 || body.code !== 0 || !body.data) {
    throw new Error(`REST ${restMarketPath(marketCase)} answered ${response.statusCode}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return { items: body.data.list.map((item) => ({ hashName: item.hashName, price: item.price })), total: body.data.total };
}

/** What a market card and the grid's pager need. */
export const MARKET_CARD_QUERY = /* GraphQL */ `
  query BenchMarket($filter: MarketFilter, $sort: MarketSort, $first: Int, $after: String) {
    market(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          hashName
          name { zh en }
          iconUrl
          lowestPrice
          quantity
          salesCount
          rarityColor
          rarity { id label { zh } }
          quality { id }
          exterior { id }
        }
      }
    }
  }
`;

const graphqlFilter = (marketCase: MarketCase) => ({
  ...(marketCase.tagType ? { tagType: marketCase.tagType } : {}),
  minPrice: marketCase.minPrice,
  maxPrice: marketCase.maxPrice,
});

/** The variables of page 1 of the case (the web client's MarketPageQuery takes them too). */
export function graphqlVariables(marketCase: MarketCase) {
  // the market page in its sale mode, as the web client's MarketPageQuery asks it
  return { filter: graphqlFilter(marketCase), sort: 'PRICE_ASC', first: marketCase.limit, mode: 'SALE', lease: false };
}

/**
 * The `after` cursor a client paging forward holds when it asks for the case's page: the end cursor
 * of the page before it (a keyset position), read once by its page number. Undefined for page 1.
 */
export async function graphqlCursorBefore(baseUrl: string, marketCase: MarketCase): Promise<string | undefined> {
  if (marketCase.page === 1) return undefined;
  const response = await request(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      query:
        'query ($filter: MarketFilter, $sort: MarketSort, $first: Int, $page: Int) { market(filter: $filter, sort: $sort, first: $first, page: $page) { pageInfo { endCursor } } }',
      variables: { ...graphqlVariables(marketCase), page: marketCase.page - 1 },
    }),
  });
  const body = (await response.body.json()) as { data?: { market: { pageInfo: { endCursor: string | null } } }; errors?: unknown[] };
  const cursor = body.data?.market.pageInfo.endCursor;
  if (!cursor) throw new Error(`GraphQL gave no end cursor for page ${marketCase.page - 1}: ${JSON.stringify(body).slice(0, 300)}`);
  return cursor;
}

type GraphQLBody = {
  data?: { market: { totalCount: number; edges: { node: { hashName: string; lowestPrice: number | null } }[] } };
  errors?: { message: string }[];
};

/** The case's page by GraphQL: page 1, or the page after the `after` cursor (graphqlCursorBefore). */
export async function graphqlMarketPage(baseUrl: string, marketCase: MarketCase, after?: string): Promise<PageResult> {
  const response = await request(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'zh' },
    body: JSON.stringify({ query: MARKET_CARD_QUERY, variables: { ...graphqlVariables(marketCase), ...(after ? { after } : {}) } }),
  });
  const body = (await response.body.json()) as GraphQLBody;
  if (response.statusCode !== 200 || body.errors?.length || !body.data) {
    throw new Error(`GraphQL market answered ${response.statusCode}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return {
    items: body.data.market.edges.map(({ node }) => ({ hashName: node.hashName, price: node.lowestPrice })),
    total: body.data.market.totalCount,
  };
}
