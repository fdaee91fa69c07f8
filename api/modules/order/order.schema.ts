// GraphQL of orders (issue 11 point 6): `Order` (a Node, SPEC §3 fields), `viewer.orders`,
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
import { ORDER_STATUS_FILTERS, paidAmountOf, payMethodOf } from './order.service.ts';
import { displayStatus } from './orderStateMachine.ts';

const OrderDirectionEnum = builder.enumType('OrderDirection', { values: ['BUY', 'SELL'] as const });
const OrderStatusFilterEnum = builder.enumType('OrderStatusFilter', {
  values: ORDER_STATUS_FILTERS,
  description: 'PENDING: 21/31/41 (and, for the buyer, an unpaid 11); SUCCESSFUL: 51; FAILED: 55.',
});
const OrderPayMethod = builder.enumType('OrderPayMethod', { values: ['BALANCE', 'ALIPAY'] as const });
const OrderServiceType = builder.enumType('OrderServiceType', {
  values: ['AUTO', 'MANUAL'] as const,
  description: 'AUTO: a robot account delivers at once; MANUAL: the seller sends the offer.',
});

const OrderParty = builder.objectRef<{ nickname: string; avatarUrl: string | null }>('OrderParty').implement({
  fields: (t) => ({
    nickname: t.exposeString('nickname'),
    avatarUrl: t.string({ nullable: true, resolve: (party) => party.avatarUrl }),
  }),
});

type StepShape = { step: 'order' | 'payment' | 'shipment' | 'receipt'; time: Date | null };
const OrderStepName = builder.enumType('OrderStepName', { values: ['ORDER', 'PAYMENT', 'SHIPMENT', 'RECEIPT'] as const });
const OrderStep = builder.objectRef<StepShape>('OrderStep').implement({
  description: 'One step of the detail page: order -> payment -> shipment -> receipt.',
  fields: (t) => ({
    step: t.field({ type: OrderStepName, resolve: (step) => step.step.toUpperCase() as 'ORDER' }),
    time: t.field({ type: 'DateTime', nullable: true, resolve: (step) => step.time }),
    done: t.boolean({ resolve: (step) => step.time !== null }),
  }),
});

type EventShape = { event: string; actor: string; toDes: string; toStatus: number; createdAt: Date };
const OrderHistoryEntry = builder.objectRef<EventShape>('OrderHistoryEntry').implement({
  fields: (t) => ({
    event: t.exposeString('event'),
    text: t.string({
      resolve: (entry, _, context) => {
        const key = `order.event.${entry.event}`;
        return isMessageKey(key) ? translate(context.language, key) : entry.event;
      },
    }),
    actor: t.exposeString('actor', { description: 'BUYER, SELLER, SYSTEM, PAYMENT or STEAM.' }),
    statusDes: t.string({ resolve: (entry) => entry.toDes }),
    status: t.int({ resolve: (entry) => entry.toStatus }),
    time: t.field({ type: 'DateTime', resolve: (entry) => entry.createdAt }),
  }),
});

type ActionsShape = { pay: boolean; cancel: boolean; deliver: boolean; payUrl: string | null };
const OrderActions = builder.objectRef<ActionsShape>('OrderActions').implement({
  description: 'What the viewer may do with the order now.',
  fields: (t) => ({
    pay: t.boolean({ resolve: (actions) => actions.pay && actions.payUrl !== null }),
    payUrl: t.string({ nullable: true, description: 'The cashier, while the payment is open.', resolve: (actions) => actions.payUrl }),
    cancel: t.exposeBoolean('cancel'),
    deliver: t.exposeBoolean('deliver'),
  }),
});

type RemainingShape = NonNullable<Remaining>;
const RemainingTime = builder.objectRef<RemainingShape>('RemainingTime').implement({
  description: 'SPEC §5: DAY (whole days rounded up), HOUR (whole hours rounded down) or UNDER_HOUR.',
  fields: (t) => ({
    unit: t.string({ resolve: (remaining) => (remaining.unit === 'underHour' ? 'UNDER_HOUR' : remaining.unit.toUpperCase()) }),
    value: t.int({ nullable: true, resolve: (remaining) => ('value' in remaining ? remaining.value : null) }),
  }),
});

export const OrderNode = builder.prismaNode('Order', {
  name: 'Order',
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  findUnique: (id, context) => context.services.orders.nodeWhere(context.viewer, id),
  fields: (t) => ({
    orderNo: t.exposeString('orderNo'),
    createTime: t.expose('createdAt', { type: 'DateTime' }),
    updateTime: t.expose('updatedAt', { type: 'DateTime' }),
    payTime: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    tradingTime: t.expose('tradingAt', { type: 'DateTime', nullable: true, description: 'When the offer was sent.' }),
    confirmTime: t.expose('confirmedAt', { type: 'DateTime', nullable: true, description: 'When the buyer received the item.' }),
    floatValue: t.exposeFloat('floatValue', { nullable: true }),
    paintSeed: t.exposeInt('paintSeed', { nullable: true }),
    stickerList: t.field({
      type: [Sticker],
      select: { stickers: true },
      resolve: (order) => (Array.isArray(order.stickers) ? (order.stickers as unknown as StickerShape[]) : []),
    }),
    price: t.field({ type: 'Money', select: { priceCents: true }, resolve: (order) => order.priceCents }),
    fee: t.field({ type: 'Money', description: "The seller's fee (SPEC §5 rounding).", select: { feeCents: true }, resolve: (order) => order.feeCents }),
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
    status: t.exposeInt('status', { description: 'SPEC §4 code: 11, 21, 31, 41, 51, 55.' }),
    displayStatus: t.int({ nullable: true, select: { status: true }, resolve: (order) => displayStatus(order.status) }),
    statusDes: t.exposeString('statusDes', { description: 'The named status (SPEC §4), e.g. SELLER_DELIVERING.' }),
    statusText: t.string({
      description: 'The named status in the viewer language; 获取失败 when unknown.',
      select: { statusDes: true },
      resolve: (order, _, context) => {
        const key = `order.statusDes.${order.statusDes}`;
        return translate(context.language, isMessageKey(key) ? key : 'order.statusDes.unknown');
      },
    }),
    templateInfo: t.relation('template', { description: 'The item, with its tags.' }),
    listing: t.relation('listing'),
    sellerInfo: t.field({
      type: OrderParty,
      select: { seller: { select: { id: true, nickname: true, isDemo: true, avatarUrl: true } } },
      resolve: (order, _, context) => ({
        nickname: sellerName(order.seller, context.language) || translate(context.language, 'order.manualDelivery'),
        avatarUrl: order.seller.avatarUrl,
      }),
    }),
    buyerInfo: t.field({
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
      type: RemainingTime,
      nullable: true,
      select: { deadlineAt: true },
      resolve: (order, _, context) => context.services.orders.timeLeft(order)?.remaining ?? null,
    }),
    remainingSeconds: t.int({
      nullable: true,
      select: { deadlineAt: true },
      resolve: (order, _, context) => context.services.orders.timeLeft(order)?.seconds ?? null,
    }),
    protectedUntil: t.expose('protectedUntil', { type: 'DateTime', nullable: true }),
    buyerSteamId: t.exposeString('buyerSteamId', { description: "The SteamID the item goes to (the buyer's account)." }),
    offerId: t.exposeString('offerId', { nullable: true }),
    offerSenderSteamId: t.exposeString('offerSenderSteamId', {
      nullable: true,
      description: 'The SteamID the offer comes from: the buyer should check it before accepting.',
    }),
    steps: t.field({
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
        direction: t.arg({ type: OrderDirectionEnum, required: true }),
        status: t.arg({ type: OrderStatusFilterEnum, defaultValue: 'ALL' }),
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
    args: { orderNo: t.arg.string({ required: true }) },
    resolve: (query, _, args, context) => context.services.orders.find(requireViewer(context), args.orderNo, query),
  }),
);

builder.objectType(PriceChangedError, {
  name: 'PriceChangedError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof PriceChangedError,
  fields: (t) => ({
    listingId: t.globalID({ resolve: (error) => ({ type: 'Listing', id: error.listingId }) }),
    price: t.field({ type: 'Money', description: 'The price now.', resolve: (error) => error.priceCents }),
  }),
});

const idempotencyKeyField = {
  description:
    'Key chosen by the client per checkout (1 to 128 letters, digits, - _ . :): for 24 hours a retry with the same key and input gets the first answer again and buys nothing more; the same key with another input is refused (IDEMPOTENCY_KEY_REUSED).',
};

const CreateOrderInput = builder.inputType('CreateOrderInput', {
  fields: (t) => ({
    listingIds: t.globalIDList({ required: true, for: [Listing], description: '1 to 20 listings.' }),
    prices: t.field({ type: ['Money'], required: true, description: 'The price the buyer saw for each listing, in the same order (cents).' }),
    payMethod: t.field({ type: OrderPayMethod, required: true }),
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
  fields: (t) => ({
    orders: t.prismaField({
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

const CancelOrderInput = builder.inputType('CancelOrderInput', { fields: (t) => ({ orderNo: t.string({ required: true }) }) });

const CancelOrderPayload = builder.objectRef<{ orderNo: string }>('CancelOrderPayload').implement({
  fields: (t) => ({
    order: t.prismaField({
      type: 'Order',
      resolve: (query, payload, _, context) => context.services.orders.get(requireViewer(context), payload.orderNo, query),
    }),
  }),
});

builder.mutationField('cancelOrder', (t) =>
  t.field({
    type: CancelOrderPayload,
    description: 'The buyer cancels before the offer is sent; the seller cancels an order they cannot deliver. Paid orders are verified first.',
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
