// /web/buyOrder*: the signed-in user's buy orders (issue 25), and GET /web/goods/buyOrders, an item's
// buy-order book for anyone. Money in cents; times ISO 8601. docs/rest.md "Buy orders" documents them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buyOrderStatusParam, toRestBuyOrder } from '../../rest/buyOrder.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import type { BookEntry } from './buyOrder.service.ts';

type Query = Record<string, unknown>;
type Body = Record<string, unknown> | null | undefined;
const BUY_ORDER_MAX_LIMIT = 50;

const constraintsOf = (entry: Pick<BookEntry, 'minFloat' | 'maxFloat' | 'paintSeeds' | 'stickerHashName'>) => ({
  minFloat: entry.minFloat,
  maxFloat: entry.maxFloat,
  paintSeeds: entry.paintSeeds,
  sticker: entry.stickerHashName,
});

export function buyOrderRoutes(services: Services) {
  const buyOrders = services.buyOrders;
  return async (app: FastifyInstance) => {
    app.get('/goods/buyOrders', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const book = await buyOrders.bookOf(request.query.hashName);
      return ok(request, {
        topPrice: book.topPriceCents,
        quantity: book.quantity,
        orders: book.orders,
        list: book.entries.map((entry) => ({
          price: entry.priceCents,
          quantity: entry.quantity - entry.filledQuantity,
          ...constraintsOf(entry),
          createdAt: entry.createdAt.toISOString(),
          expiresAt: entry.expiresAt.toISOString(),
        })),
      });
    });

    app.get('/buyOrder', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const page = pageParams(request.query, { defaultLimit: 10, maxLimit: BUY_ORDER_MAX_LIMIT });
      const { rows, total } = await buyOrders.list(viewer, buyOrderStatusParam(request.query.status), page);
      return ok(
        request,
        pageOf(
          rows.map((row) => toRestBuyOrder(row, request.language)),
          total,
          page,
        ),
      );
    });

    app.get('/buyOrder/:buyOrderNo', async (request: FastifyRequest<{ Params: { buyOrderNo: string } }>) => {
      const viewer = requireViewer(request);
      const [row, fills] = await Promise.all([buyOrders.get(viewer, request.params.buyOrderNo), buyOrders.fillsOf(viewer, request.params.buyOrderNo)]);
      return ok(request, {
        ...toRestBuyOrder(row, request.language),
        orders: fills.map((fill) => ({
          orderNo: fill.orderNo,
          status: fill.status,
          statusDes: fill.statusDes,
          price: fill.priceCents,
          createdAt: fill.createdAt.toISOString(),
        })),
      });
    });

    // the Idempotency-Key header is required: placing holds money (api/db/idempotency.ts)
    app.post('/buyOrder', async (request: FastifyRequest<{ Body: Body }>) => {
      const viewer = requireViewer(request);
      const body = request.body ?? {};
      const placed = await buyOrders.place(viewer, {
        hashName: body.hashName,
        price: body.price,
        quantity: body.quantity,
        minFloat: body.minFloat,
        maxFloat: body.maxFloat,
        paintSeeds: body.paintSeeds,
        sticker: body.sticker,
        expiresInDays: body.expiresInDays,
        steamAccountId: body.steamAccountId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok(request, toRestBuyOrder(await buyOrders.get(viewer, placed.buyOrderNo), request.language));
    });

    app.post('/buyOrder/:buyOrderNo/cancel', async (request: FastifyRequest<{ Params: { buyOrderNo: string } }>) => {
      const viewer = requireViewer(request);
      return ok(request, toRestBuyOrder(await buyOrders.cancel(viewer, request.params.buyOrderNo), request.language));
    });
  };
}
