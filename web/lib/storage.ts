// Safe access to localStorage and sessionStorage: private modes and disabled storage throw, and
// a preference that cannot be stored must not break the page.

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null, kind: Area = 'local'): void {
  try {
    const storage = area(kind);
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // storage full or disabled: the preference lasts for this page only
  }
}

/** Keys of everything the web app keeps in the browser. */
export const STORAGE_KEYS = {
  language: 'lang',
  currency: 'currency',
  searchHistory: 'searchHistory',
  serverErrorRedirected: 'serverErrorRedirected',
  lastPagePath: 'lastPagePath',
  /**
   * The signed-in user's entries, cleared at logout (docs/web-client.md "Signing in and out").
   * `id`: the signed-in user's id, written when the session loads, so that a change of account in
   * another tab can be told apart. `order`: the order number the user last worked on
   * (the orders pages use it; cleared here so that the next user never sees it). `button`: the
   * cooldowns of countdown buttons as JSON { name: endsAtEpochMs } (the login modal's "send code"
   * button), so that a reload does not restart a 60 s countdown.
   */
  userId: 'id',
  order: 'order',
  button: 'button',
} as const;

/** The entries that belong to the signed-in user and are removed at logout: the next user never sees them. */
export const USER_STORAGE_KEYS = [STORAGE_KEYS.userId, STORAGE_KEYS.order, STORAGE_KEYS.button] as const;

export function clearUserEntries(): void {
  for (const key of USER_STORAGE_KEYS) writeStored(key, null);
}
