// The REST answers of buy orders as zod schemas (api/http/contract.ts), shared by /web/buyOrder*,
// GET /web/goods/buyOrders and the partner's /open/v1/buyOrders: the buy order as api/rest/buyOrder.ts
// maps it.
import { z } from 'zod';
import { checkedCents, checkedField } from '../../rest/checkedField.ts';
import { cents, isoTime } from '../../rest/answers.ts';

const constraints = {
  minFloat: z.number().nullable().describe('The lowest paint float accepted (inclusive); null: no bound.'),
  maxFloat: z.number().nullable().describe('The float the asset must be below; null: no bound.'),
  paintSeeds: z.array(z.number().int()).describe('The paint seeds accepted; empty: any.'),
  sticker: z.string().nullable().describe('A sticker the asset must carry (its hash name); null: any.'),
};

export const BuyOrderAnswer = z
  .object({
    buyOrderNo: z.string().describe('The buy order number ("B" and digits).'),
    merchantOrderNo: z.string().nullable().describe("A partner's own number for it; null for the web's."),
    hashName: z.string(),
    name: z.string().describe('In the language of the request.'),
    iconUrl: z.string().nullable(),
    price: cents('The most paid for one unit.'),
    quantity: z.number().int().describe('Units wanted.'),
    filledQuantity: z.number().int().describe('Units bought so far.'),
    ...constraints,
    held: cents('Money still held for the unfilled units; 0 once closed.'),
    status: z.enum(['OPEN', 'FILLED', 'CANCELLED', 'EXPIRED']),
    steamAccountId: z.string().nullable().describe('The bound account that receives the items; null for a trade URL, or once unbound.'),
    tradeUrl: z.string().nullable().describe("The Steam trade URL that receives the items (a partner's customer); null otherwise."),
    expiresAt: isoTime(),
    createdAt: isoTime(),
    closedAt: isoTime('When it was filled, cancelled or expired; null while open.').nullable(),
  })
  .meta({ id: 'BuyOrder', description: 'A buy order (求购): money held for units of an item bought as sellers sell to it.' });

const BuyOrderFillAnswer = z.object({
  orderNo: z.string().describe('The order of one unit bought.'),
  status: z.number().int().describe("The order's status code (11 … 55)."),
  statusDes: z.string().describe('The named status of the order.'),
  price: cents('What the unit cost.'),
  createdAt: isoTime(),
});

export const BuyOrderWithFillsAnswer = BuyOrderAnswer.extend({
  orders: z.array(BuyOrderFillAnswer).describe('The orders of the units bought, newest first.'),
}).meta({ id: 'BuyOrderWithFills', description: 'A buy order and the orders it made.' });

export const BuyOrderBookAnswer = z
  .object({
    topPrice: cents('The best open price; null when nobody wants it.').nullable(),
    quantity: z.number().int().describe('Units wanted by every open buy order together.'),
    orders: z.number().int().describe('Open buy orders.'),
    list: z
      .array(
        z.object({
          price: cents(),
          quantity: z.number().int().describe('Units still wanted.'),
          ...constraints,
          createdAt: isoTime(),
          expiresAt: isoTime(),
        }),
      )
      .describe('The open buy orders, best price first.'),
  })
  .meta({ id: 'BuyOrderBook', description: "An item's open buy orders (its buy-order book), with no buyer named." });

/**
 * The terms of a new buy order (the web's and the partner's). The buy order service reads each value
 * with its own translated message (a money value is never coerced: docs/rest.md "Bad input"), so the
 * schema takes any JSON value and says what is expected.
 */
export const buyOrderTermsBody = {
  hashName: checkedField('string', 'The item, its market hash name.'),
  price: checkedCents('the most paid for one unit.', { minimum: 1 }),
  quantity: checkedField('integer', 'Units wanted, 1-200.', { minimum: 1, maximum: 200 }),
  minFloat: checkedField(['number', 'null'], 'The lowest paint float accepted (inclusive), 0-1; absent or null: no bound.', { minimum: 0, maximum: 1 }),
  maxFloat: checkedField(['number', 'null'], 'The float the asset must be below, 0-1; absent or null: no bound.', { minimum: 0, maximum: 1 }),
  paintSeeds: checkedField(['array', 'string'], 'The paint seeds accepted: whole numbers, or text of them separated by commas or spaces; absent: any.', {
    items: { type: 'integer' },
  }),
  sticker: checkedField('string', 'A sticker the asset must carry (its hash name); absent: any.'),
  expiresInDays: checkedField('integer', 'How long it stays open, in days, 1-90; 30 when absent.', { minimum: 1, maximum: 90 }),
};

export const buyOrderStatusQuery = z.string().optional().describe('ALL (default), OPEN or CLOSED; any case.');
