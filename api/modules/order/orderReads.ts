// Reading orders (/user/order, /user/orderDetail, node(id), the partner API's GET /open/v1/orders):
// which orders a viewer sees, their pages, and what the viewer may do with one now. OrderService
// (order.service.ts) answers these for the resolvers, the REST handlers and the other services.
import { type Remaining, remainingTime } from '../../../lib/time.ts';
import { db } from '../../db/client.ts';
import { type Order, Prisma } from '../../db/generated/prisma/client.ts';
import { sqlConstant, sqlConstants } from '../../db/sqlConstants.ts';
import { ValidationError } from '../../errors.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import { OrderNotFoundError } from './order.errors.ts';
import { CLOSED_CODES, OPEN_CODES, PENDING_CODES, SUCCESSFUL_CODES, type OrderStatusDes } from './orderStateMachine.ts';

export const ORDER_DIRECTIONS = ['buy', 'sell'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];
export const ORDER_STATUS_FILTERS = ['ALL', 'PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export type OrderQuery = { include?: Prisma.OrderInclude; select?: Prisma.OrderSelect };
export type Page = { offset: number; limit: number };
export type OrderFilter = { direction: OrderDirection; status: OrderStatusFilter; orderNo?: string };

function encodeOrderCursor(order: { createdAt: Date; orderNo: string }): string {
  return Buffer.from(`${order.createdAt.getTime()}:${order.orderNo}`).toString('base64url');
}

/** The position an order cursor names; a translated 400 for anything else. */
function decodeOrderCursor(cursor: string): { createdAt: Date; orderNo: string } {
  const match = cursor.length <= 80 ? /^(\d{1,15}):(\d{8,32})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  if (!match) throw new ValidationError('after', 'order.cursorInvalid');
  return { createdAt: new Date(Number(match[1])), orderNo: match[2] };
}

/** A order's parties as the viewer sees them: which side they are on. */
export function directionOf(order: Pick<Order, 'buyerId' | 'sellerId'>, viewer: Viewer): OrderDirection {
  return order.buyerId === viewer.user.id ? 'buy' : 'sell';
}

/**
 * What the buyer paid for an order: its price once paid, null while it waits for payment or when it
 * closed without being paid (nothing was paid). A paid order that failed shows what was paid (and refunded).
 */
export function paidAmountOf(order: Pick<Order, 'paidAt' | 'priceCents'>): number | null {
  return order.paidAt ? order.priceCents : null;
}

/** How an order is or was paid: the buyer's choice while it waits for payment or once paid, null for one closed without being paid. */
export function payMethodOf(order: Pick<Order, 'paidAt' | 'statusDes' | 'payMethod'>): Order['payMethod'] | null {
  return order.paidAt || order.statusDes === 'WAITING_PAYMENT' ? order.payMethod : null;
}

/** What a viewer reads of orders: the orders they may see, one at a time or a page at a time. */
export class OrderReads {
  constructor(private readonly now: () => Date) {}

  /** node(id) of an order: its buyer finds it, its seller once it is paid; anyone else (or a visitor) nothing. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.OrderWhereUniqueInput {
    return viewer ? { id, AND: [this.visibleTo(viewer)] } : { id, buyerId: NO_ROW_ID };
  }

  /** The time left before an order's deadline, now (null without one): one answer for REST and GraphQL. */
  timeLeft(order: Pick<Order, 'deadlineAt'>): { remaining: Remaining; seconds: number } | null {
    if (!order.deadlineAt) return null;
    const now = this.now();
    return { remaining: remainingTime(order.deadlineAt, now), seconds: Math.max(0, Math.floor((order.deadlineAt.getTime() - now.getTime()) / 1000)) };
  }

  /**
   * A seller's sales for the settings' statistics: their orders paid in [start, end) and not failed
   * since (a failed order's payment went back to its buyer), and what their buyers paid for them:
   * each order's price, the seller's fee not deducted. The order's price is what was paid: a sale to
   * a buy order at the buy order's price, an accepted price offer at the offer's, whatever the
   * listing asked.
   */
  async salesTotals(sellerId: string, start: Date, end: Date): Promise<{ count: number; amount: number }> {
    const result = await db().order.aggregate({
      where: { sellerId, paidAt: { gte: start, lt: end }, status: { notIn: [...CLOSED_CODES] } },
      _count: { _all: true },
      _sum: { priceCents: true },
    });
    return { count: result._count._all, amount: result._sum.priceCents ?? 0 };
  }

  /** The viewer's side of an order they can see: BUY for its buyer, SELL for its seller. */
  sideOf(order: Pick<Order, 'buyerId' | 'sellerId'>, viewer: Viewer | undefined): 'BUY' | 'SELL' {
    return viewer && directionOf(order, viewer) === 'buy' ? 'BUY' : 'SELL';
  }

  /**
   * Which orders a viewer sees: those they bought, and those they sold once paid (the seller is not
   * told of a checkout that was never paid).
   */
  private visibleTo(viewer: Viewer, direction?: OrderDirection): Prisma.OrderWhereInput {
    const userId = viewer.user.id;
    const asBuyer: Prisma.OrderWhereInput = { buyerId: userId };
    const asSeller: Prisma.OrderWhereInput = { sellerId: userId, paidAt: { not: null } };
    if (direction === 'buy') return asBuyer;
    if (direction === 'sell') return asSeller;
    return { OR: [asBuyer, asSeller] };
  }

  /** One of the viewer's orders by its number, whole; OrderNotFoundError when it is not theirs or does not exist. */
  async findOwnOrder(viewer: Viewer, orderNo: unknown): Promise<Order> {
    const number = typeof orderNo === 'string' ? orderNo.trim() : '';
    if (!/^\d{8,32}$/.test(number)) throw new OrderNotFoundError();
    const order = await db().order.findFirst({ where: { orderNo: number, ...this.visibleTo(viewer) } });
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  /** One of the viewer's orders with the caller's selection; null when it is not theirs or does not exist. */
  async find<Q extends OrderQuery>(viewer: Viewer, orderNo: unknown, query?: Q): Promise<Prisma.OrderGetPayload<Q> | null> {
    const number = typeof orderNo === 'string' ? orderNo.trim() : '';
    if (!/^\d{8,32}$/.test(number)) return null;
    return db().order.findFirst({ ...(query ?? {}), where: { orderNo: number, ...this.visibleTo(viewer) } }) as Promise<Prisma.OrderGetPayload<Q> | null>;
  }

  /** Like find, but a missing order is OrderNotFoundError (REST's 404). */
  async get<Q extends OrderQuery>(viewer: Viewer, orderNo: unknown, query?: Q): Promise<Prisma.OrderGetPayload<Q>> {
    const order = await this.find(viewer, orderNo, query);
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  /**
   * The viewer's orders (bought, and sold once paid), newest first, a page at a time after a cursor
   * (the partner API's `GET /open/v1/orders`): keyset pages, so a page deep in the history costs what
   * the first does and an order created meanwhile never shifts a page. Optionally those of one
   * merchant order number.
   */
  async pageAfter<Q extends OrderQuery>(
    viewer: Viewer,
    options: { after?: string; limit: number; merchantOrderNo?: string },
    query?: Q,
  ): Promise<{ rows: Prisma.OrderGetPayload<Q>[]; next: string | null }> {
    const after = options.after ? decodeOrderCursor(options.after) : null;
    const where: Prisma.OrderWhereInput = { AND: [this.visibleTo(viewer)] };
    // a merchant number is its buyer's: a seller never finds orders by the buyer's number
    if (options.merchantOrderNo !== undefined) Object.assign(where, { merchantOrderNo: options.merchantOrderNo, buyerId: viewer.user.id });
    if (after) {
      (where.AND as Prisma.OrderWhereInput[]).push({
        OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, orderNo: { lt: after.orderNo } }],
      });
    }
    const rows = (await db().order.findMany({
      ...(query ?? {}),
      where,
      orderBy: [{ createdAt: 'desc' }, { orderNo: 'desc' }],
      take: options.limit + 1,
    })) as unknown as (Prisma.OrderGetPayload<Q> & { createdAt: Date; orderNo: string })[];
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    return { rows: page, next: rows.length > options.limit && last ? encodeOrderCursor(last) : null };
  }

  /** Orders by id, only the viewer's (node(id), payloads). */
  byIds<Q extends OrderQuery>(viewer: Viewer, ids: string[], query?: Q) {
    return db().order.findMany({ ...(query ?? {}), where: { id: { in: ids }, ...this.visibleTo(viewer) } }) as Promise<Prisma.OrderGetPayload<Q>[]>;
  }

  /**
   * One page of the viewer's orders in a direction, newest first; the sell side puts the orders
   * waiting for the seller to deliver (待发货) first. PENDING counts 21/31/41 and, for the buyer, an
   * unpaid order (11); SUCCESSFUL 51; FAILED 55.
   */
  async list<Q extends OrderQuery>(viewer: Viewer, filter: OrderFilter, page: Page, query?: Q): Promise<{ rows: Prisma.OrderGetPayload<Q>[]; total: number }> {
    const where: Prisma.OrderWhereInput = { ...this.visibleTo(viewer, filter.direction) };
    if (filter.status === 'PENDING') where.status = { in: filter.direction === 'buy' ? [...OPEN_CODES] : [...PENDING_CODES] };
    if (filter.status === 'SUCCESSFUL') where.status = { in: [...SUCCESSFUL_CODES] };
    if (filter.status === 'FAILED') where.status = { in: [...CLOSED_CODES] };
    const orderNo = filter.orderNo?.trim();
    if (orderNo) {
      if (!/^\d{1,32}$/.test(orderNo)) return { rows: [], total: 0 };
      where.orderNo = { startsWith: orderNo };
    }
    const total = await db().order.count({ where });
    let ids: string[];
    if (filter.direction === 'sell') {
      // 待发货 first: an ordering Prisma cannot express, over the same filter
      const conditions: Prisma.Sql[] = [Prisma.sql`seller_id = ${viewer.user.id}`, Prisma.sql`paid_at IS NOT NULL`];
      if (filter.status === 'PENDING') conditions.push(Prisma.sql`status IN (${sqlConstants(PENDING_CODES)})`);
      if (filter.status === 'SUCCESSFUL') conditions.push(Prisma.sql`status IN (${sqlConstants(SUCCESSFUL_CODES)})`);
      if (filter.status === 'FAILED') conditions.push(Prisma.sql`status IN (${sqlConstants(CLOSED_CODES)})`);
      if (orderNo) conditions.push(Prisma.sql`order_no LIKE ${`${orderNo}%`}`);
      const rows = await db().$queryRaw<{ id: string }[]>`
        SELECT id FROM orders WHERE ${Prisma.join(conditions, ' AND ')}
        ORDER BY (status_des = ${sqlConstant('SELLER_DELIVERING' satisfies OrderStatusDes)}) DESC, created_at DESC, id DESC
        OFFSET ${page.offset} LIMIT ${page.limit}`;
      ids = rows.map((row) => row.id);
    } else {
      const rows = await db().order.findMany({
        where,
        select: { id: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: page.offset,
        take: page.limit,
      });
      ids = rows.map((row) => row.id);
    }
    if (ids.length === 0) return { rows: [], total };
    // the selection may leave the id out: it is added to put the rows back in the page's order
    const selection = query?.select ? { select: { ...query.select, id: true } } : (query ?? {});
    const loaded = (await db().order.findMany({ ...selection, where: { id: { in: ids } } })) as unknown as { id: string }[];
    const byId = new Map(loaded.map((row) => [row.id, row]));
    return { rows: ids.map((id) => byId.get(id)).filter((row) => row !== undefined) as unknown as Prisma.OrderGetPayload<Q>[], total };
  }

  /** The cashier address of an unpaid Alipay order while its payment is open (null otherwise). */
  async payUrlOf(order: Pick<Order, 'id' | 'statusDes' | 'paymentId' | 'deadlineAt'>): Promise<string | null> {
    if (order.statusDes !== 'WAITING_PAYMENT' || !order.paymentId) return null;
    if (order.deadlineAt && order.deadlineAt.getTime() <= this.now().getTime()) return null;
    const created = await db().orderEvent.findFirst({ where: { orderId: order.id, event: 'CREATED' }, select: { detail: true } });
    const detail = created?.detail as { payUrl?: unknown } | null;
    return typeof detail?.payUrl === 'string' ? detail.payUrl : null;
  }

  /** What the viewer may do with the order now (the detail page's buttons). */
  allowedActions(order: Pick<Order, 'buyerId' | 'sellerId' | 'statusDes' | 'offerId'>, viewer: Viewer): { pay: boolean; cancel: boolean; deliver: boolean } {
    const direction = directionOf(order, viewer);
    if (direction === 'buy') {
      return {
        pay: order.statusDes === 'WAITING_PAYMENT',
        cancel: order.statusDes === 'WAITING_PAYMENT' || order.statusDes === 'SELLER_DELIVERING',
        deliver: false,
      };
    }
    return {
      pay: false,
      cancel: order.statusDes === 'SELLER_DELIVERING' || order.statusDes === 'WAITING_RECEIPT',
      deliver: order.statusDes === 'SELLER_DELIVERING' && !order.offerId,
    };
  }
}
