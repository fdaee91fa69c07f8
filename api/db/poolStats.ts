/** What node-postgres's Pool counts of its connections. */
export type PgPoolCounts = { totalCount: number; idleCount: number; waitingCount: number; options?: { max?: number } };

/** A connection pool's state: connections running a statement or held by a transaction, idle ones, and callers waiting for one. */
export type PoolStats = { inUse: number; idle: number; waiting: number; max: number | undefined };

export function poolStatsOf(pool: PgPoolCounts): PoolStats {
  return { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options?.max };
}

export function isPgPool(value: unknown): value is PgPoolCounts {
  return typeof value === 'object' && value !== null && 'totalCount' in value && 'idleCount' in value && 'waitingCount' in value;
}
