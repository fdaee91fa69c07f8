// The partner's money: GET /open/v1/wallet with what is left of the app's daily limits today (the
// order domain's count: today's orders and what today's buy orders may still buy), the ledger a keyset
// page at a time (GET /open/v1/wallet/transactions: the rows of GET /web/wallet/transactions, pages
// that neither skip nor repeat), and a market day's statement as CSV whose totals reconcile with the
// ledger: for every balance, its opening + the day's amounts = its closing = the ledger's balance.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { requestSigningInput, sign } from '../../api/modules/openplatform/signature.ts';
import { sellerWithListings } from '../helpers/orders.ts';
import { docsTestKey, type PartnerApp, partnerApp, signed, usePartnerTestApp } from '../helpers/partners.ts';
import type { SignedInUser, TestApp } from '../helpers/testApp.ts';
import { fundDeposit } from '../helpers/wallet.ts';

const suite = usePartnerTestApp({ hookTimeoutMs: 180_000 });
const OPS_TOKEN = suite.opsToken;
const { privateKey, publicKeyPem } = docsTestKey();
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=424242426&token=Wallet_T';
const DAILY = { dailyOrders: 10, dailyAmount: 5_000_000 };
const DEPOSIT = 3_000_000;
let api: TestApp;

beforeAll(() => {
  api = suite.api;
});

const send = (app: PartnerApp, method: 'GET' | 'POST', target: string, body?: object, headers?: Record<string, string>) =>
  signed(api, { method, target, body, appId: app.appId, key: privateKey, headers });

/** A signed GET whose answer may be text (the statement). */
async function signedText(app: PartnerApp, target: string, headers: Record<string, string> = {}) {
  const parts = { appId: app.appId, method: 'GET', target, timestamp: String(Date.now()), nonce: randomBytes(12).toString('hex'), body: '' };
  const response = await api.app.inject({
    method: 'GET',
    url: target,
    headers: {
      'x-app-id': app.appId,
      'x-timestamp': parts.timestamp,
      'x-nonce': parts.nonce,
      'x-signature': sign(privateKey, requestSigningInput(parts)),
      ...headers,
    },
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), text: response.body };
}

/** The market day (UTC+8) of a moment, yyyy-mm-dd. */
const marketDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The ledger's balance of each of the user's CNY accounts before `at`, from the entries alone. */
async function ledgerBalancesBefore(userId: string, at: Date): Promise<Record<string, number>> {
  const rows = await db().$queryRaw<{ account: string; balance: bigint }[]>`
    SELECT lower(a.kind::text) AS account, coalesce(sum(e.amount) FILTER (WHERE e.created_at < ${at}), 0)::bigint AS balance
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.user_id = ${userId} AND a.unit = 'CNY' GROUP BY a.kind`;
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.balance)]));
}

type CsvRow = Record<'time' | 'kind' | 'account' | 'orderNo' | 'merchantOrderNo' | 'amount' | 'fee' | 'balanceAfter', string>;

function parseCsv(text: string): { header: string[]; rows: CsvRow[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...lines] = text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
  return { header, rows: lines.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index]])) as CsvRow) };
}

/** Checks the statement against the ledger: per account, opening and closing are the ledger's balances, and the day's amounts add up. */
async function expectReconciled(userId: string, rows: CsvRow[], day: string) {
  const start = new Date(`${day}T00:00:00+08:00`);
  const end = new Date(start.getTime() + 86_400_000);
  const [before, after] = [await ledgerBalancesBefore(userId, start), await ledgerBalancesBefore(userId, end)];
  const accounts = Object.keys(after);
  expect(accounts.length).toBeGreaterThan(0);
  for (const account of accounts) {
    const opening = rows.find((row) => row.kind === 'OPENING' && row.account === account);
    const total = rows.find((row) => row.kind === 'TOTAL' && row.account === account);
    const day = rows.filter((row) => row.kind !== 'OPENING' && row.kind !== 'TOTAL' && row.account === account);
    const sum = day.reduce((total, row) => total + Number(row.amount), 0);
    expect({ account, opening: Number(opening?.balanceAfter) }).toEqual({ account, opening: before[account] });
    expect({ account, change: Number(total?.amount), closing: Number(total?.balanceAfter) }).toEqual({
      account,
      change: after[account] - before[account],
      closing: after[account],
    });
    expect(sum).toBe(after[account] - before[account]);
    if (day.length > 0) expect(Number(day.at(-1)?.balanceAfter)).toBe(after[account]);
  }
  const all = rows.find((row) => row.kind === 'TOTAL' && row.account === 'all');
  expect(Number(all?.balanceAfter)).toBe(accounts.reduce((total, account) => total + after[account], 0));
  expect(Number(all?.amount)).toBe(accounts.reduce((total, account) => total + after[account] - before[account], 0));
}

describe('the partner wallet', () => {
  let buyer: PartnerApp;
  let seller: PartnerApp & { user: SignedInUser };
  let listings: { id: string; priceCents: number }[];
  let orderNo: string;
  const bid = { price: 100, quantity: 2 };

  beforeAll(async () => {
    buyer = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem, limits: DAILY });
    await db().partnerApp.update({ where: { id: buyer.appId }, data: { rateLimitPerSecond: 10_000 } });
    await fundDeposit(buyer.user.userId, DEPOSIT);
    const listed = await sellerWithListings(api, 2);
    listings = listed.listings;
    // the seller is a partner too: its statement shows the sale, the fee and the settlement
    seller = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem, user: listed.seller });
    await db().partnerApp.update({ where: { id: seller.appId }, data: { rateLimitPerSecond: 10_000 } });
  }, 180_000);

  it("answers the balances and what is left of the app's daily limits, which a purchase and a buy order use up", async () => {
    const fresh = await send(buyer, 'GET', '/open/v1/wallet');
    expect(fresh.body).toEqual({
      code: 0,
      msg: '成功',
      data: {
        total: DEPOSIT,
        deposit: DEPOSIT,
        withdrawable: 0,
        frozen: 0,
        held: 0,
        points: 0,
        limits: { dailyOrders: 10, dailyAmount: 5_000_000, remainingOrders: 10, remainingAmount: 5_000_000 },
      },
    });
    const bought = await send(buyer, 'POST', '/open/v1/orders', {
      merchantOrderNo: 'W-0001',
      listingIds: [listings[0].id],
      prices: [listings[0].priceCents],
      tradeUrl: TRADE_URL,
    });
    expect(bought.body.code, bought.body.msg).toBe(0);
    orderNo = bought.body.data.orders[0].orderNo;
    const placed = await send(buyer, 'POST', '/open/v1/buyOrders', {
      merchantOrderNo: 'W-BID-1',
      hashName: 'Sticker | Crown (Foil)',
      ...bid,
      tradeUrl: TRADE_URL,
    });
    expect(placed.body.code, placed.body.msg).toBe(0);
    const used = await send(buyer, 'GET', '/open/v1/wallet');
    expect(used.body.data).toMatchObject({
      deposit: DEPOSIT - listings[0].priceCents - bid.price * bid.quantity,
      held: bid.price * bid.quantity,
      limits: {
        dailyOrders: 10,
        dailyAmount: 5_000_000,
        remainingOrders: 10 - 1 - bid.quantity,
        remainingAmount: 5_000_000 - listings[0].priceCents - bid.price * bid.quantity,
      },
    });
    expect((await send(buyer, 'GET', '/open/v1/wallet?x=1')).body.msg).toContain('未知参数 x');
  });

  it('pages the ledger by keyset: every row of the web list, in its order, none twice; with the web filters', async () => {
    const web = await api.call('GET', '/web/wallet/transactions?limit=100', { token: buyer.user.token });
    expect(web.body.data.list.length).toBeGreaterThanOrEqual(4);
    const paged: { id: string }[] = [];
    let target = '/open/v1/wallet/transactions?limit=2';
    for (let pages = 0; pages < 50; pages += 1) {
      const page = await send(buyer, 'GET', target);
      expect(page.body.code, page.body.msg).toBe(0);
      expect(page.body.data.list.length).toBeLessThanOrEqual(2);
      paged.push(...page.body.data.list);
      if (page.body.data.next === null) break;
      target = `/open/v1/wallet/transactions?limit=2&after=${encodeURIComponent(page.body.data.next)}`;
    }
    expect(paged).toEqual(web.body.data.list);

    const buys = await send(buyer, 'GET', '/open/v1/wallet/transactions?type=buy');
    expect(buys.body.data.list.length).toBeGreaterThan(0);
    expect(buys.body.data.list.every((row: { type: string }) => row.type === 'buy')).toBe(true);
    const ofOrder = await send(buyer, 'GET', `/open/v1/wallet/transactions?orderNo=${orderNo}`);
    expect(ofOrder.body.data).toEqual({
      list: [expect.objectContaining({ kind: 'PURCHASE', orderNo, amount: -listings[0].priceCents, account: 'deposit' })],
      next: null,
    });

    expect((await send(buyer, 'GET', '/open/v1/wallet/transactions?type=gift')).body).toMatchObject({
      code: 400,
      msg: expect.stringContaining('交易类型无效'),
    });
    expect((await send(buyer, 'GET', '/open/v1/wallet/transactions?after=bm9wZQ', undefined, { 'accept-language': 'en' })).body).toMatchObject({
      code: 400,
      msg: 'The parameter after is not valid: send the next of the previous page as it was given',
    });
    expect((await send(buyer, 'GET', '/open/v1/wallet/transactions?limit=101')).body).toMatchObject({ code: 400, msg: '每页数量必须在 1 到 100 之间' });
    expect((await send(buyer, 'GET', '/open/v1/wallet/transactions?page=2')).body.msg).toContain('未知参数 page');
  });

  it("gives a day's statement as CSV whose totals reconcile with the ledger, for the buyer and for the seller", async () => {
    for (const action of ['deliver', 'timeout']) {
      const driven = await send(buyer, 'POST', `/open/v1/sandbox/orders/${orderNo}`, { action });
      expect(driven.body.code, driven.body.msg).toBe(0);
    }
    const order = await db().order.findUniqueOrThrow({ where: { orderNo } });
    expect(order.statusDes).toBe('TRADE_SUCCESSFUL');
    const day = marketDay(order.createdAt);

    const statement = await signedText(buyer, `/open/v1/statements/${day}`);
    expect(statement.status).toBe(200);
    expect(statement.type).toBe('text/csv; charset=utf-8');
    const bought = parseCsv(statement.text);
    expect(bought.header).toEqual(['time', 'kind', 'account', 'orderNo', 'merchantOrderNo', 'amount', 'fee', 'balanceAfter']);
    expect(bought.rows).toContainEqual(
      expect.objectContaining({ kind: 'PURCHASE', account: 'deposit', orderNo, merchantOrderNo: 'W-0001', amount: String(-order.priceCents), fee: '0' }),
    );
    expect(bought.rows).toContainEqual(expect.objectContaining({ kind: 'HOLD', account: 'held', amount: String(bid.price * bid.quantity) }));
    await expectReconciled(buyer.user.userId, bought.rows, day);

    const sold = parseCsv((await signedText(seller, `/open/v1/statements/${day}`)).text);
    // the sale's proceeds into frozen with the fee kept beside them, then withdrawable; the buyer's number is not the seller's to see
    expect(sold.rows).toContainEqual(
      expect.objectContaining({
        kind: 'SALE',
        account: 'frozen',
        orderNo,
        merchantOrderNo: '',
        amount: String(order.priceCents - order.feeCents),
        fee: String(order.feeCents),
      }),
    );
    expect(sold.rows).toContainEqual(
      expect.objectContaining({ kind: 'SETTLEMENT', account: 'withdrawable', orderNo, amount: String(order.priceCents - order.feeCents) }),
    );
    await expectReconciled(seller.user.userId, sold.rows, day);

    // a day with nothing: the openings carried to the totals unchanged
    const quiet = parseCsv((await signedText(buyer, '/open/v1/statements/2020-01-01')).text);
    expect(quiet.rows.filter((row) => row.kind !== 'OPENING' && row.kind !== 'TOTAL')).toEqual([]);

    const refused = await signedText(buyer, '/open/v1/statements/2026-02-30', { 'accept-language': 'en' });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toEqual({ code: 400, msg: 'The day must be a date yyyy-mm-dd (a day in UTC+8)', data: null });
  });
});
