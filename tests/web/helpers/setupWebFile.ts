// Setup file of the web test project (vitest.config.ts), run before each file. A worker runs many
// files in one jsdom on the modules it imported once (isolate: false): every test starts from an
// empty document, empty storage, no toasts and no notice count, and each file leaves the globals it
// stubbed, the timers and the address as the next one expects them.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../../../web/components/toast/toastStore.ts';
import { resetNoticeCounter } from '../../../web/lib/noticeCounter.ts';

// relay-test-utils' mock environment records calls with jest.fn; vitest's vi.fn is compatible.
(globalThis as { jest?: unknown }).jest ??= vi;
// a file's first test also transforms and imports the page it renders (a lazy route module): on a
// loaded two-core CI machine that alone took over 5 s, so waits get most of the test's 20 s
configure({ asyncUtilTimeout: 15_000 });
// jsdom does not scroll
window.scrollTo = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // React Router's <ScrollRestoration> keeps the positions it saved in its module and takes them
  // from here when it mounts: the module outlives a test, the positions must not
  window.sessionStorage.setItem('react-router-scroll-positions', '{}');
  resetNoticeCounter();
  clearToasts();
});
afterEach(() => cleanup());
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});
