import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery, Transaction } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/prisma/client.ts';
import { ensurePrivateDirectory } from '../security/privateDirectory.ts';
import { isPgPool, type PoolStats, poolStatsOf } from './poolStats.ts';
import { driverEnded, driverStarted, preparedStatementName } from './sql.ts';

export type SqlListener = (sql: string) => void;

export type Database = {
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  kind: 'pglite' | 'postgres';
  /** The server's connection string (PostgreSQL), for clients with their own pool (the job queue). */
  databaseUrl: string | undefined;
  /** Where a connection that keeps a session goes (LISTEN, the job queue, a session's lock): past the pooler when there is one. */
  sessionUrl: string | undefined;
  /** The embedded instance (PGlite), for clients that run SQL on it directly (the job queue). */
  pglite: PGlite | undefined;
  /**
   * The driver adapter Prisma connected (observed, so the N+1 guard counts its statements), once it
   * has: hand-written reads outside a transaction go to it directly (api/db/read.ts).
   */
  driver(): SqlDriverAdapter | undefined;
  /** The state of the app's connection pool (PostgreSQL); undefined on PGlite (one embedded connection) or before the first statement. */
  poolStats(): PoolStats | undefined;
  /** Registers a listener for every SQL statement sent; returns the unsubscribe function. */
  onSql(listener: SqlListener): () => void;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  /** PostgreSQL itself when databaseUrl is a transaction pooler: statements on databaseUrl are then sent unnamed. */
  directUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: starts from this data directory snapshot (PGlite's dumpDataDir), e.g. a migrated test template. */
  loadDataDir?: Blob;
};

const countedMethods = new Set(['queryRaw', 'executeRaw']);
// the statements by which Prisma ends a transaction on a connection it then releases (sql.ts sends nothing after them)
const ENDING_STATEMENTS = new Set(['COMMIT', 'ROLLBACK']);
const LONGEST_ENDING_STATEMENT = 16;

/** Whether a statement ends its transaction; a long text (every other statement) is not copied to find out. */
const endsTransaction = (sql: string) => sql.length <= LONGEST_ENDING_STATEMENT && ENDING_STATEMENTS.has(sql.trim().toUpperCase());

/**
 * Wraps a connection so that every statement it runs is reported (the N+1 guard reads this). Each
 * method is wrapped once per connection, not at every call: the purchase path runs a dozen
 * statements a transaction through here.
 */
function observe<T extends SqlDriverAdapter | Transaction>(target: T, emit: SqlListener): T {
  const wrapped = new Map<PropertyKey, unknown>();
  const wrap = (object: T, property: PropertyKey, value: (...args: unknown[]) => unknown, receiver: T): unknown => {
    if (countedMethods.has(String(property))) {
      return (query: SqlQuery) => {
        emit(query.sql);
        if (endsTransaction(query.sql)) driverEnded(receiver);
        return value.call(object, query);
      };
    }
    if (property === 'commit' || property === 'rollback') {
      return (...args: unknown[]) => {
        driverEnded(receiver);
        return value.apply(object, args);
      };
    }
    if (property === 'startTransaction') {
      return async (...args: unknown[]) => {
        const started = observe((await value.apply(object, args)) as T, emit);
        // sql.ts sends hand-written statements of this transaction straight to it
        driverStarted(started as Transaction);
        return started;
      };
    }
    return value.bind(object);
  };
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      let method = wrapped.get(property);
      if (method === undefined) {
        method = wrap(object, property, value as (...args: unknown[]) => unknown, receiver);
        wrapped.set(property, method);
      }
      return method;
    },
  });
}

function observedFactory(
  factory: SqlMigrationAwareDriverAdapterFactory,
  emit: SqlListener,
  connected: (adapter: SqlDriverAdapter) => void,
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = observe(await factory.connect(), emit);
      connected(adapter);
      return adapter;
    },
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const listeners = new Set<SqlListener>();
  const emit: SqlListener = (sql) => {
    for (const listener of listeners) listener(sql);
  };

  let baseFactory: SqlMigrationAwareDriverAdapterFactory;
  let closeDriver: () => Promise<void>;
  let kind: Database['kind'];
  let pglite: PGlite | undefined;

  if (options.databaseUrl) {
    kind = 'postgres';
    const pg = new PrismaPg(
      {
        connectionString: options.databaseUrl,
        max: options.poolSize ?? 10,
        // A connection the server ends (a restart, pg_terminate_backend, a proxy) while a caller holds it
        // between statements emits 'error' on its client; with no listener that ends the process. The
        // pool's idle handler and the transaction's own listener cover most moments, not all: this one
        // is always there, and the caller's next statement fails with the error instead.
        onConnect: (client) => void client.on('error', () => {}),
      },
      // behind a transaction pooler a statement prepared on one server connection is unknown on the next
      { statementNameGenerator: options.directUrl ? () => '' : preparedStatementName },
    );
    baseFactory = pg as unknown as SqlMigrationAwareDriverAdapterFactory;
    closeDriver = async () => {};
  } else {
    kind = 'pglite';
    const directory = options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined;
    if (directory) {
      ensurePrivateDirectory(options.dataDir!);
      ensurePrivateDirectory(directory);
    }
    const embedded = await PGlite.create({ dataDir: directory, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
    pglite = embedded;
    const factory = new PrismaPGlite(embedded);
    // The adapter's own shadow database lacks our extensions; migration diffs replay on this one.
    baseFactory = Object.assign(factory, {
      connectToShadowDb: async () => new PrismaPGlite(await PGlite.create({ extensions: { pg_trgm } })).connect(),
    });
    closeDriver = () => embedded.close();
  }

  let driver: SqlDriverAdapter | undefined;
  const adapterFactory = observedFactory(baseFactory, emit, (adapter) => {
    driver = adapter;
  });
  const prisma = new PrismaClient({ adapter: adapterFactory });

  return {
    prisma,
    adapterFactory: baseFactory,
    kind,
    databaseUrl: options.databaseUrl,
    sessionUrl: options.directUrl ?? options.databaseUrl,
    pglite,
    driver: () => driver,
    poolStats() {
      const underlying = (driver as { underlyingDriver?: () => unknown } | undefined)?.underlyingDriver?.();
      return isPgPool(underlying) ? poolStatsOf(underlying) : undefined;
    },
    onSql(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      driver = undefined;
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}
