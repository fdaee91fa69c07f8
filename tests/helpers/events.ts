// The event log's promise, checked over the whole database: every committed change of the kinds the
// log records has its event, and no event stands for a change that did not commit. Used by
// tests/api/events.test.ts and after every run of the order system's model test.
import { db } from '../../api/db/client.ts';
import { Prisma } from '../../api/db/generated/prisma/client.ts';
import type { EventType } from '../../api/modules/events/events.service.ts';

export type MissingEvents = { change: string; changes: number; events: number }[];

/**
 * Compares each kind of change with its events: an order's history rows with its order.transitioned
 * events, each user account's ledger entries with its wallet.transfer events, each user's messages
 * with their message.created events. Answers the differences (none when the log is whole). With
 * `userIds`, only the changes of those users and of their orders (a model run checks its own users:
 * the log's retention may have purged the events of runs long before on the run's clock).
 */
export async function changesWithoutTheirEvents(userIds?: string[]): Promise<MissingEvents> {
  const orderOf = userIds
    ? Prisma.sql`WHERE order_id IN (SELECT id FROM orders WHERE buyer_id = ANY(${userIds}::text[]) OR seller_id = ANY(${userIds}::text[]))`
    : Prisma.empty;
  const accountOf = userIds ? Prisma.sql`AND a.user_id = ANY(${userIds}::text[])` : Prisma.empty;
  const messageOf = userIds ? Prisma.sql`WHERE user_id = ANY(${userIds}::text[])` : Prisma.empty;
  const rows = await db().$queryRaw<{ change: string; key: string; changes: number; events: number }[]>`
    WITH orders AS (
      SELECT 'order history' AS change, h.order_id AS key, h.n AS changes, coalesce(e.n, 0) AS events
      FROM (SELECT order_id, count(*)::int AS n FROM order_events ${orderOf} GROUP BY 1) h
      LEFT JOIN (SELECT aggregate_id, count(*)::int AS n FROM events WHERE type = 'order.transitioned' GROUP BY 1) e ON e.aggregate_id = h.order_id
    ), wallets AS (
      SELECT 'ledger entries' AS change, x.key, x.n AS changes, coalesce(e.n, 0) AS events
      FROM (SELECT a.user_id || ':' || a.kind::text AS key, a.user_id, a.kind::text AS kind, count(*)::int AS n
            FROM ledger_entries le JOIN ledger_accounts a ON a.id = le.account_id
            WHERE a.user_id IS NOT NULL ${accountOf} GROUP BY a.user_id, a.kind) x
      LEFT JOIN (SELECT aggregate_id, payload->>'account' AS kind, count(*)::int AS n FROM events WHERE type = 'wallet.transfer' GROUP BY 1, 2) e
        ON e.aggregate_id = x.user_id AND e.kind = x.kind
    ), messages AS (
      SELECT 'messages' AS change, m.user_id AS key, m.n AS changes, coalesce(e.n, 0) AS events
      FROM (SELECT user_id, count(*)::int AS n FROM messages ${messageOf} GROUP BY 1) m
      LEFT JOIN (SELECT aggregate_id, count(*)::int AS n FROM events WHERE type = 'message.created' GROUP BY 1) e ON e.aggregate_id = m.user_id
    )
    SELECT * FROM orders WHERE changes <> events
    UNION ALL SELECT * FROM wallets WHERE changes <> events
    UNION ALL SELECT * FROM messages WHERE changes <> events
    LIMIT 20`;
  return rows.map((row) => ({ change: `${row.change} of ${row.key}`, changes: row.changes, events: row.events }));
}

/** The events of one type an aggregate has, in its sequence. */
export function eventsOf(type: EventType, aggregateId: string) {
  return db().event.findMany({
    where: { type, aggregateId },
    orderBy: { aggregateSeq: 'asc' },
    select: { id: true, type: true, aggregateSeq: true, audienceUserIds: true, payload: true, occurredAt: true },
  });
}
