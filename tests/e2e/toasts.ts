// Toasts last two seconds (docs/web-client.md). expect() polls, more slowly as it waits, and on a loaded machine a
// toast shown while the test still waits for something else (a navigation) can come and go between
// two polls: armed before the action, this watches the page at every frame instead.
import type { Page } from '@playwright/test';

/** Resolves once a toast holding `text` has been on the page, however briefly; call it before the action that shows it. */
export function toastShown(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction((wanted) => [...document.querySelectorAll('[data-testid="toast"]')].some((toast) => toast.textContent?.includes(wanted)), text, {
    polling: 'raf',
    timeout: 15_000,
  });
}
