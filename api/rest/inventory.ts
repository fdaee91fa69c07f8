// Inventories as every REST answer gives them (/web/inventory* and the partner's /open/v1/inventory):
// an asset (quantity mode), a refresh and its progress, a listing of the seller's. Money in cents,
// times ISO 8601.
import type { InventoryRefresh, Prisma } from '../db/generated/prisma/client.ts';
import { ValidationError } from '../errors.ts';
import type { Language } from '../i18n/messages.ts';
import {
  INVENTORY_TABS,
  type InventoryFilter,
  type InventoryLeaseMark,
  type InventoryService,
  type OwnListingRow,
} from '../modules/inventory/inventory.service.ts';
import { stringParam } from './envelope.ts';

/** A query's choice among `values`, any case; `fallback` when absent. */
export function enumParam<T extends string>(value: unknown, values: readonly T[], fallback: T, field: string): T {
  const text = stringParam(value)?.trim().toUpperCase();
  if (!text) return fallback;
  const found = values.find((candidate) => candidate === text);
  if (!found) throw new ValidationError(field, 'errors.badRequest');
  return found;
}

export function filterFrom(query: Record<string, unknown>): InventoryFilter {
  const hashName = stringParam(query.templateId)?.trim();
  const templateId = hashName ? Number(hashName) : undefined;
  if (templateId !== undefined && !Number.isSafeInteger(templateId)) throw new ValidationError('templateId', 'errors.badRequest');
  return {
    tab: enumParam(query.tab, INVENTORY_TABS, 'ALL', 'tab'),
    steamAccountId: stringParam(query.accountId)?.trim() || undefined,
    templateId,
    search: stringParam(query.search),
  };
}

/** What an asset row is loaded with for toRestInventoryItem. */
export const restInventoryItemInclude = {
  template: { select: { nameZh: true, nameEn: true, iconUrl: true } },
  listings: { where: { status: { in: ['ON_SALE', 'RESERVED'] } }, select: { id: true, priceCents: true, status: true }, take: 1 },
} as const satisfies Prisma.InventoryItemInclude;

type RestInventoryRow = Prisma.InventoryItemGetPayload<{ include: typeof restInventoryItemInclude }>;

export function toRestInventoryItem(
  item: RestInventoryRow,
  options: {
    language: Language;
    inventory: Pick<InventoryService, 'tradability'>;
    references: Map<number, number>;
    /** the 租入 marks of the page's assets by inventory item id (InventoryService.leaseMarks) */
    leases: Map<string, InventoryLeaseMark>;
  },
) {
  const lease = options.leases.get(item.id);
  const listing = item.listings[0];
  const tradability = options.inventory.tradability(item);
  return {
    id: item.id,
    steamAccountId: item.steamAccountId,
    assetId: item.assetId,
    hashName: item.marketHashName,
    name: item.template ? (options.language === 'en' ? item.template.nameEn : item.template.nameZh) : item.marketHashName,
    iconUrl: item.template?.iconUrl ?? null,
    wear: item.floatValue,
    paintSeed: item.paintSeed,
    stickers: item.stickers as { slot: number; stickerId: number; name: string; wear: number | null }[],
    tradable: tradability.tradable,
    cooldownEndsAt: tradability.cooldownEndsAt?.toISOString() ?? null,
    listed: listing !== undefined,
    listingId: listing?.id ?? null,
    price: listing?.priceCents ?? null,
    reserved: listing?.status === 'RESERVED',
    referencePrice: item.templateId === null ? null : (options.references.get(item.templateId) ?? null),
    lease: lease ? { role: lease.role, leaseNo: lease.leaseNo, status: lease.status, endsAt: lease.endsAt?.toISOString() ?? null } : null,
  };
}

export function toRestRefresh(refresh: InventoryRefresh | null) {
  if (!refresh) return null;
  return {
    id: refresh.id,
    status: refresh.status,
    accountsTotal: refresh.accountsTotal,
    accountsDone: refresh.accountsDone,
    accountsFailed: refresh.accountsFailed,
    itemsFound: refresh.itemsFound,
    delistedCount: refresh.delistedCount,
    progressPercent: refresh.status === 'RUNNING' ? Math.floor((refresh.accountsDone / Math.max(1, refresh.accountsTotal)) * 100) : 100,
    startedAt: refresh.startedAt.toISOString(),
    finishedAt: refresh.finishedAt?.toISOString() ?? null,
  };
}

export function toRestOwnListing(row: OwnListingRow, language: Language) {
  return {
    id: row.id,
    status: row.status,
    origin: row.origin,
    assetId: row.inventoryItem?.assetId ?? null,
    hashName: row.template.hashName,
    name: language === 'en' ? row.template.nameEn : row.template.nameZh,
    iconUrl: row.template.iconUrl,
    price: row.priceCents,
    wear: row.floatValue,
    paintSeed: row.paintSeed,
    bargainEnabled: row.bargainEnabled,
    createdAt: row.createdAt.toISOString(),
    soldAt: row.soldAt?.toISOString() ?? null,
  };
}
