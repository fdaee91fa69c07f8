import { showToast, TOAST_DURATION_MS } from './toastStore.ts';

/**
 * The reload toast (docs/web-client.md "Messages and errors"): a success message, then the page reloads
 * once the toast has been read (2 s). For changes the data already on the page cannot follow, such as
 * the language of texts the server wrote (notices, messages, articles).
 */
export function showReloadToast(message: string, reload: () => void = () => window.location.reload()): void {
  showToast(message, 'success');
  setTimeout(reload, TOAST_DURATION_MS);
}
