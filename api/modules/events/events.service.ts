// The event log (docs/architecture.md "The event log"): every state change appends its event in
// the transaction that makes the change, so a rolled-back change leaves no event and a committed one
// always has its event. Subscriptions, partner callbacks, the partner replay API and cache
// invalidation read it; nothing else announces a change.
//
// An event has a global id (increasing in the order events were appended), a type, the aggregate it
// belongs to with that aggregate's own sequence number (1, 2, 3, … kept in event_streams under the
// row's lock, so two transactions changing one aggregate number their events one after the other),
// the users who may see it, a payload without secrets, and the time it happened (the app's clock).
//
// Readers take events in (tx_id, id) order, and only those of transactions older than the oldest
// one still running (`pg_snapshot_xmin`): an id is taken when a row is inserted, not when it commits,
// so a reader going by id alone would skip an event whose transaction commits after a later id's.
import { currentRequestId, outsideAnyRequest } from '../../logging/requestContext.ts';
import { db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { PURGE_DEFAULTS, type PurgeLimits, type PurgeResult, purgeInBatches } from '../../db/purge.ts';
import { afterCommit, type BatchedWrite, writeBeforeCommit } from '../../db/transaction.ts';

type Tx = Prisma.TransactionClient;

/** The events of the log, by type, with their aggregate type and payload. */
export type EventPayloads = {
  /** An order moved in its state machine (api/modules/order/orderTransitions.ts). */
  'order.transitioned': {
    orderId: string;
    orderNo: string;
    event: string;
    actor: string;
    from: { status: number; statusDes: string };
    to: { status: number; statusDes: string };
  };
  /** Money or points moved on one of the user's accounts (api/modules/wallet/ledger.ts); amounts are strings of cents (points). */
  'wallet.transfer': {
    transferId: string;
    kind: string;
    reference: { type: string; id: string };
    account: string;
    amount: string;
    balanceAfter: string;
  };
  /** A listing changed state (api/modules/listing/listing.service.ts). */
  'listing.transitioned': { listingId: string; templateId: number; event: string; status: string };
  /** The seller gave a listing on sale a new price (api/modules/listing/listing.service.ts). */
  'listing.repriced': { listingId: string; templateId: number; priceCents: number };
  /** A message arrived in the user's message center (api/modules/message/message.service.ts). */
  'message.created': { messageId: string; category: string; kind: string };
  /** The user read messages (one, or all of a category). */
  'messages.read': { messageId: string | null; category: string | null; count: number };
  /** The user read site notices (one, or all of a filter) (api/modules/notice/notice.service.ts). */
  'notices.read': { noticeId: number | null; count: number };
  /** A withdrawal was made, paid out or failed (api/modules/wallet/withdrawal.service.ts). */
  'withdrawal.changed': { withdrawalId: string; serialNo: string; status: string; amountCents: number };
  /** The recharge contract changed state, or a recharge reached the deposit (api/modules/wallet/recharge.service.ts). */
  'recharge.changed': { contractId: string | null; status: string; outTradeNo: string | null; amountCents: number | null };
  /** A buy order was placed, filled by a unit (its order's number), cancelled or expired (api/modules/buyorder). */
  'buyOrder.changed': {
    buyOrderId: string;
    buyOrderNo: string;
    event: 'placed' | 'filled' | 'cancelled' | 'expired';
    status: string;
    quantity: number;
    filledQuantity: number;
    orderNo: string | null;
  };
  /** A price offer was made, countered, accepted (its order's number), declined, cancelled or expired (api/modules/bargain). */
  'bargain.changed': {
    bargainId: string;
    bargainNo: string;
    listingId: string;
    event: 'offered' | 'countered' | 'accepted' | 'declined' | 'cancelled' | 'expired';
    status: string;
    orderNo: string | null;
  };
  /** A lease moved in its state machine (api/modules/lease/leaseTransitions.ts): both the renter and the lender see it. */
  'lease.changed': { leaseId: string; leaseNo: string; event: string; actor: string; from: string | null; to: string };
  /**
   * A lease listing was offered for rent, its terms changed, or it was delisted (by its lender, or
   * because its asset was sold, left the inventory or its account) (api/modules/lease).
   */
  'leaseListing.changed': { leaseListingId: string; templateId: number; event: 'offered' | 'updated' | 'delisted'; status: string };
  /** A seller changed a listing's offer terms: the switch and their minimum (api/modules/bargain). */
  'bargain.termsChanged': { listingId: string; enabled: boolean; minPriceCents: number | null };
  /** A partner asked for a test callback (POST /open/v1/webhooks/ping): its app and the ping's id; no audience, its delivery is its only reader. */
  'webhook.ping': { appId: string; pingId: string };
  /** The user's open-platform application or app changed (api/modules/openplatform/openplatform.service.ts). */
  'openplatform.changed': {
    event: 'applied' | 'approved' | 'rejected' | 'keysSubmitted' | 'suspended' | 'reset';
    applicationId: string;
    status: string;
    appId: string | null;
  };
};

export type EventType = keyof EventPayloads;

/** The aggregate each type of event belongs to. */
export const AGGREGATE_OF = {
  'order.transitioned': 'order',
  'wallet.transfer': 'wallet',
  'listing.transitioned': 'listing',
  // apart from the listing's transitions, whose sequence partners' listing callbacks number with no gap
  'listing.repriced': 'listingPrice',
  'message.created': 'inbox',
  'messages.read': 'inbox',
  'notices.read': 'inbox',
  'withdrawal.changed': 'withdrawal',
  'recharge.changed': 'recharge',
  'openplatform.changed': 'openplatform',
  'buyOrder.changed': 'buyOrder',
  'bargain.changed': 'bargain',
  'bargain.termsChanged': 'bargainTerms',
  'lease.changed': 'lease',
  'leaseListing.changed': 'leaseListing',
  'webhook.ping': 'webhookPing',
} as const satisfies Record<EventType, string>;

export type NewEvent = {
  [T in EventType]: {
    type: T;
    /** the aggregate's id: an order's, a listing's, a withdrawal's id; the user's id for a wallet, an inbox, recharges */
    aggregateId: string;
    /** the users who may see it */
    audience: readonly string[];
    payload: EventPayloads[T];
  };
}[EventType];

/** A batch of the events older than $1, the oldest first, by events_occurred_at_idx (api/db/purge.ts). */
export const PURGE_EVENTS_SQL =
  'DELETE FROM events WHERE ctid = ANY(ARRAY(SELECT ctid FROM events WHERE occurred_at < $1 ORDER BY occurred_at LIMIT $2 FOR UPDATE SKIP LOCKED))';

/** Days events are kept when EVENT_RETENTION_DAYS is not set. */
export const DEFAULT_EVENT_RETENTION_DAYS = 30;

/** Appends events to the log, in the caller's transaction, at the app's clock. */
export class EventLog {
  constructor(private readonly now: () => Date) {}

  /** Appends `events` in the caller's transaction, now by the app's clock (appendEvents). */
  append(tx: Tx, events: readonly NewEvent[]): Promise<void> {
    return appendEvents(tx, events, this.now());
  }

  /** Deletes the events older than `days` days, in batches (the aggregates' sequence numbers carry on). */
  purgeOlderThan(days: number, limits: PurgeLimits = PURGE_DEFAULTS): Promise<PurgeResult> {
    return purgeInBatches(PURGE_EVENTS_SQL, [new Date(this.now().getTime() - days * 86_400_000)], limits);
  }
}

/**
 * Appends `events` in the caller's transaction, in the order given, as happened at `at`: each gets
 * the next sequence number of its aggregate (the aggregate's event_streams row stays locked until
 * the transaction ends). In a transaction opened by `transaction` (api/db/transaction.ts) the events
 * of the whole transaction are written together in one statement just before it commits, which also
 * keeps the streams' rows locked for the shortest time; elsewhere they are written at once. Nothing
 * when `events` is empty. Services append through their EventLog, at the app's clock; `at` null is
 * the database's time of the transaction (a message's creation, which has no clock at hand).
 */
export async function appendEvents(tx: Tx, events: readonly NewEvent[], at: Date | null): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    type: event.type,
    aggregate_type: AGGREGATE_OF[event.type],
    aggregate_id: event.aggregateId,
    audience: [...new Set(event.audience)],
    payload: event.payload,
    // UTC, as Prisma writes its timestamps (a literal read as a timestamp without time zone drops the Z);
    // null: the database's time of the transaction, in UTC
    occurred_at: at === null ? null : at.toISOString(),
    request_id: currentRequestId() ?? null,
  }));
  await writeBeforeCommit(tx, 'events', rows, eventsWrite, { last: true });
  // this process's relay reads them as soon as they are committed (others poll)
  afterCommit(tx, eventsCommitted);
}

type EventRow = {
  type: EventType;
  aggregate_type: string;
  aggregate_id: string;
  audience: string[];
  payload: unknown;
  occurred_at: string | null;
  request_id: string | null;
};

/** The log's rows, each with the next sequence number of its aggregate (its event_streams row, locked until the transaction ends). */
function eventsWrite(rows: EventRow[]): BatchedWrite {
  return {
    ctes: Prisma.sql`event_input AS (
      SELECT x.ord, x.type, x.aggregate_type, x.aggregate_id, x.payload, x.occurred_at, x.request_id,
             ARRAY(SELECT jsonb_array_elements_text(x.audience)) AS audience
      FROM jsonb_to_recordset(${JSON.stringify(rows.map((row, ord) => ({ ...row, ord })))}::jsonb)
        AS x(ord int, type text, aggregate_type text, aggregate_id text, audience jsonb, payload jsonb, occurred_at timestamp, request_id text)
    ), event_counts AS (
      SELECT aggregate_type, aggregate_id, count(*)::int AS n FROM event_input GROUP BY 1, 2 ORDER BY 1, 2
    ), event_sequences AS (
      INSERT INTO event_streams AS s (aggregate_type, aggregate_id, seq)
      SELECT aggregate_type, aggregate_id, n FROM event_counts
      ON CONFLICT (aggregate_type, aggregate_id) DO UPDATE SET seq = s.seq + excluded.seq
      RETURNING s.aggregate_type, s.aggregate_id, s.seq
    )`,
    statement: Prisma.sql`INSERT INTO events (type, aggregate_type, aggregate_id, aggregate_seq, audience_user_ids, payload, occurred_at, request_id)
    SELECT i.type, i.aggregate_type, i.aggregate_id,
           st.seq - c.n + row_number() OVER (PARTITION BY i.aggregate_type, i.aggregate_id ORDER BY i.ord),
           i.audience, i.payload, coalesce(i.occurred_at, now() AT TIME ZONE 'UTC'), i.request_id
    FROM event_input i
    JOIN event_counts c ON c.aggregate_type = i.aggregate_type AND c.aggregate_id = i.aggregate_id
    JOIN event_sequences st ON st.aggregate_type = i.aggregate_type AND st.aggregate_id = i.aggregate_id
    ORDER BY i.ord`,
  };
}

/** Relays of this process, woken once a transaction that appended events has committed (others poll). */
const committedWakers = new Set<() => void>();

/** Calls `wake` after each commit of this process that appended events; answers the function that stops it. */
export function wakeOnCommit(wake: () => void): () => void {
  committedWakers.add(wake);
  return () => committedWakers.delete(wake);
}

function eventsCommitted(): void {
  // the relays serve every request's events, not the one whose commit woke them
  outsideAnyRequest(() => {
    for (const wake of committedWakers) wake();
  });
}

/** An event as read back from the log (tests and readers). */
export type StoredEvent = {
  id: bigint;
  type: EventType;
  aggregateType: string;
  aggregateId: string;
  aggregateSeq: number;
  audienceUserIds: string[];
  payload: Prisma.JsonValue;
  occurredAt: Date;
};

// ----- positions in the log and the cursors clients hold (eventFeed.ts says why (tx_id, id)) -----

export type EventPosition = { txId: bigint; id: bigint };

export function encodeCursor(position: EventPosition): string {
  return Buffer.from(`${position.txId}:${position.id}`).toString('base64url');
}

/** The position a cursor names; null when it is not one of ours. */
export function decodeCursor(cursor: string): EventPosition | null {
  if (cursor.length > 64) return null;
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  return { txId: BigInt(match[1]), id: BigInt(match[2]) };
}

// ----- the log as partner callbacks read it (api/modules/openplatform/callbacks.service.ts) -----

/** An event as the partner callbacks read it: its position (`tx` is the xid8 as text) and what it says. */
export type LoggedEvent = {
  id: bigint;
  tx: string;
  type: string;
  aggregate_id: string;
  aggregate_seq: number;
  payload: Record<string, unknown>;
  occurred_at: Date;
  /** the request that appended it, if any (logs and callbacks name it; no answer shows it) */
  request_id: string | null;
};

const LOGGED_EVENT_COLUMNS = Prisma.sql`id, tx_id::text AS tx, type, aggregate_id, aggregate_seq, payload, occurred_at, request_id`;

/** The events of these ids that are still kept, in no particular order. */
export function eventsByIds(ids: readonly bigint[]): Promise<LoggedEvent[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db().$queryRaw<LoggedEvent[]>`SELECT ${LOGGED_EVENT_COLUMNS} FROM events WHERE id = ANY(${ids.map(String)}::bigint[])`;
}

/** The committed events after a position whose audience holds the user, of these types, in log order: at most `limit`. */
export function eventsSeenAfter(after: EventPosition, seen: { userId: string; types: readonly string[] }, limit: number): Promise<LoggedEvent[]> {
  return db().$queryRaw<LoggedEvent[]>`
    SELECT ${LOGGED_EVENT_COLUMNS} FROM events
    WHERE (tx_id, id) > (${after.txId.toString()}::xid8, ${after.id}) AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
      AND audience_user_ids @> ARRAY[${seen.userId}]::text[] AND type = ANY(${[...seen.types]}::text[])
    ORDER BY tx_id, id LIMIT ${limit}`;
}

/** The committed events of [from, to] whose audience holds the user, of these types, oldest first: at most `limit`. */
export function eventsSeenBetween(
  range: { from: Date; to: Date },
  seen: { userId: string; types: readonly string[] },
  limit: number,
): Promise<{ id: bigint; occurred_at: Date }[]> {
  return db().$queryRaw<{ id: bigint; occurred_at: Date }[]>`
    SELECT id, occurred_at FROM events
    WHERE audience_user_ids @> ARRAY[${seen.userId}]::text[] AND type = ANY(${[...seen.types]}::text[])
      AND occurred_at >= ${range.from} AND occurred_at <= ${range.to} AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY occurred_at, id LIMIT ${limit}`;
}

/** Whether the event is kept, its audience holds the user and it is of one of these types. */
export async function isEventSeenBy(eventId: bigint, seen: { userId: string; types: readonly string[] }): Promise<boolean> {
  const [row] = await db().$queryRaw<{ yes: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM events WHERE id = ${eventId} AND audience_user_ids @> ARRAY[${seen.userId}]::text[] AND type = ANY(${[...seen.types]}::text[])) AS yes`;
  return row?.yes === true;
}

/** The types of the kept events of these ids, by id (as text). */
export async function eventTypesOf(ids: readonly bigint[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db().$queryRaw<{ id: bigint; type: string }[]>`SELECT id, type FROM events WHERE id = ANY(${ids.map(String)}::bigint[])`;
  return new Map(rows.map((row) => [String(row.id), row.type]));
}

/** The id of the `webhook.ping` event a partner's ping appended (its app and ping id), in the caller's transaction. */
export async function pingEventId(tx: Tx, appId: string, pingId: string): Promise<bigint> {
  const [event] = await tx.$queryRaw<{ id: bigint }[]>`
    SELECT id FROM events WHERE type = 'webhook.ping' AND aggregate_id = ${appId} AND payload->>'pingId' = ${pingId}`;
  return event.id;
}

/**
 * The committed events after a position, in log order, at most `limit`, with their audience: in the
 * caller's transaction (the partner dispatcher's, which holds its cursor and reads one snapshot).
 */
export function committedEventsAfter(
  tx: Tx,
  after: { tx: string; id: bigint },
  limit: number,
): Promise<{ id: bigint; tx: string; type: string; audience_user_ids: string[]; occurred_at: Date; request_id: string | null }[]> {
  return tx.$queryRaw`
    SELECT id, tx_id::text AS tx, type, audience_user_ids, occurred_at, request_id FROM events
    WHERE (tx_id, id) > (${after.tx}::xid8, ${after.id}) AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY tx_id, id LIMIT ${limit}`;
}

/** Whether events after the position exist that are not committed yet, or wait for an older transaction (a reader takes them later). */
export async function eventsPendingAfter(tx: Tx, after: { tx: string; id: bigint }): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ held: boolean }[]>`SELECT EXISTS (SELECT 1 FROM events WHERE (tx_id, id) > (${after.tx}::xid8, ${after.id})) AS held`;
  return row?.held === true;
}

/**
 * The last committed event's position as SQL (columns tx_id, id; no row when the log is empty), for a
 * statement that moves a reader's cursor to the log's end in one snapshot (the partner dispatcher's).
 */
export const committedHeadSql = Prisma.sql`SELECT tx_id, id FROM events WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY tx_id DESC, id DESC LIMIT 1`;
