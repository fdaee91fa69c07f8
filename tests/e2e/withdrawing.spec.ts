import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';

// Withdrawing: the demo user with settled proceeds (prisma/seed/demoWithdrawer.ts) signs
// in, withdraws 10.00 with the SMS code on /user/wallet, and sees it processing and then successful
// in the history once the simulated Alipay has paid it (SIM_PAY_PAYOUT_SECONDS), without reloading the page.
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? './data/e2e-playwright', 'sms-outbox.jsonl');
const DEMO_PHONE = '13700000000';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.setTimeout(180_000);

test('the demo seller withdraws 10.00 with the SMS code and sees it processing, then successful', async ({ page }) => {
  const sent = await page.request.post('/web/sms', { data: { phone: DEMO_PHONE }, headers: XHR });
  expect((await sent.json()).code).toBe(0);
  let code: string | undefined;
  await expect.poll(async () => (code = await readLatestCodeFromOutboxFile(OUTBOX, DEMO_PHONE, 'login')) !== undefined).toBe(true);
  const login = await page.request.post('/web/login', { data: { phone: DEMO_PHONE, code, agree: true, keepLogin: true }, headers: XHR });
  expect((await login.json()).code).toBe(0);

  await page.goto('/user/wallet');
  const form = page.getByTestId('withdraw-form');
  await expect(form.getByTestId('withdraw-available')).not.toHaveText('¥0.00');
  // the first withdrawal of this account happened in the seed: the bound account is shown, no identity asked
  await expect(form.getByText('demo.seller@example.com')).toBeVisible();
  await form.getByLabel('提现金额（元）').fill('10.00');
  await expect(form.getByTestId('withdraw-preview')).toHaveText('手续费 ¥0.10，实际到账 ¥9.90');

  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '验证码已发送' })).toBeVisible();
  // the outbox line is written before the answer: after the toast the latest code is this one
  const smsCode = await readLatestCodeFromOutboxFile(OUTBOX, DEMO_PHONE, 'withdraw');
  expect(smsCode).toMatch(/^\d{6}$/);
  await form.getByLabel(/短信验证码/).fill(smsCode!);
  await form.getByRole('button', { name: '确认提现' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '提现已发起' })).toBeVisible();

  const history = page.getByTestId('withdraw-history');
  const newest = history.getByTestId('withdrawal-row').first();
  await expect(newest).toContainText('处理中');
  await expect(newest).toContainText('¥9.90');
  // the payout: the simulated Alipay pays after its delay, the follow-up job sees it, and the live
  // stream brings it to this very page (no reload: the mark set now would be gone)
  await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
  await expect(newest).toContainText('成功', { timeout: 120_000 });
  await expect(newest).not.toContainText('处理中');
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
});
