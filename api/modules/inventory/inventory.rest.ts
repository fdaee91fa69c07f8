import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatAmount, parseMoneyInput } from '../../../lib/money.ts';
import type { InventoryRefresh } from '../../db/generated/prisma/client.ts';
import { ValidationError } from '../../errors.ts';
import { translate, type Language, type MessageKey } from '../../i18n/messages.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { Services } from '../../services.ts';
import { INVENTORY_SORTS, INVENTORY_TABS, SELECT_PURPOSES, type InventoryFilter, type InventorySort, type SelectPurpose } from './inventory.service.ts';
import { failureMessageKey, type PriceRequest, type SellingOptions, type SellingResult } from './selling.service.ts';

type Query = Record<string, unknown>;
type Body = Record<string, unknown> | null | undefined;
const INVENTORY_MAX_LIMIT = 100;

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
      const parsed = parseMoneyInput(item.price);
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
    soldToBuyOrders: (result.soldToBuyOrders ?? []).map((sale) => ({
      id: sale.inventoryItemId,
      buyOrderNo: sale.buyOrderNo,
      orderNo: sale.orderNo,
      price: sale.priceCents,
    })),
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
    app.get('/inventory', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const filter = filterFrom(request.query);
      const sort = enumParam<InventorySort>(request.query.sort, INVENTORY_SORTS, 'DEFAULT', 'sort');
      const mode = stringParam(request.query.mode)?.trim() || 'quantity';
      if (mode !== 'quantity' && mode !== 'variety') throw new ValidationError('mode', 'errors.badRequest');
      const page = pageParams(request.query, { defaultLimit: 20, maxLimit: INVENTORY_MAX_LIMIT });
      const lang = request.language;
      const envelope = (list: unknown[], total: number) => ok(request, { ...pageOf(list, total, page), mode });

      if (mode === 'variety') {
        const { rows, total } = await services.inventory.groupPage(viewer, filter, sort, page);
        return envelope(
          rows.map(({ template, ...group }) => ({
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
            referencePrice: group.referencePriceCents,
            lowestWear: group.lowestFloat,
            nextTradableAt: group.nextTradableAt?.toISOString() ?? null,
          })),
          total,
        );
      }

      const { rows, total } = await services.inventory.itemPage(viewer, filter, sort, page, {
        include: {
          template: { select: { nameZh: true, nameEn: true, iconUrl: true } },
          listings: { where: { status: { in: ['ON_SALE', 'RESERVED'] } }, select: { id: true, priceCents: true, status: true }, take: 1 },
        },
      });
      const references = await services.inventory.referencePrices(
        viewer,
        rows.flatMap((item) => (item.templateId === null ? [] : [item.templateId])),
      );
      return envelope(
        rows.map((item) => {
          const listing = item.listings[0];
          return {
            id: item.id,
            steamAccountId: item.steamAccountId,
            assetId: item.assetId,
            hashName: item.marketHashName,
            name: item.template ? (lang === 'en' ? item.template.nameEn : item.template.nameZh) : item.marketHashName,
            iconUrl: item.template?.iconUrl ?? null,
            wear: item.floatValue,
            paintSeed: item.paintSeed,
            stickers: item.stickers,
            tradable: services.inventory.tradability(item).tradable,
            cooldownEndsAt: services.inventory.tradability(item).cooldownEndsAt?.toISOString() ?? null,
            listed: listing !== undefined,
            listingId: listing?.id ?? null,
            price: listing?.priceCents ?? null,
            reserved: listing?.status === 'RESERVED',
            referencePrice: item.templateId === null ? null : (references.get(item.templateId) ?? null),
          };
        }),
        total,
      );
    });

    // 全选 across pages: the ids of every asset under the filter that can be listed (purpose=list) or is on sale (listed)
    app.get('/inventory/selectable', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const filter = filterFrom(request.query);
      const sort = enumParam<InventorySort>(request.query.sort, INVENTORY_SORTS, 'DEFAULT', 'sort');
      const purpose = enumParam<SelectPurpose>(request.query.purpose, SELECT_PURPOSES, 'LIST', 'purpose');
      const items = await services.inventory.selectAll(viewer, filter, purpose, sort, { select: { id: true } });
      return ok(request, { ids: items.map((item) => item.id), total: items.length });
    });

    app.get('/inventory/counts', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const { steamAccountId, search } = filterFrom(request.query);
      return ok(request, await services.inventory.counts(viewer, { steamAccountId, search }));
    });

    app.get('/inventory/refresh', async (request) => ok(request, toRestRefresh(await services.inventory.latestRefresh(requireViewer(request)))));

    app.post('/inventory/refresh', async (request: FastifyRequest<{ Body: Body }>) => {
      const viewer = requireViewer(request);
      const accountId = request.body && typeof request.body.accountId === 'string' ? request.body.accountId : undefined;
      const handle = await services.inventory.requestRefresh(viewer, accountId);
      return ok(request, toRestRefresh(await services.inventory.refresh(viewer, handle.refreshId)));
    });

    // an optional Idempotency-Key header makes a retry replay the first answer (api/db/idempotency.ts)
    const sellingRoute = (path: string, run: (viewer: Viewer, body: Body, options: SellingOptions) => Promise<SellingResult>, successKey: MessageKey) =>
      app.post(path, async (request: FastifyRequest<{ Body: Body }>) => {
        const result = await run(requireViewer(request), request.body, { idempotencyKey: request.headers['idempotency-key'] });
        const lang = request.language;
        const msg = result.failures.length > 0 ? translate(lang, 'selling.partial', { count: result.failures.length }) : translate(lang, successKey);
        return { ...ok(request, toRestResult(result, lang)), msg };
      });

    sellingRoute('/inventory/list', (viewer, body, options) => services.inventory.listItems(viewer, priceRequests(body), options), 'selling.listed');
    sellingRoute('/inventory/reprice', (viewer, body, options) => services.inventory.repriceItems(viewer, priceRequests(body), options), 'selling.repriced');
    sellingRoute(
      '/inventory/sellToBuyOrder',
      (viewer, body, options) =>
        services.inventory.sellToBuyOrders(
          viewer,
          priceRequests(body).map((request) => ({ inventoryItemId: request.inventoryItemId, priceCents: request.priceCents ?? 0 })),
          options,
        ),
      'selling.soldToBuyOrder',
    );
    sellingRoute(
      '/inventory/unlist',
      (viewer, body, options) => services.inventory.unlistItems(viewer, body && Array.isArray(body.ids) ? body.ids : [], options),
      'selling.unlisted',
    );
  };
}
