// A real streaming replica: a primary of the test's own (initdb in a temporary directory, replication
// allowed; the CI server's pg_hba has no replication line) and a standby made by `pg_basebackup -R`,
// with the app in this process. Public market reads are answered by the replica; a write on the
// primary reaches the replica's answers within the lag bound; a replica whose replay is paused is
// left once its lag passes REPLICA_MAX_LAG_MS; a stopped replica fails no request. Needs
// TEST_DATABASE_URL (as the other scale tests; the PostgreSQL 15 binaries of that machine are used)
// and runs in the scale project (.ci/run).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '../../api/db/client.ts';
import { type Database, openDatabase } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { onPublicRead, type ReadReplica, type ReadTarget, useReplica } from '../../api/db/replica.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { until } from '../helpers/until.ts';
import { freePort } from './apiProcesses.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const MAX_LAG_MS = 1000;
const HASH_NAME = 'AK-47 | Redline (Field-Tested)';
const enabled = Boolean(process.env.TEST_DATABASE_URL) && existsSync(path.join(BIN, 'initdb'));

let directory = '';
let primaryPort = 0;
let replicaPort = 0;
let primary: Database | undefined;
let replicaDatabase: Database | undefined;
let replica: ReadReplica | undefined;
let api: TestApp | undefined;
const targets: ReadTarget[] = [];

// PostgreSQL refuses to run as root: the servers run as the postgres user then
const asServerUser = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { stdio: 'pipe' })
    : execFileSync(path.join(BIN, command), args, { stdio: 'pipe' });
const urlOf = (port: number, name = 'market') => `postgres://postgres@127.0.0.1:${port}/${name}`;

async function sql<Row extends Record<string, unknown>>(port: number, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: urlOf(port) });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

async function marketQuantity(): Promise<number> {
  const { status, body } = await api!.rest<{ list: { hashName: string; quantity: number }[] }>(`/web/market?search=${encodeURIComponent(HASH_NAME)}`);
  expect(status).toBe(200);
  return body.data.list.find((item) => item.hashName === HASH_NAME)?.quantity ?? 0;
}

async function lastTarget(): Promise<ReadTarget | undefined> {
  targets.length = 0;
  await marketQuantity();
  return targets.at(-1);
}

/** Sells one listing of HASH_NAME on the primary (the market figures a sale changes). */
async function sellOne(): Promise<number> {
  const [row] = await sql<{ quantity: number }>(
    primaryPort,
    `UPDATE market_stats SET quantity = quantity - 1, sales_count = sales_count + 1
     WHERE template_id = (SELECT id FROM item_templates WHERE hash_name = '${HASH_NAME.replaceAll("'", "''")}') RETURNING quantity`,
  );
  return row.quantity;
}

describe.skipIf(!enabled)('a streaming read replica', () => {
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'replica-test-'));
    if (process.getuid?.() === 0)
      chownSync(directory, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const primaryDir = path.join(directory, 'primary');
    const replicaDir = path.join(directory, 'replica');
    // trust for local connections, replication included (initdb writes the replication lines)
    asServerUser('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
    appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      `\nport = ${primaryPort}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${directory}'\nwal_level = replica\nmax_wal_senders = 4\nfsync = off\n`,
    );
    asServerUser('pg_ctl', ['-D', primaryDir, '-l', path.join(directory, 'primary.log'), '-w', 'start']);
    const admin = new pg.Client({ connectionString: urlOf(primaryPort, 'postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE market');
    await admin.end();
    primary = await openDatabase({ databaseUrl: urlOf(primaryPort) });
    useDatabase(primary);
    await applyMigrations(primary.adapterFactory);
    await seedMarketFixtures();
    await sql(primaryPort, 'CHECKPOINT');

    asServerUser('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
    appendFileSync(path.join(replicaDir, 'postgresql.auto.conf'), `\nport = ${replicaPort}\n`);
    asServerUser('pg_ctl', ['-D', replicaDir, '-l', path.join(directory, 'replica.log'), '-w', 'start']);
    replicaDatabase = await openDatabase({ databaseUrl: urlOf(replicaPort) });
    replica = useReplica(replicaDatabase, { maxLagMs: MAX_LAG_MS, intervalMs: 100 });
    onPublicRead((target) => targets.push(target));
    api = await createTestApp(primary);
    await until(() => replica!.usable(), 10_000);
  }, 120_000);

  afterAll(async () => {
    onPublicRead(undefined);
    replica?.stop();
    await api?.app.close().catch(() => {});
    await replicaDatabase?.close().catch(() => {});
    await primary?.close().catch(() => {});
    for (const server of ['replica', 'primary']) {
      try {
        asServerUser('pg_ctl', ['-D', path.join(directory, server), '-m', 'immediate', 'stop']);
      } catch {
        // not running
      }
    }
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('answers public reads from the replica', async () => {
    const [standby] = await sql<{ standby: boolean }>(replicaPort, 'SELECT pg_is_in_recovery() AS standby');
    expect(standby.standby).toBe(true);
    expect(await lastTarget()).toBe('replica');
    expect(await marketQuantity()).toBeGreaterThan(0);
  });

  it('shows a sale on the primary in the replica’s answers within the lag bound', async () => {
    const before = await marketQuantity();
    const sold = Date.now();
    const left = await sellOne();
    expect(left).toBe(before - 1);
    await until(async () => (await marketQuantity()) === left, MAX_LAG_MS);
    expect(Date.now() - sold).toBeLessThan(MAX_LAG_MS);
    expect(await lastTarget()).toBe('replica');
  });

  it('reads from the primary once a paused replica lags more than the maximum, and from the replica again when it caught up', async () => {
    await sql(replicaPort, 'SELECT pg_wal_replay_pause()');
    const left = await sellOne();
    await until(() => !replica!.usable(), MAX_LAG_MS * 5);
    expect(await lastTarget()).toBe('primary');
    expect(await marketQuantity()).toBe(left);
    await sql(replicaPort, 'SELECT pg_wal_replay_resume()');
    await until(() => replica!.usable(), 5_000);
    expect(await lastTarget()).toBe('replica');
    expect(await marketQuantity()).toBe(left);
  });

  it('fails no request when the replica stops', async () => {
    asServerUser('pg_ctl', ['-D', path.join(directory, 'replica'), '-m', 'immediate', 'stop']);
    for (let read = 0; read < 5; read += 1) expect(await marketQuantity()).toBeGreaterThan(0);
    expect(replica!.usable()).toBe(false);
    expect(await lastTarget()).toBe('primary');
  });
});
