// npm run db:diff -- <name>: writes prisma/migrations/<timestamp>_<name>/migration.sql from the
// difference between the committed migrations and schema.prisma (a shadow database replays them).
import { loadConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/database.ts';
import { createMigration } from '../../api/db/migrate.ts';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run db:diff -- <migration_name>');
  process.exit(2);
}
const config = loadConfig();
// A throwaway in-memory PGlite is enough to replay migrations unless a server is configured.
const database = await openDatabase({ databaseUrl: config.databaseUrl });
try {
  const folder = await createMigration(database.adapterFactory, name);
  console.log(folder ? `created prisma/migrations/${folder}/migration.sql` : 'schema.prisma has no changes');
} finally {
  await database.close();
}
