import { useSyncExternalStore } from 'react';
import type { IEnvironment } from 'relay-runtime';
import { webApiFor } from '../relay/webApi.ts';

// The client's unread-notice counter, a number that never goes below zero, and the
// flag that says notices exist. At start-up the client asks GET /web/notice (type 0, subType 1,
// limit 0) and, when the total is not 0, sets the counter to it and raises the flag.
// For a signed-in user the API answers that user's unread notices (their reads are kept on the
// server), and every reading answers the new count, which replaces the counter. A visitor has no
// read state: their total is the number of notices, and opening a notice counts it read for this
// page load only (once per notice). Signing in or out asks again. The header adds the unread
// messages to this counter (NoticeBell).

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

/** The server's new unread count of a signed-in user, after a reading: it replaces the counter. */
export function setUnreadNotices(unread: number): void {
  update({ count: clamp(unread), flag: state.flag || clamp(unread) > 0 });
}

/** Lowers the counter by `by` (default 1); it stops at zero. */
export function decrementNoticeCounter(by = 1): void {
  update({ ...state, count: clamp(state.count - clamp(by)) });
}

/** A visitor counts one notice as read, once per notice id (opening it again changes nothing). */
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
  checks += 1; // an answer of an earlier check no longer counts
  update(INITIAL);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNoticeCounter(): NoticeCounter {
  // a page rendered on the server shows no count (the check is the browser's), and hydrates so
  return useSyncExternalStore(subscribe, getNoticeCounter, () => INITIAL);
}

/** GET /web/notice?type=0&subType=1&limit=0 answers { list, total } (and `count` for a signed-in user). */
type NoticeTotal = { total: number };

let checks = 0;

/**
 * The notice check, at start-up and again when the user signs in or out (`fresh`: the
 * counter starts over, as the count now belongs to someone else). It runs in the background and its
 * failures are silent: a missing notice badge is not worth an error message. Only the latest
 * check's answer is applied.
 */
export async function checkNotices(environment: IEnvironment, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  if (fresh) resetNoticeCounter();
  const check = ++checks;
  try {
    const data = await webApiFor(environment)<NoticeTotal>('/web/notice', { params: { type: 0, subType: 1, limit: 0 }, handleErrors: true });
    if (check === checks) applyNoticeTotal(Number(data?.total ?? 0));
  } catch {
    // no badge
  }
}
