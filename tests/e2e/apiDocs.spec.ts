import { expect, type Page, test } from '@playwright/test';

// The REST reference at /api-docs: Scalar's bundle from our own server renders the partner contract and
// the web one under the page's CSP, with nothing fetched from anywhere else, in the page's language.

/** Opens the reference, collecting CSP violations, script errors and failed requests. */
async function openReference(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    // the bundle asks for its web font from fonts.scalar.com, which the page's CSP refuses (system fonts instead)
    if (/fonts\.scalar\.com/.test(message.text())) return;
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => {
    const refusedByCsp = request.failure()?.errorText === 'csp' && /^https:\/\/fonts\.scalar\.com\//.test(request.url());
    if (!refusedByCsp) problems.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  await page.goto(path);
  return problems;
}

test('the reference renders the partner operations, then the web ones, from our own files only', async ({ page, baseURL }) => {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host;
  const elsewhere: string[] = [];
  // what reached the network: requests that finished (the CSP stops the font before it leaves the page)
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:'].includes(url.protocol) && url.host !== own) elsewhere.push(request.url());
  });
  const problems = await openReference(page, '/api-docs');
  // the partner document's operations, by their summaries, and the switch to the web document
  await expect(page.getByRole('link', { name: /The platform public key/ }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '开放平台 /open/v1' }).first()).toBeVisible();
  // one reference, rendered: the document's title, and a single search (no second, empty instance)
  await expect(page.getByRole('heading', { name: 'CS2 skin market: open platform (/open/v1)' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Open Search|打开搜索/ })).toHaveCount(1);
  // nothing that leads to Scalar's hosted services (SDK generation, its AI agent): the page cannot reach them
  await expect(page.getByRole('button', { name: /Generate SDKs|Ask AI/ })).toHaveCount(0);
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test('the reference speaks English when the reader chose it on the site', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL ?? 'http://127.0.0.1' }]);
  const problems = await openReference(page, '/api-docs');
  await expect(page).toHaveTitle('API reference · CS2 skin market');
  await expect(page.getByRole('button', { name: 'Open platform /open/v1' }).first()).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
});
