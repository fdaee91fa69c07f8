// Partner buy orders under /open/v1 (issue 25 point 5): placing one for the app user's bound account
// or any Steam trade URL, with the partner's merchantOrderNo as the idempotency key, reading them by
// number or a page at a time, and cancelling. The rules (the web's buy order rules, holds, the 409 of
// a reused number) are BuyOrderService's; the answers are the web's shapes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buyOrderStatusParam, toRestBuyOrder } from '../../rest/buyOrder.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import type { Services } from '../../services.ts';
import { requirePartner } from './partner.rest.ts';
import { bodyObject, onlyKnown } from './strictParams.ts';

const BUY_ORDER_FIELDS = [
  'merchantOrderNo',
  'hashName',
  'price',
  'quantity',
  'minFloat',
  'maxFloat',
  'paintSeeds',
  'sticker',
  'expiresInDays',
  'tradeUrl',
  'steamAccountId',
] as const;
const LIST_PARAMETERS = ['status', 'page', 'limit'] as const;

type Query = Record<string, unknown>;

export function partnerBuyOrderRoutes(services: Services) {
  const buyOrders = services.buyOrders;
  return async (app: FastifyInstance) => {
    app.post('/buyOrders', async (request) => {
      const partner = requirePartner(request);
      const body = onlyKnown(bodyObject(request.body), BUY_ORDER_FIELDS);
      const placed = await buyOrders.place(partner, {
        ...body,
        hashName: body.hashName,
        price: body.price,
        quantity: body.quantity,
        steamAccountId: body.steamAccountId,
      });
      return ok(request, toRestBuyOrder(await buyOrders.get(partner, placed.buyOrderNo), request.language));
    });

    app.get('/buyOrders/:buyOrderNo', async (request: FastifyRequest<{ Params: { buyOrderNo: string }; Querystring: Query }>) => {
      onlyKnown(request.query, []);
      const partner = requirePartner(request);
      const [row, fills] = await Promise.all([buyOrders.get(partner, request.params.buyOrderNo), buyOrders.fillsOf(partner, request.params.buyOrderNo)]);
      return ok(request, {
        ...toRestBuyOrder(row, request.language),
        orders: fills.map((fill) => ({ orderNo: fill.orderNo, status: fill.status, statusDes: fill.statusDes })),
      });
    });

    app.post('/buyOrders/:buyOrderNo/cancel', async (request: FastifyRequest<{ Params: { buyOrderNo: string }; Querystring: Query }>) => {
      onlyKnown(request.query, []);
      return ok(request, toRestBuyOrder(await buyOrders.cancel(requirePartner(request), request.params.buyOrderNo), request.language));
    });

    app.get('/buyOrders', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const query = onlyKnown(request.query, LIST_PARAMETERS);
      const page = pageParams(query, { defaultLimit: 20, maxLimit: 100 });
      const { rows, total } = await buyOrders.list(requirePartner(request), buyOrderStatusParam(query.status), page);
      return ok(
        request,
        pageOf(
          rows.map((row) => toRestBuyOrder(row, request.language)),
          total,
          page,
        ),
      );
    });
  };
}
