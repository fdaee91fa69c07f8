// npm run db:seed: applies pending migrations, imports the catalogue and, when DEMO_SEED is on (the
// default for the embedded database), creates the demo market; then prints what the database holds.
import { loadConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/database.ts';
import { applyMigrations } from '../../api/db/migrate.ts';
import { SecretBox } from '../../api/security/encryption.ts';
import { seedDatabase } from '../seed/seed.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await applyMigrations(database.adapterFactory);
  if (applied.length > 0) console.log(`applied migrations: ${applied.join(', ')}`);
  await seedDatabase(database.prisma, { demo: config.demoSeed, secrets: new SecretBox(config.encryptionKeys), log: (message) => console.log(message) });

  const { prisma } = database;
  const [templates, collections, onSale, sold] = await Promise.all([
    prisma.itemTemplate.count(),
    prisma.collection.count(),
    prisma.listing.count({ where: { status: 'ON_SALE' } }),
    prisma.listing.count({ where: { status: 'SOLD' } }),
  ]);
  console.log(`templates: ${templates}, collections: ${collections}, listings on sale: ${onSale}, sold: ${sold}`);
} finally {
  await database.close();
}
