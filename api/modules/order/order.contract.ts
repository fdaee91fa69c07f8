// The order's REST answers as zod schemas (api/http/contract.ts), shared by /web/order* and
// /open/v1/orders: the order as api/rest/order.ts toRestOrder maps it, and what a purchase answers.
import { z } from 'zod';
import { checkedField } from '../../rest/checkedField.ts';
import { cents } from '../../rest/answers.ts';
import { ORDER_STATUS_DES } from './orderStateMachine.ts';

const time = (description: string) => z.string().describe(`${description} ISO 8601 UTC.`);
const nullableTime = (description: string) => time(description).nullable();

const OrderStatusDes = z.enum(ORDER_STATUS_DES).describe('The named status of the order state machine.');
const OrderCode = z
  .number()
  .int()
  .describe('The status code: 11 unpaid, 21 waiting for the offer, 31 on hold, 41 waiting for receipt, 51 successful, 55 failed.');

const OrderTag = z
  .object({
    id: z.string().describe('The tag id (the market filter value).'),
    name: z.string().describe('In the language of the request.'),
    color: z.string().nullable().describe('Its colour (#rrggbb), null when it has none.'),
  })
  .nullable()
  .meta({ id: 'OrderItemTag', description: 'A catalogue tag of the item; null when the item has none of this kind.' });

/** A catalogue item as an order's (and a lease's) answer shows it (api/rest/order.ts templateInfoOf). */
export const TemplateInfoAnswer = z.object({
  iconUrl: z.string().nullable(),
  itemName: z.string().describe('In the language of the request.'),
  hashName: z.string().describe('The Steam market hash name.'),
  rarityColor: z.string().describe('#rrggbb'),
  tagRarity: OrderTag,
  tagQuality: OrderTag,
  tagExterior: OrderTag,
  tagItemSet: OrderTag,
  tagType: OrderTag,
});

export const OrderStatusAnswer = z
  .object({
    orderNo: z.string().describe('The order number (yyyyMMdd + 10 digits).'),
    status: OrderCode,
    statusDes: OrderStatusDes,
  })
  .meta({ id: 'OrderStatus', description: 'An order of a purchase, in its current state.' });

export const OrderAnswer = z
  .object({
    orderNo: z.string().describe('The order number (yyyyMMdd + 10 digits).'),
    createTime: time('Created.'),
    updateTime: time('Last changed.'),
    payTime: nullableTime('Paid; null while unpaid.'),
    tradingTime: nullableTime('The offer was sent; null before.'),
    confirmTime: nullableTime('The buyer received the items; null before.'),
    floatValue: z.number().nullable().describe('The item’s wear (0-1); null for items without one.'),
    paintSeed: z.number().int().nullable().describe('The pattern template; null for items without one.'),
    stickerList: z
      .array(
        z.object({
          name: z.string().describe('In the language of the request.'),
          slot: z.number().int().describe('The slot, from 0.'),
          wear: z.number().nullable().describe('The sticker’s wear (0-1); null when unscraped.'),
          iconUrl: z.string().nullable(),
        }),
      )
      .describe('The stickers on the item.'),
    price: cents('The price of the item.'),
    fee: cents("The seller's fee."),
    feeRateBps: z.number().int().describe("The seller's fee rate in basis points (250 = 2.5%)."),
    actualPayment: cents('What the buyer paid; null while unpaid or closed without payment.').nullable(),
    actualIncome: cents("The seller's proceeds: price - fee."),
    terminalPrice: cents("The viewer's amount: the price for the buyer, the proceeds for the seller."),
    type: z.enum(['auto', 'manual']).describe('auto: the listing delivers by itself (a robot account); manual: the seller delivers (发货).'),
    payMethod: z.enum(['balance', 'alipay']).nullable().describe('How it is or was paid; null for an order closed without payment.'),
    status: OrderCode,
    displayStatus: z.number().int().nullable().describe('The display status: 0 unpaid, 2 delivering or failed, 3 trading, 4 done.'),
    statusDes: OrderStatusDes,
    statusText: z.string().describe('The status in words, in the language of the request.'),
    templateInfo: TemplateInfoAnswer.describe('The catalogue item.'),
    sellerInfo: z.object({ nickname: z.string(), avatar: z.string().nullable() }).describe('The seller as shown.'),
    buyerInfo: z.object({ nickname: z.string(), avatar: z.string().nullable() }).describe('The buyer as shown.'),
    direction: z.enum(['buy', 'sell']).describe("The viewer's side: buy (bought it) or sell (sold it)."),
    deadlineAt: nullableTime('The current deadline (payment, shipment, receipt, protection); null without one.'),
    remaining: z
      .union([
        z.object({ unit: z.enum(['day', 'hour']), value: z.number().int().describe('Whole days (rounded up) or hours (rounded down).') }),
        z.object({ unit: z.literal('underHour') }),
      ])
      .nullable()
      .describe('Time left before the deadline, now: days, hours, or under an hour; null without one or once it passed.'),
    protectedUntil: nullableTime('The end of the 7-day trade protection; null outside it.'),
    buyerSteamId: z.string().nullable().describe('The SteamID64 that receives the items.'),
    offerId: z.string().nullable().describe('The Steam trade offer; null before it is made.'),
    offerSenderSteamId: z.string().nullable().describe("The seller's SteamID64 that sent the offer; null before."),
    steps: z
      .array(
        z.object({
          step: z.enum(['order', 'payment', 'shipment', 'receipt']),
          time: nullableTime('When it was done; null before.'),
          done: z.boolean(),
        }),
      )
      .describe('The four steps of the detail page.'),
    events: z
      .array(
        z.object({
          event: z.string().describe('The transition (CREATED, PAID, OFFER_SENT, …).'),
          text: z.string().describe('The transition in words, in the language of the request.'),
          actor: z.string().describe('BUYER, SELLER, SYSTEM, PAYMENT or STEAM.'),
          statusDes: OrderStatusDes,
          status: OrderCode,
          time: time('When.'),
        }),
      )
      .describe('The order’s history, oldest first.'),
    actions: z
      .object({ pay: z.boolean(), cancel: z.boolean(), deliver: z.boolean() })
      .describe('What the viewer may do now: pay (the cashier), cancel, deliver (发货).'),
    payUrl: z.string().nullable().describe('The cashier of an unpaid Alipay order while its payment is open; null otherwise (always null on /open/v1).'),
  })
  .meta({ id: 'Order', description: 'An order as its buyer or seller sees it. Money in cents.' });

/** The web's 发货 and offer confirmation answer the order and whether its offer may be confirmed here. */
export const DeliveredOrderAnswer = OrderAnswer.extend({
  canConfirmOffer: z.boolean().describe('With the simulated Steam: the seller may confirm the offer here (POST /web/order/{orderNo}/confirm-offer).'),
}).meta({ id: 'OrderDelivered', description: 'The order after 发货 or the offer’s confirmation.' });

/** The partner's order: the web's, with the partner's number and where the items go. */
export const PartnerOrderAnswer = OrderAnswer.extend({
  merchantOrderNo: z
    .string()
    .nullable()
    .describe("The partner's number of the purchase; null for the seller, or an order not bought by number (a buy order's fill, an accepted offer)."),
  tradeUrl: z
    .string()
    .nullable()
    .describe('The Steam trade URL the items go to; null when a bound account receives them (then steamAccountId), and always null for the seller.'),
  steamAccountId: z.string().nullable().describe("The buyer's bound account that receives the items; null with a trade URL, and always null for the seller."),
}).meta({ id: 'OrderPartner', description: 'An order of the app user, bought or sold.' });

export const PurchaseAnswer = z
  .object({
    orders: z.array(OrderStatusAnswer).describe('One order a listing, in the order of listingIds.'),
    payUrl: z.string().nullable().describe('The Alipay cashier to pay at within 15 minutes; null for a balance purchase.'),
  })
  .meta({ id: 'OrderPurchase', description: 'What a purchase made: its orders, in their current state.' });

export const PartnerPurchaseAnswer = z
  .object({
    merchantOrderNo: z.string().describe("The partner's number of the purchase."),
    orders: z.array(OrderStatusAnswer).describe('One order a listing, in the order of listingIds, in their current state.'),
  })
  .meta({ id: 'OrderPartnerPurchase', description: "What a partner's purchase made (the same on a replay: its orders now)." });

/** The prices a buyer saw: read by the service, which names them in its refusal whatever their form. */
export const SEEN_PRICES = z
  .array(checkedField(['integer', 'string'], 'Integer cents: a JSON integer, or a string of digits.'))
  .describe('The price seen of each listing, in cents, in the order of listingIds: a changed price is refused (409) with the new one.');
