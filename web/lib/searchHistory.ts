import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

/** How many searches the history keeps (the most recent first). */
export const SEARCH_HISTORY_LIMIT = 10;

const listeners = new Set<() => void>();
let cache: { raw: string | null; entries: string[] } | null = null;

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string').slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function readSearchHistory(): string[] {
  const raw = readStored(STORAGE_KEYS.searchHistory);
  if (!cache || cache.raw !== raw) cache = { raw, entries: parse(raw) };
  return cache.entries;
}

function save(entries: string[]): void {
  writeStored(STORAGE_KEYS.searchHistory, entries.length ? JSON.stringify(entries) : null);
  for (const listener of listeners) listener();
}

/** Puts a term first, without duplicates, keeping the last SEARCH_HISTORY_LIMIT terms. */
export function addSearchHistory(term: string): void {
  const text = term.trim();
  if (!text) return;
  save([text, ...readSearchHistory().filter((entry) => entry !== text)].slice(0, SEARCH_HISTORY_LIMIT));
}

export function removeSearchHistory(term: string): void {
  save(readSearchHistory().filter((entry) => entry !== term));
}

export function clearSearchHistory(): void {
  save([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.searchHistory || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The search history, shared live by every search box of the page (and other tabs). */
export function useSearchHistory(): string[] {
  return useSyncExternalStore(subscribe, readSearchHistory, () => []);
}
