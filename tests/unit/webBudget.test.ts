// The web client's size budget per route: a change that makes the first-load
// JavaScript of any route more than 5 % heavier (gzip) than bench/web-budget.json records fails the
// suite. The figures are those of `npm run bench:web` (bench/lib/firstLoad.ts, from a fresh build).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWeb, firstLoad, ROOT } from '../../bench/lib/firstLoad.ts';

const BUDGET_FILE = path.join(ROOT, 'bench', 'web-budget.json');
const ALLOWED_GROWTH = 0.05;
const UPDATE_COMMAND = 'UPDATE_WEB_BUDGET=1 npx vitest run --project unit tests/unit/webBudget.test.ts';

type Budget = { about: string; firstLoadGzipBytes: Record<string, number> };

describe('the web client size budget', () => {
  // one production build of the client (about 20 s on two cores, longer on a busy machine)
  it(`no route's first-load JavaScript grows more than ${ALLOWED_GROWTH * 100} % over bench/web-budget.json`, { timeout: 300_000 }, async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'web-budget-'));
    let routes: ReturnType<typeof firstLoad>['routes'];
    try {
      await buildWeb(outDir);
      routes = firstLoad(outDir).routes;
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
    const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;
    if (process.env.UPDATE_WEB_BUDGET) {
      // the deliberate way to accept new sizes: the file is rewritten from this build, to be committed
      const firstLoadGzipBytes = Object.fromEntries(routes.map((route) => [route.route, route.size.gzip]));
      writeFileSync(BUDGET_FILE, `${JSON.stringify({ ...budget, firstLoadGzipBytes }, null, 2)}\n`);
      return;
    }
    const problems = routes.flatMap(({ route, size }) => {
      const recorded = budget.firstLoadGzipBytes[route];
      if (recorded === undefined) return [`${route}: ${size.gzip} bytes, not in the budget (a new route)`];
      const growth = size.gzip / recorded - 1;
      return growth > ALLOWED_GROWTH ? [`${route}: ${size.gzip} bytes, ${(growth * 100).toFixed(1)} % over its ${recorded}`] : [];
    });
    expect(
      problems,
      `first-load JavaScript over the budget (gzip, bench/web-budget.json); npm run bench:web shows where the bytes go. To accept it deliberately: ${UPDATE_COMMAND}, then commit bench/web-budget.json saying why`,
    ).toEqual([]);
  });
});
