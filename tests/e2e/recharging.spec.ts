import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInNewUser } from './signIn.ts';
import { newEnterpriseCreditCode } from '../helpers/creditCodes.ts';

// Recharging (the recharge center on /user/wallet): a new user signs the enterprise contract at the
// simulated Alipay's signing page, comes back signed, recharges 5.00 at the simulated cashier and —
// once the payment notification has been handled — sees the deposit and the 充值 transaction.
const COMPANY = '福州模拟科技有限公司';
const CREDIT_CODE = newEnterpriseCreditCode();

test.setTimeout(120_000);

const signIn = (request: APIRequestContext) => signInNewUser(request, '135');

test('a new user signs the enterprise contract, recharges 5.00 at the cashier and sees the deposit', async ({ page }) => {
  await signIn(page.request);

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

  // --- recharge 5.00 at the simulated cashier
  const form = recharge.getByTestId('recharge-form');
  await form.getByLabel('充值金额（元）').fill('5.00');
  await form.getByRole('button', { name: '充值' }).click();
  await expect(page).toHaveURL(/\/web\/pay\/sim\/cashier\//);
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/\/user\/wallet\?recharge=returned/);
  await expect(page.getByTestId('recharge-returned')).toContainText('充值到账可能需要几秒，请稍后刷新');

  // --- the notification credits the deposit a moment later: reload until it shows
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await page.getByTestId('wallet-deposit').textContent()) ?? '';
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toContain('¥5.00');
  await expect(page.getByTestId('wallet-total')).toContainText('¥5.00');
  await expect(page.getByTestId('wallet-withdrawable')).toContainText('¥0.00');
  const row = page.getByTestId('wallet-transaction').filter({ hasText: '充值' }).first();
  await expect(row).toContainText('+¥5.00');
});
