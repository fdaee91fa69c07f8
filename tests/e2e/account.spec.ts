import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';
import { toastShown } from './toasts.ts';

// The server's DATA_DIR (playwright.config.ts): the console SMS driver appends every code to
// <DATA_DIR>/sms-outbox.jsonl, where these tests read the codes they asked for.
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? './data/e2e-playwright', 'sms-outbox.jsonl');

/** A fresh mainland number per test: codes are throttled per phone (60 s, 5 an hour). */
function newPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The code the server sent last to this phone (waits for the outbox line). */
async function codeFor(phone: string, previous?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = await readLatestCodeFromOutboxFile(OUTBOX, phone, 'login');
        return code !== undefined && code !== previous;
      },
      { message: `an SMS code for ${phone} in ${OUTBOX}` },
    )
    .toBe(true);
  return code!;
}

const gql = (request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) =>
  request.post('/graphql', { data: { query, variables }, headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((response) => response.json());

/** Signs the page's browser context in through the API (for tests about what comes after). */
async function loginThroughApi(page: Page, phone: string): Promise<void> {
  const sent = await gql(page.request, 'mutation($phone: String!) { sendLoginCode(input: { phone: $phone }) { __typename } }', { phone });
  expect(sent.data.sendLoginCode.__typename).toBe('SendLoginCodePayload');
  const code = await codeFor(phone);
  const login = await gql(
    page.request,
    'mutation($phone: String!, $code: String!) { login(input: { phone: $phone, code: $code, agree: true }) { __typename } }',
    { phone, code },
  );
  expect(login.data.login.__typename).toBe('LoginPayload');
}

test('a visitor logs in from a guarded page, edits the nickname, reads messages and logs out', async ({ page }) => {
  const phone = newPhone();

  // A guarded page opens the login modal for visitors.
  await page.goto('/user/setting');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('login-required')).toBeVisible();

  // Client-side checks, with the API's own messages.
  await dialog.getByLabel('手机号').fill('12345');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog.getByText('请输入验证码')).toBeVisible();
  await expect(dialog.getByText('请先同意用户协议')).toBeVisible();

  // Send a code: the button counts down from 60 s.
  await dialog.getByLabel('手机号').fill(`+86 ${phone}`);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '验证码已发送' })).toBeVisible();
  await expect(dialog.getByTestId('send-code')).toHaveText(/^\d+ 秒后重新获取$/);
  await expect(dialog.getByTestId('send-code')).toBeDisabled();
  const code = await codeFor(phone);

  // A wrong code is refused in place.
  await dialog.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await dialog.getByRole('checkbox', { name: '15 天内保持登录' }).check();
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog.getByText('登录失败，验证码错误')).toBeVisible();

  // The right one signs in and lands on the page asked for.
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '登录成功' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/user\/setting$/);
  await expect(page.getByRole('heading', { level: 1, name: '账户设置' })).toBeVisible();
  await expect(page.getByTestId('masked-phone')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  await expect(page.getByRole('navigation', { name: '个人中心导航' })).toBeVisible();
  await expect(page.getByTestId('identity-status')).toHaveText('未认证');
  await expect(page.getByTestId('statistics-period')).toBeVisible();
  await page.screenshot({ path: 'test-results/account-setting.png', fullPage: true });

  // Keep-login: the session cookie lives 15 days.
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'Authorization');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(14 * 86_400_000);

  // An unsaved nickname holds the navigation: cancel stays with the edit, "save and leave" saves and goes.
  const nickname = `E2E${phone.slice(-4)}`;
  const nicknameInput = page.getByRole('textbox', { name: '昵称' });
  await nicknameInput.fill(nickname);
  const sideNav = page.getByRole('navigation', { name: '个人中心导航' });
  await sideNav.getByRole('link', { name: /消息中心/ }).click();
  const prompt = page.getByRole('dialog', { name: '有未保存的修改' });
  await expect(prompt).toBeVisible();
  await page.screenshot({ path: 'test-results/account-unsaved.png' });
  await prompt.getByRole('button', { name: '取消' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/user\/setting$/);
  await expect(nicknameInput).toHaveValue(nickname);

  await sideNav.getByRole('link', { name: /消息中心/ }).click();
  await expect(prompt).toBeVisible();
  const saved = toastShown(page, '昵称已更新');
  await prompt.getByRole('button', { name: '保存并离开' }).click();
  await expect(page).toHaveURL(/\/user\/messageCenter$/);
  await saved;
  await expect(page.getByTestId('user-menu')).toContainText(nickname);

  // The message center: a new user has the welcome message, unread, under system notices.
  await expect(page.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
  await expect(page.getByTestId('unread-system')).toHaveText('1');
  await page.getByRole('tab', { name: /系统通知/ }).click();
  await expect(page).toHaveURL(/category=system$/);
  const welcome = page.getByTestId('message-row').filter({ hasText: '欢迎来到 CS2 饰品交易平台' });
  await expect(welcome).toHaveAttribute('data-read', 'false');
  await page.screenshot({ path: 'test-results/account-messages.png', fullPage: true });
  await welcome.getByRole('button').click();
  await expect(welcome).toContainText('欢迎加入 CS2 饰品交易平台');
  await expect(welcome).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('unread-system')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();

  // Logout (docs/web-client.md): the toast, the local entries cleared, home after a second.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已退出登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  const stored = await page.evaluate(() => ['id', 'order', 'button'].map((key) => window.localStorage.getItem(key)));
  expect(stored).toEqual([null, null, null]);
  expect((await page.context().cookies()).find((entry) => entry.name === 'Authorization')).toBeUndefined();

  // The user area is guarded again.
  await page.goto('/user/messageCenter');
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});

test('closing the login modal of a guarded page goes back to the page the visitor came from', async ({ page }) => {
  await page.goto('/sellhot');
  await expect(page.getByTestId('market-item-card').first()).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/user/messageCenter');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/sellhot$/);
  await expect(dialog).toBeHidden();

  // Straight onto a guarded page (no page before it): home.
  await page.goto('/user/setting');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});

test('login from any page keeps the user on that page; mark all read; the notice counter and list', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1, name: '平台公告' })).toBeVisible();
  const total = page.getByTestId('notice-total');
  await expect(total).toHaveText(/^共 \d+ 条公告$/);
  const count = Number((await total.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(0);
  // the start-up check set the header's counter to the total; opening a notice counts it as read
  await expect(page.getByTestId('notice-count')).toHaveText(String(count));
  await page.getByTestId('notice-item').first().getByRole('button').click();
  await expect(page.getByTestId('notice-count')).toHaveText(String(count - 1));
  await page.getByTestId('notice-item').first().getByRole('button').click(); // closing and
  await page.getByTestId('notice-item').first().getByRole('button').click(); // opening again counts nothing
  await expect(page.getByTestId('notice-count')).toHaveText(String(count - 1));
  await page.screenshot({ path: 'test-results/notice.png', fullPage: true });

  // Login from the header keeps the user on /notice.
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByLabel('验证码').fill(await codeFor(phone));
  await dialog.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // Mark all read in the message center.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '消息中心' }).click();
  await expect(page.getByTestId('unread-system')).toHaveText('1');
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已将 1 条消息标为已读' })).toBeVisible();
  await expect(page.getByTestId('unread-system')).toHaveCount(0);
  await page.getByRole('tab', { name: /系统通知/ }).click();
  await expect(page.getByTestId('message-row').first()).toHaveAttribute('data-read', 'true');
});

test('settings: open-platform switch with its confirmation, statistics ranges, identity check, avatar checks', async ({ page }) => {
  await loginThroughApi(page, newPhone());
  await page.goto('/user/setting');
  await expect(page.getByRole('heading', { level: 1, name: '账户设置' })).toBeVisible();

  // Open platform: cancel changes nothing, confirm switches.
  const toggle = page.getByRole('switch', { name: '开放平台开关' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  const confirm = page.getByRole('dialog', { name: '开启开放平台？' });
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await confirm.getByRole('button', { name: '确认开启' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('toast').filter({ hasText: '开放平台已开启' })).toBeVisible();

  // Statistics: every range answers a period; a custom range is checked.
  const statistics = page.getByTestId('statistics-section');
  for (const range of ['本周', '上周', '近 7 天', '近 30 天', '近 90 天', '本月']) {
    await statistics.getByRole('button', { name: range, exact: true }).click();
    await expect(statistics.getByRole('button', { name: range, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('statistics-period')).toHaveText(/^\d{4}-\d{2}-01 至 \d{4}-\d{2}-\d{2}$/);
  await statistics.getByRole('button', { name: '自定义' }).click();
  await statistics.getByLabel('开始日期').fill('2026-01-10');
  await statistics.getByLabel('结束日期').fill('2026-01-01');
  await statistics.getByRole('button', { name: '查询' }).click();
  await expect(statistics.getByText('开始日期不能晚于结束日期')).toBeVisible();
  await statistics.getByLabel('结束日期').fill('2026-01-31');
  await statistics.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('statistics-period')).toHaveText('2026-01-10 至 2026-01-31');

  // Identity: the API checks the ID number's check character.
  const identity = page.getByTestId('identity-section');
  await identity.getByLabel('真实姓名').fill('张三');
  await identity.getByLabel('身份证号').fill('110101199003070000');
  await identity.getByRole('button', { name: '提交认证' }).click();
  // irreversible: a last look at the name and the masked number first
  const identityConfirm = page.getByRole('dialog', { name: '确认实名信息' });
  await expect(identityConfirm.getByTestId('identity-confirm-details')).toContainText('110101********0000');
  await identityConfirm.getByTestId('identity-confirm').click();
  await expect(identity.getByRole('alert')).toHaveText(/身份证号/);

  // Avatar: a wrong file type is refused before sending; an image is uploaded and shown.
  await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('只能上传 JPG、PNG、WebP 或 GIF 图片')).toBeVisible();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const upload = page.waitForRequest((request) => request.url().endsWith('/web/user/avatar'));
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  expect((await upload).headers()['x-requested-with']).toBe('XMLHttpRequest');
  await expect(page.getByTestId('toast').filter({ hasText: '头像已更新' })).toBeVisible();
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
});
