// /web/order/{orderNo}/deliver (发货), the simulated Steam's mobile confirmation, and the count of
// sales waiting for the seller (the sell tab's badge). Each answers like GET /web/order/{orderNo}.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import { restOrderInclude, toRestOrder } from '../../rest/order.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { DeliveredOrderAnswer } from './order.contract.ts';
import { ORDER_TAGS, OrderNoParams } from './order.rest.ts';

export function deliveryRoutes(services: Services) {
  const { orders, delivery } = services;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/order/to-deliver',
      {
        schema: {
          operationId: 'countOrdersToDeliver',
          summary: 'How many sales wait for the viewer’s 发货',
          tags: ORDER_TAGS,
          response: answers(z.object({ count: z.number().int().describe('Sales waiting for the offer (SELLER_DELIVERING).') })),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        return ok(request, { count: await delivery.ordersToDeliver(viewer) });
      },
    );

    routes.post(
      '/order/:orderNo/deliver',
      {
        schema: {
          operationId: 'deliverOrder',
          summary: '发货: make the offer of a sale',
          description:
            "The seller has the platform make the Steam offer of an order waiting for delivery, from the listing's account: a robot account's offer goes out at once, an ordinary account's waits for the seller's mobile confirmation. 409 otherwise.",
          tags: ORDER_TAGS,
          params: OrderNoParams,
          response: answers(DeliveredOrderAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const delivered = await delivery.deliver(viewer, request.params.orderNo);
        const order = await orders.get(viewer, delivered.orderNo, { include: restOrderInclude });
        return ok(request, {
          ...toRestOrder(order, viewer, request.language, { payUrl: null, orders }),
          canConfirmOffer: delivery.canConfirmOffer(order, viewer),
        });
      },
    );

    // the simulated Steam only (CONFIRM_NOT_AVAILABLE with the real one)
    routes.post(
      '/order/:orderNo/confirm-offer',
      {
        schema: {
          operationId: 'confirmOrderOffer',
          summary: "Confirm a sale's offer (simulated Steam)",
          description:
            "With the simulated Steam only: the seller confirms the order's offer as the Steam app's mobile confirmation would, and it goes out. Refused with a real Steam.",
          tags: ORDER_TAGS,
          params: OrderNoParams,
          response: answers(DeliveredOrderAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const confirmed = await delivery.confirmSimulatedOffer(viewer, request.params.orderNo);
        const order = await orders.get(viewer, confirmed.orderNo, { include: restOrderInclude });
        return ok(request, {
          ...toRestOrder(order, viewer, request.language, { payUrl: null, orders }),
          canConfirmOffer: delivery.canConfirmOffer(order, viewer),
        });
      },
    );
  };
}
