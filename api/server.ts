// Process entry: config -> database -> migrations -> catalogue (and demo data) -> listen; graceful shutdown.
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { useDatabase } from './db/client.ts';
import { openDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import { createPorts } from './integrations/ports.ts';
import { securePrivateDirectories } from './security/privateDirectory.ts';
import { seedDatabase } from '../prisma/seed/seed.ts';

export async function startServer() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(config.isProduction ? {} : { transport: undefined }),
  };
  const directoryWarnings = securePrivateDirectories(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  useDatabase(database);
  let logLine = (line: string) => console.log(line);
  const app = await buildApp({ config, ports: createPorts(config, (line) => logLine(line)), logger });
  logLine = (line) => app.log.info(line);
  for (const warning of directoryWarnings) app.log.warn(warning);

  const applied = await applyMigrations(database.adapterFactory);
  if (applied.length) app.log.info({ migrations: applied }, 'applied migrations');
  await seedDatabase(database.prisma, { demo: config.demoSeed, log: (message) => app.log.info(message) });

  const purge = () =>
    app.services.auth
      .purgeExpired()
      .then((purged) => app.log.debug(purged, 'purged expired sessions and codes'))
      .catch((error) => app.log.warn({ err: error }, 'purging expired sessions failed'));
  const purgeTimer = setInterval(purge, 3_600_000).unref();
  void purge();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    clearInterval(purgeTimer);
    await app.close();
    await database.close();
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
