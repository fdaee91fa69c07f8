import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests against the real server (`npm start`: API + built web app) on a fresh embedded
// database. Browsers are never downloaded: Debian's Chromium is used, its headless shell when installed.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? './data/e2e-playwright';
// Step-up verification's window, short so tests/e2e/stepUp.spec.ts can let a session age: every other
// spec takes its step-up actions (binding, withdrawing, the real name) seconds after its login.
export const E2E_STEP_UP_WINDOW_SECONDS = Number(process.env.E2E_STEP_UP_WINDOW_SECONDS ?? 90);
/** A lease day of 5 seconds: a lease's 8 days and its return's 7 days of protection pass within the leasing spec. */
export const E2E_LEASE_DAY_SECONDS = Number(process.env.E2E_LEASE_DAY_SECONDS ?? 5);
const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium (nothing downloads a browser) and its switches; bench/lib/lcp.ts measures pages in it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The suite's browser: Debian's `chromium-headless-shell` (the same engine without the browser's
 * window, GPU and compositor processes) when installed. Beside the full browser's headless mode it
 * ran the suite in a third of the time on two cores, where each full browser kept a GPU process busy.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH || !existsSync(HEADLESS_SHELL_PATH) ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromium = { ...devices['Desktop Chrome'], launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_SWITCHES } };

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // a test that passed only on its retry is named at the end (tests/e2e/flakyReporter.ts)
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['./tests/e2e/flakyReporter.ts']] : 'list',
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The step-up test waits out the window (90 s): in a project of its own, defined first, so that it
  // starts at once on one worker while the other works through the rest, instead of last, alone.
  projects: [
    { name: 'chromium-step-up', testMatch: /stepUp\.spec\.ts$/, use: chromium },
    { name: 'chromium', testIgnore: /stepUp\.spec\.ts$/, use: chromium },
  ],
  webServer: {
    // A fresh embedded database for every run: the folder is removed, the server seeds a new one.
    command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" "${DATA_DIR}" && npm start`,
    url: `${baseURL}/`,
    // warnings and errors only: every request's line would bury the test report
    // every browser of the suite comes from 127.0.0.1: a per-address request limit fit for many users
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_PER_MINUTE: '6000',
      // the suite's sign-ins all ask for their SMS codes from 127.0.0.1 (20 an hour would stop the 21st)
      SMS_CODES_PER_IP_PER_HOUR: '1000',
      SIM_PAY_NOTIFY_SCALE: '0.001',
      STEP_UP_WINDOW_SECONDS: String(E2E_STEP_UP_WINDOW_SECONDS),
      LEASE_DAY_SECONDS: String(E2E_LEASE_DAY_SECONDS),
      // E2E_SANDBOX=on starts a partner sandbox (tests/e2e/sandbox.spec.ts)
      ...(process.env.E2E_SANDBOX ? { SANDBOX: process.env.E2E_SANDBOX } : {}),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
