import { useSyncExternalStore } from 'react';

// SPEC §3 and §7: the client's unread-notice counter, a number that never goes below zero, and the
// flag that says notices exist. At start-up the client asks GET /web/notice (type 0, subType 1,
// limit 0) and, when the total is not 0, sets the counter to it and raises the flag. Opening a
// notice on /notice counts it as read (once per notice and page load). Notices have no read state
// on the server, so a reload starts again from the total.

export type NoticeCounter = { readonly count: number; readonly flag: boolean };

const INITIAL: NoticeCounter = { count: 0, flag: false };
let state: NoticeCounter = INITIAL;
const counted = new Set<string>();
const listeners = new Set<() => void>();

function update(next: NoticeCounter): void {
  if (next.count === state.count && next.flag === state.flag) return;
  state = next;
  for (const listener of listeners) listener();
}

/** A whole, non-negative count from anything (a negative, fractional or missing total counts as 0). */
function clamp(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The start-up rule: when total is not 0, the counter becomes the total and the flag is set. */
export function applyNoticeTotal(total: number): void {
  if (!total) return;
  counted.clear();
  update({ count: clamp(total), flag: true });
}

/** Lowers the counter by `by` (default 1); it stops at zero. */
export function decrementNoticeCounter(by = 1): void {
  update({ ...state, count: clamp(state.count - clamp(by)) });
}

/** Counts one notice as read, once per notice id (opening it again changes nothing). */
export function markNoticeRead(id: string): void {
  if (counted.has(id)) return;
  counted.add(id);
  decrementNoticeCounter(1);
}

export function getNoticeCounter(): NoticeCounter {
  return state;
}

export function resetNoticeCounter(): void {
  counted.clear();
  update(INITIAL);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNoticeCounter(): NoticeCounter {
  return useSyncExternalStore(subscribe, getNoticeCounter, getNoticeCounter);
}
