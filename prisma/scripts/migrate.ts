// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database.
import { loadConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrate.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await applyMigrations(database.adapterFactory);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}
