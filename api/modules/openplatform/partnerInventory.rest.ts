// The partner API's inventory: the app user's Steam assets under the web's filters, a keyset page at
// a time, and refreshing them from Steam as the web does (the same per-user and per-account limits).
// The rules are InventoryService's; the rows are the web's quantity-mode rows.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, exampled } from '../../rest/answers.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { filterFrom, restInventoryItemInclude, toRestInventoryItem, toRestRefresh } from '../../rest/inventory.ts';
import type { Services } from '../../services.ts';
import { InventoryItemAnswer, InventoryRefreshAnswer, keysetPage } from '../inventory/inventory.contract.ts';
import { NO_QUERY, type PartnerRoutes, requirePartner } from './partner.rest.ts';
import { INVENTORY_EXAMPLE, REFRESH_BODY, REFRESH_EXAMPLE } from './partnerExamples.ts';
import { keysetLimit, keysetQuery } from './partnerListings.rest.ts';

const TAGS = ['Inventory'];

export function partnerInventoryRoutes(services: Services): PartnerRoutes {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/inventory',
      {
        schema: {
          operationId: 'listInventory',
          summary: "The app user's Steam assets, newest first, a keyset page at a time",
          description:
            'The web’s filters (GET /web/inventory: tab, accountId, templateId, search), one row per asset, in the order the assets were first seen (newest first). Keyset pages: pass next as after.',
          tags: TAGS,
          querystring: z.strictObject({
            tab: z
              .string()
              .optional()
              .describe('ALL (default), UNLISTED (tradable now, not listed), LISTED (on sale or held for a buyer) or NON_TRADABLE; any case.'),
            accountId: z.string().optional().describe("One bound Steam account's assets; every account's when absent."),
            templateId: z.string().optional().describe('One catalogue item.'),
            search: z.string().optional().describe('Words of the name (Chinese or English) or of the hash name; at most 100 characters.'),
            ...keysetQuery,
          }),
          response: answers(keysetPage(InventoryItemAnswer), INVENTORY_EXAMPLE),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const page = await services.inventory.itemsAfter(
          partner,
          filterFrom(request.query),
          { after: stringParam(request.query.after), limit: keysetLimit(request.query.limit) },
          { include: restInventoryItemInclude },
        );
        const references = await services.inventory.referencePrices(
          partner,
          page.rows.flatMap((item) => (item.templateId === null ? [] : [item.templateId])),
        );
        const leases = await services.inventory.leaseMarks(partner, page.rows);
        const list = page.rows.map((item) => toRestInventoryItem(item, { language: request.language, inventory: services.inventory, references, leases }));
        return ok(request, { list, next: page.next });
      },
    );

    routes.post(
      '/inventory/refresh',
      {
        schema: {
          operationId: 'refreshInventory',
          summary: 'Refreshes the app user’s inventories from Steam (one account, or all)',
          description:
            'As the web’s refresh: answers at once with the refresh, which runs on; a refresh still running is answered instead of a second one. At most 10 a user and 5 an account in 10 minutes, the web’s and the partner’s together (429 beyond).',
          tags: TAGS,
          querystring: NO_QUERY,
          body: exampled(
            z.strictObject({ accountId: z.string().optional().describe('One bound Steam account; every account when absent.') }).nullish(),
            REFRESH_BODY,
          ),
          response: answers(InventoryRefreshAnswer, REFRESH_EXAMPLE),
        },
      },
      async (request) => {
        const partner = requirePartner(request);
        const handle = await services.inventory.requestRefresh(partner, request.body?.accountId);
        return ok(request, toRestRefresh(await services.inventory.refresh(partner, handle.refreshId)));
      },
    );
  };
}
