// The price offer as every REST answer gives it (/web/bargain* and the partner's /open/v1/bargains):
// money in cents, times ISO 8601, the history in order; and the filters both take.
import { ValidationError } from '../errors.ts';
import type { Language } from '../i18n/messages.ts';
import {
  BARGAIN_ROLES,
  BARGAIN_STATUS_FILTERS,
  type BargainRole,
  type BargainStatusFilter,
  type BargainTerms,
  type BargainWithDetails,
} from '../modules/bargain/bargain.service.ts';
import type { BargainActions } from '../modules/bargain/bargainTerms.ts';
import { stringParam } from './envelope.ts';

/** An offer as the viewer sees it: their side and what they may do with it now come from BargainService (roleOf, actionsOf). */
export function toRestBargain(row: BargainWithDetails, view: { role: BargainRole; actions: BargainActions }, language: Language) {
  return {
    bargainNo: row.bargainNo,
    role: view.role,
    actions: view.actions,
    merchantOrderNo: row.merchantOrderNo,
    listingId: row.listingId,
    hashName: row.template.hashName,
    name: language === 'en' ? row.template.nameEn : row.template.nameZh,
    iconUrl: row.template.iconUrl,
    listPrice: row.listPriceCents,
    price: row.priceCents,
    counterPrice: row.counterPriceCents,
    held: row.heldCents,
    status: row.status,
    steamAccountId: row.buyerSteamAccountId,
    tradeUrl: row.buyerTradeUrl,
    orderNo: row.order?.orderNo ?? null,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    history: row.steps.map((step) => ({
      action: step.action,
      actor: step.actor,
      price: step.priceCents,
      reason: step.reason,
      at: step.createdAt.toISOString(),
    })),
  };
}

export function toRestBargainTerms(terms: BargainTerms) {
  return {
    listingId: terms.listingId,
    enabled: terms.enabled,
    minPrice: terms.minPriceCents,
    listPrice: terms.listPriceCents,
    floor: terms.floorCents,
    topBuyOrderPrice: terms.topBuyOrderCents,
    allowed: terms.refusal === null,
    refusal: terms.refusal,
  };
}

/** `role`: BUYER (default: the offers the viewer made) or SELLER (those they received), any case. */
export function bargainRoleParam(value: unknown): BargainRole {
  const text = stringParam(value)?.trim().toUpperCase();
  if (!text) return 'BUYER';
  const found = BARGAIN_ROLES.find((role) => role === text);
  if (!found) throw new ValidationError('role', 'bargain.roleInvalid');
  return found;
}

/** `status`: all (default), open (waiting for an answer) or closed, any case. */
export function bargainStatusParam(value: unknown): BargainStatusFilter {
  const text = stringParam(value)?.trim().toUpperCase();
  if (!text) return 'ALL';
  const found = BARGAIN_STATUS_FILTERS.find((status) => status === text);
  if (!found) throw new ValidationError('status', 'bargain.statusFilterInvalid');
  return found;
}
