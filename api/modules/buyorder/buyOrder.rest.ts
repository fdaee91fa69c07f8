// /web/buyOrder*: the signed-in user's buy orders, and GET /web/goods/buyOrders, an item's
// buy-order book for anyone. Money in cents; times ISO 8601. docs/rest.md "Buy orders" documents them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, pagedList } from '../../rest/answers.ts';
import { buyOrderStatusParam, restBuyOrderWithFills, toRestBuyOrder } from '../../rest/buyOrder.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { BuyOrderAnswer, BuyOrderBookAnswer, BuyOrderWithFillsAnswer, buyOrderStatusQuery, buyOrderTermsBody } from './buyOrder.contract.ts';
import type { BookEntry } from './buyOrder.service.ts';

const BUY_ORDER_MAX_LIMIT = 50;
const TAGS = ['Buy orders'];

const constraintsOf = (entry: Pick<BookEntry, 'minFloat' | 'maxFloat' | 'paintSeeds' | 'stickerHashName'>) => ({
  minFloat: entry.minFloat,
  maxFloat: entry.maxFloat,
  paintSeeds: entry.paintSeeds,
  sticker: entry.stickerHashName,
});

export function buyOrderRoutes(services: Services) {
  const buyOrders = services.buyOrders;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/goods/buyOrders',
      {
        schema: {
          operationId: 'getBuyOrderBook',
          summary: "An item's open buy orders (its buy-order book)",
          description: 'Anyone may read it; no buyer is named. An unknown item is 404.',
          tags: TAGS,
          querystring: z.object({ hashName: z.string().optional().describe('The item: its market hash name.') }),
          response: answers(BuyOrderBookAnswer),
        },
      },
      async (request) => {
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
      },
    );

    routes.get(
      '/buyOrder',
      {
        schema: {
          operationId: 'listBuyOrders',
          summary: "The viewer's buy orders, newest first",
          tags: TAGS,
          querystring: z.object({
            status: buyOrderStatusQuery,
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe(`Rows a page, 1-${BUY_ORDER_MAX_LIMIT}; 10 by default.`),
          }),
          response: answers(pagedList(BuyOrderAnswer)),
        },
      },
      async (request) => {
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
      },
    );

    routes.get(
      '/buyOrder/:buyOrderNo',
      {
        schema: {
          operationId: 'getBuyOrder',
          summary: 'One of the viewer’s buy orders, with the orders it made',
          tags: TAGS,
          params: z.object({ buyOrderNo: z.string() }),
          response: answers(BuyOrderWithFillsAnswer),
        },
      },
      async (request) => ok(request, await restBuyOrderWithFills(buyOrders, requireViewer(request), request.params.buyOrderNo, request.language)),
    );

    // the Idempotency-Key header is required: placing holds money (api/db/idempotency.ts)
    routes.post(
      '/buyOrder',
      {
        schema: {
          operationId: 'placeBuyOrder',
          summary: 'Places a buy order: price × quantity is held at once',
          description: 'Idempotency-Key is required: a retry with the same key answers the first buy order.',
          tags: TAGS,
          headers: z.looseObject({ 'idempotency-key': z.string().optional().describe('Required: names this placing; a retry sends the same.') }),
          body: z
            .object({
              ...buyOrderTermsBody,
              steamAccountId: z.string().optional().describe('The bound Steam account that receives the items.'),
            })
            .nullish(),
          response: answers(BuyOrderAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const body = request.body ?? ({} as NonNullable<typeof request.body>);
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
      },
    );

    routes.post(
      '/buyOrder/:buyOrderNo/cancel',
      {
        schema: {
          operationId: 'cancelBuyOrder',
          summary: 'Cancels an open buy order: what is still held goes back',
          description: 'Cancelling a cancelled buy order again answers it as it is (200); a filled or expired one is 409.',
          tags: TAGS,
          params: z.object({ buyOrderNo: z.string() }),
          response: answers(BuyOrderAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        return ok(request, toRestBuyOrder(await buyOrders.cancel(viewer, request.params.buyOrderNo), request.language));
      },
    );
  };
}
