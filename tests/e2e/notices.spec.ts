import { expect, test } from '@playwright/test';
import { signInNewUser } from './signIn.ts';

// A new user's header counter: every notice is unread for them, plus their welcome message.
// Reading a notice is kept on the server (a reload keeps it), mark all read empties the notice
// part, and reading the welcome message in the message center takes the counter away.
test('a new user sees the bell count; reading notices and the message lowers it, across reloads', async ({ page }) => {
  await signInNewUser(page.request, '133');
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1, name: '平台公告' })).toBeVisible();
  const notices = Number((await page.getByTestId('notice-total').textContent())!.match(/\d+/)![0]);
  expect(notices).toBeGreaterThan(1);
  const bell = page.getByTestId('notice-count');
  // every notice is unread, and the welcome message waits in the message center
  await expect(bell).toHaveText(String(notices + 1));
  await expect(page.getByTestId('notice-unread')).toHaveText(`${notices} 条未读`);

  const first = page.getByTestId('notice-item').first();
  await expect(first).toHaveAttribute('data-read', 'false');
  await first.getByRole('button').click();
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect(bell).toHaveText(String(notices));

  // the read is the server's: a reload starts from it (the start-up check answers the unread notices)
  await page.reload();
  await expect(page.getByTestId('notice-item').first()).toHaveAttribute('data-read', 'true');
  await expect(bell).toHaveText(String(notices));

  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `已将 ${notices - 1} 条公告标为已读` })).toBeVisible();
  await expect(bell).toHaveText('1');
  await expect(page.getByTestId('notice-bell')).toHaveAttribute('href', '/user/messageCenter');

  // the bell leads to the message center, which opens on the tab with the unread message
  await page.getByTestId('notice-bell').click();
  await expect(page.getByRole('tab', { name: /系统通知/ })).toHaveAttribute('aria-selected', 'true');
  const welcome = page.getByTestId('message-row').first();
  await welcome.getByRole('button').click();
  await expect(welcome).toHaveAttribute('data-read', 'true');
  await expect(bell).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: /全部/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  await expect(bell).toHaveCount(0);
});
