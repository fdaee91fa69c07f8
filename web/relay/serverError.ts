import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';

export const SERVER_ERROR_PATH = '/serverError';

/** The page path (with its query string) the user was on when the server failed, if any. */
export function lastPagePath(): string | null {
  return readStored(STORAGE_KEYS.lastPagePath, 'session');
}

/**
 * A 500 sends the user to /serverError once per browser session (sessionStorage), remembering the page
 * path to return to (docs/web-client.md "Messages and errors"). Returns false when the redirect was
 * already used.
 */
export function redirectToServerErrorOnce(navigate: (path: string) => void): boolean {
  if (readStored(STORAGE_KEYS.serverErrorRedirected, 'session')) return false;
  writeStored(STORAGE_KEYS.serverErrorRedirected, '1', 'session');
  const { pathname, search } = window.location;
  if (pathname !== SERVER_ERROR_PATH) writeStored(STORAGE_KEYS.lastPagePath, `${pathname}${search}`, 'session');
  navigate(SERVER_ERROR_PATH);
  return true;
}
