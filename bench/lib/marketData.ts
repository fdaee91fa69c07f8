// The benchmark's market: the real catalogue plus a million ON_SALE listings with a long tail,
// generated with set-based SQL so that the first run takes a minute or two rather than an hour.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { refreshMarketStats } from '../../api/modules/market/market.service.ts';
import { importCatalog } from '../../prisma/seed/importCatalog.ts';
import { sized } from './smoke.ts';

/** A million listings; a smoke run (bench/lib/smoke.ts) makes 20,000. */
export const TARGET_LISTINGS = sized(1_000_000, 20_000);
/** Items with at least one listing; the rest of the catalogue has none, as on a real market (2,000 in a smoke run). */
export const LISTED_ITEMS = sized(15_000, 2_000);
export const BENCH_SELLERS = 5_000;
/** Bench sellers' ids share this prefix, so a regeneration removes exactly them. */
const SELLER_ID_PREFIX = '00000000-0000-4000-be00-';

/** Zipf–Mandelbrot weights: quantity(rank) ∝ 1 / (rank + SHIFT)^EXPONENT, at least 1 each. */
const ZIPF_EXPONENT = 1.2;
const ZIPF_SHIFT = 20;

/** How likely an item of a type is to be on sale at all: weapon skins nearly always, stickers and the rest less. */
const LISTING_PROBABILITY_SQL = `CASE
    WHEN tag_type IN ('rifle', 'pistol', 'smg', 'shotgun', 'machinegun', 'knife', 'gloves', 'agent') THEN 0.8
    WHEN tag_type = 'sticker' THEN 0.15
    ELSE 0.1 END`;

/** A deterministic number in [0, 1) from a text, so the same catalogue always gives the same market. */
const unit = (text: string) => `(('x' || substr(md5(${text}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

export type SetupStep = { step: string; ms: number; note?: string };
export type SetupReport = {
  steps: SetupStep[];
  totalMs: number;
  generated: boolean;
  templates: number;
  listedItems: number;
  listings: number;
  /** Listings per listed item: the most, the 90th percentile, the median, the fewest. */
  perItem: { max: number; p90: number; median: number; min: number };
};

/** Listing counts per popularity rank, summing exactly to `total`. */
export function zipfQuantities(items: number, total: number, exponent = ZIPF_EXPONENT, shift = ZIPF_SHIFT): number[] {
  if (total < items) throw new Error(`cannot give ${items} items a listing each out of ${total}`);
  const weights = Array.from({ length: items }, (_, index) => 1 / (index + 1 + shift) ** exponent);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const extra = total - items;
  const quantities = weights.map((weight) => 1 + Math.floor((extra * weight) / weightSum));
  let remainder = total - quantities.reduce((sum, quantity) => sum + quantity, 0);
  for (let index = 0; remainder > 0; index = (index + 1) % items, remainder -= 1) quantities[index] += 1;
  return quantities;
}

async function timed<T>(steps: SetupStep[], step: string, work: () => Promise<T>, note?: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await work();
  steps.push({ step, ms: performance.now() - started, note: note?.(result) });
  return result;
}

async function marketState(client: pg.Client, templates: number): Promise<{ onSale: number; statsConsistent: boolean }> {
  const { rows } = await client.query<{ on_sale: number; stats_rows: number; stats_quantity: number }>(`
    SELECT (SELECT count(*)::int FROM listings WHERE status = 'ON_SALE') AS on_sale,
           (SELECT count(*)::int FROM market_stats) AS stats_rows,
           (SELECT coalesce(sum(quantity), 0)::int FROM market_stats) AS stats_quantity`);
  const row = rows[0];
  return { onSale: row.on_sale, statsConsistent: row.stats_rows === templates && row.stats_quantity === row.on_sale };
}

async function generateListings(client: pg.Client): Promise<{ listedItems: number }> {
  await client.query('BEGIN');
  try {
    await client.query('TRUNCATE listings, market_stats CASCADE');
    await client.query(`DELETE FROM users WHERE id LIKE '${SELLER_ID_PREFIX}%'`);
    await client.query(
      `INSERT INTO users (id, nickname, avatar_url, is_robot, created_at)
       SELECT $1 || lpad(n::text, 12, '0'),
              CASE WHEN n % 20 = 0 THEN '自动发货' || n ELSE 'seller-' || n END,
              NULL, n % 20 = 0, now() - make_interval(days => n % 700)
       FROM generate_series(1, $2::int) AS n`,
      [SELLER_ID_PREFIX, BENCH_SELLERS],
    );

    // The items on sale: a weighted, deterministic sample of the catalogue, then a popularity rank.
    const { rows: listed } = await client.query<{ id: number }>(
      `SELECT id FROM (
         SELECT id, hash_name FROM item_templates
         ORDER BY ${unit(`'listed:' || hash_name`)} / ${LISTING_PROBABILITY_SQL}, id
         LIMIT $1
       ) AS sample
       ORDER BY ${unit(`'rank:' || hash_name`)}, id`,
      [LISTED_ITEMS],
    );
    const quantities = zipfQuantities(listed.length, TARGET_LISTINGS);

    // One statement: every item's quantity expands through generate_series into its listings.
    // Prices spread above the reference price, so the lowest price of a popular item sits near 0.85x.
    await client.query(`SELECT setseed(0.4242)`);
    await client.query(
      `INSERT INTO listings (id, template_id, seller_id, price_cents, float_value, paint_seed, stickers,
                             auto_delivery, status, created_at, updated_at)
       SELECT gen_random_uuid()::text,
              t.id,
              $3 || lpad((1 + (hashint4(t.id * 7919 + n) & 2147483647) % $4)::text, 12, '0'),
              greatest(1, round(t.reference_price_cents * (0.85 + 0.6 * power(random(), 2))))::int,
              CASE WHEN t.min_float IS NULL THEN NULL ELSE t.min_float + (t.max_float - t.min_float) * random() END,
              CASE WHEN t.min_float IS NULL THEN NULL ELSE floor(random() * 1000)::int END,
              CASE WHEN t.min_float IS NOT NULL AND random() < 0.08
                   THEN jsonb_build_array(jsonb_build_object('hashName', 'Sticker | Crown (Foil)', 'nameEn', 'Sticker | Crown (Foil)',
                        'nameZh', '印花 | 皇冠（闪亮）', 'slot', 0, 'wear', round(random()::numeric, 3), 'iconUrl', NULL))
                   ELSE '[]'::jsonb END,
              random() < 0.3,
              'ON_SALE',
              created,
              created
       FROM unnest($1::int[], $2::int[]) AS plan(template_id, quantity)
       JOIN item_templates t ON t.id = plan.template_id
       CROSS JOIN LATERAL generate_series(1, plan.quantity) AS n
       CROSS JOIN LATERAL (SELECT (now() - random() * interval '120 days')::timestamp(3) AS created) AS c`,
      [listed.map((row) => row.id), quantities, SELLER_ID_PREFIX, BENCH_SELLERS],
    );
    await client.query('COMMIT');
    return { listedItems: listed.length };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

const MAX_VACUUM_PASSES = 3;

/**
 * Vacuums and analyses the tables a market page reads, and vacuums market_stats again while its
 * visibility map still leaves pages out (pg_class.relallvisible below relpages): right after the
 * refresh rewrote every row, the first pass leaves about half of the pages unmarked on PostgreSQL
 * 15 (seen on a fresh database: 208 of 444), and page 500 then reads the table beside its index.
 */
async function vacuumMarketTables(client: pg.Client): Promise<{ allVisible: number; total: number; passes: number }> {
  await client.query('VACUUM (ANALYZE) market_stats, item_templates, collections');
  for (let passes = 1; ; passes += 1) {
    const { rows } = await client.query<{ all_visible: number; total: number }>(
      "SELECT relallvisible AS all_visible, relpages AS total FROM pg_class WHERE oid = 'market_stats'::regclass",
    );
    const { all_visible: allVisible, total } = rows[0];
    if (allVisible >= total || passes >= MAX_VACUUM_PASSES) return { allVisible, total, passes };
    await client.query('VACUUM market_stats');
  }
}

/**
 * Migrations are applied by the caller. Imports the catalogue, makes sure there are exactly
 * TARGET_LISTINGS listings (reusing them when they are there), recomputes market_stats and analyses.
 */
export async function prepareMarket(prisma: PrismaClient, client: pg.Client, log: (line: string) => void): Promise<SetupReport> {
  const started = performance.now();
  const steps: SetupStep[] = [];
  const imported = await timed(
    steps,
    'import catalogue',
    () => importCatalog(prisma),
    (result) => `${result.templates} items, ${result.templatesWritten} written`,
  );
  const state = await marketState(client, imported.templates);
  let generated = false;
  let statsConsistent = state.statsConsistent;
  if (state.onSale !== TARGET_LISTINGS) {
    log(`generating ${TARGET_LISTINGS.toLocaleString('en')} listings (found ${state.onSale.toLocaleString('en')}) ...`);
    await client.query('SET synchronous_commit = off');
    await client.query(`SET maintenance_work_mem = '256MB'`);
    await timed(
      steps,
      'generate listings',
      () => generateListings(client),
      (result) => `${TARGET_LISTINGS.toLocaleString('en')} over ${result.listedItems.toLocaleString('en')} items`,
    );
    generated = true;
    statsConsistent = false;
  }
  if (!statsConsistent || imported.templatesWritten > 0) {
    const ids = (await prisma.itemTemplate.findMany({ select: { id: true } })).map((row) => row.id);
    await timed(
      steps,
      'refresh market_stats',
      () => refreshMarketStats(prisma, ids),
      () => `${ids.length.toLocaleString('en')} items, one transaction`,
    );
    await timed(steps, 'ANALYZE', () => client.query('ANALYZE'));
  }
  // What autovacuum does on a server with default settings shortly after a bulk load: the statistics
  // and the visibility map of the tables a market page reads, without which an index-only scan of a
  // partial index must visit the table for every entry (and the planner sorts instead). Some servers
  // run with autovacuum off (this machine's does), so every run does it; it costs little once done.
  const { rows: autovacuum } = await client.query<{ autovacuum: string }>('SHOW autovacuum');
  const visibility = await timed(
    steps,
    'VACUUM (ANALYZE) market tables',
    () => vacuumMarketTables(client),
    (pages) =>
      `market_stats, item_templates, collections (autovacuum ${autovacuum[0].autovacuum} on this server); ` +
      `market_stats: ${pages.allVisible} of ${pages.total} pages all-visible after ${pages.passes} pass(es)`,
  );
  if (visibility.allVisible < visibility.total) {
    log(
      `warning: ${visibility.total - visibility.allVisible} of market_stats' ${visibility.total} pages are not all-visible; index-only scans will visit them`,
    );
  }
  const { rows } = await client.query<{ listed: number; listings: number; max: number; p90: number; median: number; min: number }>(
    `SELECT count(*)::int AS listed, coalesce(sum(quantity), 0)::int AS listings, max(quantity) AS max, min(quantity) AS min,
            percentile_disc(0.9) WITHIN GROUP (ORDER BY quantity) AS p90, percentile_disc(0.5) WITHIN GROUP (ORDER BY quantity) AS median
     FROM market_stats WHERE quantity > 0`,
  );
  const figures = rows[0];
  if (figures.listings !== TARGET_LISTINGS) {
    throw new Error(`market_stats counts ${figures.listings} listings on sale, expected ${TARGET_LISTINGS}`);
  }
  return {
    steps,
    totalMs: performance.now() - started,
    generated,
    templates: imported.templates,
    listedItems: figures.listed,
    listings: figures.listings,
    perItem: { max: figures.max, p90: figures.p90, median: figures.median, min: figures.min },
  };
}
