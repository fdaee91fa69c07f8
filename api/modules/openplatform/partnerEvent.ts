// The partner's view of an event (docs/open-platform.md "5. Callbacks and events"): the body a
// callback carries and a replay lists, its signature headers, and the log's events with the numbers
// and buyer of their orders, buy orders, offers and leases (asked of their modules).
import type { PlatformKey } from '../../security/platformKey.ts';
import { isMessageKey, translate } from '../../i18n/messages.ts';
import type { LoggedEvent } from '../events/events.service.ts';
import { orderRefs, SELLER_UNSEEN_ORDER_EVENTS } from '../order/order.service.ts';
import { API_VERSION } from './apiVersion.ts';
import { callbackSigningInput, sign } from './signature.ts';

/** The event types an app receives as callbacks and replays (it may choose some: PUT /open/v1/webhooks). */
export const CALLBACK_TYPES = ['order.transitioned', 'listing.transitioned', 'buyOrder.changed', 'bargain.changed', 'lease.changed'] as const;
export type CallbackType = (typeof CALLBACK_TYPES)[number];
/** The callback of POST /open/v1/webhooks/ping (the log's `webhook.ping`): sent on request, whatever types the app chose. */
export const PING_TYPE = 'ping';
/** Every event's apiVersion: the partner contract's dated version (apiVersion.ts says how it changes). */
export const CALLBACK_API_VERSION = API_VERSION;

export type PartnerEvent = {
  apiVersion: string;
  eventId: string;
  type: string;
  occurredAt: string;
  orderNo: string | null;
  merchantOrderNo: string | null;
  seq: number;
  status: number | string | null;
  /** a stable code (an order's statusDes, e.g. SELLER_DELIVERING); partners act on it */
  statusDes: string | null;
  /** the code's label in Chinese, for display only (it may be reworded) */
  statusText: string | null;
  data: Record<string, unknown>;
};

/** An event as the callbacks read it from the log, with its order's or hold's numbers and buyer. */
export type EventRow = LoggedEvent & {
  order_no: string | null;
  /** the buyer of the event's order, buy order or price offer: the party its merchant number is for */
  buyer_id: string | null;
  merchant_order_no: string | null;
};

/**
 * The partner's view of an event, for the app of `recipientId`: the order's number, its merchant
 * number and state; the listing's state; a buy order's or a price offer's state, with the order of a
 * fill or an acceptance. The merchant number is the buyer's (who made the purchase, the buy order or
 * the offer): another party gets null. `seq` numbers the recipient's own stream of the aggregate
 * 1, 2, 3, … with no gap: an order's seller never sees its first event (CREATED, before payment),
 * so the seller's numbers are the order's less that one.
 */
export function toPartnerEvent(row: EventRow, recipientId: string): PartnerEvent {
  const payload = row.payload as {
    /** an order's new status, or a lease's */
    to?: { status: number; statusDes: string } | string;
    from?: unknown;
    event?: string;
    status?: string;
    listingId?: string;
    buyOrderNo?: string;
    quantity?: number;
    filledQuantity?: number;
    orderNo?: string | null;
    bargainNo?: string;
    appId?: string;
    pingId?: string;
    leaseNo?: string;
    actor?: string;
  };
  const isBuyer = row.buyer_id !== null && row.buyer_id === recipientId;
  const common = { apiVersion: CALLBACK_API_VERSION, eventId: String(row.id), type: row.type, occurredAt: row.occurred_at.toISOString() };
  if (row.type === 'webhook.ping') {
    return {
      ...common,
      type: PING_TYPE,
      orderNo: null,
      merchantOrderNo: null,
      seq: row.aggregate_seq,
      status: null,
      statusDes: null,
      statusText: null,
      data: { appId: payload.appId, pingId: payload.pingId },
    };
  }
  // a buy order's or a price offer's state, with the order it made (a fill, an accepted offer)
  const held =
    row.type === 'bargain.changed'
      ? { bargainNo: payload.bargainNo, listingId: payload.listingId, event: payload.event }
      : row.type === 'buyOrder.changed'
        ? { buyOrderNo: payload.buyOrderNo, event: payload.event, quantity: payload.quantity, filledQuantity: payload.filledQuantity }
        : null;
  if (held) {
    return {
      ...common,
      orderNo: payload.orderNo ?? null,
      merchantOrderNo: isBuyer ? row.merchant_order_no : null,
      seq: row.aggregate_seq,
      status: payload.status ?? null,
      statusDes: null,
      statusText: statusLabel(`openplat.status.${row.type === 'bargain.changed' ? 'bargain' : 'buyOrder'}.${payload.status}`),
      data: held,
    };
  }
  if (row.type === 'lease.changed') {
    // both parties see a lease's every step from its rent: one stream, numbered alike
    const status = typeof payload.to === 'string' ? payload.to : null;
    return {
      ...common,
      orderNo: null,
      merchantOrderNo: isBuyer ? row.merchant_order_no : null,
      seq: row.aggregate_seq,
      status,
      statusDes: null,
      statusText: status ? statusLabel(`lease.status.${status}`) : null,
      data: { leaseNo: payload.leaseNo, event: payload.event, from: payload.from ?? null, actor: payload.actor },
    };
  }
  if (row.type === 'order.transitioned') {
    const to = typeof payload.to === 'object' ? payload.to : undefined;
    const statusDes = to?.statusDes ?? null;
    return {
      ...common,
      orderNo: row.order_no,
      merchantOrderNo: isBuyer ? row.merchant_order_no : null,
      seq: isBuyer || row.buyer_id === null ? row.aggregate_seq : row.aggregate_seq - SELLER_UNSEEN_ORDER_EVENTS,
      status: to?.status ?? null,
      statusDes,
      statusText: statusDes ? statusLabel(`order.statusDes.${statusDes}`) : null,
      data: { event: payload.event, from: payload.from },
    };
  }
  return {
    ...common,
    orderNo: null,
    merchantOrderNo: null,
    seq: row.aggregate_seq,
    status: payload.status ?? null,
    statusDes: null,
    statusText: statusLabel(`openplat.status.listing.${payload.status}`),
    data: { listingId: payload.listingId ?? row.aggregate_id, event: payload.event },
  };
}

/** The body of an event's callback to the app of `recipientId`: the JSON of toPartnerEvent, as sent and signed. */
export function callbackBody(row: EventRow, recipientId: string): string {
  return JSON.stringify(toPartnerEvent(row, recipientId));
}

/** The headers that sign a callback's body with the platform's key: X-Platform-Key-Id, -Timestamp, -Nonce, -Signature. */
export function callbackHeaders(
  body: string,
  key: Pick<PlatformKey, 'keyId' | 'privateKey'>,
  at: { timestamp: string; nonce: string },
): Record<string, string> {
  return {
    'x-platform-key-id': key.keyId,
    'x-platform-timestamp': at.timestamp,
    'x-platform-nonce': at.nonce,
    'x-platform-signature': sign(key.privateKey, callbackSigningInput({ timestamp: at.timestamp, nonce: at.nonce, body })),
  };
}

/**
 * The Chinese label of a status code (the market's language: a callback has no reader whose language
 * it could take), null when there is none: an order's statusDes, a listing's, buy order's or offer's status.
 */
function statusLabel(key: string): string | null {
  return isMessageKey(key) ? translate('zh', key) : null;
}

/** The buyer and merchant order number of a buy order or an offer, by id (their modules answer: PartnerCallbackOptions.holdings). */
export type PartnerRefs = (ids: readonly string[]) => Promise<Map<string, { buyerId: string; merchantOrderNo: string | null }>>;

/** The buyer (a lease's renter) and merchant number of buy orders, price offers and leases, each asked of its module. */
export type HoldingRefs = { buyOrders: PartnerRefs; bargains: PartnerRefs; leases: PartnerRefs };

/**
 * The log's events as the callbacks read them: an order's with its number, buyer and merchant number
 * (the order module's), a buy order's or an offer's with its buyer and merchant number (theirs).
 */
export async function withPartnerRefs(events: readonly LoggedEvent[], holdings: HoldingRefs): Promise<EventRow[]> {
  const ids = (type: string) => [...new Set(events.filter((event) => event.type === type).map((event) => event.aggregate_id))];
  const [orderIds, buyOrderIds, bargainIds, leaseIds] = [ids('order.transitioned'), ids('buyOrder.changed'), ids('bargain.changed'), ids('lease.changed')];
  const orders = new Map((orderIds.length > 0 ? await orderRefs({ ids: orderIds }) : []).map((order) => [order.id, order]));
  const buyOrders = buyOrderIds.length > 0 ? await holdings.buyOrders(buyOrderIds) : new Map();
  const bargains = bargainIds.length > 0 ? await holdings.bargains(bargainIds) : new Map();
  const leases = leaseIds.length > 0 ? await holdings.leases(leaseIds) : new Map();
  return events.map((event) => {
    if (event.type === 'order.transitioned') {
      const order = orders.get(event.aggregate_id);
      return { ...event, order_no: order?.orderNo ?? null, buyer_id: order?.buyerId ?? null, merchant_order_no: order?.merchantOrderNo ?? null };
    }
    const refsOf = { 'buyOrder.changed': buyOrders, 'bargain.changed': bargains, 'lease.changed': leases }[event.type];
    const refs = refsOf?.get(event.aggregate_id);
    return { ...event, order_no: null, buyer_id: refs?.buyerId ?? null, merchant_order_no: refs?.merchantOrderNo ?? null };
  });
}
