// /web/order*: buying, cancelling and reading the signed-in user's orders (SPEC §2 /user/order,
// /user/orderDetail, §3 Order fields, §7 GET /web/order/{orderNo}). Money in cents; times ISO 8601.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { restOrderInclude, toRestOrder } from '../../rest/order.ts';
import { ORDER_DIRECTIONS, ORDER_STATUS_FILTERS, type OrderDirection, type OrderStatusFilter } from './order.service.ts';

type Query = Record<string, unknown>;
type Body = Record<string, unknown> | null | undefined;
const ORDER_MAX_LIMIT = 50;

function enumParam<T extends string>(
  value: unknown,
  values: readonly T[],
  fallback: T,
  field: string,
  key: 'order.directionInvalid' | 'order.statusFilterInvalid',
): T {
  const text = stringParam(value)?.trim();
  if (!text) return fallback;
  const found = values.find((candidate) => candidate.toLowerCase() === text.toLowerCase());
  if (!found) throw new ValidationError(field, key);
  return found;
}

export function orderRoutes(services: Services) {
  const orders = services.orders;
  return async (app: FastifyInstance) => {
    app.get('/order', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const direction = enumParam<OrderDirection>(request.query.direction, ORDER_DIRECTIONS, 'buy', 'direction', 'order.directionInvalid');
      const status = enumParam<OrderStatusFilter>(request.query.status, ORDER_STATUS_FILTERS, 'ALL', 'status', 'order.statusFilterInvalid');
      const page = pageParams(request.query, { defaultLimit: 10, maxLimit: ORDER_MAX_LIMIT });
      const { rows, total } = await orders.list(viewer, { direction, status, orderNo: stringParam(request.query.orderNo) }, page, {
        include: restOrderInclude,
      });
      const list = await Promise.all(rows.map(async (row) => toRestOrder(row, viewer, request.language, { payUrl: await orders.payUrlOf(row), orders })));
      return ok(request, pageOf(list, total, page));
    });

    app.get('/order/:orderNo', async (request: FastifyRequest<{ Params: { orderNo: string } }>) => {
      const viewer = requireViewer(request);
      const order = await orders.get(viewer, request.params.orderNo, { include: restOrderInclude });
      return ok(request, toRestOrder(order, viewer, request.language, { payUrl: await orders.payUrlOf(order), orders }));
    });

    // the Idempotency-Key header makes a retry answer the first answer (api/db/idempotency.ts)
    app.post('/order', async (request: FastifyRequest<{ Body: Body }>) => {
      const viewer = requireViewer(request);
      const body = request.body ?? {};
      const answer = await orders.buy(viewer, {
        listingIds: body.listingIds,
        prices: body.prices,
        payMethod: body.payMethod,
        steamAccountId: body.steamAccountId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok(request, answer);
    });

    app.post('/order/:orderNo/cancel', async (request: FastifyRequest<{ Params: { orderNo: string } }>) => {
      const viewer = requireViewer(request);
      const cancelled = await orders.cancel(viewer, request.params.orderNo);
      const order = await orders.get(viewer, cancelled.orderNo, { include: restOrderInclude });
      return ok(request, toRestOrder(order, viewer, request.language, { payUrl: await orders.payUrlOf(order), orders }));
    });
  };
}
