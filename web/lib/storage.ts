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
} as const;
