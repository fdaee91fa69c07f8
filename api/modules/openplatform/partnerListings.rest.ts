// The partner API's selling (issue 23): listing assets of the app user's bound Steam accounts,
// repricing and unlisting one listing, through the inventory service the web's /user/sell uses (the
// same rules: price limits, tradability, the Steam account's standing, one live listing per asset,
// another user's listing not found). Prices are cents (integers); assets are named by their Steam
// asset id, listings by the id POST /listings answered.
import type { FastifyRequest } from 'fastify';
import { formatAmount } from '../../../lib/money.ts';
import { ValidationError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import type { AssetPrice } from '../inventory/inventory.service.ts';
import { failureMessageKey } from '../inventory/selling.service.ts';
import { type PartnerRoutes, requirePartner } from './partner.rest.ts';
import { bodyObject, onlyKnown } from './strictParams.ts';

type Query = Record<string, unknown>;
type ListingRequest = FastifyRequest<{ Params: { id: string }; Querystring: Query; Body: unknown }>;

/** A price in cents as sent: a JSON integer (its range is the selling service's rule); absent, the service asks for one. */
function cents(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new ValidationError('price', 'market.invalidInteger', { field: 'price' });
  return value;
}

/** `{ items: [{ assetId, price }] }`: the asset ids as strings (a JSON number is taken as its digits). */
function assetPrices(body: unknown): AssetPrice[] {
  const { items } = onlyKnown(bodyObject(body), ['items']);
  if (items === undefined || items === null) return [];
  if (!Array.isArray(items)) throw new ValidationError('items', 'errors.badRequest');
  return items.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new ValidationError('items', 'errors.badRequest');
    const item = onlyKnown(entry as Record<string, unknown>, ['assetId', 'price']);
    const assetId = typeof item.assetId === 'number' && Number.isSafeInteger(item.assetId) ? String(item.assetId) : item.assetId;
    if (typeof assetId !== 'string' || assetId.trim() === '') throw new ValidationError('assetId', 'errors.badRequest');
    return { assetId: assetId.trim(), priceCents: cents(item.price) };
  });
}

export function partnerListingRoutes(services: Services): PartnerRoutes {
  return async (app) => {
    // an optional Idempotency-Key header makes a retry replay the first answer, as on the web
    app.post('/listings', async (request: ListingRequest) => {
      const partner = requirePartner(request);
      onlyKnown(request.query, []);
      const result = await services.inventory.listAssets(partner, assetPrices(request.body), { idempotencyKey: request.headers['idempotency-key'] });
      const lang = request.language;
      const msg = result.failures.length > 0 ? translate(lang, 'selling.partial', { count: result.failures.length }) : translate(lang, 'selling.listed');
      const data = {
        succeededCount: result.listed.length,
        failedCount: result.failures.length,
        succeeded: result.listed.map((listing) => ({ assetId: listing.assetId, listingId: listing.listingId, price: listing.priceCents })),
        lowered: result.lowered.map((entry) => ({ assetId: entry.assetId, price: entry.priceCents })),
        failures: result.failures.map((failure) => ({
          assetId: failure.assetId,
          reason: failure.reason,
          msg: translate(lang, failureMessageKey[failure.reason], { minimum: formatAmount((failure.minimumCents ?? 0) / 100) }),
        })),
      };
      return { ...ok(request, data), msg };
    });

    app.patch('/listings/:id', async (request: ListingRequest) => {
      const partner = requirePartner(request);
      onlyKnown(request.query, []);
      const { price } = onlyKnown(bodyObject(request.body), ['price']);
      const changed = await services.inventory.repriceListing(partner, request.params.id, cents(price));
      const data = { id: changed.listingId, assetId: changed.assetId, price: changed.priceCents, lowered: changed.lowered };
      return { ...ok(request, data), msg: translate(request.language, 'selling.repriced') };
    });

    app.delete('/listings/:id', async (request: ListingRequest) => {
      const partner = requirePartner(request);
      onlyKnown(request.query, []);
      onlyKnown(bodyObject(request.body), []);
      const closed = await services.inventory.unlistListing(partner, request.params.id);
      return { ...ok(request, { id: closed.listingId, assetId: closed.assetId }), msg: translate(request.language, 'selling.unlisted') };
    });
  };
}
