// GraphQL of buy orders: `BuyOrder` (a Node its buyer alone can fetch), `viewer.buyOrders`,
// `buyOrder(buyOrderNo)`, `MarketItem.buyOrderBook`, and the placeBuyOrder / cancelBuyOrder mutations
// with typed errors. Selling to a buy order is inventory's `sellToBuyOrders`.
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import { InventoryItem } from '../inventory/inventory.schema.ts';
import { MarketItem } from '../market/market.schema.ts';
import { SteamAccountNode } from '../steam/steam.schema.ts';
import { Viewer } from '../user/user.schema.ts';
import type { BUY_ORDER_STATUS_FILTERS, BookEntry } from './buyOrder.service.ts';

const BuyOrderStatus = builder.enumType('BuyOrderStatus', {
  values: {
    OPEN: { description: 'Waiting for sellers; the unfilled units are held.' },
    FILLED: { description: 'Every unit was bought.' },
    CANCELLED: { description: 'Cancelled by the buyer (or the system); what was unfilled went back to the balance.' },
    EXPIRED: { description: 'Reached its expiry; what was unfilled went back to the balance.' },
  } as const,
  description: 'OPEN: waiting for sellers, its unfilled units held; FILLED: every unit bought; CANCELLED, EXPIRED: what was unfilled went back to the balance.',
});
const BuyOrderStatusFilter = builder.enumType('BuyOrderStatusFilter', {
  values: {
    ALL: { description: 'Every buy order.' },
    OPEN: { description: 'The open ones.' },
    CLOSED: { description: 'Filled, cancelled or expired.' },
  } satisfies Record<(typeof BUY_ORDER_STATUS_FILTERS)[number], { description: string }>,
  description: 'CLOSED: filled, cancelled or expired.',
});

export const BuyOrderNode = builder.prismaNode('BuyOrder', {
  name: 'BuyOrder',
  description: 'A buy order (求购): an offer to buy units of an item at a price, filled by sellers. Only its buyer can read it.',
  nullable: true,
  select: { id: true },
  id: { field: 'id' },
  findUnique: (id, context) => context.services.buyOrders.nodeWhere(context.viewer, id),
  fields: (t) => ({
    buyOrderNo: t.exposeString('buyOrderNo', { description: 'The buy order number, its key (buyOrder(buyOrderNo:)).' }),
    item: t.relation('template', { description: 'The catalogue item bought.' }),
    price: t.field({ type: 'Money', description: 'Per item.', select: { priceCents: true }, resolve: (row) => row.priceCents }),
    quantity: t.exposeInt('quantity', { description: 'Units wanted in all.' }),
    filledQuantity: t.exposeInt('filledQuantity', { description: 'Units bought so far.' }),
    minFloat: t.exposeFloat('minFloat', { nullable: true, description: 'Lowest float accepted (inclusive).' }),
    maxFloat: t.exposeFloat('maxFloat', { nullable: true, description: 'Float accepted below this (exclusive).' }),
    paintSeeds: t.exposeIntList('paintSeeds', { description: 'Paint seeds accepted; empty: any.' }),
    sticker: t.exposeString('stickerHashName', { nullable: true, description: 'A sticker the item must carry (its catalogue hash name).' }),
    held: t.field({ type: 'Money', description: 'Still held for the unfilled units.', select: { heldCents: true }, resolve: (row) => row.heldCents }),
    status: t.field({ description: 'Where it stands.', type: BuyOrderStatus, select: { status: true }, resolve: (row) => row.status }),
    steamAccount: t.relation('buyerSteamAccount', { nullable: true, description: 'The bound account that receives the items.' }),
    expiresAt: t.expose('expiresAt', { description: 'When it expires if not filled before.', type: 'DateTime' }),
    createdAt: t.expose('createdAt', { description: 'When it was placed.', type: 'DateTime' }),
    closedAt: t.expose('closedAt', { description: 'When it was filled, cancelled or expired; null while open.', type: 'DateTime', nullable: true }),
    orders: t.relation('orders', { description: 'The orders that filled it, newest first.', query: { orderBy: [{ createdAt: 'desc' }, { orderNo: 'desc' }] } }),
  }),
});

const BuyOrderConnection = builder.connectionObject(
  {
    type: BuyOrderNode,
    name: 'BuyOrderConnection',
    description: "A page of the viewer's buy orders.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'BuyOrderEdge', description: 'A buy order of the page, with its cursor.' },
);

builder.prismaObjectFields(Viewer, (t) => ({
  buyOrders: t.connection(
    {
      type: BuyOrderNode,
      description: "The viewer's buy orders, newest first.",
      authScopes: { loggedIn: true },
      args: { status: t.arg({ type: BuyOrderStatusFilter, description: 'Which buy orders (all by default).', defaultValue: 'ALL' }) },
      resolve: (user, args, context, info) =>
        pagedConnection(args, context, info, (page, query) => context.services.buyOrders.list(ownViewer(user, context), args.status ?? 'ALL', page, query)),
    },
    BuyOrderConnection,
  ),
}));

builder.queryField('buyOrder', (t) =>
  t.prismaField({
    type: 'BuyOrder',
    nullable: true,
    description: "One of the viewer's buy orders by its number; null when there is none (or it is another user's).",
    authScopes: { loggedIn: true },
    args: { buyOrderNo: t.arg.string({ description: 'The buy order number.', required: true }) },
    resolve: (query, _, args, context) => context.services.buyOrders.find(requireViewer(context), args.buyOrderNo, query),
  }),
);

const BookEntryRef = builder.objectRef<BookEntry>('BuyOrderBookEntry').implement({
  description: 'One open buy order of the book, its buyer not named.',
  fields: (t) => ({
    price: t.field({ description: 'The price offered per item.', type: 'Money', resolve: (entry) => entry.priceCents }),
    quantity: t.int({ description: 'Units still wanted.', resolve: (entry) => entry.quantity - entry.filledQuantity }),
    minFloat: t.float({ description: 'Lowest float accepted (inclusive); null: any.', nullable: true, resolve: (entry) => entry.minFloat }),
    maxFloat: t.float({ description: 'Floats accepted below this (exclusive); null: any.', nullable: true, resolve: (entry) => entry.maxFloat }),
    paintSeeds: t.intList({ description: 'Paint seeds accepted; empty: any.', resolve: (entry) => entry.paintSeeds }),
    sticker: t.string({ description: 'A sticker the item must carry (its hash name); null: any.', nullable: true, resolve: (entry) => entry.stickerHashName }),
    createdAt: t.field({ description: 'When it was placed.', type: 'DateTime', resolve: (entry) => entry.createdAt }),
    expiresAt: t.field({ description: 'When it expires.', type: 'DateTime', resolve: (entry) => entry.expiresAt }),
  }),
});

type BookShape = { topPriceCents: number | null; quantity: number; orders: number; entries: BookEntry[] };
const BuyOrderBook = builder.objectRef<BookShape>('BuyOrderBook').implement({
  description: 'The open buy orders of an item, its buyers not named. Public.',
  fields: (t) => ({
    topPrice: t.field({ type: 'Money', nullable: true, description: 'The best open buy order, null when none.', resolve: (book) => book.topPriceCents }),
    quantity: t.int({ description: 'Units wanted over the open buy orders.', resolve: (book) => book.quantity }),
    orders: t.int({ description: 'Open buy orders.', resolve: (book) => book.orders }),
    entries: t.field({ type: [BookEntryRef], description: 'The best 50, highest price first, then the first placed.', resolve: (book) => book.entries }),
  }),
});

builder.prismaObjectFields(MarketItem, (t) => ({
  buyOrderBook: t.field({
    type: BuyOrderBook,
    description: "The item's open buy orders (求购).",
    resolve: (item, _, context) => context.services.buyOrders.bookOf(item.hashName),
  }),
}));

builder.prismaObjectFields(InventoryItem, (t) => ({
  bestBuyOrderPrice: t.loadable({
    type: 'Money',
    nullable: true,
    description: 'What the best buy order that takes this item pays now (sellToBuyOrders at this price sells it); null when none does.',
    resolve: (item) => item.id,
    load: async (ids: string[], context) => {
      const prices = await context.services.buyOrders.bestPricesOf(requireViewer(context), ids);
      return ids.map((id) => prices.get(id) ?? null);
    },
  }),
}));

const PlaceBuyOrderInput = builder.inputType('PlaceBuyOrderInput', {
  description: 'The buy order to place.',
  fields: (t) => ({
    hashName: t.string({ required: true, description: "The catalogue item's hash name (StatTrak™ items are items of their own)." }),
    price: t.field({ type: 'Money', required: true, description: 'Per item, in cents.' }),
    quantity: t.int({ required: true, description: '1 to 200.' }),
    minFloat: t.float({ description: 'Lowest float accepted (inclusive), 0 to 1; any when left out.' }),
    maxFloat: t.float({ description: 'Floats accepted below this (exclusive), 0 to 1; any when left out.' }),
    paintSeeds: t.intList({ description: 'Up to 50, from 0 to 1000.' }),
    sticker: t.string({ description: "A catalogue sticker's hash name the item must carry." }),
    expiresInDays: t.int({ description: '1 to 90, default 30.' }),
    steamAccountId: t.globalID({ required: true, for: [SteamAccountNode], description: 'The bound account that receives the items.' }),
    idempotencyKey: t.string({
      required: true,
      description:
        'Key chosen by the client per placement (1 to 128 letters, digits, - _ . :): for 24 hours a retry with the same key and input gets the first answer again and holds nothing more.',
    }),
  }),
});

const BuyOrderPayload = (name: string) =>
  builder.objectRef<{ buyOrderNo: string }>(name).implement({
    description: 'The buy order after the change.',
    fields: (t) => ({
      buyOrder: t.prismaField({
        description: 'The buy order as it is now.',
        type: 'BuyOrder',
        resolve: (query, payload, _, context) => context.services.buyOrders.get(requireViewer(context), payload.buyOrderNo, query),
      }),
    }),
  });

builder.mutationField('placeBuyOrder', (t) =>
  t.field({
    type: BuyOrderPayload('PlaceBuyOrderPayload'),
    description: 'Places a buy order and holds price × quantity from the balance (deposit first) until it is filled, cancelled or expires.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: PlaceBuyOrderInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, ValidationError, NotFoundError, AppError],
      directResult: true,
      union: { name: 'PlaceBuyOrderResult', description: 'What placeBuyOrder answers: its payload, or one of its typed errors.' },
    },
    resolve: (_, { input }, context) =>
      context.services.buyOrders.place(requireViewer(context), {
        hashName: input.hashName,
        price: input.price,
        quantity: input.quantity,
        minFloat: input.minFloat,
        maxFloat: input.maxFloat,
        paintSeeds: input.paintSeeds,
        sticker: input.sticker,
        expiresInDays: input.expiresInDays,
        steamAccountId: input.steamAccountId.id,
        idempotencyKey: input.idempotencyKey,
      }),
  }),
);

const CancelBuyOrderInput = builder.inputType('CancelBuyOrderInput', {
  description: 'The buy order to cancel.',
  fields: (t) => ({ buyOrderNo: t.string({ description: 'The number of the buy order to cancel.', required: true }) }),
});

builder.mutationField('cancelBuyOrder', (t) =>
  t.field({
    type: BuyOrderPayload('CancelBuyOrderPayload'),
    description: 'Cancels an open buy order: what is still held goes back to the balance.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CancelBuyOrderInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [NotFoundError, AppError],
      directResult: true,
      union: { name: 'CancelBuyOrderResult', description: 'What cancelBuyOrder answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const cancelled = await context.services.buyOrders.cancel(requireViewer(context), input.buyOrderNo);
      return { buyOrderNo: cancelled.buyOrderNo };
    },
  }),
);
