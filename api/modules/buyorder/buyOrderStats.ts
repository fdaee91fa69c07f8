// The buy-order figures of each item (buy_order_stats: the top price, the units wanted and the open
// buy orders), which the market pages read: recounted in the transaction of every change of an open
// buy order, just before it commits.
import { BuyOrderStatus, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstant, sqlConstants } from '../../db/sqlConstants.ts';
import { beforeCommit } from '../../db/transaction.ts';
import { OPEN_BUY_ORDER_STATES } from './buyOrderStateMachine.ts';

type Tx = Prisma.TransactionClient;

/**
 * Recounts the open buy orders' figures of these items (buy_order_stats), just before the caller's
 * transaction commits: the rows are locked in id order first, so two transactions changing buy orders
 * of one item recount one after the other and the later sees the earlier's change.
 */
export async function refreshBuyOrderStats(tx: Tx, templateIds: readonly number[]): Promise<void> {
  if (templateIds.length === 0) return;
  const pending = pendingStats.get(tx);
  if (pending) {
    for (const id of templateIds) pending.add(id);
    return;
  }
  const deferred = beforeCommit(tx, 'buyOrderStats', async (inner) => {
    const ids = pendingStats.get(inner) ?? new Set<number>();
    pendingStats.delete(inner);
    await recountBuyOrderStats(inner, [...ids]);
  });
  if (deferred) {
    pendingStats.set(tx, new Set(templateIds));
    return;
  }
  await recountBuyOrderStats(tx, templateIds);
}

const pendingStats = new WeakMap<Tx, Set<number>>();

async function recountBuyOrderStats(tx: Tx, templateIds: readonly number[]): Promise<void> {
  const ordered = [...new Set(templateIds)].sort((a, b) => a - b);
  if (ordered.length === 0) return;
  // the ids are of buy orders' items (their foreign key): each has its row here, recounted as a set
  await tx.$executeRaw`
    INSERT INTO buy_order_stats (template_id)
    SELECT t.id FROM unnest(${ordered}::int[]) AS t(id) ORDER BY t.id
    ON CONFLICT (template_id) DO UPDATE SET template_id = EXCLUDED.template_id`;
  await tx.$executeRaw`
    UPDATE buy_order_stats s SET top_price_cents = f.top, quantity = f.quantity, orders = f.orders
    FROM (SELECT t.id, max(b.price_cents) AS top, coalesce(sum(b.quantity - b.filled_quantity), 0)::int AS quantity, count(b.id)::int AS orders
          FROM unnest(${ordered}::int[]) AS t(id) LEFT JOIN buy_orders b ON b.template_id = t.id AND b.status IN (${sqlConstants(OPEN_BUY_ORDER_STATES)})
          GROUP BY t.id) f
    WHERE s.template_id = f.id`;
}

/** The top price of the open buy orders of each of these items, by item id, read with `client`; an item none wants is left out. */
export async function topBuyOrderPrices(client: Tx, templateIds: readonly number[]): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map();
  const stats = await client.buyOrderStats.findMany({
    where: { templateId: { in: [...new Set(templateIds)] }, topPriceCents: { not: null } },
    select: { templateId: true, topPriceCents: true },
  });
  return new Map(stats.flatMap((row) => (row.topPriceCents === null ? [] : [[row.templateId, row.topPriceCents] as const])));
}

/** The buy order figures of template `templateId` LEFT JOINed as `b` (top_price_cents, quantity): the market page's join. */
export function buyOrderStatsJoin(templateId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`LEFT JOIN buy_order_stats b ON b.template_id = ${templateId}`;
}

/**
 * The best open buy order of template `templateId` at `now` (price_cents, quantity, filled_quantity),
 * one row or none, from the partial index buy_orders_open_by_price: the price list's LATERAL join.
 */
export function bestOpenBuyOrderSql(templateId: Prisma.Sql, now: Date): Prisma.Sql {
  return Prisma.sql`SELECT o.price_cents, o.quantity, o.filled_quantity FROM buy_orders o
      WHERE o.template_id = ${templateId} AND o.status = ${sqlConstant(BuyOrderStatus.OPEN)} AND o.expires_at > ${now}::timestamp
      ORDER BY o.price_cents DESC, o.created_at, o.id LIMIT 1`;
}
