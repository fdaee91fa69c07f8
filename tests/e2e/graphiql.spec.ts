import { expect, type Page, test } from '@playwright/test';
import { signInNewUser, XHR } from './signIn.ts';

// GraphiQL at /graphql (on outside production): it loads under its CSP from our own server alone,
// opens with the example operations, runs what is typed into it (plain JSON requests with no custom
// header, which the CSRF guard takes) with the visitor's cookie, and its docs explorer shows the
// schema read by introspection.

/** Opens GraphiQL, failing the test on any CSP violation or script error while it runs. */
async function openGraphiql(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-query-editor .view-lines')).toContainText('query Market');
  return problems;
}

const queryEditor = (page: Page) => page.locator('.graphiql-query-editor .monaco-editor').first();
const response = (page: Page) => page.locator('.graphiql-response');

/** Replaces what the editor holds with `text`, as a person would type it, once the editor has taken the keys. */
async function typeOperation(page: Page, text: string) {
  const lines = page.locator('.graphiql-query-editor .view-lines').first();
  // the editor may not have the focus yet when it is first clicked: select all and delete until it is empty
  await expect(async () => {
    await queryEditor(page).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await expect(lines).toHaveText('', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.insertText(text);
  await expect(lines).toContainText(text.slice(0, 12));
}

test('GraphiQL runs a typed query, shows the schema in its docs explorer, and opens with the examples', async ({ page }) => {
  const market = await (
    await page.request.post('/graphql', { data: { query: '{ market(first: 1) { edges { node { id hashName } } } }' }, headers: XHR })
  ).json();
  const first = market.data.market.edges[0].node;
  const problems = await openGraphiql(page);

  // the example tab: three operations; the item's runs as it stands (its variable has a default)
  await page.locator('.graphiql-execute-button').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Market', 'ItemWithListings', 'MyOrders']);
  await page.getByRole('menuitem', { name: 'ItemWithListings' }).click();
  await expect(response(page)).toContainText('"en": "AK-47 | Redline (Field-Tested)"');
  await expect(response(page)).toContainText('"listings"');

  // a query typed into the editor runs, and its answer is the server's
  await typeOperation(page, '{ market(first: 1) { edges { node { id hashName } } } }');
  await page.locator('.graphiql-execute-button').click();
  await expect(response(page)).toContainText(first.id);
  await expect(response(page)).toContainText(first.hashName);

  // introspection answers: the docs explorer lists the root types and their fields
  await page.locator('.graphiql-sidebar button[aria-label="Show Documentation Explorer"]').click();
  const docs = page.locator('.graphiql-doc-explorer');
  await expect(docs).toContainText('Root Types');
  await expect(docs).toContainText('mutation: Mutation');
  await docs.getByRole('link', { name: 'Query', exact: true }).click();
  await expect(docs.locator('.graphiql-doc-explorer-field-name', { hasText: /^market$/ })).toBeVisible();
  await expect(docs.locator('.graphiql-doc-explorer-field-name', { hasText: /^viewer$/ })).toBeVisible();

  expect(problems).toEqual([]);
});

test("GraphiQL sends the visitor's cookie: the example viewer query answers the signed-in user", async ({ page }) => {
  await signInNewUser(page.request, '132');
  const me = await (await page.request.post('/graphql', { data: { query: '{ viewer { nickname phone } }' }, headers: XHR })).json();
  expect(me.data.viewer.nickname).toBeTruthy();
  const problems = await openGraphiql(page);

  await page.locator('.graphiql-execute-button').click();
  await page.getByRole('menuitem', { name: 'MyOrders' }).click();
  await expect(response(page)).toContainText(`"nickname": "${me.data.viewer.nickname}"`);
  await expect(response(page)).toContainText(`"phone": "${me.data.viewer.phone}"`);
  await expect(response(page)).toContainText('"orders"');

  // and a query typed by hand
  await typeOperation(page, '{ viewer { id nickname } }');
  await page.locator('.graphiql-execute-button').click();
  await expect(response(page)).toContainText(me.data.viewer.nickname);
  expect(problems).toEqual([]);
});
