// Market information (/information) from our own trades. A trade is a listing in status
// SOLD with its sold_at: an order's payment marks its listing SOLD, and an order that fails or is
// reversed puts the listing back (ON_SALE or DELISTED, sold_at cleared), so the SOLD listings are
// exactly the trades that stand; they also hold the demo market's history, which has no orders.
// /sellhot, the home trends and the settings' sales statistics count the same rows.
//
// Days are calendar days of Asia/Shanghai (UTC+8 all year, as in api/modules/user/statistics.ts),
// today included, so the last day of every series is still running. Every figure is an aggregate in
// SQL over a bounded window of sold_at, which the listing module computes (its sales.ts).
import { ValidationError } from '../../errors.ts';
import { marketDayOf, marketMidnight } from '../../marketDay.ts';
import { basketAverages, priceMoves, tradedTemplateCount, turnoverByMarketDay } from '../listing/listing.service.ts';
import { onSaleTotals } from '../market/market.service.ts';

/** The ranges the page offers, in days (today and the days before it). */
export const INFORMATION_RANGES = [7, 30, 90] as const;
export type InformationDays = (typeof INFORMATION_RANGES)[number];
export const DEFAULT_INFORMATION_DAYS: InformationDays = 30;

/** The price index's basket: the items traded most often over the last BASKET_WINDOW_DAYS days. */
export const INDEX_BASKET_SIZE = 20;
export const BASKET_WINDOW_DAYS = 90;
/** The index's value on its base day, the first day of the range. */
export const INDEX_BASE = 1000;

/** Risers and fallers compare the last MOVER_WINDOW_DAYS days with the MOVER_WINDOW_DAYS days before. */
export const MOVER_WINDOW_DAYS = 7;
/** An item is ranked only with at least this many trades in each of the two windows (fewer is noise). */
export const MOVER_MIN_TRADES = 3;
export const MOVERS_LIMIT = 10;

/**
 * Each range's figures are a handful of aggregates over up to 90 days of trades: a process keeps
 * them for a minute of the clock, and concurrent requests share one computation.
 */
export const INFORMATION_CACHE_MS = 60_000;

const DAY_MS = 86_400_000;

const formatDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export type DailyTrades = { day: string; turnoverCents: number; volume: number };
export type IndexPoint = { day: string; value: number };
export type PriceIndex = { base: number; basketSize: number; points: IndexPoint[] };
export type PriceMover = {
  templateId: number;
  averagePriceCents: number;
  previousAveragePriceCents: number;
  volume: number;
  previousVolume: number;
  /** Change of the average price from the previous window to the current one, in basis points (1% = 100). */
  changeBps: number;
};
export type InformationSummary = {
  turnoverCents: number;
  volume: number;
  todayTurnoverCents: number;
  todayVolume: number;
  /** Turnover / volume over the range, null without trades. */
  averagePriceCents: number | null;
  /** Distinct items traded in the range. */
  tradedItems: number;
  /** Distinct items with something on sale now, and the listings on sale. */
  itemsOnSale: number;
  listingsOnSale: number;
};
export type MarketInformation = {
  days: InformationDays;
  /** First and last day of the range, YYYY-MM-DD (Shanghai); `to` is today. */
  from: string;
  to: string;
  /** When the figures were computed (they are up to INFORMATION_CACHE_MS old). */
  computedAt: Date;
  summary: InformationSummary;
  /** One entry per day of the range, oldest first; a day without trades has 0 and 0. */
  daily: DailyTrades[];
  priceIndex: PriceIndex;
  risers: PriceMover[];
  fallers: PriceMover[];
};

/** The range asked for: 7, 30 or 90 (a number or its digits); absent means 30; anything else is refused. */
export function parseInformationDays(value: unknown): InformationDays {
  if (value === undefined || value === null || value === '') return DEFAULT_INFORMATION_DAYS;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN;
  const found = INFORMATION_RANGES.find((days) => days === number);
  if (found === undefined) throw new ValidationError('days', 'information.daysInvalid');
  return found;
}

/** Turnover and volume per day over [firstDay, lastDay], every day present. */
async function dailyTrades(firstDay: number, lastDay: number): Promise<DailyTrades[]> {
  const rows = await turnoverByMarketDay({ start: marketMidnight(firstDay), end: marketMidnight(lastDay + 1) });
  const byDay = new Map(rows.map((row) => [Number(row.day), row]));
  const series: DailyTrades[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const row = byDay.get(day);
    series.push({ day: formatDay(day), turnoverCents: row ? Number(row.turnover) : 0, volume: row?.volume ?? 0 });
  }
  return series;
}

function tradedItems(firstDay: number, lastDay: number): Promise<number> {
  return tradedTemplateCount({ start: marketMidnight(firstDay), end: marketMidnight(lastDay + 1) });
}

/** An item's average trade price per day (day number -> cents, not rounded). */
type PriceHistory = Map<number, number>;

async function basketHistories(firstDay: number, lastDay: number): Promise<Map<number, PriceHistory>> {
  const rows = await basketAverages({ start: marketMidnight(firstDay), end: marketMidnight(lastDay + 1) }, INDEX_BASKET_SIZE);
  const histories = new Map<number, PriceHistory>();
  for (const row of rows) {
    const history = histories.get(row.templateId) ?? new Map<number, number>();
    history.set(Number(row.day), row.average);
    histories.set(row.templateId, history);
  }
  return histories;
}

/**
 * The price index over [firstDay, lastDay], INDEX_BASE on firstDay (docs/rest.md "Market information"):
 * 1. The basket is fixed: the INDEX_BASKET_SIZE items with the most trades over the last 90 days
 *    (ties: the lower item id), the same for every range.
 * 2. An item's price on a day is the average price of its trades that day; on a day without trades
 *    it is its last price before (carried forward, from as far back as the 90 days reach).
 * 3. Its base price is its price on the base day. An item with no trade on or before the base day
 *    enters at its first price in the range: it counts as unchanged until its first trade.
 * 4. index(day) = INDEX_BASE × the mean over the basket of price(day) / base price, to 2 decimals.
 */
export function priceIndexPoints(histories: Map<number, PriceHistory>, firstDay: number, lastDay: number): IndexPoint[] {
  const items = [...histories.values()].map((history) => {
    const days = [...history.keys()].sort((a, b) => a - b);
    const priceOn = (day: number): number | undefined => {
      let price: number | undefined;
      for (const traded of days) {
        if (traded > day) break;
        price = history.get(traded);
      }
      return price;
    };
    const base = priceOn(firstDay) ?? history.get(days.find((day) => day >= firstDay) ?? Number.NaN);
    return { priceOn, base };
  });
  const priced = items.filter((item): item is { priceOn: (day: number) => number | undefined; base: number } => item.base !== undefined && item.base > 0);
  if (priced.length === 0) return [];
  const points: IndexPoint[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const sum = priced.reduce((total, item) => total + (item.priceOn(day) ?? item.base) / item.base, 0);
    points.push({ day: formatDay(day), value: Math.round((INDEX_BASE * sum * 100) / priced.length) / 100 });
  }
  return points;
}

/**
 * Items whose average price moved most between the previous MOVER_WINDOW_DAYS days and the last
 * ones (today included), among those with MOVER_MIN_TRADES trades in each window: the risers
 * (largest rise first) and the fallers (largest fall first), MOVERS_LIMIT of each; ties on the
 * lower item id. Ranked in SQL on the exact averages.
 */
async function movers(today: number): Promise<{ risers: PriceMover[]; fallers: PriceMover[] }> {
  const previousStart = marketMidnight(today - 2 * MOVER_WINDOW_DAYS + 1);
  const currentStart = marketMidnight(today - MOVER_WINDOW_DAYS + 1);
  const end = marketMidnight(today + 1);
  const rows = await priceMoves(previousStart, currentStart, end, MOVER_MIN_TRADES, MOVERS_LIMIT);
  const toMover = (row: (typeof rows)[number]): PriceMover => ({
    templateId: row.templateId,
    averagePriceCents: Math.round(row.current),
    previousAveragePriceCents: Math.round(row.previous),
    volume: row.volume,
    previousVolume: row.previousVolume,
    changeBps: Math.round(row.change * 10_000),
  });
  return {
    risers: rows.filter((row) => row.direction === 'rise').map(toMover),
    fallers: rows.filter((row) => row.direction === 'fall').map(toMover),
  };
}

async function computeInformation(days: InformationDays, now: Date): Promise<MarketInformation> {
  const today = marketDayOf(now);
  const firstDay = today - days + 1;
  const [daily, traded, stock, histories, moved] = await Promise.all([
    dailyTrades(firstDay, today),
    tradedItems(firstDay, today),
    onSaleTotals(),
    basketHistories(today - BASKET_WINDOW_DAYS + 1, today),
    movers(today),
  ]);
  const turnoverCents = daily.reduce((sum, point) => sum + point.turnoverCents, 0);
  const volume = daily.reduce((sum, point) => sum + point.volume, 0);
  const last = daily[daily.length - 1];
  const points = priceIndexPoints(histories, firstDay, today);
  return {
    days,
    from: formatDay(firstDay),
    to: formatDay(today),
    computedAt: now,
    summary: {
      turnoverCents,
      volume,
      todayTurnoverCents: last.turnoverCents,
      todayVolume: last.volume,
      averagePriceCents: volume > 0 ? Math.round(turnoverCents / volume) : null,
      tradedItems: traded,
      itemsOnSale: stock.items,
      listingsOnSale: stock.listings,
    },
    daily,
    priceIndex: { base: INDEX_BASE, basketSize: points.length > 0 ? histories.size : 0, points },
    risers: moved.risers,
    fallers: moved.fallers,
  };
}

/** The /information page's figures, for REST and GraphQL alike. Public data: no viewer needed. */
export class InformationService {
  private readonly cache = new Map<InformationDays, { computedAt: number; expiresAt: number; result: Promise<MarketInformation> }>();

  constructor(private readonly now: () => Date) {}

  /** The range's figures (`days` as parseInformationDays takes it), at most INFORMATION_CACHE_MS old. */
  overview(daysArgument: unknown): Promise<MarketInformation> {
    const days = parseInformationDays(daysArgument);
    const now = this.now();
    const cached = this.cache.get(days);
    // (a clock set back, as tests do, never reads figures computed at a later time)
    if (cached && cached.expiresAt > now.getTime() && cached.computedAt <= now.getTime()) return cached.result;
    const result = computeInformation(days, now);
    this.cache.set(days, { computedAt: now.getTime(), expiresAt: now.getTime() + INFORMATION_CACHE_MS, result });
    // a failure is not kept: the next request tries again
    result.catch(() => {
      if (this.cache.get(days)?.result === result) this.cache.delete(days);
    });
    return result;
  }
}
