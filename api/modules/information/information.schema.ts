import { builder } from '../../graphql/builder.ts';
import {
  type DailyTrades,
  type IndexPoint,
  type InformationSummary,
  INFORMATION_RANGES,
  type MarketInformation as MarketInformationShape,
  MOVER_MIN_TRADES,
  MOVER_WINDOW_DAYS,
  type PriceIndex,
  type PriceMover,
} from './information.service.ts';

const MarketInformationSummary = builder.objectRef<InformationSummary>('MarketInformationSummary').implement({
  description: "The range's totals, today's, and what is on sale now.",
  fields: (t) => ({
    turnover: t.field({ type: 'Money', description: 'Sum of the trade prices over the range.', resolve: (summary) => summary.turnoverCents }),
    volume: t.exposeInt('volume', { description: 'Number of trades over the range.' }),
    todayTurnover: t.field({
      description: "Sum of today's trade prices (Asia/Shanghai day).",
      type: 'Money',
      resolve: (summary) => summary.todayTurnoverCents,
    }),
    todayVolume: t.exposeInt('todayVolume', { description: 'Number of trades today.' }),
    averagePrice: t.field({
      type: 'Money',
      nullable: true,
      description: 'Turnover / volume over the range, null without trades.',
      resolve: (summary) => summary.averagePriceCents,
    }),
    tradedItems: t.exposeInt('tradedItems', { description: 'Distinct items traded over the range.' }),
    itemsOnSale: t.exposeInt('itemsOnSale', { description: 'Distinct items with something on sale now.' }),
    listingsOnSale: t.exposeInt('listingsOnSale', { description: 'Listings on sale now.' }),
  }),
});

const MarketDailyTrades = builder.objectRef<DailyTrades>('MarketDailyTrades').implement({
  description: 'The trades of one day of the range.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day, YYYY-MM-DD (Asia/Shanghai).' }),
    turnover: t.field({ description: "Sum of the day's trade prices.", type: 'Money', resolve: (point) => point.turnoverCents }),
    volume: t.exposeInt('volume', { description: 'Number of trades that day.' }),
  }),
});

const MarketIndexPoint = builder.objectRef<IndexPoint>('MarketIndexPoint').implement({
  description: 'The price index on one day.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day, YYYY-MM-DD (Asia/Shanghai).' }),
    value: t.exposeFloat('value', { description: 'The index on that day (two decimals).' }),
  }),
});

const MarketPriceIndex = builder.objectRef<PriceIndex>('MarketPriceIndex').implement({
  description:
    "Price index of a fixed basket: the most traded items of the last 90 days. Each item's price on a day is its average trade price that day, " +
    'or its last one before; the index is base × the mean of price / price on the first day of the range. Empty without trades.',
  fields: (t) => ({
    base: t.exposeInt('base', { description: 'The value on the first day of the range (1000).' }),
    basketSize: t.exposeInt('basketSize', { description: 'Items in the basket.' }),
    points: t.field({ type: [MarketIndexPoint], description: 'One point per day of the range, oldest first.', resolve: (index) => index.points }),
  }),
});

const MarketPriceMover = builder.objectRef<PriceMover>('MarketPriceMover').implement({
  description: 'An item whose average trade price moved between the previous window and the last one.',
  fields: (t) => ({
    item: t.prismaField({
      description: 'The item.',
      type: 'ItemTemplate',
      // findUnique calls of one tick are batched by Prisma into a single statement
      resolve: async (query, mover, _, context) => (await context.services.market.itemById(mover.templateId, query))!,
    }),
    averagePrice: t.field({ type: 'Money', description: 'Average trade price over the last window.', resolve: (mover) => mover.averagePriceCents }),
    previousAveragePrice: t.field({
      type: 'Money',
      description: 'Average trade price over the window before.',
      resolve: (mover) => mover.previousAveragePriceCents,
    }),
    volume: t.exposeInt('volume', { description: 'Trades in the last window.' }),
    previousVolume: t.exposeInt('previousVolume', { description: 'Trades in the window before.' }),
    changeBasisPoints: t.exposeInt('changeBps', { description: 'Change of the average price in basis points (1% = 100).' }),
  }),
});

const MarketInformation = builder.objectRef<MarketInformationShape>('MarketInformation').implement({
  description: 'Market information from our own trades (sold listings), by Asia/Shanghai day; at most a minute old.',
  fields: (t) => ({
    days: t.exposeInt('days', { description: 'The number of days of the range (today included).' }),
    from: t.exposeString('from', { description: 'First day of the range, YYYY-MM-DD.' }),
    to: t.exposeString('to', { description: 'Last day of the range (today), YYYY-MM-DD.' }),
    computedAt: t.expose('computedAt', { description: 'When these figures were computed.', type: 'DateTime' }),
    summary: t.field({
      type: MarketInformationSummary,
      description: "The range's totals, today's, and what is on sale now.",
      resolve: (information) => information.summary,
    }),
    daily: t.field({
      type: [MarketDailyTrades],
      description: 'Turnover and volume per day of the range, oldest first; days without trades have 0.',
      resolve: (information) => information.daily,
    }),
    priceIndex: t.field({
      type: MarketPriceIndex,
      description: 'The price index of the basket over the range.',
      resolve: (information) => information.priceIndex,
    }),
    moverWindowDays: t.int({ description: 'Risers and fallers compare the last this many days with as many before.', resolve: () => MOVER_WINDOW_DAYS }),
    moverMinTrades: t.int({ description: 'Trades an item needs in each window to be ranked.', resolve: () => MOVER_MIN_TRADES }),
    risers: t.field({ type: [MarketPriceMover], description: 'Largest rises first, at most 10.', resolve: (information) => information.risers }),
    fallers: t.field({ type: [MarketPriceMover], description: 'Largest falls first, at most 10.', resolve: (information) => information.fallers }),
  }),
});

builder.queryField('marketInformation', (t) =>
  t.field({
    type: MarketInformation,
    description: `Market information over the last \`days\` days (today included): ${INFORMATION_RANGES.join(', ')}. No login needed.`,
    args: { days: t.arg.int({ description: 'How many days back (30 by default).', defaultValue: 30 }) },
    // one answer whatever the range (a day is not an entry per child here, as in priceHistory(days:)):
    // the server bounds its lists (at most 90 days and 10 movers each)
    complexity: { field: 1, multiplier: 1 },
    resolve: (_, args, context) => context.services.information.overview(args.days),
  }),
);
