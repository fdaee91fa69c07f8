// /web/order/{orderNo}/deliver (发货), the simulated Steam's mobile confirmation, and the count of
// sales waiting for the seller (the sell tab's badge). Each answers like GET /web/order/{orderNo}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../rest/envelope.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { restOrderInclude, toRestOrder } from '../../rest/order.ts';

export function deliveryRoutes(services: Services) {
  const { orders, delivery } = services;
  return async (app: FastifyInstance) => {
    app.get('/order/to-deliver', async (request) => {
      const viewer = requireViewer(request);
      return ok(request, { count: await delivery.ordersToDeliver(viewer) });
    });

    app.post('/order/:orderNo/deliver', async (request: FastifyRequest<{ Params: { orderNo: string } }>) => {
      const viewer = requireViewer(request);
      const delivered = await delivery.deliver(viewer, request.params.orderNo);
      const order = await orders.get(viewer, delivered.orderNo, { include: restOrderInclude });
      return ok(request, {
        ...toRestOrder(order, viewer, request.language, { payUrl: null, orders }),
        canConfirmOffer: delivery.canConfirmOffer(order, viewer),
      });
    });

    // the simulated Steam only (CONFIRM_NOT_AVAILABLE with the real one)
    app.post('/order/:orderNo/confirm-offer', async (request: FastifyRequest<{ Params: { orderNo: string } }>) => {
      const viewer = requireViewer(request);
      const confirmed = await delivery.confirmSimulatedOffer(viewer, request.params.orderNo);
      const order = await orders.get(viewer, confirmed.orderNo, { include: restOrderInclude });
      return ok(request, {
        ...toRestOrder(order, viewer, request.language, { payUrl: null, orders }),
        canConfirmOffer: delivery.canConfirmOffer(order, viewer),
      });
    });
  };
}
