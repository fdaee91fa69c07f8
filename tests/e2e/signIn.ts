// Signing a new user in for an end-to-end test, as the login modal does through GraphQL: the code
// is read from the console SMS driver's outbox file of the server the tests started.
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { readLatestCodeFromOutboxFile } from '../../api/integrations/sms/console.ts';

export const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? './data/e2e-playwright', 'sms-outbox.jsonl');
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const gql = (request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) =>
  request.post('/graphql', { data: { query, variables }, headers: XHR }).then((response) => response.json());

/** Signs a new user in on the request context (its cookies are the page's); `prefix` keeps specs' phone numbers apart. Answers the phone number. */
export async function signInNewUser(request: APIRequestContext, prefix: string): Promise<string> {
  const phone = `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sent = await gql(request, 'mutation($phone: String!) { sendLoginCode(input: { phone: $phone }) { __typename } }', { phone });
  expect(sent.data.sendLoginCode.__typename).toBe('SendLoginCodePayload');
  let code: string | undefined;
  await expect.poll(async () => (code = await readLatestCodeFromOutboxFile(OUTBOX, phone, 'login')) !== undefined).toBe(true);
  const login = await gql(request, 'mutation($phone: String!, $code: String!) { login(input: { phone: $phone, code: $code, agree: true }) { __typename } }', {
    phone,
    code,
  });
  expect(login.data.login.__typename).toBe('LoginPayload');
  return phone;
}

/**
 * After an action that moves money or items (a fresh verification within STEP_UP_WINDOW_SECONDS,
 * 90 s on the end-to-end server): answers the SMS dialog if the session is older than that, with the
 * code from the outbox, then waits for `done`, which the very same request, sent again, brings.
 */
export async function verifyIfAsked(page: Page, phone: string, done: Locator) {
  const stepUp = page.getByRole('dialog', { name: '短信验证' });
  await expect(stepUp.or(done).first()).toBeVisible({ timeout: 30_000 });
  if (await stepUp.isVisible()) {
    await stepUp.getByRole('button', { name: '获取验证码' }).click();
    await expect(stepUp.getByText(/验证码已发送至/)).toBeVisible();
    const code = await readLatestCodeFromOutboxFile(OUTBOX, phone, 'verify');
    await stepUp.getByLabel('验证码').fill(code!);
    await stepUp.getByRole('button', { name: '验证并继续' }).click();
  }
  await expect(done).toBeVisible({ timeout: 30_000 });
}

/** Verifies the session of a request context by SMS (a step-up), as the dialog would: a code to the own phone, then POST /web/user/verify. */
export async function verifySession(request: APIRequestContext, phone: string) {
  const sent = await (await request.post('/web/sms', { headers: XHR, data: { phone, purpose: 'verify' } })).json();
  expect(sent.code).toBe(0);
  const code = await readLatestCodeFromOutboxFile(OUTBOX, phone, 'verify');
  const verified = await (await request.post('/web/user/verify', { headers: XHR, data: { code } })).json();
  expect(verified.code).toBe(0);
}
