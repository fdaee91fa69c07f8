// An order as the REST adapters answer it (/web/order* and the partner API's
// /open/v1/orders): the one mapping both use. Money in cents; times ISO 8601.
import type { Prisma } from '../db/generated/prisma/client.ts';
import { isMessageKey, type Language, translate } from '../i18n/messages.ts';
import type { Viewer } from '../session/viewer.ts';
import { exteriorById, qualityById, rarityById, rarityColor, typeById } from '../modules/catalog/catalog.service.ts';
import { sellerName } from '../modules/demo/demo.service.ts';
import { directionOf, type OrderDirection, type OrderService, paidAmountOf, payMethodOf } from '../modules/order/order.service.ts';
import { displayStatus, type OrderStatusDes } from '../modules/order/orderStateMachine.ts';
import { nicknameIn } from '../modules/user/user.service.ts';

export const restOrderInclude = {
  template: {
    select: {
      hashName: true,
      nameZh: true,
      nameEn: true,
      iconUrl: true,
      rarity: true,
      quality: true,
      exterior: true,
      tagType: true,
      subType: true,
      collection: { select: { id: true, nameZh: true, nameEn: true } },
    },
  },
  buyer: { select: { nickname: true, avatarUrl: true } },
  seller: { select: { id: true, nickname: true, isDemo: true, avatarUrl: true, isRobot: true } },
  listing: { select: { autoDelivery: true } },
  events: { orderBy: { id: 'asc' }, select: { event: true, actor: true, fromDes: true, toDes: true, toStatus: true, createdAt: true } },
} satisfies Prisma.OrderInclude;

export type RestOrderRow = Prisma.OrderGetPayload<{ include: typeof restOrderInclude }>;

type TagIn = { id: string; label: { zh: string; en: string }; color?: string } | undefined;
const tagOut = (tag: TagIn, language: Language) => (tag ? { id: tag.id, name: tag.label[language], color: tag.color ?? null } : null);

/** The status text of a named status; 获取失败 when the server does not know it. */
export function statusText(language: Language, statusDes: string): string {
  const key = `order.statusDes.${statusDes}`;
  return translate(language, isMessageKey(key) ? key : 'order.statusDes.unknown');
}

/** The four steps of the detail page (order, payment, shipment, receipt) with their times. */
export function orderSteps(order: Pick<RestOrderRow, 'createdAt' | 'paidAt' | 'tradingAt' | 'confirmedAt'>) {
  return [
    { step: 'order', time: order.createdAt },
    { step: 'payment', time: order.paidAt },
    { step: 'shipment', time: order.tradingAt },
    { step: 'receipt', time: order.confirmedAt },
  ] as const;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** A catalogue item as an order's (and a lease's) answer shows it: its name, icon and tags, in the request's language. */
export function templateInfoOf(template: RestOrderRow['template'], language: Language) {
  return {
    iconUrl: template.iconUrl,
    itemName: language === 'en' ? template.nameEn : template.nameZh,
    hashName: template.hashName,
    rarityColor: rarityColor(template.rarity),
    tagRarity: tagOut(template.rarity ? rarityById.get(template.rarity) : undefined, language),
    tagQuality: tagOut(qualityById.get(template.quality), language),
    tagExterior: tagOut(template.exterior ? exteriorById.get(template.exterior) : undefined, language),
    tagItemSet: template.collection
      ? { id: template.collection.id, name: language === 'en' ? template.collection.nameEn : template.collection.nameZh, color: null }
      : null,
    tagType: tagOut(typeById.get(template.tagType), language),
  };
}

/** The order as the REST list and detail answer it, for the viewer's side of it. */
export function toRestOrder(order: RestOrderRow, viewer: Viewer, language: Language, extra: { payUrl: string | null; orders: OrderService }) {
  const template = order.template;
  const direction: OrderDirection = directionOf(order, viewer);
  const stickers = Array.isArray(order.stickers)
    ? (order.stickers as { nameZh?: string; nameEn?: string; slot?: number; wear?: number | null; iconUrl?: string }[])
    : [];
  return {
    orderNo: order.orderNo,
    createTime: order.createdAt.toISOString(),
    updateTime: order.updatedAt.toISOString(),
    payTime: iso(order.paidAt),
    tradingTime: iso(order.tradingAt),
    confirmTime: iso(order.confirmedAt),
    floatValue: order.floatValue,
    paintSeed: order.paintSeed,
    stickerList: stickers.map((sticker, index) => ({
      name: (language === 'en' ? sticker.nameEn : sticker.nameZh) ?? '',
      slot: sticker.slot ?? index,
      wear: sticker.wear ?? null,
      iconUrl: sticker.iconUrl ?? null,
    })),
    price: order.priceCents,
    fee: order.feeCents,
    feeRateBps: order.feeRateBps,
    actualPayment: paidAmountOf(order),
    actualIncome: order.priceCents - order.feeCents,
    terminalPrice: direction === 'buy' ? order.priceCents : order.priceCents - order.feeCents,
    type: order.listing.autoDelivery ? ('auto' as const) : ('manual' as const),
    payMethod: (payMethodOf(order)?.toLowerCase() ?? null) as 'balance' | 'alipay' | null,
    status: order.status,
    displayStatus: displayStatus(order.status),
    statusDes: order.statusDes as OrderStatusDes,
    statusText: statusText(language, order.statusDes),
    templateInfo: templateInfoOf(template, language),
    sellerInfo: { nickname: sellerName(order.seller, language) || translate(language, 'order.manualDelivery'), avatar: order.seller.avatarUrl },
    buyerInfo: { nickname: nicknameIn(order.buyer.nickname, language), avatar: order.buyer.avatarUrl },
    direction,
    deadlineAt: iso(order.deadlineAt),
    remaining: extra.orders.timeLeft(order)?.remaining ?? null,
    protectedUntil: iso(order.protectedUntil),
    buyerSteamId: order.buyerSteamId,
    offerId: order.offerId,
    offerSenderSteamId: order.offerSenderSteamId,
    steps: orderSteps(order).map((step) => ({ step: step.step, time: iso(step.time), done: step.time !== null })),
    events: order.events.map((event) => ({
      event: event.event,
      text: isMessageKey(`order.event.${event.event}`) ? translate(language, `order.event.${event.event}` as never) : event.event,
      actor: event.actor,
      statusDes: event.toDes as OrderStatusDes,
      status: event.toStatus,
      time: event.createdAt.toISOString(),
    })),
    actions: extra.orders.allowedActions(order, viewer),
    payUrl: extra.payUrl,
  };
}
