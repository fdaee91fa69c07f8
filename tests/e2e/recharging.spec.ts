import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInNewUser } from './signIn.ts';
import { newEnterpriseCreditCode } from '../helpers/creditCodes.ts';

// Recharging (the recharge center on /user/wallet): a new user signs the enterprise contract at the
// simulated Alipay's signing page, comes back signed, recharges 5.00 at the simulated cashier and —
// once the payment notification has been handled — sees the deposit and the 充值 transaction, all
// without reloading: a second wallet tab follows the contract's signing, the first the credit.
const COMPANY = '福州模拟科技有限公司';
const CREDIT_CODE = newEnterpriseCreditCode();

test.setTimeout(120_000);

const signIn = (request: APIRequestContext) => signInNewUser(request, '135');

test('a new user signs the enterprise contract, recharges 5.00 at the cashier and sees the deposit', async ({ page }) => {
  await signIn(page.request);

  // --- a second tab on the wallet follows the contract by itself (the live stream), without reloading
  const watcher = await page.context().newPage();
  const streamOpened = watcher.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.headers()['content-type'] ?? '').includes('text/event-stream'),
  );
  await watcher.goto('/user/wallet');
  await expect(watcher.getByTestId('recharge-contract-signed')).toHaveText('未签约');
  await streamOpened;
  await markPage(watcher);

  // --- unsigned: the enterprise contract form
  await page.goto('/user/wallet');
  const recharge = page.getByTestId('wallet-recharge');
  await expect(recharge.getByTestId('recharge-contract-signed')).toHaveText('未签约');
  await expect(recharge.getByTestId('recharge-contract-finished')).toHaveText('未完成');
  await expect(recharge.getByTestId('recharge-form')).toHaveCount(0);
  const contractForm = recharge.getByTestId('recharge-contract-form');
  await contractForm.getByLabel('企业名称').fill(COMPANY);
  // a wrong check character is refused here, before the API is asked
  await contractForm.getByLabel('统一社会信用代码').fill('91350100M000100Y44');
  await contractForm.getByRole('button', { name: '前往签约' }).click();
  await expect(contractForm.getByText('统一社会信用代码的校验位（第 18 位）不符，请核对')).toBeVisible();
  await contractForm.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
  await contractForm.getByRole('button', { name: '前往签约' }).click();

  // --- the simulated Alipay's signing page: sign, back to the wallet, signed
  await expect(page).toHaveURL(/\/web\/pay\/sim\/agreement\//);
  await expect(page.getByText(COMPANY)).toBeVisible();
  await page.getByRole('button', { name: '同意协议并签约' }).click();
  await expect(page).toHaveURL(/\/user\/wallet\?contract=returned/);
  await expect(recharge.getByTestId('recharge-returned')).toContainText('签约结果已更新');
  await expect(recharge.getByTestId('recharge-contract-signed')).toHaveText('已签约');
  await expect(recharge.getByTestId('recharge-contract-finished')).toHaveText('已完成');
  await expect(recharge.getByTestId('recharge-contract-company')).toHaveText(COMPANY);
  await expect(recharge.getByTestId('recharge-contract-agreement')).not.toBeEmpty();
  await expect(watcher.getByTestId('recharge-contract-signed')).toHaveText('已签约', { timeout: 30_000 });
  await expect(watcher.getByTestId('recharge-contract-company')).toHaveText(COMPANY);
  expect(await stillThisPage(watcher)).toBe(true);
  await watcher.close();

  // --- recharge 5.00 at the simulated cashier
  const form = recharge.getByTestId('recharge-form');
  await form.getByLabel('充值金额（元）').fill('5.00');
  await form.getByRole('button', { name: '充值' }).click();
  await expect(page).toHaveURL(/\/web\/pay\/sim\/cashier\//);
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/\/user\/wallet\?recharge=returned/);
  await expect(page.getByTestId('recharge-returned')).toContainText('充值到账可能需要几秒，到账后本页自动更新');

  // --- the notification credits the deposit a moment later: the page follows by itself (no reload),
  // the balances and the 充值 transaction
  await markPage(page);
  await expect(page.getByTestId('wallet-deposit')).toContainText('¥5.00', { timeout: 60_000 });
  await expect(page.getByTestId('wallet-total')).toContainText('¥5.00');
  await expect(page.getByTestId('wallet-withdrawable')).toContainText('¥0.00');
  const row = page.getByTestId('wallet-transaction').filter({ hasText: '充值' }).first();
  await expect(row).toContainText('+¥5.00');
  expect(await stillThisPage(page)).toBe(true);
});

/** Marks the page: the mark survives as long as the page is not loaded again. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
const stillThisPage = (page: Page) => page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage === true);
