// The purge jobs keep the tables that grow bounded (docs/operations.md "Tables that grow"): each table
// is filled past its retention with a few thousand rows on a controlled clock, its job runs, and the
// old rows are gone in batches of PURGE_BATCH_SIZE (each its own transaction) while the recent ones
// and the pending callback deliveries stay. The batch statements find their rows by an index.
// On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { PURGE_IDEMPOTENCY_KEYS_SQL } from '../../api/db/idempotency.ts';
import { purgeInBatches } from '../../api/db/purge.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { PURGE_SESSIONS_SQL, PURGE_SMS_CODES_SQL } from '../../api/modules/auth/auth.service.ts';
import { PURGE_REFRESHES_SQL } from '../../api/modules/inventory/inventory.service.ts';
import { PURGE_EVENTS_SQL } from '../../api/modules/events/events.service.ts';
import { PURGE_CALLBACKS_SQL } from '../../api/modules/openplatform/callbackDeliveries.ts';
import { PURGE_NONCES_SQL } from '../../api/modules/openplatform/partnerAuth.ts';
import { PURGE_EVENTS_JOB, PURGE_IDEMPOTENCY_KEYS_JOB, PURGE_PARTNER_CALLBACKS_JOB, PURGE_PARTNER_NONCES_JOB, PURGE_SESSIONS_JOB } from '../../api/services.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const BATCH = 500;
/** Rows past their retention (4 full batches and a part: 5 batches) and rows within it, per table. */
const OLD = 2_300;
const RECENT = 700;
const DAY_MS = 86_400_000;
const RETENTION_DAYS = 30;

type LogLine = { event?: string; table?: string; deleted?: number; batches?: number; done?: boolean };
const logLines: LogLine[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

const clock = new ControlledClock(new Date('2026-11-28T12:00:00Z'));
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
const now = () => clock.now().toISOString();
let api: TestApp;
let userId: string;

const testDatabase = useTestDatabase();
beforeAll(async () => {
  api = await createTestApp(testDatabase(), {
    clock,
    env: { PURGE_BATCH_SIZE: String(BATCH), EVENT_RETENTION_DAYS: String(RETENTION_DAYS) },
    logger: { level: 'info', stream: logStream },
  });
  userId = (await db().user.create({ data: { nickname: 'purged' } })).id;
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

/** Runs one purge job through the queue; answers what it logged per table. */
async function runJob(name: string): Promise<Map<string, LogLine>> {
  const from = logLines.length;
  await api.jobs.send(name, {});
  await api.jobs.runDue();
  return new Map(
    logLines
      .slice(from)
      .filter((line) => line.event === 'purge')
      .map((line) => [line.table!, line]),
  );
}

const count = async (sql: string) => (await db().$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${sql}`))[0].n;

/**
 * The purge's plan for one batch: the batch's rows are found by `index`, then deleted by their address
 * (no scan of the table). Both plans a prepared statement may get: the one for its values, and the
 * generic one PostgreSQL switches to after a few runs (values unknown: `$1`).
 */
async function expectBatchUses(statement: string, values: string[], table: string, index: string) {
  await db().$executeRawUnsafe(`ANALYZE ${table}`);
  for (const mode of ['force_custom_plan', 'force_generic_plan']) {
    const rows = await db().$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL plan_cache_mode = ${mode}`);
      await tx.$executeRawUnsafe(`PREPARE purge_batch AS ${statement}`);
      const plan = await tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN EXECUTE purge_batch(${[...values.map((value) => `'${value}'`), BATCH].join(', ')})`,
      );
      await tx.$executeRawUnsafe('DEALLOCATE purge_batch');
      return plan;
    });
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan, plan).toContain(index);
    expect(plan, plan).toContain(`Tid Scan on ${table}`);
    expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    if (mode === 'force_generic_plan') expect(plan, plan).toContain('$1');
  }
}

describe('purge jobs', () => {
  it('events: those older than EVENT_RETENTION_DAYS go in batches, the newer stay', async () => {
    // old: from 31 days ago back; recent: within the last day
    await db().$executeRawUnsafe(
      `INSERT INTO events (type, aggregate_type, aggregate_id, aggregate_seq, audience_user_ids, payload, occurred_at)
       SELECT 'message.created', 'purge-test', 'a' || (i % 50), i, '{}', '{}', CASE WHEN i <= $1 THEN $3::timestamp - i * interval '1 minute' ELSE $4::timestamp - (i - $1) * interval '1 second' END
       FROM generate_series(1, $2::int) i`,
      OLD,
      OLD + RECENT,
      at(-31 * DAY_MS),
      now(),
    );
    const cutoff = at(-RETENTION_DAYS * DAY_MS);
    await expectBatchUses(PURGE_EVENTS_SQL, [cutoff], 'events', 'events_occurred_at_idx');
    const logged = await runJob(PURGE_EVENTS_JOB);
    expect(logged.get('events')).toMatchObject({ deleted: OLD, batches: 5, done: true });
    expect(await count(`events WHERE aggregate_type = 'purge-test' AND occurred_at < '${cutoff}'`)).toBe(0);
    expect(await count(`events WHERE aggregate_type = 'purge-test'`)).toBe(RECENT);
  });

  it('sessions past their expiry and codes older than two hours go; live sessions and recent codes stay', async () => {
    await db().$executeRawUnsafe(
      `INSERT INTO sessions (id, token_hash, user_id, keep_login, expires_at, created_at, last_seen_at)
       SELECT gen_random_uuid()::text, md5('purge' || i), $3, false, CASE WHEN i <= $1 THEN $4::timestamp - i * interval '1 second' ELSE $4::timestamp + interval '1 hour' END, $4, $4
       FROM generate_series(1, $2::int) i`,
      OLD,
      OLD + RECENT,
      userId,
      now(),
    );
    await db().$executeRawUnsafe(
      `INSERT INTO sms_codes (id, phone, purpose, code_hash, ip, expires_at, created_at)
       SELECT gen_random_uuid()::text, '13900000000', 'login', 'x', '10.0.0.1', $4, CASE WHEN i <= $1 THEN $3::timestamp - i * interval '1 second' ELSE $4::timestamp - interval '1 hour' END
       FROM generate_series(1, $2::int) i`,
      OLD,
      OLD + RECENT,
      at(-3 * 3_600_000),
      now(),
    );
    await expectBatchUses(PURGE_SESSIONS_SQL, [now()], 'sessions', 'sessions_expires_at_idx');
    await expectBatchUses(PURGE_SMS_CODES_SQL, [at(-2 * 3_600_000)], 'sms_codes', 'sms_codes_created_at_idx');
    const logged = await runJob(PURGE_SESSIONS_JOB);
    expect(logged.get('sessions')).toMatchObject({ deleted: OLD, batches: 5, done: true });
    expect(logged.get('sms_codes')).toMatchObject({ deleted: OLD, batches: 5, done: true });
    expect(await count(`sessions WHERE user_id = '${userId}'`)).toBe(RECENT);
    expect(await count(`sessions WHERE expires_at <= '${now()}'`)).toBe(0);
    expect(await count(`sms_codes WHERE phone = '13900000000'`)).toBe(RECENT);
  });

  it('idempotency keys past their 24 hours go, the others stay', async () => {
    await db().$executeRawUnsafe(
      `INSERT INTO idempotency_keys (user_id, key, operation, fingerprint, response, created_at, expires_at)
       SELECT $3, 'purge-' || i, 'purge.test', 'f', '{}', $4::timestamp - interval '1 day', CASE WHEN i <= $1 THEN $4::timestamp - i * interval '1 second' ELSE $4::timestamp + interval '1 hour' END
       FROM generate_series(1, $2::int) i`,
      OLD,
      OLD + RECENT,
      userId,
      now(),
    );
    await expectBatchUses(PURGE_IDEMPOTENCY_KEYS_SQL, [now()], 'idempotency_keys', 'idempotency_keys_expires_at_idx');
    const logged = await runJob(PURGE_IDEMPOTENCY_KEYS_JOB);
    expect(logged.get('idempotency_keys')).toMatchObject({ deleted: OLD, batches: 5, done: true });
    expect(await count(`idempotency_keys WHERE user_id = '${userId}'`)).toBe(RECENT);
  });

  it('partner nonces past their 10 minutes go, the others stay', async () => {
    await db().$executeRawUnsafe(
      `INSERT INTO partner_nonces (app_id, nonce, expires_at)
       SELECT 'app_00000000000000aa', 'nonce-' || i, CASE WHEN i <= $1 THEN $3::timestamp - i * interval '1 second' ELSE $3::timestamp + interval '5 minutes' END
       FROM generate_series(1, $2::int) i`,
      OLD,
      OLD + RECENT,
      now(),
    );
    await expectBatchUses(PURGE_NONCES_SQL, [now()], 'partner_nonces', 'partner_nonces_expires_at_idx');
    const logged = await runJob(PURGE_PARTNER_NONCES_JOB);
    expect(logged.get('partner_nonces')).toMatchObject({ deleted: OLD, batches: 5, done: true });
    expect(await count(`partner_nonces WHERE app_id = 'app_00000000000000aa'`)).toBe(RECENT);
  });

  it('callback deliveries ended before the retention go with their attempts; pending and recent ones stay', async () => {
    const PENDING_OLD = 40;
    // 1..OLD: old, delivered or failed; then PENDING_OLD old but pending; then RECENT delivered within the retention
    await db().$executeRawUnsafe(
      `INSERT INTO partner_callbacks (id, app_id, event_id, status, attempts, created_at)
       SELECT 'purge-cb-' || i, 'app_00000000000000bb', i,
         (CASE WHEN i > $1 AND i <= $1 + $3 THEN 'PENDING' WHEN i % 2 = 0 THEN 'FAILED' ELSE 'DELIVERED' END)::partner_callback_status, 2,
         CASE WHEN i <= $1 + $3 THEN $4::timestamp - i * interval '1 minute' ELSE $5::timestamp - interval '1 day' END
       FROM generate_series(1, $2::int) i`,
      OLD,
      OLD + PENDING_OLD + RECENT,
      PENDING_OLD,
      at(-(RETENTION_DAYS + 1) * DAY_MS),
      now(),
    );
    await db().$executeRawUnsafe(
      `INSERT INTO partner_callback_attempts (id, callback_id, number, attempted_at, latency_ms)
       SELECT gen_random_uuid()::text, c.id, n, c.created_at, 10 FROM partner_callbacks c, generate_series(1, 2) n WHERE c.app_id = 'app_00000000000000bb'`,
    );
    await expectBatchUses(PURGE_CALLBACKS_SQL, [at(-RETENTION_DAYS * DAY_MS)], 'partner_callbacks', 'partner_callbacks_created_at_idx');
    const logged = await runJob(PURGE_PARTNER_CALLBACKS_JOB);
    expect(logged.get('partner_callbacks')).toMatchObject({ deleted: OLD, batches: 5, done: true });
    expect(await count(`partner_callbacks WHERE app_id = 'app_00000000000000bb'`)).toBe(PENDING_OLD + RECENT);
    expect(await count(`partner_callbacks WHERE app_id = 'app_00000000000000bb' AND status = 'PENDING'`)).toBe(PENDING_OLD);
    expect(await count(`partner_callback_attempts WHERE callback_id LIKE 'purge-cb-%'`)).toBe(2 * (PENDING_OLD + RECENT));
  });

  it('inventory refreshes finished more than 30 days ago go, but each user’s latest and a running one stay', async () => {
    // 50 users: each has 46 old finished refreshes (one a day from 31 days ago back) and, for the first
    // 40, one within the month; the last 10 users' latest is an old one, which stays
    const users = await db().$queryRawUnsafe<{ id: string }[]>(
      `INSERT INTO users (id, nickname) SELECT 'purge-refresh-' || u, 'r' || u FROM generate_series(1, 50) u RETURNING id`,
    );
    expect(users).toHaveLength(50);
    await db().$executeRawUnsafe(
      `INSERT INTO inventory_refreshes (id, user_id, status, accounts_total, started_at, finished_at)
       SELECT 'purge-refresh-' || u || '-' || d, 'purge-refresh-' || u, 'SUCCEEDED', 1, $1::timestamp - d * interval '1 day', $1::timestamp - d * interval '1 day' + interval '1 minute'
       FROM generate_series(1, 50) u, generate_series(0, 45) d`,
      at(-31 * DAY_MS),
    );
    await db().$executeRawUnsafe(
      `INSERT INTO inventory_refreshes (id, user_id, status, accounts_total, started_at, finished_at)
       SELECT 'purge-refresh-' || u || '-recent', 'purge-refresh-' || u, 'SUCCEEDED', 1, $1::timestamp - u * interval '1 minute', $1::timestamp
       FROM generate_series(1, 40) u`,
      now(),
    );
    // a refresh left RUNNING by a stopped process is resumed at start-up, however old
    await db().$executeRawUnsafe(
      `INSERT INTO inventory_refreshes (id, user_id, status, accounts_total, started_at)
       VALUES ('purge-refresh-running', 'purge-refresh-1', 'RUNNING', 1, $1::timestamp - interval '100 days')`,
      at(-31 * DAY_MS),
    );
    const before = await count(`inventory_refreshes WHERE user_id LIKE 'purge-refresh-%'`);
    expect(before).toBe(50 * 46 + 40 + 1);
    await expectBatchUses(PURGE_REFRESHES_SQL, [at(-RETENTION_DAYS * DAY_MS)], 'inventory_refreshes', 'inventory_refreshes_started_at_idx');
    const logged = await runJob(PURGE_EVENTS_JOB);
    // 40 users lose all 46 old ones, 10 users keep their latest old one: 2,290 rows, 5 batches
    expect(logged.get('inventory_refreshes')).toMatchObject({ deleted: 40 * 46 + 10 * 45, batches: 5, done: true });
    expect(await count(`inventory_refreshes WHERE user_id LIKE 'purge-refresh-%'`)).toBe(40 + 10 + 1);
    expect(await count(`inventory_refreshes WHERE id = 'purge-refresh-running'`)).toBe(1);
    // every user still has their latest refresh to show
    expect(
      await count(
        `users WHERE id LIKE 'purge-refresh-%' AND NOT EXISTS (SELECT 1 FROM inventory_refreshes r WHERE r.user_id = users.id AND r.status = 'SUCCEEDED')`,
      ),
    ).toBe(0);
  });

  it('a run stops between batches once its time budget is spent, and the next run goes on', async () => {
    await db().$executeRawUnsafe(
      `INSERT INTO partner_nonces (app_id, nonce, expires_at)
       SELECT 'app_00000000000000cc', 'budget-' || i, $2::timestamp - i * interval '1 second' FROM generate_series(1, $1::int) i`,
      3 * BATCH,
      now(),
    );
    const spent = await purgeInBatches(PURGE_NONCES_SQL, [now()], { batchSize: BATCH, budgetMs: 0 });
    expect(spent).toEqual({ deleted: BATCH, batches: 1, done: false });
    expect(await count(`partner_nonces WHERE app_id = 'app_00000000000000cc'`)).toBe(2 * BATCH);
    const rest = await purgeInBatches(PURGE_NONCES_SQL, [now()], { batchSize: BATCH, budgetMs: 60_000 });
    expect(rest).toEqual({ deleted: 2 * BATCH, batches: 3, done: true });
    expect(await count(`partner_nonces WHERE app_id = 'app_00000000000000cc'`)).toBe(0);
  });
});
