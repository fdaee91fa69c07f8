import { expect, test } from '@playwright/test';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';
import { E2E_STEP_UP_WINDOW_SECONDS } from '../../playwright.config.ts';
import { OUTBOX, signInNewUser, XHR } from './signIn.ts';

// Step-up verification: a user whose login is older than STEP_UP_WINDOW_SECONDS
// (short on the end-to-end server, playwright.config.ts) submits the real-name verification; the SMS
// dialog opens, a code goes to the user's own phone, and once it is typed the very same request goes
// through without anything filled in again.
test.setTimeout(90_000 + E2E_STEP_UP_WINDOW_SECONDS * 1000);

test('an aged session verifies by SMS in the dialog, and the real-name verification then goes through', async ({ page }) => {
  const phone = await signInNewUser(page.request, '139');
  await page.goto('/user/setting');
  const identity = page.getByTestId('identity-section');
  await expect(identity.getByLabel('真实姓名')).toBeVisible();
  // the login counts as a verification only within the window
  await page.waitForTimeout(E2E_STEP_UP_WINDOW_SECONDS * 1000 + 1_000);

  const sentBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"useVerifyIdentityMutation"')) sentBodies.push(request.postData()!);
  });
  await identity.getByLabel('真实姓名').fill('张三');
  await identity.getByLabel('身份证号').fill('11010519491231002X');
  await identity.getByRole('button', { name: '提交认证' }).click();
  await page.getByRole('dialog', { name: '确认实名信息' }).getByTestId('identity-confirm').click();

  const stepUp = page.getByRole('dialog', { name: '短信验证' });
  await expect(stepUp).toBeVisible();
  await stepUp.getByRole('button', { name: '获取验证码' }).click();
  await expect(stepUp.getByText(`验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(-4)}，请输入验证码完成验证。`)).toBeVisible();
  // the outbox line is written before the answer: the latest verify code of this phone is this one
  const code = await readLatestCodeFromOutboxFile(OUTBOX, phone, 'verify');
  expect(code).toMatch(/^\d{6}$/);
  await stepUp.getByLabel('验证码').fill(code!);
  await stepUp.getByRole('button', { name: '验证并继续' }).click();

  await expect(stepUp).toBeHidden();
  await expect(page.getByTestId('toast').filter({ hasText: '实名认证成功' })).toBeVisible();
  await expect(identity.getByText('已认证')).toBeVisible();
  // the refused request and its retry: the very same body
  expect(sentBodies).toHaveLength(2);
  expect(sentBodies[1]).toBe(sentBodies[0]);
  const profile = await (await page.request.get('/web/user', { headers: XHR })).json();
  expect(profile.data.verifiedStatus).toBe(1);
});
