// GraphQL of delivery: the deliverOrder mutation (发货), the simulated
// Steam's mobile confirmation (confirmOrderOffer, never with the real driver), whether the viewer may
// confirm an order's offer, and the sell tab's badge (viewer.ordersToDeliver).
import { AppError, NotFoundError } from '../../errors.ts';
import { StepUpRequiredError } from '../../session/viewer.ts';
import { builder } from '../../graphql/builder.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import { Viewer } from '../user/user.schema.ts';
import './order.schema.ts';

builder.prismaObjectFields('Order', (t) => ({
  canConfirmOffer: t.boolean({
    description:
      "With the simulated Steam only: the viewer (the seller) may confirm the order's offer from here, as the Steam app's mobile confirmation would (confirmOrderOffer). With the real Steam the seller confirms in the Steam app.",
    select: { sellerId: true, statusDes: true, offerId: true },
    resolve: (order, _, context) => (context.viewer ? context.services.delivery.canConfirmOffer(order, context.viewer) : false),
  }),
}));

builder.prismaObjectFields(Viewer, (t) => ({
  ordersToDeliver: t.int({
    description: "How many of the viewer's sales wait for them to deliver (发货, or confirm the offer): the sell tab's badge.",
    authScopes: { loggedIn: true },
    resolve: (user, _, context) => context.services.delivery.ordersToDeliver(ownViewer(user, context)),
  }),
}));

const OrderNoInput = (name: string) =>
  builder.inputType(name, {
    description: 'The order to act on.',
    fields: (t) => ({ orderNo: t.string({ description: 'The order number.', required: true }) }),
  });

const DeliverOrderPayload = builder.objectRef<{ orderNo: string }>('DeliverOrderPayload').implement({
  description: 'The order after the delivery step.',
  fields: (t) => ({
    order: t.prismaField({
      description: 'The order as it is now.',
      type: 'Order',
      resolve: (query, payload, _, context) => context.services.orders.get(requireViewer(context), payload.orderNo, query),
    }),
  }),
});

builder.mutationField('deliverOrder', (t) =>
  t.field({
    type: DeliverOrderPayload,
    description:
      "发货: the seller has the platform create the trade offer of an order waiting for delivery (21 SELLER_DELIVERING), from the Steam account that holds the item to the buyer's trade link. The seller then confirms it in the Steam app (a robot account's offer is confirmed at once). Refusals: DELIVER_NOT_ALLOWED, ITEM_NOT_TRADABLE and BUYER_CANNOT_RECEIVE (the order goes to a system cancellation), SELLER_ACCOUNT_UNAVAILABLE, SERVICE_UNAVAILABLE (Steam unreachable: try again).",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: OrderNoInput('DeliverOrderInput'), required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, NotFoundError, AppError],
      directResult: true,
      union: { name: 'DeliverOrderResult', description: 'What deliverOrder answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const order = await context.services.delivery.deliver(requireViewer(context), input.orderNo);
      return { orderNo: order.orderNo };
    },
  }),
);

builder.mutationField('confirmOrderOffer', (t) =>
  t.field({
    type: DeliverOrderPayload,
    description:
      "With the simulated Steam only: the seller confirms the order's offer as the Steam app's mobile confirmation would, and it is sent to the buyer. CONFIRM_NOT_AVAILABLE with the real Steam or when no offer waits for confirmation.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: OrderNoInput('ConfirmOrderOfferInput'), required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [StepUpRequiredError, NotFoundError, AppError],
      directResult: true,
      union: { name: 'ConfirmOrderOfferResult', description: 'What confirmOrderOffer answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const order = await context.services.delivery.confirmSimulatedOffer(requireViewer(context), input.orderNo);
      return { orderNo: order.orderNo };
    },
  }),
);
