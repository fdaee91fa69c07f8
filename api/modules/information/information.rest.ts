import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../rest/envelope.ts';
import { restItemSelect, toRestItem } from '../../rest/marketItem.ts';
import type { Services } from '../../services.ts';
import { MOVER_MIN_TRADES, MOVER_WINDOW_DAYS, type PriceMover } from './information.service.ts';

type Query = Record<string, unknown>;

/**
 * GET /web/information?days=7|30|90 (not in SPEC §7: the spec does not show the page's call). No
 * login needed. Money in cents; days YYYY-MM-DD of Asia/Shanghai. docs/rest.md "Market information".
 */
export function informationRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/information', async (request: FastifyRequest<{ Querystring: Query }>) => {
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
    });
  };
}
