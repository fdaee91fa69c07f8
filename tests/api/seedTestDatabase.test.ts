import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/testDatabase.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe('createTestDatabase', () => {
  it(`opens ${serverUrl ? 'the PostgreSQL server of TEST_DATABASE_URL' : 'an in-memory PGlite'}, migrated and empty`, async () => {
    const database = await createTestDatabase();
    try {
      expect(database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
      const [migrations] = await database.prisma.$queryRawUnsafe<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM _prisma_migrations WHERE finished_at IS NOT NULL',
      );
      expect(migrations.count).toBeGreaterThan(0);
      expect(await database.prisma.itemTemplate.count()).toBe(0);
      expect(await database.prisma.user.count()).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('gives each database a copy of its own of the migrated template, with the job queue schema and no rows', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.prisma.user.create({ data: { nickname: 'only in the first' } });
      expect(await first.prisma.user.count()).toBe(1);
      expect(await second.prisma.user.count()).toBe(0);
      const [jobSchema] = await second.prisma.$queryRawUnsafe<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name = 'job'`,
      );
      expect(jobSchema.count).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it.runIf(serverUrl)('starts every database from a clean schema, whatever the previous run left', async () => {
    const previous = await createTestDatabase();
    try {
      await previous.prisma.user.create({ data: { nickname: 'left over' } });
      await previous.prisma.$executeRawUnsafe('CREATE TABLE stray_table (id int)');
    } finally {
      await previous.close();
    }

    const database = await createTestDatabase();
    try {
      expect(await database.prisma.user.count()).toBe(0);
      const [stray] = await database.prisma.$queryRawUnsafe<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'stray_table'`,
      );
      expect(stray.count).toBe(0);
    } finally {
      await database.close();
    }
  });
});
