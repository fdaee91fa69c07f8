// GraphQL of live events: `subscription { viewerEvents(after) }` over Server-Sent
// Events (Yoga's GraphQL over SSE), signed in by the session cookie. The service decides what the
// viewer gets (api/modules/events/viewerEvents.service.ts); here each event becomes its type with the
// order, buy order, offer, listing, withdrawal, recharge, wallet or counts it is about. It sits with the schema's assembly because it joins the types
// of several domains to the events module, which those domains themselves use.
import { builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { requireViewer } from './viewer.ts';
import { UnreadCounts } from '../modules/notice/notice.schema.ts';
import { OrderNotFoundError } from '../modules/order/order.errors.ts';
import { BuyOrderNotFoundError } from '../modules/buyorder/buyOrder.errors.ts';
import { BargainNotFoundError } from '../modules/bargain/bargain.errors.ts';
import { LeaseNotFoundError } from '../modules/lease/lease.errors.ts';
import { LeaseStatusEnum } from '../modules/lease/lease.schema.ts';
import type { LEASE_EVENTS } from '../modules/lease/lease.service.ts';
import { Wallet } from '../modules/wallet/wallet.schema.ts';
import { WithdrawalRef } from '../modules/wallet/withdrawal.schema.ts';
import { RechargeContractRef } from '../modules/wallet/recharge.schema.ts';
import { InventoryItem } from '../modules/inventory/inventory.schema.ts';
import type { LISTING_EVENTS, LISTING_STATES } from '../modules/listing/listing.service.ts';
import { NotFoundError } from '../errors.ts';
import type { ViewerEvent as ViewerEventShape } from '../modules/events/viewerEvents.service.ts';

builder.subscriptionType({
  description: 'Live updates over Server-Sent Events (GraphQL over SSE), for the signed-in viewer.',
});

const ViewerEvent = builder.interfaceRef<ViewerEventShape>('ViewerEvent').implement({
  description: "Something of the signed-in viewer's changed. Pass the last cursor as `after` to resume without a gap.",
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: "The event's place in the log: resume after it with viewerEvents(after:)." }),
    occurredAt: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (event) => event.occurredAt }),
  }),
  resolveType: (event) => event.kind,
});

builder.objectRef<ViewerEventShape>('OrderChanged').implement({
  description: 'One of the viewer’s orders moved (paid, offer sent, delivered, settled, cancelled, …): its state now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    order: t.prismaField({
      description: 'The order as it is now.',
      type: 'Order',
      resolve: async (query, event, _args, context) => {
        const [order] = await context.services.orders.byIds(event.viewer, [event.orderId ?? ''], query);
        if (!order) throw new OrderNotFoundError();
        return order;
      },
    }),
  }),
});

builder.objectRef<ViewerEventShape>('UnreadCountsChanged').implement({
  description: 'A message arrived or messages or notices were read: the header’s counts now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    unreadCounts: t.field({
      type: UnreadCounts,
      description: "The header's unread counts now.",
      resolve: (event, _args, context) => context.services.notice.headerCounts(event.viewer),
    }),
  }),
});

/** The balances now, of a WalletChanged, and of the events that move money (a withdrawal made or failed, a recharge credited). */
const walletOf = async (event: ViewerEventShape, _args: unknown, context: GraphQLContext) => ({
  ...(await context.services.wallet.walletOf(event.viewer)),
  viewer: event.viewer,
});

builder.objectRef<ViewerEventShape>('WalletChanged').implement({
  description: 'Money or points moved on the viewer’s accounts (a purchase, a sale settling, a refund, a recharge, a withdrawal): the balances now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    wallet: t.field({ description: "The viewer's balances now.", type: Wallet, resolve: walletOf }),
  }),
});

const BuyOrderEventKind = builder.enumType('BuyOrderEventKind', {
  description: 'What happened to a buy order.',
  values: {
    PLACED: { description: 'It was placed.' },
    FILLED: { description: 'One more unit was bought (it may be filled now).' },
    CANCELLED: { description: 'It was cancelled.' },
    EXPIRED: { description: 'It expired.' },
  } as const,
});

builder.objectRef<ViewerEventShape>('BuyOrderChanged').implement({
  description: 'One of the viewer’s buy orders was placed, filled by one more item (its order has its own OrderChanged), cancelled or expired: its state now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    event: t.field({
      description: 'What happened.',
      type: BuyOrderEventKind,
      resolve: (event) => (event.buyOrder?.event ?? 'placed').toUpperCase() as 'PLACED',
    }),
    buyOrder: t.prismaField({
      description: 'The buy order as it is now.',
      type: 'BuyOrder',
      resolve: async (query, event, _args, context) => {
        const found = await context.services.buyOrders.byId(event.viewer, event.buyOrder?.id ?? '', query);
        if (!found) throw new BuyOrderNotFoundError();
        return found;
      },
    }),
  }),
});

const BargainEventKind = builder.enumType('BargainEventKind', {
  description: 'What happened to a price offer.',
  values: {
    OFFERED: { description: 'The buyer made it.' },
    COUNTERED: { description: 'The seller countered it.' },
    ACCEPTED: { description: 'It was accepted: an order was made.' },
    DECLINED: { description: 'It was declined.' },
    CANCELLED: { description: 'It was withdrawn, or ended because its listing changed.' },
    EXPIRED: { description: 'It expired unanswered.' },
  } as const,
});

builder.objectRef<ViewerEventShape>('BargainChanged').implement({
  description:
    'A price offer the viewer made or received was made, countered, accepted (its order has its own OrderChanged), declined, cancelled or expired: its state now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    event: t.field({
      description: 'What happened.',
      type: BargainEventKind,
      resolve: (event) => (event.bargain?.event ?? 'offered').toUpperCase() as 'OFFERED',
    }),
    bargain: t.prismaField({
      description: 'The offer as it is now.',
      type: 'Bargain',
      resolve: async (query, event, _args, context) => {
        const found = await context.services.bargains.byId(event.viewer, event.bargain?.id ?? '', query);
        if (!found) throw new BargainNotFoundError();
        return found;
      },
    }),
  }),
});

const LeaseEventKind = builder.enumType('LeaseEventKind', {
  description: 'The step a lease took (its state machine\'s event, docs/money-and-orders.md "Leases").',
  values: {
    RENT_ALIPAY: { description: 'Rented, to be paid with Alipay.' },
    RENT_BALANCE: { description: 'Rented and paid from the balance: rent and deposit held.' },
    PAID: { description: 'The Alipay payment came: rent and deposit held.' },
    PAYMENT_TIMEOUT: { description: 'Not paid in time: cancelled.' },
    RENTER_CANCELLED: { description: "The renter cancelled before the lender's offer." },
    DELIVERY_FAILED: { description: 'The lender did not deliver (no offer in time, the offer cancelled, the item or account gone): cancelled.' },
    DELIVERY_DECLINED: { description: "The renter did not accept the lender's offer: cancelled." },
    DELIVERY_OFFER_SENT: { description: "The lender's offer was made." },
    DELIVERED: { description: 'The renter has the item: the lease runs.' },
    RENEWED: { description: 'The renter added days.' },
    BUYOUT: { description: 'The renter bought the item out.' },
    RETURN_REQUESTED: { description: 'The renter returns the item.' },
    RETURN_OFFER_SENT: { description: 'The return offer was sent again.' },
    RETURN_FAILED: { description: "The return failed on the renter's side; the lease runs on." },
    RETURN_FAILED_OVERDUE: { description: "The return failed on the renter's side after the end: overdue." },
    RETURN_RECEIVED: { description: "The lender has the item back; the return's protection runs." },
    PROTECTION_ENDED: { description: "The return's protection ended: completed." },
    RETURN_REVERSED: { description: 'The renter reversed the return trade: defaulted.' },
    END_PASSED: { description: 'The lease ended without a return: overdue.' },
    GRACE_PASSED: { description: 'The grace ended: defaulted.' },
    DELIVERY_REVERSED: { description: 'The lender reversed the delivery trade: everything back to the renter.' },
  } satisfies Record<(typeof LEASE_EVENTS)[number], { description: string }>,
});

builder.objectRef<ViewerEventShape>('LeaseChanged').implement({
  description:
    'A lease the viewer rents or lent took a step (rented, paid, offer sent, delivered, cancelled, …): the step, its status after it, and the lease now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    event: t.field({ description: 'The step it took.', type: LeaseEventKind, resolve: (event) => (event.lease?.event ?? 'RENT_BALANCE') as 'RENT_BALANCE' }),
    status: t.field({
      description: 'Its status after the step.',
      type: LeaseStatusEnum,
      resolve: (event) => (event.lease?.status ?? 'AWAITING_DELIVERY') as 'RENTING',
    }),
    lease: t.prismaField({
      description: 'The lease as it is now.',
      type: 'Lease',
      resolve: async (query, event, _args, context) => {
        const found = await context.services.leases.byId(event.viewer, event.lease?.id ?? '', query);
        if (!found) throw new LeaseNotFoundError();
        return found;
      },
    }),
  }),
});

const ListingEventKind = builder.enumType('ListingEventKind', {
  description:
    'What happened to a listing: LIST (put on sale), RESERVE (held for a buyer’s unpaid order), SELL, RELEASE and RESTORE (on sale again), TAKE_DOWN, DELIST (unlisted), ITEM_GONE (left the Steam inventory), ACCOUNT_CLOSED (its Steam account unbound or unusable), REPRICE (a new price).',
  values: {
    LIST: { description: 'The seller put it on sale.' },
    RESERVE: { description: "A buyer's checkout holds it for their unpaid order." },
    SELL: { description: 'Its order was paid: it is sold.' },
    RELEASE: { description: 'The unpaid order ended: it is on sale again (or delisted when the asset was listed again meanwhile).' },
    RESTORE: { description: "A paid order failed on the buyer's side: it is on sale again (or delisted when the asset was listed again meanwhile)." },
    TAKE_DOWN: { description: "An order failed on the seller's or the platform's side, or its trade was reversed: it is delisted." },
    DELIST: { description: 'The seller unlisted it.' },
    ITEM_GONE: { description: 'An inventory refresh found the asset gone from the Steam inventory.' },
    ACCOUNT_CLOSED: { description: "The seller's Steam account was unbound or became unusable." },
    REPRICE: { description: 'The seller changed its price.' },
  } satisfies Record<(typeof LISTING_EVENTS)[number] | 'REPRICE', { description: string }>,
});

const ListingStatus = builder.enumType('ListingStatus', {
  description: 'ON_SALE; RESERVED (held for a buyer’s unpaid order); SOLD; DELISTED (off the market for good).',
  values: {
    ON_SALE: { description: 'On sale.' },
    RESERVED: { description: "Held for a buyer's unpaid order." },
    SOLD: { description: 'Sold.' },
    DELISTED: { description: 'Off the market for good.' },
  } satisfies Record<(typeof LISTING_STATES)[number], { description: string }>,
});

builder.objectRef<ViewerEventShape>('ListingChanged').implement({
  description:
    'One of the viewer’s listings was put on sale, reserved, sold, released, unlisted, taken down or repriced: what happened, its status then, the listing (its price now) and the asset it sells.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    event: t.field({ description: 'What happened.', type: ListingEventKind, resolve: (event) => (event.listing?.event ?? 'LIST') as 'LIST' }),
    status: t.field({
      description: "The listing's status after it.",
      type: ListingStatus,
      resolve: (event) => (event.listing?.status ?? 'ON_SALE') as 'ON_SALE',
    }),
    listing: t.prismaField({
      description: 'The listing as it is now (its price now).',
      type: 'Listing',
      resolve: async (query, event, _args, context) => {
        const found = await context.services.inventory.listingOfSeller(event.viewer, event.listing?.id ?? '', query);
        if (!found) throw new NotFoundError();
        return found;
      },
    }),
    inventoryItem: t.prismaField({
      type: InventoryItem,
      nullable: true,
      description: 'The asset it sells, with its listing now (null once sold or unlisted), while it is in one of the viewer’s bound accounts.',
      resolve: (query, event, _args, context) => context.services.inventory.itemOfListing(event.viewer, event.listing?.id ?? '', query),
    }),
  }),
});

builder.objectRef<ViewerEventShape>('WithdrawalChanged').implement({
  description:
    'One of the viewer’s withdrawals was made, paid out (SUCCESS) or failed (FAILURE, its amount back to withdrawable): its record now, and the balances.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    withdrawal: t.field({
      description: 'The withdrawal as it is now.',
      type: WithdrawalRef,
      resolve: (event, _args, context) => context.services.withdrawals.get(event.viewer, event.withdrawal?.serialNo ?? ''),
    }),
    wallet: t.field({ description: "The viewer's balances now.", type: Wallet, resolve: walletOf }),
  }),
});

const RechargeEventKind = builder.enumType('RechargeEventKind', {
  description: 'CONTRACT: the recharge contract was made, signed, refused, expired or terminated; CREDITED: a recharge reached the deposit.',
  values: {
    CONTRACT: { description: 'The recharge contract was made, signed, refused, expired or terminated.' },
    CREDITED: { description: 'A recharge reached the deposit.' },
  } as const,
});

builder.objectRef<ViewerEventShape>('RechargeChanged').implement({
  description:
    'The viewer’s recharge contract changed state, or a recharge was credited to the deposit: the contract now, what was credited, and the balances.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    event: t.field({
      description: 'A change of the contract, or a recharge credited.',
      type: RechargeEventKind,
      resolve: (event) => (event.recharge?.contractId ? 'CONTRACT' : 'CREDITED'),
    }),
    contract: t.field({
      description: "The viewer's recharge contract now.",
      type: RechargeContractRef,
      resolve: (event, _args, context) => context.services.recharges.contractOf(event.viewer),
    }),
    credited: t.field({
      type: 'Money',
      nullable: true,
      description: 'The amount a recharge credited (CREDITED); null for a contract’s change.',
      resolve: (event) => (event.recharge?.contractId ? null : (event.recharge?.amountCents ?? null)),
    }),
    outTradeNo: t.string({
      nullable: true,
      description: 'The recharge’s payment number (CREDITED).',
      resolve: (event) => event.recharge?.outTradeNo ?? null,
    }),
    wallet: t.field({ description: "The viewer's balances now.", type: Wallet, resolve: walletOf }),
  }),
});

builder.subscriptionField('viewerEvents', (t) =>
  t.field({
    type: ViewerEvent,
    description:
      "The signed-in viewer's events: those after `after` first (in order, none missed, none twice), then each as it commits. Ends at logout or session expiry. An `after` older than the log keeps (EVENT_RETENTION_DAYS) is refused with CURSOR_EXPIRED: refetch, then subscribe without it.",
    args: { after: t.arg.string({ description: 'The cursor of the last event received.' }) },
    subscribe: (_root, args, context) => context.services.viewerEvents.stream(requireViewer(context), { after: args.after, address: context.request.ip }),
    resolve: (event) => event,
  }),
);
