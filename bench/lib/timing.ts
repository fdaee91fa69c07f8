import { performance } from 'node:perf_hooks';

export type Summary = { samples: number; p50: number; p95: number; mean: number; min: number };

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarise(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
    min: sorted[0] ?? Number.NaN,
  };
}

export type Contender = { name: string; run: () => Promise<unknown> };

/**
 * Runs every contender `warmup` times, then `iterations` rounds in which each runs once, one at a
 * time, in an order that rotates every round, so drift (caches, GC, the machine's other work)
 * falls on all of them alike. Returns each contender's latencies in milliseconds.
 */
export async function measureInterleaved(contenders: readonly Contender[], warmup: number, iterations: number): Promise<Map<string, number[]>> {
  for (let round = 0; round < warmup; round += 1) {
    for (const contender of contenders) await contender.run();
  }
  const samples = new Map(contenders.map((contender) => [contender.name, [] as number[]]));
  for (let round = 0; round < iterations; round += 1) {
    for (let index = 0; index < contenders.length; index += 1) {
      const contender = contenders[(round + index) % contenders.length];
      const started = performance.now();
      await contender.run();
      samples.get(contender.name)!.push(performance.now() - started);
    }
  }
  return samples;
}
