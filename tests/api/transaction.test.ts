// The transaction helper (api/db/transaction.ts): isolation levels, and retries of serialization
// failures and deadlocks. Conflicts need two connections, so those tests run on PostgreSQL only
// (TEST_DATABASE_URL, as in CI); PGlite has one connection and runs transactions one at a time.
import { DriverAdapterError } from '@prisma/driver-adapter-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import { Prisma } from '../../api/db/generated/prisma/client.ts';
import { sqlRead } from '../../api/db/read.ts';
import { sqlExecute, sqlRows } from '../../api/db/sql.ts';
import { type BatchedWrite, isRetryableConflict, transaction, writeBeforeCommit } from '../../api/db/transaction.ts';
import { AppError } from '../../api/errors.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const testDatabase = useTestDatabase();

beforeEach(async () => {
  await db().user.deleteMany({ where: { id: { in: ['tx-a', 'tx-b'] } } });
  await db().user.createMany({
    data: [
      { id: 'tx-a', nickname: '0' },
      { id: 'tx-b', nickname: '0' },
    ],
  });
});

const nickname = async (id: string) => (await db().user.findUniqueOrThrow({ where: { id } })).nickname;

/** A promise that resolves when `count` parties have arrived. */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

describe('recognising conflicts', () => {
  it('knows each shape a serialization failure or deadlock takes through Prisma 7 and its driver adapters', () => {
    const known = (code: string, meta: Record<string, unknown> = {}) =>
      new Prisma.PrismaClientKnownRequestError('conflict', { code, clientVersion: '7', meta });
    const adapterError = (cause: Record<string, unknown>) => ({ name: 'DriverAdapterError', cause });
    expect(isRetryableConflict(known('P2034'))).toBe(true);
    expect(isRetryableConflict(known('P2010', { driverAdapterError: adapterError({ kind: 'TransactionWriteConflict', originalCode: '40001' }) }))).toBe(true);
    // PGlite's adapter reports a deadlock as a plain postgres error
    expect(isRetryableConflict(known('P2010', { driverAdapterError: adapterError({ kind: 'postgres', code: '40P01', originalCode: '40P01' }) }))).toBe(true);
    expect(isRetryableConflict(new DriverAdapterError({ kind: 'TransactionWriteConflict' }))).toBe(true);
    expect(
      isRetryableConflict(
        new DriverAdapterError({
          kind: 'postgres',
          code: '40P01',
          severity: 'ERROR',
          message: 'deadlock detected',
          detail: undefined,
          column: undefined,
          hint: undefined,
        }),
      ),
    ).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(true);

    expect(isRetryableConflict(known('P2002'))).toBe(false);
    expect(isRetryableConflict(known('P2010', { driverAdapterError: adapterError({ kind: 'postgres', code: '23514', originalCode: '23514' }) }))).toBe(false);
    expect(isRetryableConflict(new DriverAdapterError({ kind: 'UniqueConstraintViolation', constraint: undefined }))).toBe(false);
    expect(isRetryableConflict(new AppError('errors.badRequest'))).toBe(false);
    expect(isRetryableConflict(new Error('boom'))).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });

  it('runs other failures once and rethrows them untouched, rolling back', async () => {
    let attempts = 0;
    const refusal = new AppError('errors.badRequest');
    await expect(
      transaction(async (tx) => {
        attempts += 1;
        await tx.user.update({ where: { id: 'tx-a' }, data: { nickname: 'changed' } });
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(attempts).toBe(1);
    expect(await nickname('tx-a')).toBe('0');
  });
});

describe('hand-written statements (api/db/sql.ts)', () => {
  it('write in the transaction they are sent in: seen by its Prisma queries, undone by its rollback', async () => {
    await expect(
      transaction(async (tx) => {
        expect(await sqlExecute(tx, 'UPDATE users SET nickname = $1 WHERE id = ANY($2::text[])', ['7', ['tx-a', 'tx-b']])).toBe(2);
        expect((await tx.user.findUniqueOrThrow({ where: { id: 'tx-b' } })).nickname).toBe('7');
        await tx.user.update({ where: { id: 'tx-a' }, data: { nickname: '8' } });
        expect(await sqlRows(tx, 'SELECT nickname FROM users WHERE id = $1', ['tx-a'])).toEqual([{ nickname: '8' }]);
        throw new AppError('errors.badRequest');
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect([await nickname('tx-a'), await nickname('tx-b')]).toEqual(['0', '0']);
  });

  it('send nothing once Prisma has ended the transaction (its timeout passed while the work still ran)', async () => {
    await expect(
      transaction(
        async (tx) => {
          await sqlExecute(tx, 'UPDATE users SET nickname = $1 WHERE id = $2', ['1', 'tx-a']);
          await new Promise((resolve) => setTimeout(resolve, 600));
          // the connection is back in the pool: sent now, this would commit on its own (or inside another caller's transaction)
          await sqlExecute(tx, 'UPDATE users SET nickname = $1 WHERE id = $2', ['2', 'tx-b']);
        },
        { timeout: 150, maxAttempts: 1 },
      ),
    ).rejects.toThrow();
    expect([await nickname('tx-a'), await nickname('tx-b')]).toEqual(['0', '0']);
  });

  it('bind dates as the instant they are and answer the driver values', async () => {
    const at = new Date('2026-11-26T23:30:00.125Z');
    const row = await transaction(async (tx) => {
      await sqlExecute(tx, 'UPDATE users SET created_at = $1 WHERE id = $2', [at, 'tx-a']);
      return (
        await sqlRows<{ n: number; big: string; yes: boolean; none: null; text: string }>(
          tx,
          'SELECT $1::int AS n, $2::bigint AS big, $3::boolean AS yes, NULL AS none, $4::text AS text',
          [7, 9_007_199_254_740_993n, true, '甲'],
        )
      ).at(0);
    });
    expect(row).toEqual({ n: 7, big: '9007199254740993', yes: true, none: null, text: '甲' });
    expect((await db().user.findUniqueOrThrow({ where: { id: 'tx-a' } })).createdAt.toISOString()).toBe(at.toISOString());
  });
});

describe('writes batched before COMMIT (writeBeforeCommit)', () => {
  type Named = { id: string; nickname: string };
  const rename = (rows: Named[]): BatchedWrite => ({
    statement: Prisma.sql`UPDATE users u SET nickname = x.nickname
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id text, nickname text) WHERE u.id = x.id`,
  });
  // another owner's write, of other rows (a row changed by two writes of one statement would keep one change)
  const greet = (rows: { id: string }[]): BatchedWrite => ({
    ctes: Prisma.sql`greet_input AS (SELECT jsonb_array_elements_text(${JSON.stringify(rows.map((row) => row.id))}::jsonb) AS user_id)`,
    statement: Prisma.sql`INSERT INTO messages (id, user_id, category, kind, params, created_at)
      SELECT gen_random_uuid()::text, user_id, 'SYSTEM', 'batched', '{}', now() FROM greet_input`,
  });

  it('writes the rows of every owner once, in one statement after the work, and nothing of an attempt that rolled back', async () => {
    const sent: string[] = [];
    const stop = testDatabase().onSql((sql) => sent.push(sql));
    try {
      await expect(
        transaction(async (tx) => {
          await writeBeforeCommit(tx, 'rename', [{ id: 'tx-a', nickname: 'lost' }], rename);
          throw new AppError('errors.badRequest');
        }),
      ).rejects.toBeInstanceOf(AppError);
      sent.length = 0;
      await transaction(async (tx) => {
        await writeBeforeCommit(tx, 'greet', [{ id: 'tx-b' }], greet, { last: true });
        await writeBeforeCommit(tx, 'rename', [{ id: 'tx-a', nickname: 'A' }], rename);
        await writeBeforeCommit(tx, 'rename', [{ id: 'tx-b', nickname: 'B' }], rename);
        // not written yet: the work still runs
        expect(await sqlRows(tx, 'SELECT nickname FROM users WHERE id = $1', ['tx-a'])).toEqual([{ nickname: '0' }]);
      });
    } finally {
      stop();
    }
    const writes = sent.filter((sql) => sql.includes('UPDATE users') || sql.includes('INSERT INTO messages'));
    expect(writes).toHaveLength(1);
    // the batch asked for first comes first; the one marked last after it
    expect(writes[0].indexOf('UPDATE users')).toBeLessThan(writes[0].indexOf('INSERT INTO messages'));
    expect(sent.indexOf(writes[0])).toBeGreaterThan(sent.findIndex((sql) => sql.startsWith('SELECT nickname')));
    const users = await db().user.findMany({ where: { id: { in: ['tx-a', 'tx-b'] } }, orderBy: { id: 'asc' } });
    expect(users.map((user) => user.nickname)).toEqual(['A', 'B']);
    expect(await db().message.count({ where: { userId: 'tx-b', kind: 'batched' } })).toBe(1);
  });

  it('writes at once in a transaction not opened by transaction()', async () => {
    await db().$transaction(async (tx) => {
      await writeBeforeCommit(tx, 'rename', [{ id: 'tx-a', nickname: 'now' }], rename);
      expect(await tx.user.findUniqueOrThrow({ where: { id: 'tx-a' } })).toMatchObject({ nickname: 'now' });
    });
  });
});

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it("prepares a hand-written statement once per connection, and leaves Prisma's own unprepared", async () => {
    const text = 'SELECT nickname FROM users WHERE id = $1 AND 17 = 17';
    const prepared = await transaction(async (tx) => {
      await sqlRows(tx, text, ['tx-a']);
      await tx.user.findUniqueOrThrow({ where: { id: 'tx-a' } });
      return sqlRows<{ statement: string }>(tx, 'SELECT statement FROM pg_prepared_statements WHERE NOT from_sql');
    });
    // this connection's session holds the statement itself (prepared by the first run), and the
    // query that read the list; nothing of Prisma's
    expect(prepared.map((row) => row.statement)).toContain(text);
    expect(prepared.some((row) => row.statement.includes('"public"."users"'))).toBe(false);
  });

  it('sends a hand-written read outside a transaction unprepared, planned for its values', async () => {
    const text = 'SELECT statement FROM pg_prepared_statements WHERE NOT from_sql AND 18 = 18';
    // a prepared statement would find itself: it is prepared before it runs
    const prepared = await sqlRead<{ statement: string }>(text);
    expect(prepared.map((row) => row.statement)).not.toContain(text);
  });

  it('sends hand-written statements on the connection of their own transaction, nested ones on theirs', async () => {
    const txid = async (tx: Parameters<Parameters<typeof transaction>[0]>[0]) => ({
      prisma: String((await tx.$queryRaw<{ id: bigint }[]>`SELECT txid_current() AS id`)[0].id),
      sql: (await sqlRows<{ id: string }>(tx, 'SELECT txid_current()::text AS id'))[0].id,
    });
    const [outer, inner] = await transaction(async (tx) => {
      const nested = await transaction((other) => txid(other));
      return [await txid(tx), nested];
    });
    expect(outer.sql).toBe(outer.prisma);
    expect(inner.sql).toBe(inner.prisma);
    expect(inner.sql).not.toBe(outer.sql);
  });

  it('opens READ COMMITTED by default and the level a caller asks for', async () => {
    const level = (options?: Parameters<typeof transaction>[1]) =>
      transaction(async (tx) => (await tx.$queryRaw<{ transaction_isolation: string }[]>`SHOW transaction_isolation`)[0].transaction_isolation, options);
    expect(await level()).toBe('read committed');
    expect(await level({ isolationLevel: 'RepeatableRead' })).toBe('repeatable read');
    expect(await level({ isolationLevel: 'Serializable' })).toBe('serializable');
  });

  it('retries a SERIALIZABLE transaction that lost a read-then-write race, and the retry wins', async () => {
    let attempts = 0;
    const result = await transaction(
      async (tx) => {
        attempts += 1;
        const before = Number((await tx.user.findUniqueOrThrow({ where: { id: 'tx-a' } })).nickname);
        if (attempts === 1) {
          // a competitor reads and writes the same row and commits while this one is open
          await transaction(
            async (other) => {
              const seen = Number((await other.user.findUniqueOrThrow({ where: { id: 'tx-a' } })).nickname);
              await other.user.update({ where: { id: 'tx-a' }, data: { nickname: String(seen + 10) } });
            },
            { isolationLevel: 'Serializable' },
          );
        }
        await tx.user.update({ where: { id: 'tx-a' }, data: { nickname: String(before + 1) } });
        return before + 1;
      },
      { isolationLevel: 'Serializable', baseDelayMs: 1 },
    );
    expect(attempts).toBe(2);
    expect(result).toBe(11);
    expect(await nickname('tx-a')).toBe('11');
  });

  it('retries the loser of a write skew (two SERIALIZABLE transactions reading both rows, each writing one): both effects land', async () => {
    const bothRead = barrier(2);
    let attempts = 0;
    // each sets its row to the sum of both rows plus one: run one after the other this gives 1 then 2
    const run = (id: string) =>
      transaction(
        async (tx) => {
          attempts += 1;
          const rows = await tx.user.findMany({ where: { id: { in: ['tx-a', 'tx-b'] } } });
          await bothRead();
          const sum = rows.reduce((total, row) => total + Number(row.nickname), 0);
          await tx.user.update({ where: { id }, data: { nickname: String(sum + 1) } });
        },
        { isolationLevel: 'Serializable', baseDelayMs: 1 },
      );
    await Promise.all([run('tx-a'), run('tx-b')]);
    // one loser at least; its retry may start before the winner has committed and lose once more
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect([await nickname('tx-a'), await nickname('tx-b')].sort()).toEqual(['1', '2']);
  });

  it('retries a deadlock victim under READ COMMITTED', async () => {
    const bothLocked = barrier(2);
    let attempts = 0;
    const run = (first: string, second: string) =>
      transaction(
        async (tx) => {
          attempts += 1;
          await tx.$executeRaw`UPDATE users SET nickname = (nickname::int + 1)::text WHERE id = ${first}`;
          await bothLocked();
          await tx.$executeRaw`UPDATE users SET nickname = (nickname::int + 1)::text WHERE id = ${second}`;
        },
        { baseDelayMs: 1 },
      );
    await Promise.all([run('tx-a', 'tx-b'), run('tx-b', 'tx-a')]);
    expect(attempts).toBe(3);
    expect([await nickname('tx-a'), await nickname('tx-b')]).toEqual(['2', '2']);
  });

  it('gives up after the last attempt and rethrows the conflict, changing nothing', async () => {
    let attempts = 0;
    const failure = await transaction(
      async (tx) => {
        attempts += 1;
        await tx.user.findUniqueOrThrow({ where: { id: 'tx-b' } });
        // every attempt loses the same race
        await db().user.update({ where: { id: 'tx-b' }, data: { nickname: String(attempts * 100) } });
        await tx.user.update({ where: { id: 'tx-b' }, data: { nickname: 'lost' } });
      },
      { isolationLevel: 'RepeatableRead', maxAttempts: 3, baseDelayMs: 1 },
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(attempts).toBe(3);
    expect(isRetryableConflict(failure)).toBe(true);
    expect(await nickname('tx-b')).toBe('300');
  });
});
