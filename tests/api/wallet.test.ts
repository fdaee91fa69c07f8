// The wallet: reconciliation of the ledger (function and daily job), the
// balances of the user object, GET /web/wallet, GET /web/wallet/transactions and viewer.wallet.
// Money is moved through the ledger itself here (the order flows have their own tests).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { reconcileLedger } from '../../api/modules/wallet/reconcile.ts';
import { Ledger, type TransferInput } from '../../api/modules/wallet/wallet.service.ts';
import { createTestApp, type SignedInUser, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase, createTestDatabase } from '../helpers/testDatabase.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';

type LogLine = { level: number; msg?: string; event?: string; check?: string; accountId?: string; ok?: boolean };
const logLines: LogLine[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
const PINO_INFO = 30;
const PINO_ERROR = 50;
const DAY = 86_400_000;

let database: Database;
let api: TestApp;
const clock = new ControlledClock(new Date('2026-11-24T01:00:00Z'));
const ledger = new Ledger(() => clock.now(), new EventLog(() => clock.now()));

const testDatabase = useTestDatabase();
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, { clock, logger: { level: 'info', stream: logStream } });
});

afterAll(async () => {
  await api?.app.close();
});

let keys = 0;
const key = (name: string) => `${name}-${++keys}`;

const recharge = (userId: string, amount: number): TransferInput => {
  const id = key('recharge');
  return {
    idempotencyKey: id,
    kind: 'RECHARGE',
    reference: { type: 'PAYMENT', id },
    from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
    to: { userId, kind: 'DEPOSIT' },
    amount,
  };
};

/** An order row the buyer owns (the wallet lists its Alipay payment by its order number). */
let orders = 0;
async function orderOf(buyerId: string, sellerId: string, priceCents: number): Promise<string> {
  orders += 1;
  const template = await db().itemTemplate.upsert({
    where: { hashName: 'Wallet Test Case' },
    update: {},
    create: {
      hashName: 'Wallet Test Case',
      catalogId: 'wallet-test',
      nameEn: 'Wallet Test Case',
      nameZh: '钱包测试箱',
      searchText: 'wallet',
      tagType: 'CSGO_Type_WeaponCase',
      quality: 'normal',
      referencePriceCents: 100,
    },
  });
  const listing = await db().listing.create({ data: { templateId: template.id, sellerId, priceCents, status: 'SOLD' } });
  const steam = await db().steamAccount.create({
    data: { userId: buyerId, steamId: `7656119${String(orders).padStart(10, '0')}`, accountName: `wallet${orders}`, passwordCipher: 'x', mafileCipher: 'x' },
  });
  const orderNo = `W2026112400${String(orders).padStart(4, '0')}`;
  await db().order.create({
    data: {
      orderNo,
      buyerId,
      sellerId,
      listingId: listing.id,
      templateId: template.id,
      buyerSteamAccountId: steam.id,
      buyerSteamId: steam.steamId,
      priceCents,
      feeCents: Math.round(priceCents / 100),
      feeRateBps: 100,
      status: 21,
      statusDes: 'SELLER_DELIVERING',
      payMethod: 'ALIPAY',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    },
  });
  return orderNo;
}

describe('reconciliation', () => {
  it('is ok on a ledger the ledger wrote, and reports a corrupted balance, entry and transfer', async () => {
    const user = await api.signIn();
    await transaction((tx) => ledger.transfer(tx, recharge(user.userId, 10_000)));
    await transaction((tx) =>
      ledger.spendFromBalance(tx, {
        userId: user.userId,
        amount: 2_500,
        kind: 'PURCHASE',
        reference: { type: 'ORDER', id: 'R-1' },
        idempotencyKey: key('spend'),
        to: { platform: 'PLATFORM_ESCROW' },
      }),
    );
    expect(await reconcileLedger()).toMatchObject({ ok: true, differences: [] });

    const account = `${user.userId}:DEPOSIT`;
    await db().$executeRaw`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${account}`;
    const report = await reconcileLedger();
    expect(report.ok).toBe(false);
    expect(report.differences).toEqual(
      expect.arrayContaining([
        { check: 'unit_sum', unit: 'CNY', expected: '0', actual: '1' },
        { check: 'account_balance', accountId: account, expected: '7500', actual: '7501' },
      ]),
    );
    await db().$executeRaw`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${account}`;
    expect((await reconcileLedger()).ok).toBe(true);

    // Transfers and entries are append-only (database triggers); only someone switching the triggers
    // off, as the table's owner, can change them, and reconciliation still finds what they did.
    const tampering = async (table: 'ledger_entries' | 'ledger_transfers', change: () => Promise<unknown>) => {
      await db().$executeRawUnsafe(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_append_only`);
      try {
        await change();
      } finally {
        await db().$executeRawUnsafe(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_append_only`);
      }
    };

    // an entry whose running balance is off
    const [last] = await db().$queryRaw<{ id: bigint }[]>`SELECT max(id) AS id FROM ledger_entries WHERE account_id = ${account}`;
    await tampering('ledger_entries', () => db().$executeRaw`UPDATE ledger_entries SET balance_after = balance_after + 5 WHERE id = ${last.id}`);
    expect((await reconcileLedger()).differences).toEqual([
      expect.objectContaining({ check: 'balance_chain', accountId: account, entryId: String(last.id), expected: '7500', actual: '7505' }),
    ]);
    await tampering('ledger_entries', () => db().$executeRaw`UPDATE ledger_entries SET balance_after = balance_after - 5 WHERE id = ${last.id}`);

    // a transfer whose amount no longer matches its entries
    const [recharged] = await db().$queryRaw<{ id: string }[]>`SELECT transfer_id AS id FROM ledger_entries WHERE account_id = ${account} ORDER BY id LIMIT 1`;
    await tampering('ledger_transfers', () => db().$executeRaw`UPDATE ledger_transfers SET amount = amount + 1 WHERE id = ${recharged.id}`);
    const broken = await reconcileLedger();
    expect(broken.differences).toEqual([expect.objectContaining({ check: 'transfer_entries', transferId: recharged.id, entries: 2 })]);
    await tampering('ledger_transfers', () => db().$executeRaw`UPDATE ledger_transfers SET amount = amount - 1 WHERE id = ${recharged.id}`);
    expect((await reconcileLedger()).ok).toBe(true);
  });

  it('runs daily as a job: each difference one error line an alert can match, and ok at info', async () => {
    const user = await api.signIn();
    await transaction((tx) => ledger.transfer(tx, recharge(user.userId, 300)));
    await api.jobs.runDue();

    // the next run is at 03:37 UTC
    logLines.length = 0;
    clock.advance(3 * 3_600_000);
    await api.jobs.runDue();
    expect(logLines.filter((line) => line.event === 'ledger.reconciled')).toEqual([expect.objectContaining({ level: PINO_INFO, ok: true })]);
    expect(logLines.filter((line) => line.event === 'ledger.difference')).toEqual([]);

    const account = `${user.userId}:DEPOSIT`;
    await db().$executeRaw`UPDATE ledger_accounts SET balance = balance + 7 WHERE id = ${account}`;
    try {
      logLines.length = 0;
      clock.advance(DAY);
      await api.jobs.runDue();
      const differences = logLines.filter((line) => line.event === 'ledger.difference');
      expect(differences).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: PINO_ERROR, check: 'account_balance', accountId: account }),
          expect.objectContaining({ level: PINO_ERROR, check: 'unit_sum' }),
        ]),
      );
      expect(logLines.filter((line) => line.event === 'ledger.reconciled')).toEqual([expect.objectContaining({ level: PINO_ERROR, ok: false })]);
    } finally {
      await db().$executeRaw`UPDATE ledger_accounts SET balance = balance - 7 WHERE id = ${account}`;
    }
  });
});

describe('the wallet of a buyer and a seller', () => {
  let buyer: SignedInUser;
  let seller: SignedInUser;
  let balanceOrder: string;
  let alipayOrder: string;

  beforeAll(async () => {
    buyer = await api.signIn();
    seller = await api.signIn();
    balanceOrder = await orderOf(buyer.userId, seller.userId, 9_000);
    alipayOrder = await orderOf(buyer.userId, seller.userId, 4_000);
    // the buyer recharges 50.00 and has 60.00 of settled proceeds of their own
    await transaction((tx) => ledger.transfer(tx, recharge(buyer.userId, 5_000)));
    await transaction((tx) =>
      ledger.transfer(tx, { ...recharge(buyer.userId, 6_000), kind: 'SETTLEMENT', to: { userId: buyer.userId, kind: 'WITHDRAWABLE' } }),
    );
    clock.advance(60_000);
    // buys for 90.00 from balance: 50.00 deposit first, then 40.00 withdrawable
    await transaction((tx) =>
      ledger.spendFromBalance(tx, {
        userId: buyer.userId,
        amount: 9_000,
        kind: 'PURCHASE',
        reference: { type: 'ORDER', id: balanceOrder },
        idempotencyKey: `order:${balanceOrder}:hold`,
        to: { platform: 'PLATFORM_ESCROW' },
      }),
    );
    clock.advance(60_000);
    // and pays 40.00 by Alipay: clearing -> escrow, no account of the buyer moves
    await transaction((tx) =>
      ledger.transfer(tx, {
        idempotencyKey: `order:${alipayOrder}:hold`,
        kind: 'PAYMENT',
        reference: { type: 'ORDER', id: alipayOrder },
        from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
        to: { platform: 'PLATFORM_ESCROW' },
        amount: 4_000,
      }),
    );
    clock.advance(60_000);
    // the seller's sale of the balance order: 89.10 frozen, 0.90 fee; then settled after 7 days
    await transaction((tx) =>
      ledger.transferAll(tx, [
        {
          idempotencyKey: `order:${balanceOrder}:sale`,
          kind: 'SALE',
          reference: { type: 'ORDER', id: balanceOrder },
          from: { platform: 'PLATFORM_ESCROW' },
          to: { userId: seller.userId, kind: 'FROZEN' },
          amount: 8_910,
        },
        {
          idempotencyKey: `order:${balanceOrder}:fee`,
          kind: 'FEE',
          reference: { type: 'ORDER', id: balanceOrder },
          from: { platform: 'PLATFORM_ESCROW' },
          to: { platform: 'PLATFORM_FEES' },
          amount: 90,
        },
      ]),
    );
    clock.advance(60_000);
    // the Alipay order fails: refunded back to Alipay
    await transaction((tx) =>
      ledger.transfer(tx, {
        idempotencyKey: `order:${alipayOrder}:refund`,
        kind: 'REFUND',
        reference: { type: 'ORDER', id: alipayOrder },
        from: { platform: 'PLATFORM_ESCROW' },
        to: { platform: 'PLATFORM_PAYMENT_CLEARING' },
        amount: 4_000,
      }),
    );
  });

  it('GET /web/wallet and the user object show the ledger balances', async () => {
    const wallet = await api.call('GET', '/web/wallet', { token: buyer.token });
    expect(wallet.body).toMatchObject({ code: 0, data: { total: 2_000, deposit: 0, withdrawable: 2_000, frozen: 0, points: 0 } });
    const sellerWallet = await api.call('GET', '/web/wallet', { token: seller.token });
    expect(sellerWallet.body.data).toEqual({ total: 8_910, deposit: 0, withdrawable: 0, frozen: 8_910, held: 0, points: 0 });

    const profile = await api.call('GET', '/web/user', { token: seller.token });
    expect(profile.body.data).toMatchObject({ withdrawBalance: 0, frozenBalance: 8_910 });
    const buyerProfile = await api.call('GET', '/web/user', { token: buyer.token });
    expect(buyerProfile.body.data).toMatchObject({ withdrawBalance: 2_000, frozenBalance: 0 });

    expect((await api.call('GET', '/web/wallet')).body.code).toBe(401);
  });

  it('GET /web/wallet/transactions lists the buyer’s movements newest first, Alipay ones included, with types, order numbers and texts', async () => {
    const reply = await api.call('GET', '/web/wallet/transactions', { token: buyer.token, language: 'en' });
    expect(reply.body.code).toBe(0);
    const { list, total } = reply.body.data;
    expect(total).toBe(6);
    expect(
      list.map((row: { type: string; amount: number; account: string; balanceAfter: number | null; orderNo: string | null }) => [
        row.type,
        row.amount,
        row.account,
        row.balanceAfter,
        row.orderNo,
      ]),
    ).toEqual([
      ['buy', 4_000, 'alipay', null, alipayOrder],
      ['buy', -4_000, 'alipay', null, alipayOrder],
      ['buy', -4_000, 'withdrawable', 2_000, balanceOrder],
      ['buy', -5_000, 'deposit', 0, balanceOrder],
      ['sell', 6_000, 'withdrawable', 6_000, null],
      ['rechargeWithdraw', 5_000, 'deposit', 5_000, null],
    ]);
    expect(list[0].description).toBe('Order refund (back to Alipay)');
    expect(list[1].description).toBe('Item bought (paid by Alipay)');
    expect(list[3].description).toBe('Item bought (paid from balance)');
    expect(list[5]).toMatchObject({ kind: 'RECHARGE', description: 'Recharge' });
    const zh = await api.call('GET', '/web/wallet/transactions', { token: buyer.token });
    expect(zh.body.data.list[5].description).toBe('充值');

    const byOrder = await api.call('GET', `/web/wallet/transactions?orderNo=${alipayOrder}`, { token: buyer.token });
    expect(byOrder.body.data.list.map((row: { orderNo: string }) => row.orderNo)).toEqual([alipayOrder, alipayOrder]);
    // the search matches the start of an order number
    const byPrefix = await api.call('GET', `/web/wallet/transactions?orderNo=${alipayOrder.slice(0, -4)}`, { token: buyer.token });
    expect(byPrefix.body.data.list.map((row: { orderNo: string }) => row.orderNo)).toEqual([alipayOrder, alipayOrder, balanceOrder, balanceOrder]);
    const recharges = await api.call('GET', '/web/wallet/transactions?type=rechargeWithdraw', { token: buyer.token });
    expect(recharges.body.data).toMatchObject({ total: 1, list: [{ amount: 5_000 }] });
    const paged = await api.call('GET', '/web/wallet/transactions?page=2&limit=4', { token: buyer.token });
    expect(paged.body.data).toMatchObject({ total: 6, pages: 2, page: 2 });
    expect(paged.body.data.list.map((row: { amount: number }) => row.amount)).toEqual([6_000, 5_000]);
  });

  it('shows the seller the sale and nothing of the buyer’s; refuses a bad type or order number', async () => {
    const reply = await api.call('GET', '/web/wallet/transactions', { token: seller.token, language: 'en' });
    expect(reply.body.data.list).toEqual([
      expect.objectContaining({ type: 'sell', kind: 'SALE', amount: 8_910, account: 'frozen', balanceAfter: 8_910, orderNo: balanceOrder }),
    ]);
    const badType = await api.call('GET', '/web/wallet/transactions?type=gift', { token: seller.token, language: 'en' });
    expect(badType.body).toMatchObject({ code: 400, msg: 'Unknown transaction type; use rechargeWithdraw, buy, sell or platform' });
    const badOrderNo = await api.call('GET', `/web/wallet/transactions?orderNo=${encodeURIComponent("x' OR 1=1 --")}`, { token: seller.token });
    expect(badOrderNo.body).toMatchObject({ code: 400, msg: '订单号格式不正确' });
    // a LIKE wildcard is a character like any other
    const wildcard = await api.call('GET', '/web/wallet/transactions?orderNo=_', { token: seller.token });
    expect(wildcard.body.data.total).toBe(0);
  });

  it('viewer.wallet: the balances and a cursor connection of transactions, filtered, with a hard page size', async () => {
    const query = `query ($first: Int, $after: String, $type: WalletTransactionType, $orderNo: String) {
      viewer { withdrawBalance frozenBalance wallet { total deposit withdrawable frozen points
        transactions(first: $first, after: $after, type: $type, orderNo: $orderNo) {
          totalCount pageInfo { hasNextPage endCursor }
          edges { node { key type kind amount balanceAfter account orderNo description createdAt } } } } } }`;
    const headers = { cookie: `Authorization=${buyer.token}`, 'accept-language': 'en' };
    const first = await api.graphql<any>(query, { first: 4 }, headers);
    expect(first.errors).toBeUndefined();
    const wallet = first.data.viewer.wallet;
    expect(first.data.viewer).toMatchObject({ withdrawBalance: 2_000, frozenBalance: 0 });
    expect(wallet).toMatchObject({ total: 2_000, deposit: 0, withdrawable: 2_000, frozen: 0, points: 0 });
    expect(wallet.transactions.totalCount).toBe(6);
    expect(wallet.transactions.edges.map((edge: any) => edge.node.amount)).toEqual([4_000, -4_000, -4_000, -5_000]);
    expect(wallet.transactions.edges[1].node).toMatchObject({ type: 'BUY', kind: 'PAYMENT', account: 'ALIPAY', orderNo: alipayOrder, balanceAfter: null });
    const next = await api.graphql<any>(query, { first: 4, after: wallet.transactions.pageInfo.endCursor }, headers);
    expect(next.data.viewer.wallet.transactions.edges.map((edge: any) => edge.node.amount)).toEqual([6_000, 5_000]);
    expect(next.data.viewer.wallet.transactions.pageInfo.hasNextPage).toBe(false);

    const sells = await api.graphql<any>(query, { type: 'SELL' }, headers);
    expect(sells.data.viewer.wallet.transactions.edges.map((edge: any) => edge.node.kind)).toEqual(['SETTLEMENT']);
    const byOrder = await api.graphql<any>(query, { orderNo: balanceOrder }, headers);
    expect(byOrder.data.viewer.wallet.transactions.totalCount).toBe(2);

    const tooMany = await api.graphql<any>(query, { first: 101 }, headers);
    expect(tooMany.errors?.[0]?.message).toBeTruthy();
    const signedOut = await api.graphql<any>('{ viewer { wallet { total } } }');
    expect(signedOut.data.viewer).toBeNull();
  });
});

describe('the reconciliation after every API test file', () => {
  // a second database of its own (on PostgreSQL a second copy of the template, beside the file's)
  it('fails the file when a database it used does not reconcile, and closes the database anyway', async () => {
    const other = await createTestDatabase();
    await other.prisma.user.create({ data: { id: '00000000-0000-4000-8000-0000000000f1', nickname: 'broken' } });
    await other.prisma.$executeRaw`
        INSERT INTO ledger_accounts (id, user_id, kind, unit, balance, created_at)
        VALUES ('00000000-0000-4000-8000-0000000000f1:DEPOSIT', '00000000-0000-4000-8000-0000000000f1', 'DEPOSIT', 'CNY', 100, now())`;
    await expect(other.close()).rejects.toThrow(/the ledger does not reconcile after this file[\s\S]*account_balance/);
    await expect(other.prisma.user.count()).rejects.toThrow();
  });
});
