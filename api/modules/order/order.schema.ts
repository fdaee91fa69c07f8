// GraphQL of orders: `Order` (a Node, the fields of the REST order), `viewer.orders`,
// `order(orderNo)`, and the createOrder / cancelOrder mutations with typed errors.
import type { Remaining } from '../../../lib/time.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { ErrorInterface } from '../../graphql/errors.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import { isMessageKey, translate } from '../../i18n/messages.ts';
import { sellerName } from '../demo/demo.service.ts';
import { Listing, Sticker, type StickerShape } from '../market/market.schema.ts';
import { SteamAccountNode } from '../steam/steam.schema.ts';
import { Viewer } from '../user/user.schema.ts';
import { nicknameIn } from '../user/user.service.ts';
import { PriceChangedError } from './order.errors.ts';
import { type ORDER_STATUS_FILTERS, paidAmountOf, payMethodOf } from './order.service.ts';
import { displayStatus } from './orderStateMachine.ts';

const OrderDirectionEnum = builder.enumType('OrderDirection', {
  description: "The viewer's side of an order.",
  values: { BUY: { description: 'The viewer buys.' }, SELL: { description: 'The viewer sells.' } } as const,
});
const OrderStatusFilterEnum = builder.enumType('OrderStatusFilter', {
  values: {
    ALL: { description: 'Every order.' },
    PENDING: { description: 'Under way: status 21, 31 or 41 (and, for the buyer, an unpaid 11).' },
    SUCCESSFUL: { description: 'Completed: status 51.' },
    FAILED: { description: 'Closed without a sale: status 55.' },
  } satisfies Record<(typeof ORDER_STATUS_FILTERS)[number], { description: string }>,
  description: 'Which orders of a side to list.',
});
const OrderPayMethod = builder.enumType('OrderPayMethod', {
  description: 'How a purchase is paid.',
  values: {
    BALANCE: { description: 'From the wallet (deposit first, then withdrawable), at once.' },
    ALIPAY: { description: 'Through Alipay, at the cashier (payUrl).' },
  } as const,
});
const OrderServiceType = builder.enumType('OrderServiceType', {
  values: {
    AUTO: { description: 'A robot account delivers at once.' },
    MANUAL: { description: 'The seller sends the trade offer.' },
  } as const,
  description: 'How the item of an order is delivered.',
});

const OrderParty = builder.objectRef<{ nickname: string; avatarUrl: string | null }>('OrderParty').implement({
  description: 'A party of an order as the other party sees it: name and avatar.',
  fields: (t) => ({
    nickname: t.exposeString('nickname', { description: "The shop name or nickname in the request's language." }),
    avatarUrl: t.string({ description: 'The avatar picture; null when none was uploaded.', nullable: true, resolve: (party) => party.avatarUrl }),
  }),
});

type StepShape = { step: 'order' | 'payment' | 'shipment' | 'receipt'; time: Date | null };
const OrderStepName = builder.enumType('OrderStepName', {
  description: 'The steps of an order, in their order.',
  values: {
    ORDER: { description: 'The order was made.' },
    PAYMENT: { description: 'It was paid.' },
    SHIPMENT: { description: 'The trade offer was sent.' },
    RECEIPT: { description: 'The buyer received the item.' },
  } as const,
});
const OrderStep = builder.objectRef<StepShape>('OrderStep').implement({
  description: 'One step of the detail page: order -> payment -> shipment -> receipt.',
  fields: (t) => ({
    step: t.field({ type: OrderStepName, description: 'Which step.', resolve: (step) => step.step.toUpperCase() as 'ORDER' }),
    time: t.field({ type: 'DateTime', nullable: true, description: 'When it was done; null while not done.', resolve: (step) => step.time }),
    done: t.boolean({ description: 'Whether it was done.', resolve: (step) => step.time !== null }),
  }),
});

type EventShape = { event: string; actor: string; toDes: string; toStatus: number; createdAt: Date };
const OrderHistoryEntry = builder.objectRef<EventShape>('OrderHistoryEntry').implement({
  description: "One change of an order's status, for its history.",
  fields: (t) => ({
    event: t.exposeString('event', { description: 'What happened, as the transition table names it (PAID, OFFER_SENT, …).' }),
    text: t.string({
      description: "What happened, in the request's language.",
      resolve: (entry, _, context) => {
        const key = `order.event.${entry.event}`;
        return isMessageKey(key) ? translate(context.language, key) : entry.event;
      },
    }),
    actor: t.exposeString('actor', { description: 'BUYER, SELLER, SYSTEM, PAYMENT or STEAM.' }),
    statusDes: t.string({ description: 'The named status the order moved to, e.g. SELLER_DELIVERING.', resolve: (entry) => entry.toDes }),
    status: t.int({ description: 'The status code the order moved to (11, 21, 31, 41, 51, 55).', resolve: (entry) => entry.toStatus }),
    time: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (entry) => entry.createdAt }),
  }),
});

type ActionsShape = { pay: boolean; cancel: boolean; deliver: boolean; payUrl: string | null };
const OrderActions = builder.objectRef<ActionsShape>('OrderActions').implement({
  description: 'What the viewer may do with the order now.',
  fields: (t) => ({
    pay: t.boolean({ description: 'The buyer may pay it now (at payUrl).', resolve: (actions) => actions.pay && actions.payUrl !== null }),
    payUrl: t.string({ nullable: true, description: 'The cashier, while the payment is open.', resolve: (actions) => actions.payUrl }),
    cancel: t.exposeBoolean('cancel', { description: 'The viewer may cancel it now (cancelOrder).' }),
    deliver: t.exposeBoolean('deliver', { description: 'The seller may deliver it now (deliverOrder).' }),
  }),
});

type RemainingShape = NonNullable<Remaining>;
const RemainingTime = builder.objectRef<RemainingShape>('RemainingTime').implement({
  description: 'Time left to a deadline as the pages show it: DAY (whole days rounded up), HOUR (whole hours rounded down) or UNDER_HOUR.',
  fields: (t) => ({
    unit: t.string({
      description: 'DAY, HOUR or UNDER_HOUR.',
      resolve: (remaining) => (remaining.unit === 'underHour' ? 'UNDER_HOUR' : remaining.unit.toUpperCase()),
    }),
    value: t.int({
      nullable: true,
      description: 'The number of days or hours; null for UNDER_HOUR.',
      resolve: (remaining) => ('value' in remaining ? remaining.value : null),
    }),
  }),
});

export const OrderNode = builder.prismaNode('Order', {
  name: 'Order',
  description: 'A purchase of one listing: its item, price, parties, status and deadlines. Only its buyer and its seller can read it.',
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  findUnique: (id, context) => context.services.orders.nodeWhere(context.viewer, id),
  fields: (t) => ({
    orderNo: t.exposeString('orderNo', { description: 'The order number, its key (order(orderNo:)).' }),
    createTime: t.expose('createdAt', { description: 'When the order was made.', type: 'DateTime' }),
    updateTime: t.expose('updatedAt', { description: 'When it last changed.', type: 'DateTime' }),
    payTime: t.expose('paidAt', { description: 'When it was paid; null while unpaid.', type: 'DateTime', nullable: true }),
    tradingTime: t.expose('tradingAt', { type: 'DateTime', nullable: true, description: 'When the offer was sent.' }),
    confirmTime: t.expose('confirmedAt', { type: 'DateTime', nullable: true, description: 'When the buyer received the item.' }),
    floatValue: t.exposeFloat('floatValue', { description: "The item's float (wear), 0 to 1; null for items without wear.", nullable: true }),
    paintSeed: t.exposeInt('paintSeed', { description: 'The paint seed, 0 to 1000; null when none.', nullable: true }),
    stickerList: t.field({
      description: 'The stickers applied to the item.',
      type: [Sticker],
      select: { stickers: true },
      resolve: (order) => (Array.isArray(order.stickers) ? (order.stickers as unknown as StickerShape[]) : []),
    }),
    price: t.field({ description: 'What the item sold for.', type: 'Money', select: { priceCents: true }, resolve: (order) => order.priceCents }),
    fee: t.field({
      type: 'Money',
      description: "The seller's fee: price × feeRateBps / 10000, rounded half up to the cent.",
      select: { feeCents: true },
      resolve: (order) => order.feeCents,
    }),
    feeRateBps: t.exposeInt('feeRateBps', { description: 'The fee rate the order was made at, in basis points.' }),
    actualPayment: t.field({
      type: 'Money',
      nullable: true,
      description: 'What the buyer paid: null while the order waits for payment, or when it closed without being paid.',
      select: { priceCents: true, paidAt: true },
      resolve: (order) => paidAmountOf(order),
    }),
    actualIncome: t.field({
      type: 'Money',
      description: 'What the seller receives: price - fee.',
      select: { priceCents: true, feeCents: true },
      resolve: (order) => order.priceCents - order.feeCents,
    }),
    type: t.field({
      description: 'How it is delivered: automatically (robot account) or by the seller.',
      type: OrderServiceType,
      select: { listing: { select: { autoDelivery: true } } },
      resolve: (order) => (order.listing.autoDelivery ? 'AUTO' : 'MANUAL'),
    }),
    payMethod: t.field({
      type: OrderPayMethod,
      nullable: true,
      description: 'How it is paid (waiting for payment) or was paid; null for an order closed without being paid.',
      select: { payMethod: true, paidAt: true, statusDes: true },
      resolve: (order) => payMethodOf(order),
    }),
    status: t.exposeInt('status', {
      description:
        "The status code: 11 waiting for payment, 21 waiting for the offer, 31 trade on hold, 41 waiting for the offer's confirmation, 51 successful, 55 failed.",
    }),
    displayStatus: t.int({
      description: 'The display code of the status: 0 unpaid, 2 waiting for delivery or failed, 3 in trade, 4 successful; null for an unknown code.',
      nullable: true,
      select: { status: true },
      resolve: (order) => displayStatus(order.status),
    }),
    statusDes: t.exposeString('statusDes', { description: 'The named status, e.g. SELLER_DELIVERING.' }),
    statusText: t.string({
      description: 'The named status in the viewer language; 获取失败 when unknown.',
      select: { statusDes: true },
      resolve: (order, _, context) => {
        const key = `order.statusDes.${order.statusDes}`;
        return translate(context.language, isMessageKey(key) ? key : 'order.statusDes.unknown');
      },
    }),
    templateInfo: t.relation('template', { description: 'The item, with its tags.' }),
    listing: t.relation('listing', { description: 'The listing that was bought.' }),
    sellerInfo: t.field({
      description: "The seller's shop name and avatar.",
      type: OrderParty,
      select: { seller: { select: { id: true, nickname: true, isDemo: true, avatarUrl: true } } },
      resolve: (order, _, context) => ({
        nickname: sellerName(order.seller, context.language) || translate(context.language, 'order.manualDelivery'),
        avatarUrl: order.seller.avatarUrl,
      }),
    }),
    buyerInfo: t.field({
      description: "The buyer's nickname and avatar.",
      type: OrderParty,
      select: { buyer: { select: { nickname: true, avatarUrl: true } } },
      resolve: (order, _, context) => ({ nickname: nicknameIn(order.buyer.nickname, context.language), avatarUrl: order.buyer.avatarUrl }),
    }),
    direction: t.field({
      type: OrderDirectionEnum,
      description: "The viewer's side of the order.",
      select: { buyerId: true, sellerId: true },
      resolve: (order, _, context) => context.services.orders.sideOf(order, context.viewer),
    }),
    deadlineAt: t.expose('deadlineAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The current deadline (payment, shipment, receipt, end of protection).',
    }),
    remaining: t.field({
      description: 'What is left of the current deadline, as the page shows it; null without a deadline.',
      type: RemainingTime,
      nullable: true,
      select: { deadlineAt: true },
      resolve: (order, _, context) => context.services.orders.timeLeft(order)?.remaining ?? null,
    }),
    remainingSeconds: t.int({
      description: 'Seconds left to the current deadline; null without one.',
      nullable: true,
      select: { deadlineAt: true },
      resolve: (order, _, context) => context.services.orders.timeLeft(order)?.seconds ?? null,
    }),
    protectedUntil: t.expose('protectedUntil', {
      description: "End of the 7-day trade protection, after which the seller's proceeds become withdrawable; null before delivery.",
      type: 'DateTime',
      nullable: true,
    }),
    buyerSteamId: t.exposeString('buyerSteamId', { description: "The SteamID the item goes to (the buyer's account)." }),
    offerId: t.exposeString('offerId', { description: 'The Steam trade offer that delivers it; null before it is made.', nullable: true }),
    offerSenderSteamId: t.exposeString('offerSenderSteamId', {
      nullable: true,
      description: 'The SteamID the offer comes from: the buyer should check it before accepting.',
    }),
    steps: t.field({
      description: 'The four steps (order, payment, shipment, receipt) with their times.',
      type: [OrderStep],
      select: { createdAt: true, paidAt: true, tradingAt: true, confirmedAt: true },
      resolve: (order): StepShape[] => [
        { step: 'order', time: order.createdAt },
        { step: 'payment', time: order.paidAt },
        { step: 'shipment', time: order.tradingAt },
        { step: 'receipt', time: order.confirmedAt },
      ],
    }),
    events: t.field({
      type: [OrderHistoryEntry],
      description: 'The history, oldest first.',
      select: { events: { orderBy: { id: 'asc' }, select: { event: true, actor: true, toDes: true, toStatus: true, createdAt: true } } },
      resolve: (order) => order.events,
    }),
    actions: t.field({
      description: 'What the viewer may do with it now.',
      type: OrderActions,
      select: { id: true, buyerId: true, sellerId: true, statusDes: true, offerId: true, paymentId: true, deadlineAt: true },
      resolve: async (order, _, context) => {
        const viewer = requireViewer(context);
        const allowed = context.services.orders.allowedActions(order, viewer);
        return { ...allowed, payUrl: allowed.pay ? await context.services.orders.payUrlOf(order) : null };
      },
    }),
  }),
});

const OrderConnection = builder.connectionObject(
  {
    type: OrderNode,
    name: 'OrderConnection',
    description: "A page of the viewer's orders.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'OrderEdge', description: 'A order of the page, with its cursor.' },
);

builder.prismaObjectFields(Viewer, (t) => ({
  orders: t.connection(
    {
      type: OrderNode,
      description: "The viewer's buy or sell records, newest first; the sell side puts 待发货 (SELLER_DELIVERING) first.",
      authScopes: { loggedIn: true },
      args: {
        direction: t.arg({ type: OrderDirectionEnum, description: "The viewer's purchases (BUY) or sales (SELL).", required: true }),
        status: t.arg({ type: OrderStatusFilterEnum, description: 'Which orders (all by default).', defaultValue: 'ALL' }),
        orderNo: t.arg.string({ description: 'Order numbers starting with this.' }),
      },
      resolve: (user, args, context, info) => {
        const viewer = ownViewer(user, context);
        const filter = {
          direction: args.direction === 'SELL' ? ('sell' as const) : ('buy' as const),
          status: args.status ?? 'ALL',
          orderNo: args.orderNo ?? undefined,
        };
        return pagedConnection(args, context, info, (page, query) => context.services.orders.list(viewer, filter, page, query));
      },
    },
    OrderConnection,
  ),
}));

builder.queryField('order', (t) =>
  t.prismaField({
    type: 'Order',
    nullable: true,
    description: "One of the viewer's orders by its number; null when there is none (or it is another user's).",
    authScopes: { loggedIn: true },
    args: { orderNo: t.arg.string({ description: 'The order number.', required: true }) },
    resolve: (query, _, args, context) => context.services.orders.find(requireViewer(context), args.orderNo, query),
  }),
);

builder.objectType(PriceChangedError, {
  name: 'PriceChangedError',
  description: 'The price of a listing changed since the buyer saw it: nothing was bought; check the new price and buy again.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof PriceChangedError,
  fields: (t) => ({
    listingId: t.globalID({ description: 'The listing whose price changed.', resolve: (error) => ({ type: 'Listing', id: error.listingId }) }),
    price: t.field({ type: 'Money', description: 'The price now.', resolve: (error) => error.priceCents }),
  }),
});

const idempotencyKeyField = {
  description:
    'Key chosen by the client per checkout (1 to 128 letters, digits, - _ . :): for 24 hours a retry with the same key and input gets the first answer again and buys nothing more; the same key with another input is refused (IDEMPOTENCY_KEY_REUSED).',
};

const CreateOrderInput = builder.inputType('CreateOrderInput', {
  description: 'What to buy, at what prices, how to pay and where the items go.',
  fields: (t) => ({
    listingIds: t.globalIDList({ required: true, for: [Listing], description: '1 to 20 listings.' }),
    prices: t.field({ type: ['Money'], required: true, description: 'The price the buyer saw for each listing, in the same order (cents).' }),
    payMethod: t.field({ type: OrderPayMethod, description: 'How to pay.', required: true }),
    steamAccountId: t.globalID({
      for: [SteamAccountNode],
      description: "The buyer's bound account that receives the items (a partner may give tradeUrl instead).",
    }),
    idempotencyKey: t.string({ ...idempotencyKeyField, description: 'Required from the web; a partner’s signed request gives merchantOrderNo instead.' }),
    merchantOrderNo: t.string({ description: 'Partners (signed requests) only: their own number of the purchase, its idempotency key.' }),
    tradeUrl: t.string({ description: 'Partners (signed requests) only: a Steam trade URL that receives the items instead of a bound account.' }),
  }),
});

const CreateOrderPayload = builder.objectRef<{ orders: { orderNo: string }[]; payUrl: string | null }>('CreateOrderPayload').implement({
  description: 'The orders made, one per listing.',
  fields: (t) => ({
    orders: t.prismaField({
      description: 'The orders made, one per listing, as they are now.',
      type: ['Order'],
      resolve: async (query, payload, _, context) => {
        const viewer = requireViewer(context);
        const rows = await Promise.all(payload.orders.map((order) => context.services.orders.find(viewer, order.orderNo, query)));
        return rows.filter((row) => row !== null);
      },
    }),
    payUrl: t.string({ nullable: true, description: 'The cashier to pay at (Alipay); null for a balance purchase.', resolve: (payload) => payload.payUrl }),
  }),
});

builder.mutationField('createOrder', (t) =>
  t.field({
    type: CreateOrderPayload,
    description: 'Buys listings with the balance (paid at once) or through Alipay (pay at payUrl within 15 minutes).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateOrderInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, PriceChangedError, ValidationError, NotFoundError, AppError],
      directResult: true,
      union: { name: 'CreateOrderResult', description: 'What createOrder answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) =>
      context.services.orders.buy(requireViewer(context), {
        listingIds: input.listingIds.map((id) => id.id),
        prices: input.prices,
        payMethod: input.payMethod.toLowerCase(),
        steamAccountId: input.steamAccountId?.id,
        idempotencyKey: input.idempotencyKey ?? undefined,
        merchantOrderNo: input.merchantOrderNo ?? undefined,
        tradeUrl: input.tradeUrl ?? undefined,
      }),
  }),
);

const CancelOrderInput = builder.inputType('CancelOrderInput', {
  description: 'The order to cancel.',
  fields: (t) => ({ orderNo: t.string({ description: 'The number of the order to cancel.', required: true }) }),
});

const CancelOrderPayload = builder.objectRef<{ orderNo: string }>('CancelOrderPayload').implement({
  description: 'The order cancelled (or under verification first, when it was paid).',
  fields: (t) => ({
    order: t.prismaField({
      description: 'The order as it is now.',
      type: 'Order',
      resolve: (query, payload, _, context) => context.services.orders.get(requireViewer(context), payload.orderNo, query),
    }),
  }),
});

builder.mutationField('cancelOrder', (t) =>
  t.field({
    type: CancelOrderPayload,
    description:
      'The buyer cancels before the offer is sent; the seller cancels an order they cannot deliver. Paid orders are verified first. A repeated cancel by the same side answers the order as it is.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CancelOrderInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [NotFoundError, AppError],
      directResult: true,
      union: { name: 'CancelOrderResult', description: 'What cancelOrder answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const order = await context.services.orders.cancel(requireViewer(context), input.orderNo);
      return { orderNo: order.orderNo };
    },
  }),
);
