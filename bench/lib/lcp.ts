// Chromium's largest contentful paint of a page on a fresh profile, optionally under Chrome DevTools'
// CPU and network throttling: the measuring half of `npm run bench:web`.
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from '../../playwright.config.ts';

/** Debian's Chromium with the end-to-end suite's switches (playwright.config.ts), and one more: */
const CHROMIUM_ARGS = [
  ...CHROMIUM_SWITCHES,
  // every host but the local server fails at once (the catalogue's Steam images): the run needs no
  // network and measures our server, not Steam's CDN
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Slow 4G as Lighthouse's mobile throttling has it: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up (bytes per second for CDP). */
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1000 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 };
export const CPU_SLOWDOWN = 4;

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Run in the page: the last largest-contentful-paint entry (a PerformanceObserver, buffered), its
 * element, and the page's time origin. A string, so that no helper of the bench's TypeScript
 * transform (tsx names functions with `__name`) is sent to the page.
 */
const READ_LCP = `new Promise((resolve) => {
  const done = (entries) => {
    const last = entries[entries.length - 1];
    const element = last && last.element;
    const testId = element && element.getAttribute('data-testid');
    resolve({
      lcpMs: last ? last.startTime : Number.NaN,
      lcpElement: element ? element.tagName.toLowerCase() + (testId ? '[' + testId + ']' : '') : '',
      timeOrigin: performance.timeOrigin,
    });
  };
  new PerformanceObserver((list) => done(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
  // no entry at all (nothing painted): answered rather than waited for forever
  setTimeout(() => done([]), 2000);
})`;

export type RequestTiming = { url: string; type: string; startMs: number; endMs: number; bytes: number };
export type PageRun = { lcpMs: number; lcpElement: string; requests: RequestTiming[] };

/**
 * Opens `url` in a new browser context (an empty cache, no cookies, no storage), throttled or not,
 * waits until the element with test id `ready` is visible (the page's own data is on screen), and
 * reads the largest contentful paint so far (PerformanceObserver, buffered), in milliseconds from
 * the navigation's start. The requests of the visit come with their start and end on the same clock.
 */
export async function measurePage(browser: Browser, url: string, ready: string, throttled: boolean): Promise<PageRun> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    const finished: Promise<RequestTiming | null>[] = [];
    page.on('requestfinished', (request) => {
      finished.push(
        (async () => {
          const timing = request.timing();
          const sizes = await request.sizes().catch(() => null);
          return {
            url: request.url(),
            type: request.resourceType(),
            startMs: timing.startTime,
            endMs: timing.startTime + timing.responseEnd,
            bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
          };
        })().catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.getByTestId(ready).first().waitFor({ state: 'visible', timeout: 120_000 });
    // what renders with the data (a web font, the rest of the grid) gets a moment to paint
    await page.waitForTimeout(throttled ? 1_000 : 300);
    const { lcpMs, lcpElement, timeOrigin } = (await page.evaluate(READ_LCP)) as { lcpMs: number; lcpElement: string; timeOrigin: number };
    const requests = (await Promise.all(finished))
      .filter((request): request is RequestTiming => request !== null)
      .map((request) => ({ ...request, startMs: request.startMs - timeOrigin, endMs: request.endMs - timeOrigin }))
      .sort((a, b) => a.startMs - b.startMs);
    return { lcpMs, lcpElement, requests };
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
