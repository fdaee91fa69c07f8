// The buy order as every REST answer gives it (/web/buyOrder* and the partner's /open/v1/buyOrders):
// money in cents, times ISO 8601; and the status filter both take.
import { ValidationError } from '../errors.ts';
import type { Language } from '../i18n/messages.ts';
import { BUY_ORDER_STATUS_FILTERS, type BuyOrderService, type BuyOrderStatusFilter, type BuyOrderWithItem } from '../modules/buyorder/buyOrder.service.ts';
import type { Viewer } from '../session/viewer.ts';
import { stringParam } from './envelope.ts';

export function toRestBuyOrder(row: BuyOrderWithItem, language: Language) {
  return {
    buyOrderNo: row.buyOrderNo,
    merchantOrderNo: row.merchantOrderNo,
    hashName: row.template.hashName,
    name: language === 'en' ? row.template.nameEn : row.template.nameZh,
    iconUrl: row.template.iconUrl,
    price: row.priceCents,
    quantity: row.quantity,
    filledQuantity: row.filledQuantity,
    minFloat: row.minFloat,
    maxFloat: row.maxFloat,
    paintSeeds: row.paintSeeds,
    sticker: row.stickerHashName,
    held: row.heldCents,
    status: row.status,
    steamAccountId: row.buyerSteamAccountId,
    tradeUrl: row.buyerTradeUrl,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** One buy order with the orders it made (its fills), as both faces answer it. */
export async function restBuyOrderWithFills(buyOrders: BuyOrderService, viewer: Viewer, buyOrderNo: string, language: Language) {
  const [row, fills] = await Promise.all([buyOrders.get(viewer, buyOrderNo), buyOrders.fillsOf(viewer, buyOrderNo)]);
  return {
    ...toRestBuyOrder(row, language),
    orders: fills.map((fill) => ({
      orderNo: fill.orderNo,
      status: fill.status,
      statusDes: fill.statusDes,
      price: fill.priceCents,
      createdAt: fill.createdAt.toISOString(),
    })),
  };
}

/** `status`: all (default), open or closed, any case; a translated 400 for anything else. */
export function buyOrderStatusParam(value: unknown): BuyOrderStatusFilter {
  const text = stringParam(value)?.trim().toUpperCase();
  if (!text) return 'ALL';
  const found = BUY_ORDER_STATUS_FILTERS.find((status) => status === text);
  if (!found) throw new ValidationError('status', 'buyOrder.statusFilterInvalid');
  return found;
}
