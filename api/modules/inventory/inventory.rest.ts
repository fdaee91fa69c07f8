import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatAmount, parseYuanToCents } from '../../../lib/money.ts';
import { db } from '../../db/client.ts';
import type { InventoryRefresh } from '../../db/generated/prisma/client.ts';
import { ValidationError } from '../../errors.ts';
import { languageFrom, translate, type Language, type MessageKey } from '../../i18n/messages.ts';
import { integerParam, ok, stringParam } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { requireViewer } from '../auth/auth.rest.ts';
import {
  INVENTORY_SORTS,
  INVENTORY_TABS,
  inventoryCounts,
  inventoryGroups,
  inventoryItemIds,
  type InventoryFilter,
  type InventorySort,
} from './inventory.service.ts';
import { failureMessageKey, listItems, repriceItems, unlistItems, type PriceRequest, type SellingResult } from './selling.service.ts';
import { currentTime } from '../../integrations/clock/port.ts';

type Query = Record<string, unknown>;
type Body = Record<string, unknown> | null | undefined;
const INVENTORY_MAX_LIMIT = 100;
const MAX_OFFSET = 100_000;

function enumParam<T extends string>(value: unknown, values: readonly T[], fallback: T, field: string): T {
  const text = stringParam(value)?.trim().toUpperCase();
  if (!text) return fallback;
  const found = values.find((candidate) => candidate === text);
  if (!found) throw new ValidationError(field, 'errors.badRequest');
  return found;
}

function filterFrom(query: Query): InventoryFilter {
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

/** `{ items: [{ id, price (yuan, a decimal string) | multiplier }] }` as the selling service takes it. */
function priceRequests(body: Body): PriceRequest[] {
  const items = body && Array.isArray(body.items) ? (body.items as unknown[]) : [];
  return items.map((entry) => {
    const item = (entry ?? {}) as Record<string, unknown>;
    let priceCents: number | undefined;
    if (item.price !== undefined && item.price !== null && item.price !== '') {
      const parsed = parseYuanToCents(String(item.price));
      if (!parsed.ok || parsed.cents === 0) throw new ValidationError('price', 'selling.priceInvalid');
      priceCents = parsed.cents;
    }
    const multiplier = item.multiplier === undefined || item.multiplier === null || item.multiplier === '' ? undefined : Number(item.multiplier);
    return { inventoryItemId: String(item.id ?? ''), priceCents, multiplier };
  });
}

function toRestResult(result: SellingResult, language: Language) {
  return {
    succeededCount: result.succeeded.length,
    failedCount: result.failures.length,
    succeeded: result.succeeded,
    lowered: result.lowered.map((entry) => ({ id: entry.inventoryItemId, price: entry.priceCents })),
    failures: result.failures.map((failure) => ({
      id: failure.inventoryItemId,
      reason: failure.reason,
      msg: translate(language, failureMessageKey[failure.reason], { minimum: formatAmount((failure.minimumCents ?? 0) / 100) }),
    })),
  };
}

/** /web/inventory*: the signed-in user's inventories and selling (SPEC §2 /user/inventory, /user/sell). */
export function inventoryRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    const language = (request: FastifyRequest) => languageFrom(request.headers['accept-language']);

    app.get('/inventory', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const userId = requireViewer(request).user.id;
      const filter = filterFrom(request.query);
      const sort = enumParam<InventorySort>(request.query.sort, INVENTORY_SORTS, 'DEFAULT', 'sort');
      const mode = stringParam(request.query.mode)?.trim() || 'quantity';
      if (mode !== 'quantity' && mode !== 'variety') throw new ValidationError('mode', 'errors.badRequest');
      const limit = integerParam(request.query.limit, 'field.limit', { defaultValue: 20, min: 1, max: INVENTORY_MAX_LIMIT, rangeKey: 'market.limitRange' });
      const pageNumber = integerParam(request.query.page, 'field.page', { defaultValue: 1, min: 1, max: Math.floor(MAX_OFFSET / limit) + 1, rangeKey: 'market.pageRange' });
      const page = { offset: (pageNumber - 1) * limit, limit };
      const lang = language(request);
      const envelope = (list: unknown[], total: number) => ok(request, { list, total, pages: Math.ceil(total / limit), page: pageNumber, limit, mode });

      if (mode === 'variety') {
        const { groups, total } = await inventoryGroups(userId, filter, sort, page);
        const templates = await db().itemTemplate.findMany({
          where: { id: { in: groups.flatMap((group) => (group.templateId === null ? [] : [group.templateId])) } },
          select: { id: true, hashName: true, nameZh: true, nameEn: true, iconUrl: true, referencePriceCents: true, stats: { select: { lowestPriceCents: true } } },
        });
        const byId = new Map(templates.map((template) => [template.id, template]));
        return envelope(
          groups.map((group) => {
            const template = group.templateId === null ? undefined : byId.get(group.templateId);
            return {
              key: group.key,
              templateId: group.templateId,
              hashName: group.marketHashName,
              name: template ? (lang === 'en' ? template.nameEn : template.nameZh) : group.marketHashName,
              iconUrl: template?.iconUrl ?? null,
              quantity: group.quantity,
              listedCount: group.listedCount,
              tradableCount: group.tradableCount,
              ids: group.inventoryItemIds,
              prices: group.listingPriceCents,
              listableIds: group.listableItemIds,
              referencePrice: template ? (template.stats?.lowestPriceCents ?? template.referencePriceCents) : null,
              lowestWear: group.lowestFloat,
              nextTradableAt: group.nextTradableAt?.toISOString() ?? null,
            };
          }),
          total,
        );
      }

      const { ids, total } = await inventoryItemIds(userId, filter, sort, page);
      const rows = await db().inventoryItem.findMany({
        where: { id: { in: ids } },
        include: {
          template: { select: { nameZh: true, nameEn: true, iconUrl: true, referencePriceCents: true, stats: { select: { lowestPriceCents: true } } } },
          listings: { where: { status: 'ON_SALE' }, select: { id: true, priceCents: true }, take: 1 },
        },
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const now = currentTime();
      return envelope(
        ids.flatMap((id) => {
          const item = byId.get(id);
          if (!item) return [];
          const listing = item.listings[0];
          return [
            {
              id: item.id,
              steamAccountId: item.steamAccountId,
              assetId: item.assetId,
              hashName: item.marketHashName,
              name: item.template ? (lang === 'en' ? item.template.nameEn : item.template.nameZh) : item.marketHashName,
              iconUrl: item.template?.iconUrl ?? null,
              wear: item.floatValue,
              paintSeed: item.paintSeed,
              stickers: item.stickers,
              tradable: item.tradable && (item.tradableAfter === null || item.tradableAfter <= now),
              cooldownEndsAt: item.tradableAfter && item.tradableAfter > now ? item.tradableAfter.toISOString() : null,
              listed: listing !== undefined,
              listingId: listing?.id ?? null,
              price: listing?.priceCents ?? null,
              referencePrice: item.template ? (item.template.stats?.lowestPriceCents ?? item.template.referencePriceCents) : null,
            },
          ];
        }),
        total,
      );
    });

    app.get('/inventory/counts', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const userId = requireViewer(request).user.id;
      const { steamAccountId, search } = filterFrom(request.query);
      return ok(request, await inventoryCounts(userId, { steamAccountId, search }));
    });

    app.get('/inventory/refresh', async (request) => ok(request, toRestRefresh(await services.inventory.latestRefresh(requireViewer(request).user.id))));

    app.post('/inventory/refresh', async (request: FastifyRequest<{ Body: Body }>) => {
      const userId = requireViewer(request).user.id;
      const accountId = request.body && typeof request.body.accountId === 'string' ? request.body.accountId : undefined;
      const handle = await services.inventory.startRefresh(userId, accountId);
      return ok(request, toRestRefresh(await db().inventoryRefresh.findUnique({ where: { id: handle.refreshId } })));
    });

    const sellingRoute = (path: string, run: (userId: string, body: Body) => Promise<SellingResult>, successKey: MessageKey) =>
      app.post(path, async (request: FastifyRequest<{ Body: Body }>) => {
        const result = await run(requireViewer(request).user.id, request.body);
        const lang = language(request);
        const msg = result.failures.length > 0 ? translate(lang, 'selling.partial', { count: result.failures.length }) : translate(lang, successKey);
        return { ...ok(request, toRestResult(result, lang)), msg };
      });

    sellingRoute('/inventory/list', (userId, body) => listItems(userId, priceRequests(body)), 'selling.listed');
    sellingRoute('/inventory/reprice', (userId, body) => repriceItems(userId, priceRequests(body)), 'selling.repriced');
    sellingRoute('/inventory/unlist', (userId, body) => unlistItems(userId, body && Array.isArray(body.ids) ? body.ids : []), 'selling.unlisted');
  };
}
