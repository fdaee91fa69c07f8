// POST /open/v1/prices: up to 200 items' prices in one SQL statement, for a partner: the lowest price on
// sale and the listings on sale (every seller counted), the best open buy order (the highest price, of
// equal ones the first placed) with the units it still wants, and the app user's reference price (other
// sellers' lowest on sale, else the catalogue's). An unknown name is answered in its place with nulls.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { createListing } from '../helpers/listings.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { buyingPartner, docsTestKey, type PartnerApp, partnerApp, type SignedRequest, signed } from '../helpers/partners.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const { privateKey, publicKeyPem } = docsTestKey();
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=424242425&token=Prices_T';
let api: TestApp;
let database: Database;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, { env: { OPS_TOKEN } });
  await seedMarketFixtures();
}, 180_000);

afterAll(async () => {
  await api?.app.close();
});

type Partner = PartnerApp & { send: (request: Omit<SignedRequest, 'appId' | 'key'>) => ReturnType<typeof signed> };

async function newPartner(): Promise<Partner> {
  const app = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem });
  await db().partnerApp.update({ where: { id: app.appId }, data: { rateLimitPerSecond: 10_000 } });
  return { ...app, send: (request) => signed(api, { ...request, appId: app.appId, key: privateKey }) };
}

const prices = (partner: Partner, body: unknown, headers?: Record<string, string>) =>
  partner.send({ method: 'POST', target: '/open/v1/prices', body: body as object, headers });

describe('POST /open/v1/prices', () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await newPartner();
    // bids on the Kilowatt Case (on sale from 8.88): 8.00 for 3 then 8.00 for 2 (the first placed is the best), 7.00 for 5
    const bidder = await buyingPartner(api, { opsToken: OPS_TOKEN, publicKeyPem, depositCents: 100_000 });
    for (const [index, [price, quantity]] of [
      [800, 3],
      [800, 2],
      [700, 5],
    ].entries()) {
      const placed = await signed(api, {
        method: 'POST',
        target: '/open/v1/buyOrders',
        body: { merchantOrderNo: `PRICES-${index}`, hashName: 'Kilowatt Case', price, quantity, tradeUrl: TRADE_URL },
        appId: bidder.appId,
        key: privateKey,
      });
      expect(placed.body.code, placed.body.msg).toBe(0);
    }
    // the partner's own AWP at 400.00 under others' 500.00: the market's lowest, not the partner's reference
    const awp = await db().itemTemplate.findUniqueOrThrow({ where: { hashName: 'AWP | Asiimov (Field-Tested)' } });
    await createListing({ templateId: awp.id, sellerId: partner.user.userId, priceCents: 40_000, floatValue: (awp.minFloat ?? 0) + 0.02 });
  });

  it('answers each name in the order given: lowest price, listings on sale, best buy order, reference price; an unknown name with nulls', async () => {
    const names = ['Kilowatt Case', 'AK-47 | Redline (Field-Tested)', 'No Such Item (Factory New)', 'AWP | Asiimov (Field-Tested)', 'Kilowatt Case'];
    const reply = await prices(partner, { hashNames: names });
    expect(reply.status).toBe(200);
    const catalogue = await db().itemTemplate.findUniqueOrThrow({ where: { hashName: 'AK-47 | Redline (Field-Tested)' } });
    const kilowatt = { hashName: 'Kilowatt Case', known: true, lowestPrice: 888, onSale: 5, buyOrderPrice: 800, buyOrderQuantity: 3, referencePrice: 888 };
    expect(reply.body).toEqual({
      code: 0,
      msg: '成功',
      data: {
        list: [
          kilowatt,
          { hashName: catalogue.hashName, known: true, lowestPrice: 8_500, onSale: 3, buyOrderPrice: null, buyOrderQuantity: null, referencePrice: 8_500 },
          {
            hashName: 'No Such Item (Factory New)',
            known: false,
            lowestPrice: null,
            onSale: null,
            buyOrderPrice: null,
            buyOrderQuantity: null,
            referencePrice: null,
          },
          {
            hashName: 'AWP | Asiimov (Field-Tested)',
            known: true,
            lowestPrice: 40_000,
            onSale: 3,
            buyOrderPrice: null,
            buyOrderQuantity: null,
            referencePrice: 50_000,
          },
          kilowatt,
        ],
      },
    });
    // another partner's reference price counts the AWP at 400.00: it is someone else's
    const other = await newPartner();
    expect((await prices(other, { hashNames: ['AWP | Asiimov (Field-Tested)'] })).body.data.list[0].referencePrice).toBe(40_000);
    // an item nobody sells nor bids for: nothing on sale, the catalogue's reference price
    const quiet = await db().itemTemplate.findFirstOrThrow({ where: { stats: { is: null }, buyOrderStats: { is: null } }, orderBy: { id: 'asc' } });
    expect((await prices(partner, { hashNames: [quiet.hashName] })).body.data.list[0]).toEqual({
      hashName: quiet.hashName,
      known: true,
      lowestPrice: null,
      onSale: 0,
      buyOrderPrice: null,
      buyOrderQuantity: null,
      referencePrice: quiet.referencePriceCents,
    });
  });

  it('reads 200 items in one SQL statement, as many statements a request as for one item', async () => {
    const names = (await db().itemTemplate.findMany({ select: { hashName: true }, orderBy: { id: 'asc' }, take: 200 })).map((row) => row.hashName);
    // the listener hears the whole process, background jobs too: a request's own statements are the signed
    // request's checks (the app, its user, the nonce) and the prices' read; of three tries, the quietest
    const own = (sql: string) => ['"public"."partner_apps"', '"public"."users"', 'partner_nonces', 'market_stats'].some((table) => sql.includes(table));
    const quietest = async (work: () => Promise<void>) => {
      let fewest: string[] | undefined;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const statements: string[] = [];
        const stop = database.onSql((sql) => statements.push(sql));
        await work().finally(stop);
        const mine = statements.filter(own);
        if (!fewest || mine.length < fewest.length) fewest = mine;
      }
      return fewest ?? [];
    };
    const count = (hashNames: string[]) =>
      quietest(async () => {
        const reply = await prices(partner, { hashNames });
        expect(reply.body.code).toBe(0);
        expect(reply.body.data.list.map((entry: { hashName: string }) => entry.hashName)).toEqual(hashNames);
      });
    const one = await count(names.slice(0, 1));
    const all = await count(names);
    expect(all.length).toBe(one.length);
    expect(all.filter((sql) => sql.includes('market_stats'))).toHaveLength(1);

    const direct = await quietest(async () => {
      expect(await api.app.services.market.prices({ user: { id: partner.user.userId } } as never, names)).toHaveLength(200);
    });
    expect(direct).toHaveLength(1);
  });

  it('refuses no name, more than 200, a name that is not text and an unknown field, in the language asked', async () => {
    const empty = await prices(partner, { hashNames: [] });
    expect(empty).toMatchObject({ status: 400, body: { code: 400, msg: '参数 hashNames 不能小于 1（数值或长度）', data: null } });
    const tooMany = await prices(partner, { hashNames: Array.from({ length: 201 }, (_, index) => `Item ${index}`) }, { 'accept-language': 'en' });
    expect(tooMany.body).toMatchObject({ code: 400, msg: 'The parameter hashNames must be at most 200 (value or length)' });
    expect((await prices(partner, { hashNames: [42] })).body.code).toBe(400);
    expect((await prices(partner, {})).body.msg).toContain('hashNames');
    const typo = await prices(partner, { hashNames: ['Kilowatt Case'], hashname: 'x' });
    expect(typo.body).toMatchObject({ code: 400, msg: expect.stringContaining('未知参数 hashname') });
  });
});
