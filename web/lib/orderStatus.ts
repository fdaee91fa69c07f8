import type { TFunction } from 'i18next';

/** 11 (unpaid), 21, 31 and 41 are pending (docs/money-and-orders.md "The order state machine"); the detail page refreshes itself while an order is in one. */
export const PENDING_STATUSES: readonly number[] = [11, 21, 31, 41];

export function isPending(status: number): boolean {
  return PENDING_STATUSES.includes(status);
}

/** The colour of a status: 51 successful, 55 failed, the others pending. */
export function statusTone(status: number): 'pending' | 'success' | 'failed' {
  return status === 51 ? 'success' : status === 55 ? 'failed' : 'pending';
}

/**
 * The status as the viewer reads it: the server's statusDes text (获取失败 when it could not be
 * read), except that a sale waiting for its offer reads 待发货 to the seller, and once 发货 made the
 * offer (nothing left to deliver) 待确认报价 until the seller confirms it.
 */
export function orderStatusText(
  t: TFunction,
  order: { readonly statusDes: string; readonly statusText: string; readonly direction: string; readonly actions?: { readonly deliver: boolean } },
): string {
  if (order.direction === 'SELL' && order.statusDes === 'SELLER_DELIVERING')
    return t(order.actions?.deliver === false ? 'page.order.toConfirmOffer' : 'page.order.toDeliver');
  return order.statusText || t('page.order.statusUnknown');
}
