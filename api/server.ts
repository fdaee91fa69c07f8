// Process entry: config -> database -> migrations -> catalogue (and demo data) -> jobs -> listen; graceful shutdown.
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { useDatabase } from './db/client.ts';
import { type Database, openDatabase } from './db/database.ts';
import { JobQueue } from './db/jobs.ts';
import { applyMigrations } from './db/migrate.ts';
import { useReplica } from './db/replica.ts';
import { createPorts } from './integrations/ports.ts';
import { SecretBox } from './security/encryption.ts';
import { securePrivateDirectories } from './security/privateDirectory.ts';
import { loggerOptions } from './logging/logger.ts';
import { stopTracing } from './observability/tracing.ts';
import { seedDatabase } from '../prisma/seed/seed.ts';

export async function startServer() {
  const started = performance.now();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = loggerOptions(config);
  const directoryWarnings = securePrivateDirectories(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    dataDir: config.dataDir,
    poolSize: config.jobs.databasePoolSize,
  });
  useDatabase(database);
  // public reads go to the replica while its lag is under the maximum (api/db/replica.ts)
  const replica = config.replica
    ? useReplica(await openDatabase({ databaseUrl: config.replica.databaseUrl, poolSize: config.jobs.databasePoolSize }), { maxLagMs: config.replica.maxLagMs })
    : undefined;
  let logLine = (line: string) => console.log(line);
  let warn = (error: unknown, message: string) => console.warn(message, error);
  const ports = createPorts(config, (line) => logLine(line));
  const jobs = new JobQueue(database, {
    clock: ports.clock,
    mode: 'poll',
    log: (error, message) => warn(error, message),
    poolSize: config.jobs.poolSize,
    concurrency: config.jobs.concurrency,
    batchSize: config.jobs.batchSize,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
    queueConcurrency: config.jobs.queueConcurrency,
  });
  const app = await buildApp({ config, ports, jobs, logger });
  logLine = (line) => app.log.info(line);
  // A promise rejected with nobody to catch it (a library's floating one: pg-boss completes a fetched
  // batch without awaiting it, which rejects when the database has just terminated the connection) is
  // logged, and the process goes on: every change runs in a transaction that committed or rolled back,
  // and an unfinished job is retried. The process ends only for a signal or a failed start, both logged.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection; the process goes on'));
  for (const warning of directoryWarnings) app.log.warn(warning);
  warn = (error, message) => app.log.warn({ err: error }, message);

  const applied = await migrateDatabase(config, database);
  if (applied.length) app.log.info({ migrations: applied }, 'applied migrations');
  await seedDatabase(database.prisma, { demo: config.demoSeed, secrets: new SecretBox(config.encryptionKeys), log: (message) => app.log.info(message) });

  // pg-boss creates (or migrates) its own schema, `pgboss`, on start
  await jobs.start();
  const resumed = await app.services.inventory.resumeRefreshes();
  if (resumed) app.log.info({ refreshes: resumed }, 'queued inventory refreshes left by a stopped process');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    // running jobs get a few seconds to finish; the others are retried by the next process
    await jobs.stop(7_000);
    replica?.stop();
    await replica?.database.close();
    await database.close();
    await stopTracing();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `marketplace ready at http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL'}) in ${Math.round(performance.now() - started)} ms`,
  );
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startServer();
}

/** Applies the migrations; past a transaction pooler, on a connection of their own (the engine's lock is a session's). */
async function migrateDatabase(config: AppConfig, database: Database): Promise<string[]> {
  if (!config.databaseDirectUrl) return applyMigrations(database.adapterFactory);
  const direct = await openDatabase({ databaseUrl: config.databaseDirectUrl, poolSize: 2 });
  try {
    return await applyMigrations(direct.adapterFactory);
  } finally {
    await direct.close();
  }
}
