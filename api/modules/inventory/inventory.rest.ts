// /web/inventory*: the signed-in user's inventories and selling (/user/inventory, /user/sell;
// docs/rest.md). Money in cents; times ISO 8601.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedField } from '../../rest/checkedField.ts';
import { formatAmount, parseMoneyInput } from '../../../lib/money.ts';
import { ValidationError } from '../../errors.ts';
import { translate, type Language, type MessageKey } from '../../i18n/messages.ts';
import { answers } from '../../rest/answers.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { enumParam, filterFrom, restInventoryItemInclude, toRestInventoryItem, toRestRefresh } from '../../rest/inventory.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { Services } from '../../services.ts';
import { INVENTORY_SORTS, SELECT_PURPOSES, type InventorySort, type SelectPurpose } from './inventory.service.ts';
import { InventoryCountsAnswer, InventoryPageAnswer, InventoryRefreshAnswer, LeasedOutItemAnswer, SellingResultAnswer } from './inventory.contract.ts';
import { failureMessageKey, type PriceRequest, type SellingOptions, type SellingResult } from './selling.service.ts';

const INVENTORY_MAX_LIMIT = 100;

/** `{ items: [{ id, price (yuan, a decimal string) | multiplier }] }` as the selling service takes it. */
function priceRequests(body: { items?: unknown } | null | undefined): PriceRequest[] {
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

const TAGS = ['Inventory'];

/** The web's inventory filter, as text (the handler reads it with its own messages). */
const filterQuery = {
  tab: z.string().optional().describe('ALL (default), UNLISTED (tradable now, not listed), LISTED (on sale or held for a buyer) or NON_TRADABLE; any case.'),
  accountId: z.string().optional().describe("One bound Steam account's assets; every account's when absent."),
  templateId: z.string().optional().describe('One catalogue item (a variety row split into its assets).'),
  search: z.string().optional().describe('Words of the name (Chinese or English) or of the hash name; at most 100 characters.'),
};
const sortQuery = z
  .string()
  .optional()
  .describe('DEFAULT (newest first), PRICE_ASC, PRICE_DESC, COOLDOWN_ASC, COOLDOWN_DESC, WEAR_ASC or WEAR_DESC; any case.');
// a price is read by the selling rules with their own messages (never coerced): any JSON value, described
const priceItems = z
  .array(
    z
      .object({
        id: checkedField('string', 'The inventory item id.'),
        price: checkedField('string', 'Yuan as a decimal string with at most two places (e.g. "12.50"); absent: the reference price (list) or unchanged.'),
        multiplier: checkedField('number', 'Instead of a price: this multiple of the reference price (e.g. 0.99).'),
      })
      .nullable(),
  )
  .optional();
const priceBody = z.object({ items: priceItems }).nullish();
const idempotencyHeader = z.looseObject({
  'idempotency-key': z.string().optional().describe('Optional: a retry with the same key replays the first answer.'),
});

/** /web/inventory*: the signed-in user's inventories and selling (/user/inventory, /user/sell). */
export function inventoryRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/inventory',
      {
        schema: {
          operationId: 'listInventory',
          summary: "The viewer's Steam assets, by tab, a page at a time",
          description: 'mode=quantity answers one row per asset; mode=variety one row per catalogue item with its asset ids.',
          tags: TAGS,
          querystring: z.object({
            ...filterQuery,
            sort: sortQuery,
            mode: z.string().optional().describe('quantity (default) or variety.'),
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe(`Rows a page, 1-${INVENTORY_MAX_LIMIT}; 20 by default.`),
          }),
          response: answers(InventoryPageAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const filter = filterFrom(request.query);
        const sort = enumParam<InventorySort>(request.query.sort, INVENTORY_SORTS, 'DEFAULT', 'sort');
        const mode = stringParam(request.query.mode)?.trim() || 'quantity';
        if (mode !== 'quantity' && mode !== 'variety') throw new ValidationError('mode', 'errors.badRequest');
        const page = pageParams(request.query, { defaultLimit: 20, maxLimit: INVENTORY_MAX_LIMIT });
        const lang = request.language;

        if (mode === 'variety') {
          const { rows, total } = await services.inventory.groupPage(viewer, filter, sort, page);
          const list = rows.map(({ template, ...group }) => ({
            key: group.key,
            templateId: group.templateId,
            hashName: group.marketHashName,
            name: template ? (lang === 'en' ? template.nameEn : template.nameZh) : group.marketHashName,
            iconUrl: template?.iconUrl ?? null,
            quantity: group.quantity,
            listedCount: group.listedCount,
            tradableCount: group.tradableCount,
            rentedInCount: group.rentedInCount,
            offeredForRentCount: group.offeredForRentCount,
            lentOutCount: group.lentOutCount,
            ids: group.inventoryItemIds,
            prices: group.listingPriceCents,
            listableIds: group.listableItemIds,
            referencePrice: group.referencePriceCents,
            lowestWear: group.lowestFloat,
            nextTradableAt: group.nextTradableAt?.toISOString() ?? null,
          }));
          return ok(request, { ...pageOf(list, total, page), mode: 'variety' as const });
        }

        const { rows, total } = await services.inventory.itemPage(viewer, filter, sort, page, { include: restInventoryItemInclude });
        const references = await services.inventory.referencePrices(
          viewer,
          rows.flatMap((item) => (item.templateId === null ? [] : [item.templateId])),
        );
        const leases = await services.inventory.leaseMarks(viewer, rows);
        const list = rows.map((item) => toRestInventoryItem(item, { language: lang, inventory: services.inventory, references, leases }));
        return ok(request, { ...pageOf(list, total, page), mode: 'quantity' as const });
      },
    );

    // 全选 across pages: the ids of every asset under the filter that can be listed (purpose=list) or is on sale (listed)
    routes.get(
      '/inventory/selectable',
      {
        schema: {
          operationId: 'listSelectableInventory',
          summary: 'Select all (全选): every asset under the filter that can be acted on',
          description:
            'purpose=LIST: the assets that can be listed now; LISTED: those on sale. More than the select-all maximum is refused (400) with how many.',
          tags: TAGS,
          querystring: z.object({ ...filterQuery, sort: sortQuery, purpose: z.string().optional().describe('LIST (default) or LISTED; any case.') }),
          response: answers(
            z.object({
              ids: z.array(z.string()).describe('The inventory item ids, in the sort.'),
              total: z.number().int().describe('How many.'),
            }),
          ),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const filter = filterFrom(request.query);
        const sort = enumParam<InventorySort>(request.query.sort, INVENTORY_SORTS, 'DEFAULT', 'sort');
        const purpose = enumParam<SelectPurpose>(request.query.purpose, SELECT_PURPOSES, 'LIST', 'purpose');
        const items = await services.inventory.selectAll(viewer, filter, purpose, sort, { select: { id: true } });
        return ok(request, { ids: items.map((item) => item.id), total: items.length });
      },
    );

    routes.get(
      '/inventory/leasedOut',
      {
        schema: {
          operationId: 'listLeasedOutItems',
          summary: "The viewer's items out on lease (租出)",
          description:
            'Leases the viewer lends whose renter has the item or is sending it back, soonest end first: their assets left the inventory, so the leases show them.',
          tags: TAGS,
          response: answers(z.object({ list: z.array(LeasedOutItemAnswer) })),
        },
      },
      async (request) => {
        const items = await services.leaseAfter.leasedOut(requireViewer(request));
        const lang = request.language;
        const list = items.map((item) => ({
          leaseNo: item.leaseNo,
          status: item.status,
          endsAt: item.endsAt?.toISOString() ?? null,
          templateId: item.templateId,
          hashName: item.hashName,
          name: lang === 'en' ? item.nameEn : item.nameZh,
          iconUrl: item.iconUrl,
          assetId: item.assetId,
          steamAccountId: item.lenderSteamAccountId,
          wear: item.floatValue,
          paintSeed: item.paintSeed,
        }));
        return ok(request, { list });
      },
    );

    routes.get(
      '/inventory/counts',
      {
        schema: {
          operationId: 'countInventory',
          summary: 'The number of assets under each tab',
          tags: TAGS,
          querystring: z.object({ accountId: filterQuery.accountId, search: filterQuery.search }),
          response: answers(InventoryCountsAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const { steamAccountId, search } = filterFrom(request.query);
        return ok(request, await services.inventory.counts(viewer, { steamAccountId, search }));
      },
    );

    routes.get(
      '/inventory/refresh',
      {
        schema: {
          operationId: 'getInventoryRefresh',
          summary: "The viewer's latest inventory refresh and its progress",
          tags: TAGS,
          response: answers(InventoryRefreshAnswer.nullable().describe('Null when the viewer never refreshed.')),
        },
      },
      async (request) => ok(request, toRestRefresh(await services.inventory.latestRefresh(requireViewer(request)))),
    );

    routes.post(
      '/inventory/refresh',
      {
        schema: {
          operationId: 'refreshInventory',
          summary: 'Refreshes the inventories from Steam (one account, or all)',
          description:
            'Answers at once with the refresh, which runs on; a refresh still running is answered instead of a second one. At most 10 a user and 5 an account in 10 minutes (429 beyond).',
          tags: TAGS,
          body: z.object({ accountId: z.string().optional().describe('One bound Steam account; every account when absent.') }).nullish(),
          response: answers(InventoryRefreshAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const handle = await services.inventory.requestRefresh(viewer, request.body?.accountId);
        return ok(request, toRestRefresh(await services.inventory.refresh(viewer, handle.refreshId)));
      },
    );

    // an optional Idempotency-Key header makes a retry replay the first answer (api/db/idempotency.ts)
    const sellingRoute = <B extends z.ZodType>(
      path: string,
      operation: { operationId: string; summary: string; description: string; body: B },
      run: (viewer: Viewer, body: z.infer<B>, options: SellingOptions) => Promise<SellingResult>,
      successKey: MessageKey,
    ) =>
      routes.post(
        path,
        {
          schema: {
            operationId: operation.operationId,
            summary: operation.summary,
            description: `${operation.description} Item by item: what failed is in failures (msg then says how many), the rest is done.`,
            tags: TAGS,
            headers: idempotencyHeader,
            body: operation.body,
            response: answers(SellingResultAnswer),
          },
        },
        async (request) => {
          const result = await run(requireViewer(request), request.body as z.infer<B>, { idempotencyKey: request.headers['idempotency-key'] });
          const lang = request.language;
          const msg = result.failures.length > 0 ? translate(lang, 'selling.partial', { count: result.failures.length }) : translate(lang, successKey);
          return { ...ok(request, toRestResult(result, lang)), msg };
        },
      );

    sellingRoute(
      '/inventory/list',
      {
        operationId: 'listInventoryItems',
        summary: 'Lists assets on the market at their prices',
        description: 'A price under the floor is refused, one over the ceiling lowered to it (lowered).',
        body: priceBody,
      },
      (viewer, body, options) => services.inventory.listItems(viewer, priceRequests(body), options),
      'selling.listed',
    );
    sellingRoute(
      '/inventory/reprice',
      {
        operationId: 'repriceInventoryItems',
        summary: 'Changes the prices of listed assets',
        description: 'The same price limits as listing; an asset held for a buyer cannot be repriced.',
        body: priceBody,
      },
      (viewer, body, options) => services.inventory.repriceItems(viewer, priceRequests(body), options),
      'selling.repriced',
    );
    sellingRoute(
      '/inventory/sellToBuyOrder',
      {
        operationId: 'sellInventoryToBuyOrders',
        summary: 'Sells assets straight to the best buy orders',
        description: 'Each asset goes to the best open buy order paying at least the price sent (the one the seller saw), in an order of its own.',
        body: priceBody,
      },
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
      {
        operationId: 'unlistInventoryItems',
        summary: 'Takes listed assets off the market',
        description: 'An asset held for a buyer cannot be unlisted.',
        body: z.object({ ids: z.array(checkedField('string', 'An inventory item id.')).optional().describe('The inventory item ids.') }).nullish(),
      },
      (viewer, body, options) => services.inventory.unlistItems(viewer, body?.ids ?? [], options),
      'selling.unlisted',
    );
  };
}
