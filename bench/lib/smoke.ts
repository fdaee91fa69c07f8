// Smoke mode of every benchmark (`--smoke`, or BENCH_SMOKE=1; `npm run bench:smoke` runs them all,
// and CI runs that): the same code paths on small data for a few seconds, so a benchmark that no
// longer runs fails CI instead of being found at its next real run. Each benchmark still checks its
// own invariants (every event delivered, money conserved, both faces answering the same page…) and
// exits 1 when one fails; no figure is a goal, and the last line is still `RESULT {json}`, with
// `"smoke": true`. A setting given in the environment still wins over the smoke default.

/** Whether this run is a smoke run. */
export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** A default of a full run, or of a smoke run. */
export function sized<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full;
}
