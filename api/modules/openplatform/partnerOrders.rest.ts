// Partner orders under /open/v1: buying from the app user's balance for a bound account or any Steam
// trade URL, with the partner's merchantOrderNo as the idempotency key; reading orders by number, by
// merchant order number, or a page at a time; 发货 of the app user's sales and cancelling, as the web
// user may; and the sandbox that drives an order's Steam side. The rules (the web's buying rules, the
// partner's daily limits, the 409 of a reused number, who may deliver or cancel, what the sandbox may
// do) are OrderService's, DeliveryService's and OrderSandboxService's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, exampled } from '../../rest/answers.ts';
import { integerParam, ok, stringParam } from '../../rest/envelope.ts';
import { type RestOrderRow, restOrderInclude, toRestOrder } from '../../rest/order.ts';
import type { Services } from '../../services.ts';
import { PartnerOrderAnswer, PartnerPurchaseAnswer, SEEN_PRICES } from '../order/order.contract.ts';
import { directionOf } from '../order/order.service.ts';
import { NO_QUERY, requirePartner, strictQuery, NO_BODY } from './partner.rest.ts';
import {
  CANCELLED_ORDER_EXAMPLE,
  DELIVERED_ORDER_EXAMPLE,
  ORDER_EXAMPLE,
  ORDER_PAGE_EXAMPLE,
  PROTECTED_ORDER_EXAMPLE,
  PURCHASE_BODY,
  PURCHASE_EXAMPLE,
  SANDBOX_BODY,
} from './partnerExamples.ts';

const MAX_LIMIT = 100;
const TAGS = ['Orders'];
const OrderNoParams = z.strictObject({ orderNo: z.string().describe('The order number.') });
const sandboxActions = ['deliver', 'decline', 'timeout', 'reverse'] as const;

export function partnerOrderRoutes(services: Services) {
  const { orders, delivery } = services;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    /** The web's order with the partner's number and the receiver, which only the buyer sees. */
    const restOrder = (request: FastifyRequest, row: RestOrderRow) => {
      const partner = requirePartner(request);
      const bought = directionOf(row, partner) === 'buy';
      return {
        ...toRestOrder(row, partner, request.language, { payUrl: null, orders }),
        merchantOrderNo: bought ? row.merchantOrderNo : null,
        tradeUrl: bought ? row.buyerTradeUrl : null,
        steamAccountId: bought ? row.buyerSteamAccountId : null,
      };
    };
    const currentOrder = async (request: FastifyRequest, orderNo: string) =>
      restOrder(request, await orders.get(requirePartner(request), orderNo, { include: restOrderInclude }));

    routes.post(
      '/orders',
      {
        schema: {
          operationId: 'createOrder',
          summary: 'Buy listings from the balance',
          description: [
            "Buys 1-20 listings from the app user's balance (deposit first) under the web's buying rules, for a Steam trade URL or one of the app user's bound accounts (exactly one). ",
            'Idempotent by merchantOrderNo (one namespace for orders, per app): the same number and body answer the same purchase, its orders in their current state, however often; ',
            'the number with another body is 409 naming what differs. The app’s daily orders and amount (UTC+8) are a 403 beyond.',
          ].join(''),
          tags: TAGS,
          querystring: NO_QUERY,
          body: exampled(
            z.strictObject({
              merchantOrderNo: z.string().describe("Required, 1-64 of [A-Za-z0-9_-]: the partner's number of the purchase and its idempotency key."),
              listingIds: z.array(z.string()).describe('The listings to buy (GET /open/v1/goods), 1-20.'),
              prices: SEEN_PRICES,
              tradeUrl: z
                .string()
                .optional()
                .describe('A Steam trade URL (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…) that receives the items; or'),
              steamAccountId: z.string().optional().describe("One of the app user's bound Steam accounts (exactly one of the two)."),
            }),
            PURCHASE_BODY,
          ),
          response: answers(PartnerPurchaseAnswer, PURCHASE_EXAMPLE),
        },
      },
      async (request) => {
        const body = request.body;
        const answer = await orders.buy(requirePartner(request), {
          merchantOrderNo: body.merchantOrderNo,
          listingIds: body.listingIds,
          prices: body.prices,
          tradeUrl: body.tradeUrl,
          steamAccountId: body.steamAccountId,
          payMethod: 'balance',
        });
        return ok(request, { merchantOrderNo: body.merchantOrderNo, orders: answer.orders });
      },
    );

    routes.get(
      '/orders/:orderNo',
      {
        schema: {
          operationId: 'getOrder',
          summary: 'One of the app user’s orders',
          description: 'An order the app user bought, or sold once paid; another’s is 404.',
          tags: TAGS,
          querystring: NO_QUERY,
          params: OrderNoParams,
          response: answers(PartnerOrderAnswer, ORDER_EXAMPLE),
        },
      },
      async (request) => ok(request, await currentOrder(request, request.params.orderNo)),
    );

    routes.get(
      '/orders',
      {
        schema: {
          operationId: 'listOrders',
          summary: 'The app user’s orders, newest first, a page after a cursor',
          description:
            'Bought, and sold once paid. Keyset pages: pass next as after for the next page (null at the end); an order created meanwhile never shifts a page.',
          tags: TAGS,
          querystring: strictQuery({
            merchantOrderNo: z.string().optional().describe('Only the orders of that purchase.'),
            after: z.string().optional().describe('The next of the previous page.'),
            limit: z.string().optional().describe(`Rows a page, 1-${MAX_LIMIT}; 20 by default.`),
          }),
          response: answers(
            z.object({
              list: z.array(PartnerOrderAnswer),
              next: z.string().nullable().describe('The cursor of the next page; null at the end.'),
            }),
            ORDER_PAGE_EXAMPLE,
          ),
        },
      },
      async (request) => {
        const query = request.query;
        const limit = integerParam(query.limit, 'field.limit', { defaultValue: 20, min: 1, max: MAX_LIMIT, rangeKey: 'market.limitRange' });
        const page = await orders.pageAfter(
          requirePartner(request),
          { after: stringParam(query.after), limit, merchantOrderNo: stringParam(query.merchantOrderNo) },
          { include: restOrderInclude },
        );
        return ok(request, { list: page.rows.map((row) => restOrder(request, row)), next: page.next });
      },
    );

    // the seller's 发货 and either side's cancel, as the web user may: DeliveryService and OrderService decide
    const orderActs = {
      deliver: {
        operationId: 'deliverOrder',
        summary: '发货: make the offer of a sale',
        description: [
          "For an order the app user sold, waiting for delivery (SELLER_DELIVERING, no offer yet): the platform makes the Steam offer from the listing's account, as the web's 发货. ",
          "A robot account's offer goes out at once; an ordinary account's waits for the seller's mobile confirmation in the Steam app. ",
          'Anything else is 409; an order that is not the app user’s is 404. Not the sandbox: it makes a real offer with a real Steam.',
        ].join(''),
        act: (request: FastifyRequest, orderNo: string) => delivery.deliver(requirePartner(request), orderNo),
        example: DELIVERED_ORDER_EXAMPLE,
      },
      cancel: {
        operationId: 'cancelOrder',
        summary: 'Cancel an order',
        description:
          'As the web user may: the buyer before the offer is sent (verified first: the order shows *_CANCEL_VERIFYING until it ends), the seller an order they cannot deliver (waiting for the offer or for receipt). A repeated cancel by the same side (its *_CANCEL_VERIFYING, or cancelled by it) answers the order as it is; otherwise 409.',
        act: (request: FastifyRequest, orderNo: string) => orders.cancel(requirePartner(request), orderNo),
        example: CANCELLED_ORDER_EXAMPLE,
      },
    };
    for (const [path, { act, example, ...doc }] of Object.entries(orderActs)) {
      routes.post(
        `/orders/:orderNo/${path}`,
        {
          schema: {
            ...doc,
            tags: TAGS,
            querystring: NO_QUERY,
            params: OrderNoParams,
            body: NO_BODY,
            response: answers(PartnerOrderAnswer, example),
          },
        },
        async (request) => {
          const acted = await act(request, request.params.orderNo);
          return ok(request, await currentOrder(request, acted.orderNo));
        },
      );
    }

    // the sandbox (simulated Steam and payment only; 404 otherwise): drives the order's Steam side
    routes.post(
      '/sandbox/orders/:orderNo',
      {
        schema: {
          operationId: 'driveSandboxOrder',
          summary: "Sandbox: drive an order's Steam side",
          description: `Only with the simulated Steam and payment (404 otherwise): ${sandboxActions.join(', ')} now, as Steam, the customer or the clock would. An action that does not apply to the order's status is 409.`,
          tags: ['Sandbox'],
          querystring: NO_QUERY,
          params: OrderNoParams,
          body: exampled(z.strictObject({ action: z.string().describe(`${sandboxActions.join(', ')}; another is a 400 listing them.`) }), SANDBOX_BODY),
          response: answers(PartnerOrderAnswer, PROTECTED_ORDER_EXAMPLE),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const order = await services.orderSandbox.drive(partner, request.params.orderNo, request.body.action, { include: restOrderInclude });
        return ok(request, restOrder(request, order));
      },
    );
  };
}
