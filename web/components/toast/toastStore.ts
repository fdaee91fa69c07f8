// The one toast system of the web app (top centre, 2 seconds: docs/web-client.md "Messages and
// errors"). A module store, so that code outside React (the Relay network layer) can show a toast too.

export const TOAST_DURATION_MS = 2000;

export type ToastKind = 'info' | 'success' | 'error';
export type Toast = { id: number; message: string; kind: ToastKind };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Shows a message for 2 s. The same message already on screen is not stacked twice. */
export function showToast(message: string, kind: ToastKind = 'info'): void {
  const text = message.trim();
  if (!text) return;
  const existing = toasts.find((toast) => toast.message === text && toast.kind === kind);
  if (existing) dismissToast(existing.id);
  const toast: Toast = { id: nextId++, message: text, kind };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
}

export function getToasts(): Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Removes every toast at once (tests start from none). */
export function clearToasts(): void {
  toasts = [];
  emit();
}
