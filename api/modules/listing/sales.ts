// The trades, as the market's lists and the /information page count them: a trade is a listing in
// status SOLD with its sold_at (an order's payment marks its listing SOLD; an order that fails or is
// reversed puts it back and clears sold_at), so the SOLD listings are exactly the trades that stand,
// the demo market's history included. Every query is an aggregate over a bounded window of sold_at
// (index listings(status, sold_at)).
import { publicPrisma } from '../../db/replica.ts';
import { ListingStatus, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import { MARKET_UTC_OFFSET_MS } from '../../marketDay.ts';

const SOLD = sqlConstant(ListingStatus.SOLD);
/** The market day (days since 1970-01-01 in Asia/Shanghai, api/marketDay.ts) of sold_at, a timestamp holding UTC. */
const SOLD_DAY = Prisma.raw(`((sold_at + interval '${MARKET_UTC_OFFSET_MS / 1000} seconds')::date - DATE '1970-01-01')`);

/** A window of sold_at: from `start` (included) to `end` (excluded). */
export type SalesWindow = { start: Date; end: Date };

/** The items sold most since `since` (ties: the lower id), a page of their ids, and how many items sold at all. */
export async function bestSellingTemplates(since: Date, page: { offset: number; limit: number }): Promise<{ ids: number[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    publicPrisma(
      (prisma) => prisma.$queryRaw<{ id: number }[]>`
      SELECT template_id AS id FROM listings WHERE status = ${SOLD} AND sold_at >= ${since}
      GROUP BY template_id ORDER BY count(*) DESC, template_id
      OFFSET ${page.offset} LIMIT ${page.limit}`,
    ),
    publicPrisma(
      (prisma) => prisma.$queryRaw<{ total: number }[]>`
      SELECT count(DISTINCT template_id)::int AS total FROM listings WHERE status = ${SOLD} AND sold_at >= ${since}`,
    ),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

/** The items traded most since `since` on at least two days (ties: the lower id), at most `limit`. */
export async function mostTradedTemplates(since: Date, limit: number): Promise<number[]> {
  const rows = await publicPrisma(
    (prisma) => prisma.$queryRaw<{ id: number }[]>`
    SELECT template_id AS id FROM listings WHERE status = ${SOLD} AND sold_at >= ${since}
    GROUP BY template_id HAVING count(DISTINCT date_trunc('day', sold_at)) >= 2
    ORDER BY count(*) DESC, template_id LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Each item's trades per UTC day (YYYY-MM-DD) since `since`: the average price (rounded) and the volume, by item and day. */
export function dailySalesOf(templateIds: readonly number[], since: Date) {
  return publicPrisma(
    (prisma) => prisma.$queryRaw<{ templateId: number; day: string; average: number; volume: number }[]>`
    SELECT template_id AS "templateId", to_char(date_trunc('day', sold_at), 'YYYY-MM-DD') AS day,
           round(avg(price_cents))::int AS average, count(*)::int AS volume
    FROM listings
    WHERE status = ${SOLD} AND sold_at >= ${since} AND template_id = ANY(${[...templateIds]}::int[])
    GROUP BY template_id, day ORDER BY template_id, day`,
  );
}

/** Turnover and volume per market day of the window (the days with trades only). */
export function turnoverByMarketDay(window: SalesWindow) {
  return publicPrisma(
    (prisma) => prisma.$queryRaw<{ day: number; turnover: bigint; volume: number }[]>`
    SELECT ${SOLD_DAY} AS day, sum(price_cents)::bigint AS turnover, count(*)::int AS volume
    FROM listings WHERE status = ${SOLD} AND sold_at >= ${window.start} AND sold_at < ${window.end}
    GROUP BY 1`,
  );
}

/** How many distinct items were traded in the window. */
export async function tradedTemplateCount(window: SalesWindow): Promise<number> {
  const [{ count }] = await publicPrisma(
    (prisma) => prisma.$queryRaw<{ count: number }[]>`
    SELECT count(DISTINCT template_id)::int AS count FROM listings
    WHERE status = ${SOLD} AND sold_at >= ${window.start} AND sold_at < ${window.end}`,
  );
  return count;
}

/**
 * The average trade price per market day (not rounded) of the `size` items traded most in the window
 * (ties: the lower id): the price index's basket.
 */
export function basketAverages(window: SalesWindow, size: number) {
  return publicPrisma(
    (prisma) => prisma.$queryRaw<{ templateId: number; day: number; average: number }[]>`
    WITH basket AS (
      SELECT template_id FROM listings WHERE status = ${SOLD} AND sold_at >= ${window.start} AND sold_at < ${window.end}
      GROUP BY template_id ORDER BY count(*) DESC, template_id LIMIT ${size}
    )
    SELECT l.template_id AS "templateId", ${SOLD_DAY} AS day, avg(l.price_cents)::float8 AS average
    FROM listings l JOIN basket b ON b.template_id = l.template_id
    WHERE l.status = ${SOLD} AND l.sold_at >= ${window.start} AND l.sold_at < ${window.end}
    GROUP BY 1, 2`,
  );
}

export type PriceMoveRow = {
  templateId: number;
  current: number;
  previous: number;
  volume: number;
  previousVolume: number;
  change: number;
  direction: 'rise' | 'fall';
};

/**
 * The items whose average price moved most from the window [previousStart, currentStart) to
 * [currentStart, end), among those with `minTrades` trades in each: `limit` risers (largest rise
 * first) and `limit` fallers (largest fall first), ties on the lower id, ranked on the exact averages.
 */
export function priceMoves(previousStart: Date, currentStart: Date, end: Date, minTrades: number, limit: number) {
  return publicPrisma(
    (prisma) => prisma.$queryRaw<PriceMoveRow[]>`
    WITH windows AS (
      SELECT template_id,
             avg(price_cents) FILTER (WHERE sold_at >= ${currentStart}) AS current,
             avg(price_cents) FILTER (WHERE sold_at < ${currentStart}) AS previous,
             count(*) FILTER (WHERE sold_at >= ${currentStart})::int AS volume,
             count(*) FILTER (WHERE sold_at < ${currentStart})::int AS previous_volume
      FROM listings
      WHERE status = ${SOLD} AND sold_at >= ${previousStart} AND sold_at < ${end}
      GROUP BY template_id
    ), ranked AS (
      SELECT template_id, current, previous, volume, previous_volume, (current - previous) / previous AS change
      FROM windows WHERE volume >= ${minTrades} AND previous_volume >= ${minTrades} AND previous > 0
    )
    (SELECT template_id AS "templateId", current::float8, previous::float8, volume, previous_volume AS "previousVolume",
            change::float8, 'rise' AS direction
     FROM ranked WHERE change > 0 ORDER BY change DESC, template_id LIMIT ${limit})
    UNION ALL
    (SELECT template_id, current::float8, previous::float8, volume, previous_volume, change::float8, 'fall'
     FROM ranked WHERE change < 0 ORDER BY change ASC, template_id LIMIT ${limit})`,
  );
}
