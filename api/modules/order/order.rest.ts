// /web/order*: buying, cancelling and reading the signed-in user's orders (/user/order,
// /user/orderDetail, GET /web/order/{orderNo}: docs/rest.md "Orders"). Money in cents; times ISO 8601.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { answers, pagedList } from '../../rest/answers.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { restOrderInclude, toRestOrder } from '../../rest/order.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { OrderAnswer, PurchaseAnswer, SEEN_PRICES } from './order.contract.ts';
import { ORDER_DIRECTIONS, ORDER_STATUS_FILTERS, type OrderDirection, type OrderStatusFilter } from './order.service.ts';

const ORDER_MAX_LIMIT = 50;
export const ORDER_TAGS = ['Orders'];

/** The number of an order in the path. */
export const OrderNoParams = z.object({ orderNo: z.string().describe('The order number.') });

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
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/order',
      {
        schema: {
          operationId: 'listOrders',
          summary: "The viewer's orders on one side, newest first",
          description: 'The sell side lists only paid orders, those waiting for 发货 first.',
          tags: ORDER_TAGS,
          querystring: z.object({
            direction: z.string().optional().describe('buy (default): the orders bought; sell: the orders sold.'),
            status: z.string().optional().describe('ALL (default), PENDING (21/31/41, and 11 for the buyer), SUCCESSFUL (51) or FAILED (55).'),
            orderNo: z.string().optional().describe('Only the orders whose number starts with these digits.'),
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe(`Rows a page, 1-${ORDER_MAX_LIMIT}; 10 by default.`),
          }),
          response: answers(pagedList(OrderAnswer)),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const direction = enumParam<OrderDirection>(request.query.direction, ORDER_DIRECTIONS, 'buy', 'direction', 'order.directionInvalid');
        const status = enumParam<OrderStatusFilter>(request.query.status, ORDER_STATUS_FILTERS, 'ALL', 'status', 'order.statusFilterInvalid');
        const page = pageParams(request.query, { defaultLimit: 10, maxLimit: ORDER_MAX_LIMIT });
        const { rows, total } = await orders.list(viewer, { direction, status, orderNo: stringParam(request.query.orderNo) }, page, {
          include: restOrderInclude,
        });
        const list = await Promise.all(rows.map(async (row) => toRestOrder(row, viewer, request.language, { payUrl: await orders.payUrlOf(row), orders })));
        return ok(request, pageOf(list, total, page));
      },
    );

    routes.get(
      '/order/:orderNo',
      {
        schema: {
          operationId: 'getOrder',
          summary: 'One of the viewer’s orders',
          description: 'Its buyer sees it, its seller once it is paid; anyone else gets 404.',
          tags: ORDER_TAGS,
          params: OrderNoParams,
          response: answers(OrderAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const order = await orders.get(viewer, request.params.orderNo, { include: restOrderInclude });
        return ok(request, toRestOrder(order, viewer, request.language, { payUrl: await orders.payUrlOf(order), orders }));
      },
    );

    // the Idempotency-Key header makes a retry answer the first purchase's orders in their current state (OrderService.buy)
    routes.post(
      '/order',
      {
        schema: {
          operationId: 'createOrder',
          summary: 'Buy listings',
          description: [
            'Buys 1-20 listings with the balance (paid at once, step-up needed: 4031) or through Alipay (pay at payUrl within 15 minutes). ',
            'The Idempotency-Key header is required: a retry with the same key and body answers the same purchase (its orders in their current state) and buys nothing more; ',
            'the same key with another body is 422.',
          ].join(''),
          tags: ORDER_TAGS,
          headers: z.object({
            'idempotency-key': z.string().optional().describe('Required: 1-128 of A-Z a-z 0-9 . _ : -, chosen by the client per checkout.'),
          }),
          body: z
            .object({
              listingIds: z.array(z.string()).optional().describe('The listings to buy, 1-20.'),
              prices: SEEN_PRICES.optional(),
              payMethod: z.string().optional().describe('balance or alipay.'),
              steamAccountId: z.string().optional().describe("The buyer's bound Steam account that receives the items."),
            })
            .nullish(),
          response: answers(PurchaseAnswer),
        },
      },
      async (request) => {
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
      },
    );

    routes.post(
      '/order/:orderNo/cancel',
      {
        schema: {
          operationId: 'cancelOrder',
          summary: 'Cancel an order',
          description:
            'The buyer cancels an unpaid order (at once) or one waiting for the offer (verified first); the seller an order they cannot deliver (waiting for the offer or for receipt). A repeated cancel by the same side (its cancellation being verified, or done) answers the order as it is; otherwise 409.',
          tags: ORDER_TAGS,
          params: OrderNoParams,
          response: answers(OrderAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const cancelled = await orders.cancel(viewer, request.params.orderNo);
        const order = await orders.get(viewer, cancelled.orderNo, { include: restOrderInclude });
        return ok(request, toRestOrder(order, viewer, request.language, { payUrl: await orders.payUrlOf(order), orders }));
      },
    );
  };
}
