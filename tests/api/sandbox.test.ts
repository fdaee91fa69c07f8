// A partner sandbox deployment (SANDBOX=on; docs/operations.md "The partner sandbox"): applications
// approved at once with the default limits and a signed /open/v1/wallet right after step 2; every
// new account's play money in the ledger (once, and the ledger still reconciles); `X-Sandbox: true`
// on every answer (REST, GraphQL, the partner API, pages, static files, errors) and the web's flag;
// none of it without SANDBOX.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { DEFAULT_DAILY_AMOUNT_CENTS, DEFAULT_DAILY_ORDERS } from '../../api/modules/openplatform/openplatform.service.ts';
import { SANDBOX_FUNDS_CENTS } from '../../api/modules/sandbox/sandbox.service.ts';
import { reconcileLedger } from '../../api/modules/wallet/reconcile.ts';
import { PRELOADED_ELEMENT_ID, type PreloadedPayload } from '../../lib/preloadedQueries.ts';
import { signed } from '../helpers/partners.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { serverRenderingBuild } from '../helpers/webBuild.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_KEY_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** A web build of one page and one asset (with the real server rendering's build, the page's answers are run through /graphql as always). */
function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'sandbox-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>',
  );
  writeFileSync(path.join(dist, 'first-load.json'), JSON.stringify({ texts: { zh: [], en: [] }, routes: {} }));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'export {};\n');
  return dist;
}

const testDatabase = useTestDatabase({ catalogue: true });
const dist = webDist();

/** One request of each kind a deployment answers, with the header each answer carried. */
async function sandboxHeaders(api: TestApp, partner?: { appId: string }) {
  const user = await api.signIn();
  const requests = {
    rest: await api.app.inject({ method: 'GET', url: '/web/exchangeRate' }),
    restSignedIn: await api.app.inject({ method: 'GET', url: '/web/wallet', headers: { cookie: `Authorization=${user.token}` } }),
    restError: await api.app.inject({ method: 'GET', url: '/web/no-such-route' }),
    graphql: await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: JSON.stringify({ query: '{ sandbox }' }),
    }),
    page: await api.app.inject({ method: 'GET', url: '/market' }),
    missingPage: await api.app.inject({ method: 'GET', url: '/no-such-page' }),
    staticFile: await api.app.inject({ method: 'GET', url: '/assets/app-1234.js' }),
    ops: await api.app.inject({ method: 'GET', url: '/ops/openplat/applications', headers: { authorization: `Bearer ${OPS_TOKEN}` } }),
    partnerUnsigned: await api.app.inject({ method: 'GET', url: '/open/v1/wallet' }),
  };
  const headers: Record<string, unknown> = Object.fromEntries(Object.entries(requests).map(([name, response]) => [name, response.headers['x-sandbox']]));
  if (partner) headers.partner = (await signed(api, { target: '/open/v1/wallet', appId: partner.appId, key: privateKey })).headers['x-sandbox'];
  return { headers, requests };
}

describe('SANDBOX=on', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp(testDatabase(), { webDistDir: dist, ssrDistDir: serverRenderingBuild(), env: { SANDBOX: 'on', OPS_TOKEN } });
  });

  afterAll(async () => {
    await api?.app.close();
  });

  it('funds every new account once with play money, through the ledger as a recharge-like transfer', async () => {
    const user = await api.signIn();
    const wallet = await api.call('GET', '/web/wallet', { token: user.token });
    expect(wallet.body.data).toMatchObject({ total: SANDBOX_FUNDS_CENTS, deposit: SANDBOX_FUNDS_CENTS, withdrawable: 0 });
    expect(SANDBOX_FUNDS_CENTS).toBe(1_000_000);

    const transfers = await db().ledgerTransfer.findMany({
      where: { OR: [{ creditAccountId: `${user.userId}:DEPOSIT` }, { debitAccountId: `${user.userId}:DEPOSIT` }] },
    });
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      idempotencyKey: `sandbox-funds:${user.userId}`,
      kind: 'SANDBOX_FUNDS',
      referenceType: 'USER',
      referenceId: user.userId,
      debitAccountId: 'platform:PLATFORM_PAYMENT_CLEARING',
      creditAccountId: `${user.userId}:DEPOSIT`,
      amount: BigInt(SANDBOX_FUNDS_CENTS),
    });

    // the wallet's list says what it is, in either language, among recharges and withdrawals
    const zh = await api.call('GET', '/web/wallet/transactions', { token: user.token });
    expect(zh.body.data.list).toEqual([expect.objectContaining({ kind: 'SANDBOX_FUNDS', description: '沙箱资金', amount: SANDBOX_FUNDS_CENTS })]);
    const en = await api.call('GET', '/web/wallet/transactions?type=rechargeWithdraw', { token: user.token, language: 'en' });
    expect(en.body.data.list).toEqual([expect.objectContaining({ description: 'Sandbox funds' })]);

    // once per account: the funding asked again moves nothing
    expect(await transaction((tx) => api.app.services.sandbox.fundNewAccount(tx, user.userId))).toBe(false);
    expect((await api.call('GET', '/web/wallet', { token: user.token })).body.data.deposit).toBe(SANDBOX_FUNDS_CENTS);

    // the play money is spendable, not withdrawable, and the ledger still reconciles
    expect((await reconcileLedger()).ok).toBe(true);
  });

  it('approves a step-1 application at once with the default limits, so step 2 and a signed /open/v1/wallet work right away', async () => {
    const user = await api.signIn();
    await api.call('PUT', '/web/user/openPlatform', { token: user.token, body: { enabled: true } });
    const applied = await api.call('POST', '/web/openapi/apply', {
      token: user.token,
      body: { phone: '13800138000', wechat: 'partner_shop', reason: 'Building against the sandbox', dailyOrders: 5000, dailyAmount: '900000' },
    });
    expect(applied.body.code).toBe(0);
    expect(applied.body.data).toMatchObject({
      status: 'approved',
      application: { status: 'approved' },
      app: { dailyOrders: DEFAULT_DAILY_ORDERS, dailyAmount: DEFAULT_DAILY_AMOUNT_CENTS, callbackUrl: null },
    });
    const appId: string = applied.body.data.app.appId;

    // recorded as approved by the sandbox, not by an operator
    const listed = await api.app.inject({
      method: 'GET',
      url: '/ops/openplat/applications?status=approved',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(listed.json().data.list.find((row: { appId: string }) => row.appId === appId)).toMatchObject({ reviewedBy: 'SANDBOX', status: 'approved' });
    const messages = await db().message.findMany({ where: { userId: user.userId }, select: { kind: true } });
    expect(messages.map((message) => message.kind)).toContain('openPlatformApproved');

    // step 2, then a signed call at once
    const keys = await api.call('POST', '/web/openapi/keys', { token: user.token, body: { callbackUrl: 'http://127.0.0.1:9/cb', publicKey: PUBLIC_KEY_PEM } });
    expect(keys.body.code).toBe(0);
    const wallet = await signed(api, { target: '/open/v1/wallet', appId, key: privateKey });
    expect(wallet.status).toBe(200);
    expect(wallet.headers['x-sandbox']).toBe('true');
    expect(wallet.body).toMatchObject({ code: 0, data: { deposit: SANDBOX_FUNDS_CENTS, total: SANDBOX_FUNDS_CENTS } });
  });

  it('approves an application left under review (made before SANDBOX was on) when step 2 is submitted', async () => {
    const user = await api.signIn();
    await api.call('PUT', '/web/user/openPlatform', { token: user.token, body: { enabled: true } });
    // as a review-only deployment left it
    const application = await db().openPlatformApplication.create({
      data: {
        userId: user.userId,
        phone: '13800138001',
        wechat: 'early_partner',
        reason: 'before',
        dailyOrders: 0,
        dailyAmountCents: 0n,
        createdAt: new Date(),
      },
    });
    const keys = await api.call('POST', '/web/openapi/keys', { token: user.token, body: { callbackUrl: 'http://127.0.0.1:9/cb', publicKey: PUBLIC_KEY_PEM } });
    expect(keys.body.code).toBe(0);
    expect(keys.body.data).toMatchObject({ status: 'approved', app: { dailyOrders: DEFAULT_DAILY_ORDERS, dailyAmount: DEFAULT_DAILY_AMOUNT_CENTS } });
    expect(await db().openPlatformApplication.findUniqueOrThrow({ where: { id: application.id } })).toMatchObject({
      status: 'APPROVED',
      reviewedBy: 'SANDBOX',
    });
    const wallet = await signed(api, { target: '/open/v1/wallet', appId: keys.body.data.app.appId, key: privateKey });
    expect(wallet.body.code).toBe(0);
  });

  it('answers X-Sandbox: true on every kind of request, and tells the web client to show its banner', async () => {
    const partner = await db().partnerApp.findFirstOrThrow({ where: { keysSubmittedAt: { not: null } } });
    const { headers, requests } = await sandboxHeaders(api, { appId: partner.id });
    expect(headers).toEqual({
      rest: 'true',
      restSignedIn: 'true',
      restError: 'true',
      graphql: 'true',
      page: 'true',
      missingPage: 'true',
      staticFile: 'true',
      ops: 'true',
      partnerUnsigned: 'true',
      partner: 'true',
    });
    expect(requests.restError.statusCode).toBe(404);
    expect(requests.partnerUnsigned.statusCode).toBe(401);
    expect(requests.graphql.json()).toEqual({ data: { sandbox: true } });
    // the page carries its first answers: the app root's says sandbox, so the banner is on its first paint
    const answers = JSON.parse(
      requests.page.body.match(new RegExp(`<script type="application/json" id="${PRELOADED_ELEMENT_ID}">([^<]*)</script>`))![1],
    ) as PreloadedPayload;
    const root = Object.values(answers).find((answer) => JSON.stringify(answer).includes('"sandbox"'));
    expect(JSON.stringify(root)).toContain('"sandbox":true');
  });
});

describe('without SANDBOX', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp(testDatabase(), { webDistDir: dist, env: { OPS_TOKEN } });
  });

  afterAll(async () => {
    await api?.app.close();
  });

  it('sends no X-Sandbox header, no play money, and leaves applications to the operators', async () => {
    const { headers, requests } = await sandboxHeaders(api);
    expect(Object.values(headers).every((value) => value === undefined)).toBe(true);
    expect(requests.graphql.json()).toEqual({ data: { sandbox: false } });
    const user = await api.signIn();
    expect((await api.call('GET', '/web/wallet', { token: user.token })).body.data.total).toBe(0);
    await api.call('PUT', '/web/user/openPlatform', { token: user.token, body: { enabled: true } });
    const applied = await api.call('POST', '/web/openapi/apply', {
      token: user.token,
      body: { phone: '13800138000', wechat: 'partner_shop', reason: 'review me' },
    });
    expect(applied.body.data).toMatchObject({ status: 'reviewing', app: null });
    const keys = await api.call('POST', '/web/openapi/keys', { token: user.token, body: { callbackUrl: 'http://127.0.0.1:9/cb', publicKey: PUBLIC_KEY_PEM } });
    expect(keys.status).toBe(403);
    // an operator's approval is recorded as theirs
    const approved = await api.app.inject({
      method: 'POST',
      url: `/ops/openplat/applications/${applied.body.data.application.id}/approve`,
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(approved.json().data).toMatchObject({ status: 'approved', reviewedBy: 'OPERATOR' });
  });
});
