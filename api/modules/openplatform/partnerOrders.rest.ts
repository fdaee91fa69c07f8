// Partner orders under /open/v1 (issue 23 point 3): buying from the app user's balance for a bound
// account or any Steam trade URL, with the partner's merchantOrderNo as the idempotency key, and
// reading orders by number, by merchant order number, or a page at a time, and the sandbox that drives
// an order's Steam side. The rules (the web's buying rules, the partner's daily limits, the 409 of a
// reused number, what the sandbox may do) are OrderService's and OrderSandboxService's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { integerParam, ok, stringParam } from '../../rest/envelope.ts';
import { restOrderInclude, toRestOrder } from '../../rest/order.ts';
import type { Services } from '../../services.ts';
import { requirePartner } from './partner.rest.ts';
import { bodyObject, onlyKnown } from './strictParams.ts';

const ORDER_FIELDS = ['merchantOrderNo', 'listingIds', 'prices', 'tradeUrl', 'steamAccountId'] as const;
const LIST_PARAMETERS = ['merchantOrderNo', 'after', 'limit'] as const;
const MAX_LIMIT = 100;

type Query = Record<string, unknown>;

export function partnerOrderRoutes(services: Services) {
  const orders = services.orders;
  return async (app: FastifyInstance) => {
    const restOrder = async (request: FastifyRequest, row: Parameters<typeof toRestOrder>[0] & { merchantOrderNo: string | null }) => ({
      ...toRestOrder(row, requirePartner(request), request.language, { payUrl: null, orders }),
      merchantOrderNo: row.merchantOrderNo,
    });

    app.post('/orders', async (request) => {
      const partner = requirePartner(request);
      const body = onlyKnown(bodyObject(request.body), ORDER_FIELDS);
      const answer = await orders.buy(partner, {
        merchantOrderNo: body.merchantOrderNo,
        listingIds: body.listingIds,
        prices: body.prices,
        tradeUrl: body.tradeUrl,
        steamAccountId: body.steamAccountId,
        payMethod: 'balance',
      });
      return ok(request, { merchantOrderNo: body.merchantOrderNo, orders: answer.orders });
    });

    app.get('/orders/:orderNo', async (request: FastifyRequest<{ Params: { orderNo: string }; Querystring: Query }>) => {
      onlyKnown(request.query, []);
      const order = await orders.get(requirePartner(request), request.params.orderNo, { include: restOrderInclude });
      return ok(request, await restOrder(request, order));
    });

    // the sandbox (simulated Steam and payment only; 404 otherwise): drives the order's Steam side
    app.post('/sandbox/orders/:orderNo', async (request: FastifyRequest<{ Params: { orderNo: string }; Querystring: Query; Body: unknown }>) => {
      const partner = requirePartner(request);
      onlyKnown(request.query, []);
      const { action } = onlyKnown(bodyObject(request.body), ['action']);
      const order = await services.orderSandbox.drive(partner, request.params.orderNo, action, { include: restOrderInclude });
      return ok(request, await restOrder(request, order));
    });

    app.get('/orders', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const query = onlyKnown(request.query, LIST_PARAMETERS);
      const limit = integerParam(query.limit, 'field.limit', { defaultValue: 20, min: 1, max: MAX_LIMIT, rangeKey: 'market.limitRange' });
      const page = await orders.pageAfter(
        requirePartner(request),
        { after: stringParam(query.after), limit, merchantOrderNo: stringParam(query.merchantOrderNo) },
        { include: restOrderInclude },
      );
      return ok(request, { list: await Promise.all(page.rows.map((row) => restOrder(request, row))), next: page.next });
    });
  };
}
