import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { readOpsTokenFile } from '../../api/ops/opsToken.ts';
import { bindSimulatedAccount } from './sellers.ts';
import { signInNewUser, verifyIfAsked, XHR } from './signIn.ts';
import { toastShown } from './toasts.ts';

// The partner console /user/openapi in the browser against the real server, from the application to
// a resent callback: a new user turns the open platform on in the settings, sends the step-1
// application, the operator approves it (the operator API, with the server's ops token), the user
// submits step 2 (a callback URL on a small HTTP server of this test and a fresh RSA public key), buys
// something on the web, and the order's event reaches the callback server, signed with the platform's
// key; the delivery log shows it delivered, its resend button sends it again, and the callback server
// has the same event twice, each with a valid signature (docs/open-platform.md §5).
const DATA_DIR = process.env.E2E_DATA_DIR ?? './data/e2e-playwright';
const ITEM = 'Sealed Graffiti | Recoil FAMAS (Violent Violet)';

test.setTimeout(180_000);

type Callback = { headers: http.IncomingHttpHeaders; body: string };

/** A partner's callback endpoint on 127.0.0.1: records every POST and acknowledges it with 200. */
async function startCallbackServer(): Promise<{ url: string; received: Callback[]; close: () => Promise<void> }> {
  const received: Callback[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/partner/callback`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const eventOf = (callback: Callback) => JSON.parse(callback.body) as { eventId: string; type: string; orderNo: string | null; status: unknown };

/** A callback's signature: Base64 SHA256withRSA of `timestamp \n nonce \n body` under the platform's key. */
function signatureHolds(callback: Callback, platformKey: string): boolean {
  const timestamp = String(callback.headers['x-platform-timestamp']);
  const nonce = String(callback.headers['x-platform-nonce']);
  return verify(
    'sha256',
    Buffer.from(`${timestamp}\n${nonce}\n${callback.body}`),
    platformKey,
    Buffer.from(String(callback.headers['x-platform-signature']), 'base64'),
  );
}

/** "Refresh" on the delivery log until the latest delivery of `eventId` (the log is newest first) shows `status`. */
async function deliveryShows(page: Page, eventId: string, status: string) {
  const row = page
    .getByTestId('openapi-delivery')
    .filter({ has: page.getByTestId('openapi-delivery-event').getByText(eventId, { exact: true }) })
    .first();
  await expect(async () => {
    await page.getByTestId('openapi-deliveries-refresh').click();
    await expect(page.getByTestId('openapi-deliveries-refresh')).toBeEnabled();
    await expect(row.getByTestId('openapi-delivery-status')).toHaveText(status, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

test('a partner applies on /user/openapi, is approved, submits step 2, receives a signed callback and resends it from the delivery log', async ({ page }) => {
  const callbacks = await startCallbackServer();
  try {
    const phone = await signInNewUser(page.request, '152');

    // --- the open platform is off: the page sends the user to the settings' switch
    await page.goto('/user/openapi');
    await expect(page.getByTestId('openapi-off')).toBeVisible();
    await page.getByRole('link', { name: '前往账户设置' }).click();
    await expect(page).toHaveURL(/\/user\/setting$/);
    const section = page.getByTestId('open-platform-section');
    const toggle = section.getByRole('switch', { name: '开放平台开关' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await page.getByRole('dialog', { name: '开启开放平台？' }).getByRole('button', { name: '确认开启' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await section.getByTestId('open-platform-link').click();

    // --- step 1: the application, sent; under review
    await expect(page).toHaveURL(/\/user\/openapi$/);
    const form = page.getByTestId('openapi-apply-form');
    const reason = '为自有饰品商城接入订单与回调，端到端测试的申请。';
    await form.getByLabel('联系手机号').fill(phone);
    await form.getByLabel('微信号').fill(`partner_${phone.slice(-6)}`);
    await form.getByLabel('预计日订单量').fill('50');
    await form.getByLabel('预计日交易额（元）').fill('1000');
    await form.getByLabel('申请理由').fill(reason);
    const submitted = toastShown(page, '申请已提交');
    await form.getByRole('button', { name: '提交申请' }).click();
    await submitted;
    await expect(page.getByTestId('openapi-reviewing')).toBeVisible();
    await expect(page.getByTestId('openapi-application-reason')).toHaveText(reason);

    // --- the operator approves it (the operator API, with the token the server keeps in its data dir)
    const state = await (await page.request.get('/web/openapi', { headers: XHR })).json();
    expect(state.data.status).toBe('reviewing');
    const approved = await page.request.post(`/ops/openplat/applications/${state.data.application.id}/approve`, {
      headers: { Authorization: `Bearer ${readOpsTokenFile(path.resolve(DATA_DIR))}` },
      data: {},
    });
    expect((await approved.json()).code).toBe(0);

    // --- step 2: the callback URL and a new RSA public key, confirmed (and verified by SMS if asked)
    await page.reload();
    const keys = page.getByTestId('openapi-keys');
    await expect(keys).toBeVisible();
    const appId = (await keys.getByTestId('openapi-app-id').textContent())!;
    expect(appId).toMatch(/^app_[0-9a-f]{16}$/);
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await keys.getByLabel('回调地址').fill(callbacks.url);
    await keys.getByLabel('RSA 公钥').fill(publicPem);
    await keys.getByRole('button', { name: '提交', exact: true }).click();
    await page.getByRole('dialog', { name: '确认提交接入配置？' }).getByTestId('openapi-keys-confirm').click();
    const app = page.getByTestId('openapi-app');
    await verifyIfAsked(page, phone, app);
    await expect(app.getByTestId('openapi-app-id')).toHaveText(appId);
    await expect(app.getByTestId('openapi-app-status')).toHaveText('正常');
    await expect(app.getByTestId('openapi-callback-url')).toHaveText(callbacks.url);
    const fingerprint = createHash('sha256')
      .update(publicKey.export({ type: 'spki', format: 'der' }))
      .digest('hex');
    await expect(app.getByTestId('openapi-key-fingerprint')).toHaveText(fingerprint);
    const platform = (await (await page.request.get('/open/v1/platform-key')).json()).data as { keyId: string; publicKey: string };
    await expect(app.getByTestId('openapi-platform-key-id')).toHaveText(platform.keyId);
    await expect(app.getByTestId('openapi-platform-public-key')).toHaveText(platform.publicKey.trim());
    await expect(page.getByTestId('openapi-deliveries')).toContainText('还没有回调记录');

    // --- an event of the app's user: an order bought on the item page (left unpaid at the cashier)
    await bindSimulatedAccount(page.request);
    await page.goto(`/goods?${new URLSearchParams({ hashName: ITEM })}`);
    await page.getByTestId('listing-row').first().getByTestId('listing-buy').click();
    await page.getByTestId('checkout').getByTestId('checkout-confirm').click();
    await expect(page).toHaveURL(/\/web\/pay\/sim\/cashier\//);
    await page.getByRole('button', { name: '取消付款，返回商户' }).click();
    await expect(page).toHaveURL(/\/user\/orderDetail\?orderNo=/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

    // --- the partner receives the order's creation, signed by the platform. Usually within a second;
    // but a commit within 5 s of the dispatcher's last "no app has keys" answer (from before step 2)
    // is left to the next commit or the minute job, and a quiet server may have no next commit
    await expect.poll(() => callbacks.received.filter((callback) => eventOf(callback).orderNo === orderNo).length, { timeout: 75_000 }).toBeGreaterThan(0);
    const first = callbacks.received.find((callback) => eventOf(callback).orderNo === orderNo)!;
    const event = eventOf(first);
    expect(event).toMatchObject({ type: 'order.transitioned', orderNo, status: 11 });
    expect(first.headers['x-platform-key-id']).toBe(platform.keyId);
    expect(signatureHolds(first, platform.publicKey)).toBe(true);

    // --- the delivery log: delivered at the first attempt, with the callback server's 200
    await page.goto('/user/openapi');
    const row = await deliveryShows(page, event.eventId, '已送达');
    await expect(row.getByTestId('openapi-delivery-type')).toHaveText('订单状态变化');
    await expect(row.getByTestId('openapi-delivery-attempts')).toHaveText('1');
    await expect(row.getByTestId('openapi-delivery-response')).toHaveText(/^200 · \d+ ms$/);

    // --- 重新发送: the same event reaches the partner again, signed anew
    const before = callbacks.received.filter((callback) => eventOf(callback).eventId === event.eventId).length;
    expect(before).toBe(1);
    const resent = toastShown(page, '已重新发送，稍后刷新即可查看结果');
    await row.getByRole('button', { name: `重新发送事件 ${event.eventId}` }).click();
    await resent;
    await expect.poll(() => callbacks.received.filter((callback) => eventOf(callback).eventId === event.eventId).length, { timeout: 30_000 }).toBe(2);
    const twice = callbacks.received.filter((callback) => eventOf(callback).eventId === event.eventId);
    expect(twice[1].body).toBe(twice[0].body);
    expect(twice[1].headers['x-platform-nonce']).not.toBe(twice[0].headers['x-platform-nonce']);
    for (const callback of twice) {
      expect(callback.headers['x-platform-key-id']).toBe(platform.keyId);
      expect(signatureHolds(callback, platform.publicKey)).toBe(true);
    }
    // a new delivery of the event heads the log, the first one keeps its attempt
    const again = await deliveryShows(page, event.eventId, '已送达');
    await expect(again.getByTestId('openapi-delivery-attempts')).toHaveText('1');
    await expect(again.getByTestId('openapi-delivery-attempt')).toHaveCount(1);
    await expect(
      page.getByTestId('openapi-delivery').filter({ has: page.getByTestId('openapi-delivery-event').getByText(event.eventId, { exact: true }) }),
    ).toHaveCount(2);
  } finally {
    await callbacks.close();
  }
});
