// The partner's price batch under /open/v1: POST /prices with up to 200 market hash names answers,
// for each in the order given, the lowest price on sale and the listings on sale, the best buy
// order's price and the units it still wants, and the app user's reference price, read in one SQL
// statement (MarketService.prices). A name the catalogue does not know is answered in its place with
// `known: false` and null figures, so a batch never fails for one stale name.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, cents, exampled } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { PRICE_BATCH_MAX } from '../market/market.service.ts';
import { NO_QUERY, PARTNER_TAGS, type PartnerRoutes, requirePartner } from './partner.rest.ts';
import { PRICES_BODY, PRICES_EXAMPLE } from './partnerExamples.ts';

const ItemPricesAnswer = z
  .object({
    hashName: z.string().describe('The market hash name, as asked.'),
    known: z.boolean().describe('false: the catalogue has no item of this name (every figure is then null).'),
    lowestPrice: cents('The lowest price on sale, every seller counted; null when nothing is on sale.').nullable(),
    onSale: z.number().int().nullable().describe('Listings on sale; null for an unknown name.'),
    buyOrderPrice: cents("The best open buy order's price (the highest; of equal ones the first placed); null when nobody bids.").nullable(),
    buyOrderQuantity: z.number().int().nullable().describe('The units that best buy order still wants; null when nobody bids.'),
    referencePrice: cents(
      "The app user's reference price, which its listings and buy orders are priced against: the lowest price of other sellers on sale, else the catalogue's reference price; null for an unknown name.",
    ).nullable(),
  })
  .meta({ id: 'ItemPrices', description: 'The prices of one item, in cents of CNY.' });

export function partnerPriceRoutes(services: Services): PartnerRoutes {
  return async (app) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/prices',
      {
        schema: {
          operationId: 'getPrices',
          summary: 'Prices of up to 200 items at once',
          description: [
            `For each market hash name (1-${PRICE_BATCH_MAX}), in the order given: the lowest price on sale and the listings on sale, `,
            "the best buy order's price and remaining units, and the app user's reference price. ",
            'An unknown name is answered in its place with known: false and null figures; a name given twice is answered twice. ',
            'A read: it changes nothing and may be sent again freely.',
          ].join(''),
          tags: [PARTNER_TAGS.market],
          querystring: NO_QUERY,
          body: exampled(
            z.strictObject({
              hashNames: z
                .array(z.string().min(1).max(256).describe('A market hash name, e.g. AK-47 | Redline (Field-Tested).'))
                .min(1)
                .max(PRICE_BATCH_MAX)
                .describe(`1-${PRICE_BATCH_MAX} market hash names.`),
            }),
            PRICES_BODY,
          ),
          response: answers(z.object({ list: z.array(ItemPricesAnswer).describe('One entry per name asked, in the same order.') }), PRICES_EXAMPLE),
        },
      },
      async (request) => {
        const prices = await services.market.prices(requirePartner(request), request.body.hashNames);
        return ok(request, {
          list: prices.map((item) => ({
            hashName: item.hashName,
            known: item.known,
            lowestPrice: item.lowestPriceCents,
            onSale: item.onSale,
            buyOrderPrice: item.buyOrderPriceCents,
            buyOrderQuantity: item.buyOrderQuantity,
            referencePrice: item.referencePriceCents,
          })),
        });
      },
    );
  };
}
