// Partner buy orders under /open/v1: placing one for the app user's bound account
// or any Steam trade URL, with the partner's merchantOrderNo as the idempotency key, reading them by
// number or a page at a time, and cancelling. The rules (the web's buy order rules, holds, the 409 of
// a reused number, a repeated cancel) are BuyOrderService's; the answers are the web's shapes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, exampled, pagedList } from '../../rest/answers.ts';
import { buyOrderStatusParam, restBuyOrderWithFills, toRestBuyOrder } from '../../rest/buyOrder.ts';
import { ok } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import type { Services } from '../../services.ts';
import { BuyOrderAnswer, BuyOrderWithFillsAnswer, buyOrderStatusQuery, buyOrderTermsBody } from '../buyorder/buyOrder.contract.ts';
import { NO_QUERY, requirePartner, NO_BODY } from './partner.rest.ts';
import { BUY_ORDER_BODY, BUY_ORDER_CANCELLED_EXAMPLE, BUY_ORDER_EXAMPLE, BUY_ORDER_FILLED_EXAMPLE, BUY_ORDER_PAGE_EXAMPLE } from './partnerExamples.ts';

const TAGS = ['Buy orders'];
const byNo = z.strictObject({ buyOrderNo: z.string() });

/** Who receives the items of a partner's buy order or offer: the app user's bound account, or a customer's trade URL. */
export const partnerReceiver = {
  merchantOrderNo: z
    .string()
    .optional()
    .describe("The partner's own number for it (its idempotency key): the same number and terms answer the first; other terms, 409."),
  tradeUrl: z.string().optional().describe('The Steam trade URL of the customer who receives the items; or steamAccountId.'),
  steamAccountId: z.string().optional().describe("The app user's bound Steam account that receives the items; or tradeUrl."),
};

export function partnerBuyOrderRoutes(services: Services) {
  const buyOrders = services.buyOrders;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/buyOrders',
      {
        schema: {
          operationId: 'placeBuyOrder',
          summary: 'Places a buy order for the app user: price × quantity is held at once',
          description: 'merchantOrderNo is required and is the idempotency key. The web’s buy order rules; the partner’s daily limits count it.',
          tags: TAGS,
          querystring: NO_QUERY,
          body: exampled(
            z
              .strictObject({ ...partnerReceiver, ...buyOrderTermsBody })
              // the service refuses a missing one with its own message; the document says they are needed
              .meta({ required: ['merchantOrderNo', 'hashName', 'price'] })
              .nullish(),
            BUY_ORDER_BODY,
          ),
          response: answers(BuyOrderAnswer, BUY_ORDER_EXAMPLE),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const body: Record<string, unknown> = request.body ?? {};
        const placed = await buyOrders.place(partner, {
          ...body,
          hashName: body.hashName,
          price: body.price,
          quantity: body.quantity,
          steamAccountId: body.steamAccountId,
        });
        return ok(request, toRestBuyOrder(await buyOrders.get(partner, placed.buyOrderNo), request.language));
      },
    );

    routes.get(
      '/buyOrders/:buyOrderNo',
      {
        schema: {
          operationId: 'getBuyOrder',
          summary: 'One of the app user’s buy orders, with the orders it made',
          tags: TAGS,
          params: byNo,
          querystring: NO_QUERY,
          response: answers(BuyOrderWithFillsAnswer, BUY_ORDER_FILLED_EXAMPLE),
        },
      },
      async (request) => ok(request, await restBuyOrderWithFills(buyOrders, requirePartner(request), request.params.buyOrderNo, request.language)),
    );

    routes.post(
      '/buyOrders/:buyOrderNo/cancel',
      {
        schema: {
          operationId: 'cancelBuyOrder',
          summary: 'Cancels an open buy order: what is still held goes back',
          description: 'Cancelling a cancelled buy order again answers it as it is (200); a filled or expired one is 409.',
          tags: TAGS,
          params: byNo,
          querystring: NO_QUERY,
          body: NO_BODY,
          response: answers(BuyOrderAnswer, BUY_ORDER_CANCELLED_EXAMPLE),
        },
      },
      async (request) => ok(request, toRestBuyOrder(await buyOrders.cancel(requirePartner(request), request.params.buyOrderNo), request.language)),
    );

    routes.get(
      '/buyOrders',
      {
        schema: {
          operationId: 'listBuyOrders',
          summary: "The app user's buy orders, newest first",
          tags: TAGS,
          querystring: z.strictObject({
            status: buyOrderStatusQuery,
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe('Rows a page, 1-100; 20 by default.'),
          }),
          response: answers(pagedList(BuyOrderAnswer), BUY_ORDER_PAGE_EXAMPLE),
        },
      },
      async (request) => {
        const page = pageParams(request.query, { defaultLimit: 20, maxLimit: 100 });
        const { rows, total } = await buyOrders.list(requirePartner(request), buyOrderStatusParam(request.query.status), page);
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
  };
}
