import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { exteriorById, qualityById, rarityById, rarityColor } from '../catalog/catalog.service.ts';
import { MOVER_MIN_TRADES, MOVER_WINDOW_DAYS, type PriceMover } from './information.service.ts';

type Query = Record<string, unknown>;

const moverItemSelect = {
  id: true,
  hashName: true,
  nameZh: true,
  nameEn: true,
  iconUrl: true,
  rarity: true,
  quality: true,
  exterior: true,
  stats: { select: { lowestPriceCents: true, quantity: true } },
} satisfies Prisma.ItemTemplateSelect;

type MoverItemRow = Prisma.ItemTemplateGetPayload<{ select: typeof moverItemSelect }>;

function tagOut(tag: { id: string; label: { zh: string; en: string }; color?: string } | undefined, language: Language) {
  return tag ? { id: tag.id, name: tag.label[language], color: tag.color ?? null } : null;
}

/** The item of a riser or faller with the market item's field names (SPEC §3); the page links it by hashName. */
function toRestMoverItem(row: MoverItemRow, language: Language) {
  return {
    id: row.id,
    iconUrl: row.iconUrl,
    itemName: language === 'en' ? row.nameEn : row.nameZh,
    hashName: row.hashName,
    price: row.stats?.lowestPriceCents ?? null,
    quantity: row.stats?.quantity ?? 0,
    rarityColor: rarityColor(row.rarity),
    tagRarity: tagOut(row.rarity ? rarityById.get(row.rarity) : undefined, language),
    tagQuality: tagOut(qualityById.get(row.quality), language),
    tagExterior: tagOut(row.exterior ? exteriorById.get(row.exterior) : undefined, language),
  };
}

/**
 * GET /web/information?days=7|30|90 (not in SPEC §7: the spec does not show the page's call). No
 * login needed. Money in cents; days YYYY-MM-DD of Asia/Shanghai. README "Market information".
 */
export function informationRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/information', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const language = request.language;
      const information = await services.information.overview(request.query.days);
      const movers = [...information.risers, ...information.fallers];
      const items = await Promise.all(movers.map((mover) => services.market.itemById(mover.templateId, { select: moverItemSelect })));
      const itemById = new Map(items.filter((item) => item !== null).map((item) => [item.id, toRestMoverItem(item, language)]));
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
