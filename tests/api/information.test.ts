// Market information (/information): daily turnover and volume, the price index, risers and
// fallers, from sold listings at controlled times (Asia/Shanghai days), through GraphQL and REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { createListing } from '../helpers/listings.ts';
import { importCatalog } from '../../prisma/seed/importCatalog.ts';
import { MarketInformationDocument } from '../helpers/generated/graphql.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

// 2026-03-20 12:00 in Shanghai: today is 2026-03-20, the 7-day range starts on 2026-03-14
const NOW = new Date('2026-03-20T04:00:00.000Z');
const MINUTE = 60_000;
const SELLER = '00000000-0000-4000-8000-00000000b001';

const ITEMS = {
  a: 'AK-47 | Redline (Field-Tested)',
  b: 'AWP | Asiimov (Field-Tested)',
  c: 'Kilowatt Case',
  d: 'StatTrak™ AK-47 | Redline (Minimal Wear)',
  e: 'Sticker | Crown (Foil)',
  f: '★ Karambit | Fade (Factory New)',
  g: 'Souvenir AWP | Dragon Lore (Factory New)',
} as const;
type ItemKey = keyof typeof ITEMS;

let database: Database;
let api: TestApp;
let clock: ControlledClock;
const templateIds = {} as Record<ItemKey, number>;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  clock = new ControlledClock(NOW);
  api = await createTestApp(database, { clock });
  await importCatalog(db());
  await db().user.create({ data: { id: SELLER, nickname: '成交卖家' } });
  const templates = await db().itemTemplate.findMany({ where: { hashName: { in: Object.values(ITEMS) } }, select: { id: true, hashName: true } });
  for (const [key, hashName] of Object.entries(ITEMS)) templateIds[key as ItemKey] = templates.find((template) => template.hashName === hashName)!.id;
});

afterAll(async () => {
  await api?.app.close();
});

/** Trades of an item at the given instants (ISO, UTC) and prices in cents. */
async function trade(item: ItemKey, trades: [soldAt: string, priceCents: number][]) {
  await db().listing.createMany({
    data: trades.map(([soldAt, priceCents]) => ({
      templateId: templateIds[item],
      sellerId: SELLER,
      priceCents,
      status: 'SOLD' as const,
      soldAt: new Date(soldAt),
      createdAt: new Date(new Date(soldAt).getTime() - MINUTE),
    })),
  });
}

/** A new set of trades: the old ones are gone, and the clock moves past the cached figures. */
async function startOver() {
  await db().listing.deleteMany({ where: { status: 'SOLD' } });
  clock.advance(2 * MINUTE);
}

async function information(days?: number, language = 'zh') {
  const result = await api.graphql(MarketInformationDocument, days === undefined ? {} : { days }, { 'accept-language': language });
  expect(result.errors).toBeUndefined();
  return result.data!.marketInformation;
}

describe('turnover and volume per day', () => {
  beforeAll(async () => {
    await startOver();
    await trade('a', [
      // Shanghai midnight starting 03-20, and the morning of 03-20
      ['2026-03-19T16:00:00.000Z', 1_000],
      ['2026-03-20T03:59:00.000Z', 2_500],
      // the last moment of 03-19 in Shanghai (still 03-19 in UTC as well)
      ['2026-03-19T15:59:59.999Z', 700],
    ]);
    await trade('b', [
      // 03-14 00:00 Shanghai: the first day of the 7-day range
      ['2026-03-13T16:00:00.000Z', 300],
      // 03-13 23:59 Shanghai: before the 7-day range, inside the 30-day one
      ['2026-03-13T15:59:00.000Z', 99_999],
    ]);
    // on sale now: two listings of one item and one of another
    await createListing({ templateId: templateIds.c, sellerId: SELLER, priceCents: 900 });
    await createListing({ templateId: templateIds.c, sellerId: SELLER, priceCents: 950 });
    await createListing({ templateId: templateIds.d, sellerId: SELLER, priceCents: 30_000 });
  });

  it('sums each Shanghai day exactly over the last 7 days, with the days without trades at 0', async () => {
    const week = await information(7);
    expect(week).toMatchObject({ days: 7, from: '2026-03-14', to: '2026-03-20' });
    expect(week.daily).toEqual([
      { day: '2026-03-14', turnover: 300, volume: 1 },
      { day: '2026-03-15', turnover: 0, volume: 0 },
      { day: '2026-03-16', turnover: 0, volume: 0 },
      { day: '2026-03-17', turnover: 0, volume: 0 },
      { day: '2026-03-18', turnover: 0, volume: 0 },
      { day: '2026-03-19', turnover: 700, volume: 1 },
      { day: '2026-03-20', turnover: 3_500, volume: 2 },
    ]);
    expect(week.summary).toEqual({
      turnover: 4_500,
      volume: 4,
      todayTurnover: 3_500,
      todayVolume: 2,
      averagePrice: 1_125,
      tradedItems: 2,
      itemsOnSale: 2,
      listingsOnSale: 3,
    });
  });

  it('covers 30 and 90 days (the trade before the week counts in them), 30 days by default', async () => {
    const month = await information();
    expect(month.days).toBe(30);
    expect(month.daily).toHaveLength(30);
    expect(month.daily[0].day).toBe('2026-02-19');
    expect(month.daily.find((point) => point.day === '2026-03-13')).toEqual({ day: '2026-03-13', turnover: 99_999, volume: 1 });
    expect(month.summary).toMatchObject({ turnover: 104_499, volume: 5 });
    const quarter = await information(90);
    expect(quarter.daily).toHaveLength(90);
    expect(quarter).toMatchObject({ from: '2025-12-21', to: '2026-03-20' });
    expect(quarter.daily.filter((point) => point.volume === 0)).toHaveLength(86);
  });

  it('answers the same figures on GET /web/information in the envelope', async () => {
    const reply = await api.call('GET', '/web/information?days=7');
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    const data = reply.body.data;
    expect(data).toMatchObject({ days: 7, from: '2026-03-14', to: '2026-03-20', moverWindowDays: 7, moverMinTrades: 3 });
    expect(data.summary).toMatchObject({ turnover: 4_500, volume: 4, todayTurnover: 3_500, todayVolume: 2, itemsOnSale: 2, listingsOnSale: 3 });
    expect(data.daily[6]).toEqual({ day: '2026-03-20', turnover: 3_500, volume: 2 });
    expect(data.priceIndex.base).toBe(1000);
  });

  it('keeps the figures for a minute, then counts new trades', async () => {
    const before = await information(7);
    await trade('a', [['2026-03-20T03:00:00.000Z', 10_000]]);
    expect((await information(7)).summary.todayVolume).toBe(before.summary.todayVolume);
    clock.advance(61_000);
    const after = await information(7);
    expect(after.summary).toMatchObject({ todayVolume: 3, todayTurnover: 13_500 });
    expect(new Date(after.computedAt).getTime()).toBe(clock.now().getTime());
  });
});

describe('price index', () => {
  beforeAll(async () => {
    await startOver();
    // a: last price before the range 1000 (the base), 1200 on average from 03-17 (+20%)
    await trade('a', [
      ['2026-03-10T04:00:00.000Z', 1_000],
      ['2026-03-17T04:00:00.000Z', 1_100],
      ['2026-03-17T05:00:00.000Z', 1_300],
    ]);
    // b: 500 on the base day, 400 from 03-19 (-20%)
    await trade('b', [
      ['2026-03-14T04:00:00.000Z', 500],
      ['2026-03-19T04:00:00.000Z', 400],
    ]);
    // c: first trade inside the range (unchanged until then), +50% on 03-18
    await trade('c', [
      ['2026-03-16T04:00:00.000Z', 2_000],
      ['2026-03-18T04:00:00.000Z', 3_000],
    ]);
  });

  it('starts at 1000 on the first day and follows the basket, carrying prices over days without trades', async () => {
    const week = await information(7);
    expect(week.priceIndex.base).toBe(1000);
    expect(week.priceIndex.basketSize).toBe(3);
    expect(week.priceIndex.points).toEqual([
      { day: '2026-03-14', value: 1000 },
      { day: '2026-03-15', value: 1000 },
      { day: '2026-03-16', value: 1000 },
      // (1.2 + 1 + 1) / 3
      { day: '2026-03-17', value: 1066.67 },
      // (1.2 + 1 + 1.5) / 3
      { day: '2026-03-18', value: 1233.33 },
      // (1.2 + 0.8 + 1.5) / 3, and the same today
      { day: '2026-03-19', value: 1166.67 },
      { day: '2026-03-20', value: 1166.67 },
    ]);
  });

  it('takes each range’s first day as its base', async () => {
    const month = await information(30);
    expect(month.priceIndex.points).toHaveLength(30);
    // a enters at 1000 on 03-10, b at 500 on 03-14, c at 2000 on 03-16: 1000 up to 03-16
    expect(month.priceIndex.points[0]).toEqual({ day: '2026-02-19', value: 1000 });
    expect(month.priceIndex.points.at(-1)).toEqual({ day: '2026-03-20', value: 1166.67 });
  });

  it('is empty without trades', async () => {
    await startOver();
    const week = await information(7);
    expect(week.priceIndex).toEqual({ base: 1000, basketSize: 0, points: [] });
    expect(week.daily.every((point) => point.volume === 0 && point.turnover === 0)).toBe(true);
    expect(week.summary.averagePrice).toBeNull();
  });
});

describe('risers and fallers', () => {
  // the last 7 days are 03-14..03-20, the 7 before 03-07..03-13 (Shanghai)
  const noonOf = (date: number) => `2026-03-${String(date).padStart(2, '0')}T04:00:00.000Z`;
  const previous = (price: number, count = 3): [string, number][] => Array.from({ length: count }, (_, index) => [noonOf(8 + index), price]);
  const current = (price: number, count = 3): [string, number][] => Array.from({ length: count }, (_, index) => [noonOf(15 + index), price]);

  beforeAll(async () => {
    await startOver();
    // +50%; one of its trades at the very start of the current window (03-14 00:00 Shanghai)
    await trade('a', [...previous(1_000), ...current(1_500, 2), ['2026-03-13T16:00:00.000Z', 1_500]]);
    // +10%; a trade just before the previous window does not count
    await trade('b', [...previous(1_000), ...current(1_100), ['2026-03-06T15:59:00.000Z', 100_000]]);
    // -20% and -5%
    await trade('c', [...previous(1_000), ...current(800)]);
    await trade('d', [...previous(1_000), ...current(950)]);
    // +400% but only 2 trades before; -90% but only 2 trades now; unchanged
    await trade('e', [...previous(1_000, 2), ...current(5_000)]);
    await trade('f', [...previous(1_000), ...current(100, 2)]);
    await trade('g', [...previous(1_000), ...current(1_000)]);
  });

  it('ranks items with enough trades in both weeks by the change of their average price', async () => {
    const week = await information(7);
    expect(week.moverWindowDays).toBe(7);
    expect(week.moverMinTrades).toBe(3);
    expect(week.risers.map((mover) => [mover.item.hashName, mover.changeBasisPoints])).toEqual([
      [ITEMS.a, 5_000],
      [ITEMS.b, 1_000],
    ]);
    expect(week.fallers.map((mover) => [mover.item.hashName, mover.changeBasisPoints])).toEqual([
      [ITEMS.c, -2_000],
      [ITEMS.d, -500],
    ]);
    expect(week.risers[0]).toMatchObject({ averagePrice: 1_500, previousAveragePrice: 1_000, volume: 3, previousVolume: 3 });
    expect(week.risers[0].item.name.zh).toBe('AK-47 | 红线 (久经沙场)');
  });

  it('compares the same two weeks whatever the range', async () => {
    const quarter = await information(90);
    expect(quarter.risers.map((mover) => mover.item.hashName)).toEqual([ITEMS.a, ITEMS.b]);
    expect(quarter.fallers.map((mover) => mover.item.hashName)).toEqual([ITEMS.c, ITEMS.d]);
  });

  it('gives REST the items with their names in the language asked and hashName to link them', async () => {
    const reply = await api.call('GET', '/web/information?days=7', { language: 'en' });
    expect(reply.body.data.risers.map((mover: { changeBps: number }) => mover.changeBps)).toEqual([5_000, 1_000]);
    expect(reply.body.data.fallers[0]).toMatchObject({
      item: { hashName: ITEMS.c, itemName: 'Kilowatt Case' },
      averagePrice: 800,
      previousAveragePrice: 1_000,
      volume: 3,
      previousVolume: 3,
      changeBps: -2_000,
    });
    expect(reply.body.data.risers[0].item).toMatchObject({ hashName: ITEMS.a, itemName: 'AK-47 | Redline (Field-Tested)', rarityColor: '#D32CE6' });
  });
});

describe('the range', () => {
  it.each([0, 1, 5, 14, 365, -7])('refuses days = %i over GraphQL with a translated message', async (days) => {
    for (const [language, message] of [
      ['zh', '统计范围只能是 7 天、30 天或 90 天'],
      ['en', 'The range must be 7, 30 or 90 days'],
    ]) {
      const result = await api.graphql(MarketInformationDocument, { days }, { 'accept-language': language });
      expect(result.data).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION' } });
    }
  });

  it.each(['365', '5', 'abc', '7.5', '1e1', '-30'])('refuses ?days=%s on REST with a 400 in the envelope', async (days) => {
    const zh = await api.call('GET', `/web/information?days=${days}`);
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({ code: 400, msg: '统计范围只能是 7 天、30 天或 90 天', data: null });
    const en = await api.call('GET', `/web/information?days=${days}`, { language: 'en' });
    expect(en.body.msg).toBe('The range must be 7, 30 or 90 days');
  });

  it('takes 30 days when REST gives none', async () => {
    expect((await api.call('GET', '/web/information')).body.data.days).toBe(30);
    expect((await api.call('GET', '/web/information?days=90')).body.data.daily).toHaveLength(90);
  });
});
