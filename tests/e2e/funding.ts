// Money for the end-to-end specs that spend a balance: the signed-in user signs the enterprise
// recharge contract at the simulated Alipay's signing page and recharges at its cashier, as a user
// does (recharging.spec.ts follows the same path through the wallet page's forms).
import { expect, type Page } from '@playwright/test';
import { newEnterpriseCreditCode } from '../helpers/creditCodes.ts';
import { XHR } from './signIn.ts';

/** Recharges `yuan` (5 or more) into the signed-in user's deposit and waits until it is credited. */
export async function rechargeDeposit(page: Page, yuan: string): Promise<void> {
  const contract = await (
    await page.request.post('/web/recharge/contract', { headers: XHR, data: { companyName: '福州求购测试有限公司', creditCode: newEnterpriseCreditCode() } })
  ).json();
  expect(contract.code).toBe(0);
  await page.goto(contract.data.signUrl);
  await page.getByRole('button', { name: '同意协议并签约' }).click();
  await expect(page).toHaveURL(/\/user\/wallet/);
  const recharge = await (
    await page.request.post('/web/recharge', { headers: { ...XHR, 'idempotency-key': crypto.randomUUID() }, data: { amount: yuan } })
  ).json();
  expect(recharge.code).toBe(0);
  await page.goto(recharge.data.payUrl);
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/\/user\/wallet/);
  await expect
    .poll(async () => (await (await page.request.get('/web/wallet', { headers: XHR })).json()).data.deposit, { timeout: 60_000, intervals: [500, 1_000] })
    .toBeGreaterThanOrEqual(Math.round(Number(yuan) * 100));
}
