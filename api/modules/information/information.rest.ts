import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, cents, isoTime } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import { restItemSelect, toRestItem } from '../../rest/marketItem.ts';
import type { Services } from '../../services.ts';
import { MarketItem } from '../market/market.contract.ts';
import { INDEX_BASE, INFORMATION_RANGES, MOVER_MIN_TRADES, MOVER_WINDOW_DAYS, type PriceMover } from './information.service.ts';

const PriceMoverAnswer = z.object({
  item: MarketItem.nullable().describe('The item; null if it is no longer in the catalogue.'),
  averagePrice: cents('Average price of its trades in the last moverWindowDays days.'),
  previousAveragePrice: cents('Average price of its trades in the moverWindowDays days before.'),
  volume: z.number().int().describe('Its trades in the last moverWindowDays days.'),
  previousVolume: z.number().int().describe('Its trades in the moverWindowDays days before.'),
  changeBps: z.number().int().describe('Change of the average price, in basis points (1% = 100).'),
});

const InformationAnswer = z.object({
  days: z.union(INFORMATION_RANGES.map((days) => z.literal(days))).describe('The range, in days.'),
  from: z.string().describe('First day of the range, YYYY-MM-DD (Asia/Shanghai).'),
  to: z.string().describe('Last day of the range, today, YYYY-MM-DD (Asia/Shanghai).'),
  computedAt: isoTime('When the figures were computed (they are up to a minute old).'),
  summary: z.object({
    turnover: cents('Money traded over the range.'),
    volume: z.number().int().describe('Trades over the range.'),
    todayTurnover: cents('Money traded today.'),
    todayVolume: z.number().int().describe('Trades today.'),
    averagePrice: cents('turnover / volume; null without trades.').nullable(),
    tradedItems: z.number().int().describe('Distinct items traded in the range.'),
    itemsOnSale: z.number().int().describe('Distinct items with something on sale now.'),
    listingsOnSale: z.number().int().describe('Listings on sale now.'),
  }),
  daily: z
    .array(z.object({ day: z.string().describe('YYYY-MM-DD (Asia/Shanghai).'), turnover: cents(), volume: z.number().int() }))
    .describe('One entry a day of the range, oldest first; a day without trades has 0 and 0.'),
  priceIndex: z.object({
    base: z.number().describe(`The index on the range's first day (${INDEX_BASE}).`),
    basketSize: z.number().int().describe('Items in the basket (the most traded ones); 0 without points.'),
    points: z.array(z.object({ day: z.string().describe('YYYY-MM-DD (Asia/Shanghai).'), value: z.number().describe('The index that day.') })),
  }),
  moverWindowDays: z.number().int().describe('Risers and fallers compare the last this-many days with as many days before.'),
  moverMinTrades: z.number().int().describe('An item is ranked only with at least this many trades in each window.'),
  risers: z.array(PriceMoverAnswer).describe('The items whose average price rose most.'),
  fallers: z.array(PriceMoverAnswer).describe('The items whose average price fell most.'),
});

/**
 * GET /web/information?days=7|30|90. No
 * login needed. Money in cents; days YYYY-MM-DD of Asia/Shanghai. docs/rest.md "Market information".
 */
export function informationRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/information',
      {
        schema: {
          operationId: 'getMarketInformation',
          summary: 'The market information page: turnover, price index, risers and fallers',
          description: 'No login needed. Money in cents; days are calendar days of Asia/Shanghai. The figures are kept a minute.',
          tags: ['Market'],
          querystring: z.object({ days: z.string().optional().describe('7, 30 (default) or 90.') }),
          response: answers(InformationAnswer),
        },
      },
      async (request) => {
        const language = request.language;
        const information = await services.information.overview(request.query.days);
        const movers = [...information.risers, ...information.fallers];
        const items = await Promise.all(movers.map((mover) => services.market.itemById(mover.templateId, { select: restItemSelect })));
        const itemById = new Map(items.filter((item) => item !== null).map((item) => [item.id, toRestItem(item, language)]));
        const toMover = (mover: PriceMover) => ({
          item: itemById.get(mover.templateId) ?? null,
          averagePrice: mover.averagePriceCents,
          previousAveragePrice: mover.previousAveragePriceCents,
          volume: mover.volume,
          previousVolume: mover.previousVolume,
          changeBps: mover.changeBps,
        });
        const { summary } = information;
        return ok(request, {
          days: information.days,
          from: information.from,
          to: information.to,
          computedAt: information.computedAt.toISOString(),
          summary: {
            turnover: summary.turnoverCents,
            volume: summary.volume,
            todayTurnover: summary.todayTurnoverCents,
            todayVolume: summary.todayVolume,
            averagePrice: summary.averagePriceCents,
            tradedItems: summary.tradedItems,
            itemsOnSale: summary.itemsOnSale,
            listingsOnSale: summary.listingsOnSale,
          },
          daily: information.daily.map((point) => ({ day: point.day, turnover: point.turnoverCents, volume: point.volume })),
          priceIndex: information.priceIndex,
          moverWindowDays: MOVER_WINDOW_DAYS,
          moverMinTrades: MOVER_MIN_TRADES,
          risers: information.risers.map(toMover),
          fallers: information.fallers.map(toMover),
        });
      },
    );
  };
}
