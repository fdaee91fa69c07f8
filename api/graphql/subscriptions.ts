// GraphQL of live events (issue 22 point 3): `subscription { viewerEvents(after) }` over Server-Sent
// Events (Yoga's GraphQL over SSE), signed in by the session cookie. The service decides what the
// viewer gets (api/modules/events/viewerEvents.service.ts); here each event becomes its type with the
// order, buy order, wallet or counts it is about. It sits with the schema's assembly because it joins the types
// of several domains to the events module, which those domains themselves use.
import { builder } from './builder.ts';
import { requireViewer } from './viewer.ts';
import { UnreadCounts } from '../modules/notice/notice.schema.ts';
import { OrderNotFoundError } from '../modules/order/order.errors.ts';
import { BuyOrderNotFoundError } from '../modules/buyorder/buyOrder.errors.ts';
import { BargainNotFoundError } from '../modules/bargain/bargain.errors.ts';
import { Wallet } from '../modules/wallet/wallet.schema.ts';
import type { ViewerEvent as ViewerEventShape } from '../modules/events/viewerEvents.service.ts';

builder.subscriptionType({});

const ViewerEvent = builder.interfaceRef<ViewerEventShape>('ViewerEvent').implement({
  description: "Something of the signed-in viewer's changed. Pass the last cursor as `after` to resume without a gap.",
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: "The event's place in the log: resume after it with viewerEvents(after:)." }),
    occurredAt: t.field({ type: 'DateTime', resolve: (event) => event.occurredAt }),
  }),
  resolveType: (event) => event.kind,
});

builder.objectRef<ViewerEventShape>('OrderChanged').implement({
  description: 'One of the viewer’s orders moved (paid, offer sent, delivered, settled, cancelled, …): its state now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    order: t.prismaField({
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
    unreadCounts: t.field({ type: UnreadCounts, resolve: (event, _args, context) => context.services.notice.headerCounts(event.viewer) }),
  }),
});

builder.objectRef<ViewerEventShape>('WalletChanged').implement({
  description: 'Money or points moved on the viewer’s accounts (a purchase, a sale settling, a refund, a recharge, a withdrawal): the balances now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    wallet: t.field({
      type: Wallet,
      resolve: async (event, _args, context) => ({ ...(await context.services.wallet.walletOf(event.viewer)), viewer: event.viewer }),
    }),
  }),
});

const BuyOrderEventKind = builder.enumType('BuyOrderEventKind', { values: ['PLACED', 'FILLED', 'CANCELLED', 'EXPIRED'] as const });

builder.objectRef<ViewerEventShape>('BuyOrderChanged').implement({
  description: 'One of the viewer’s buy orders was placed, filled by one more item (its order has its own OrderChanged), cancelled or expired: its state now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    event: t.field({ type: BuyOrderEventKind, resolve: (event) => (event.buyOrder?.event ?? 'placed').toUpperCase() as 'PLACED' }),
    buyOrder: t.prismaField({
      type: 'BuyOrder',
      resolve: async (query, event, _args, context) => {
        const found = await context.services.buyOrders.byId(event.viewer, event.buyOrder?.id ?? '', query);
        if (!found) throw new BuyOrderNotFoundError();
        return found;
      },
    }),
  }),
});

const BargainEventKind = builder.enumType('BargainEventKind', { values: ['OFFERED', 'COUNTERED', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const });

builder.objectRef<ViewerEventShape>('BargainChanged').implement({
  description:
    'A price offer the viewer made or received was made, countered, accepted (its order has its own OrderChanged), declined, cancelled or expired: its state now.',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    event: t.field({ type: BargainEventKind, resolve: (event) => (event.bargain?.event ?? 'offered').toUpperCase() as 'OFFERED' }),
    bargain: t.prismaField({
      type: 'Bargain',
      resolve: async (query, event, _args, context) => {
        const found = await context.services.bargains.byId(event.viewer, event.bargain?.id ?? '', query);
        if (!found) throw new BargainNotFoundError();
        return found;
      },
    }),
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
