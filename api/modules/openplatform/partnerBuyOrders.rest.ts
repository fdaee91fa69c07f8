// Partner buy orders under /open/v1 (issue 25 point 5): placing one for the app user's bound account
// or any Steam trade URL, with the partner's merchantOrderNo as the idempotency key, reading them by
// number or a page at a time, and cancelling. The rules (the web's buy order rules, holds, the 409 of
// a reused number) are BuyOrderService's; the answers are the web's shapes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import type { Services } from '../../services.ts';
import { BUY_ORDER_STATUS_FILTERS, type BuyOrderStatusFilter, type BuyOrderWithItem } from '../buyorder/buyOrder.service.ts';
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

/** A buy order as the partner reads it: the web's fields and the partner's own number. */
function toPartnerBuyOrder(row: BuyOrderWithItem) {
  return {
    buyOrderNo: row.buyOrderNo,
    merchantOrderNo: row.merchantOrderNo,
    hashName: row.template.hashName,
    price: row.priceCents,
    quantity: row.quantity,
    filledQuantity: row.filledQuantity,
    minFloat: row.minFloat,
    maxFloat: row.maxFloat,
    paintSeeds: row.paintSeeds,
    sticker: row.stickerHashName,
    held: row.heldCents,
    status: row.status,
    tradeUrl: row.buyerTradeUrl,
    steamAccountId: row.buyerSteamAccountId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

function statusParam(value: unknown): BuyOrderStatusFilter {
  const text = stringParam(value)?.trim().toUpperCase();
  if (!text) return 'ALL';
  const found = BUY_ORDER_STATUS_FILTERS.find((status) => status === text);
  if (!found) throw new ValidationError('status', 'buyOrder.statusFilterInvalid');
  return found;
}

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
      return ok(request, toPartnerBuyOrder(await buyOrders.get(partner, placed.buyOrderNo)));
    });

    app.get('/buyOrders/:buyOrderNo', async (request: FastifyRequest<{ Params: { buyOrderNo: string }; Querystring: Query }>) => {
      onlyKnown(request.query, []);
      const partner = requirePartner(request);
      const [row, fills] = await Promise.all([buyOrders.get(partner, request.params.buyOrderNo), buyOrders.fillsOf(partner, request.params.buyOrderNo)]);
      return ok(request, {
        ...toPartnerBuyOrder(row),
        orders: fills.map((fill) => ({ orderNo: fill.orderNo, status: fill.status, statusDes: fill.statusDes })),
      });
    });

    app.post('/buyOrders/:buyOrderNo/cancel', async (request: FastifyRequest<{ Params: { buyOrderNo: string }; Querystring: Query }>) => {
      onlyKnown(request.query, []);
      return ok(request, toPartnerBuyOrder(await buyOrders.cancel(requirePartner(request), request.params.buyOrderNo)));
    });

    app.get('/buyOrders', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const query = onlyKnown(request.query, LIST_PARAMETERS);
      const page = pageParams(query, { defaultLimit: 20, maxLimit: 100 });
      const { rows, total } = await buyOrders.list(requirePartner(request), statusParam(query.status), page);
      return ok(request, pageOf(rows.map(toPartnerBuyOrder), total, page));
    });
  };
}
