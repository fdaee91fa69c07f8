// The buy-order figures of each item (buy_order_stats: the top price, the units wanted and the open
// buy orders), which the market pages read: recounted in the transaction of every change of an open
// buy order, just before it commits.
import { BuyOrderStatus, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlExecute } from '../../db/sql.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import { beforeCommit } from '../../db/transaction.ts';
import { stateList } from '../holding/holding.service.ts';
import { OPEN_BUY_ORDER_STATES } from './buyOrderStateMachine.ts';

type Tx = Prisma.TransactionClient;

const OPEN = stateList(OPEN_BUY_ORDER_STATES);

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
  await sqlExecute(
    tx,
    `INSERT INTO buy_order_stats (template_id)
     SELECT t.id FROM item_templates t WHERE t.id = ANY($1::int[]) ORDER BY t.id
     ON CONFLICT (template_id) DO UPDATE SET template_id = EXCLUDED.template_id`,
    [ordered],
  );
  await sqlExecute(
    tx,
    `UPDATE buy_order_stats s SET top_price_cents = f.top, quantity = f.quantity, orders = f.orders
     FROM (SELECT t.id, max(b.price_cents) AS top, coalesce(sum(b.quantity - b.filled_quantity), 0)::int AS quantity, count(b.id)::int AS orders
           FROM item_templates t LEFT JOIN buy_orders b ON b.template_id = t.id AND b.status IN (${OPEN})
           WHERE t.id = ANY($1::int[]) GROUP BY t.id) f
     WHERE s.template_id = f.id`,
    [ordered],
  );
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
