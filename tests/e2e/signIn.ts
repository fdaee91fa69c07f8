// Signing a new user in for an end-to-end test, as the login modal does through GraphQL: the code
// is read from the console SMS driver's outbox file of the server the tests started.
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
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
