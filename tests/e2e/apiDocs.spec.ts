import { expect, type Page, test } from '@playwright/test';

// The REST reference at /api-docs: Scalar's bundle from our own server renders the partner contract and
// the web one under the page's CSP, with nothing fetched from anywhere else, in the page's language.

/** Opens the reference, collecting CSP violations, script errors and failed requests. */
async function openReference(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
  await page.goto(path);
  return problems;
}

test('the reference renders the partner operations, then the web ones, from our own files only', async ({ page, baseURL }) => {
  await page.goto('/');
  const own = new URL(baseURL ?? page.url()).host;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:'].includes(url.protocol) && url.host !== own) elsewhere.push(request.url());
  });
  const problems = await openReference(page, '/api-docs');
  await expect(page.getByText('getWallet').or(page.getByText("The app user's wallet")).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/open/v1/wallet').first()).toBeVisible();
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test('the reference speaks English when the reader does', async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'accept-language': 'en' });
  const problems = await openReference(page, '/api-docs');
  await expect(page).toHaveTitle('API reference · CS2 skin market');
  await expect(page.getByText('/open/v1/wallet').first()).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
});
