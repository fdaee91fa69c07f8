// Prisma migrations through the WebAssembly schema engine (docs/architecture.md): the CLI's native engine
// is a download, which our machines cannot make. Same SQL files, same `_prisma_migrations` table.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bindMigrationAwareSqlAdapterFactory, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import type { PrismaClient } from './generated/prisma/client.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const schemaPath = path.join(projectRoot, 'prisma', 'schema.prisma');
export const migrationsDir = path.join(projectRoot, 'prisma', 'migrations');
const noFilter = { externalTables: [], externalEnums: [] };

type EngineModule = { SchemaEngine: typeof SchemaEngine; __wbg_set_wasm(exports: unknown): void };
/**
 * One engine instance per process, kept on globalThis: the bindings module is Node's one shared
 * instance, and a second copy of this file (a test runner loads it once per project) that bound it to
 * a new WebAssembly instance would leave the first one's live objects pointing into foreign memory
 * (the engine then panics with garbage).
 */
const perProcess = globalThis as { prismaSchemaEngineModule?: Promise<EngineModule> };

function loadEngineModule(): Promise<EngineModule> {
  perProcess.prismaSchemaEngineModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const packageDir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    const bindings = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as EngineModule;
    const bytes = readFileSync(path.join(packageDir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
    return bindings;
  })();
  return perProcess.prismaSchemaEngineModule;
}

async function withEngine<T>(adapterFactory: SqlMigrationAwareDriverAdapterFactory, work: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const schema = readFileSync(schemaPath, 'utf8');
  // The engine does not close the connections it opens; on PostgreSQL an idle one would keep the
  // migration advisory lock until its pool drops it, stalling the next process that migrates.
  const opened: SqlDriverAdapter[] = [];
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: adapterFactory.provider,
    adapterName: adapterFactory.adapterName,
    connect: async () => {
      const connection = await adapterFactory.connect();
      opened.push(connection);
      return connection;
    },
    connectToShadowDb: () => adapterFactory.connectToShadowDb(),
  };
  const engine = await SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, () => {}, bindMigrationAwareSqlAdapterFactory(tracked));
  try {
    return await work(engine);
  } finally {
    engine.free();
    await Promise.all(opened.map((connection) => connection.dispose()));
  }
}

export function readMigrations(): MigrationList {
  const directories = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const lockfilePath = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: {
      path: 'migration_lock.toml',
      content: existsSync(lockfilePath) ? readFileSync(lockfilePath, 'utf8') : null,
    },
    shadowDbInitScript: '',
    migrationDirectories: directories.map((name) => {
      const file = path.join(migrationsDir, name, 'migration.sql');
      return {
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: existsSync(file) ? { tag: 'ok' as const, value: readFileSync(file, 'utf8') } : { tag: 'error' as const, value: `${file} is missing` },
        },
      };
    }),
  };
}

/** The migrations of this release: the folder names under prisma/migrations, in order. */
export function migrationNames(): string[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Which of `expected` the database has not applied (finished and not rolled back), by `_prisma_migrations`. */
export async function unappliedMigrations(prisma: PrismaClient, expected: readonly string[]): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const applied = new Set(rows.map((row) => row.migration_name));
  return expected.filter((name) => !applied.has(name));
}

/** Applies the pending migrations, as `prisma migrate deploy` does. Returns their names. */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  return withEngine(adapterFactory, async (engine) => {
    const output = await engine.applyMigrations({ migrationsList: readMigrations(), filters: noFilter });
    return output.appliedMigrationNames;
  });
}

/**
 * Writes a migration that takes the database from the committed migrations to schema.prisma.
 * Returns the new folder's name, or undefined when the schema has no changes.
 */
export async function createMigration(adapterFactory: SqlMigrationAwareDriverAdapterFactory, name: string, now = new Date()): Promise<string | undefined> {
  const migrations = readMigrations();
  const script = await withEngine(adapterFactory, async (engine) => {
    const result = await engine.diff({
      from: migrations.migrationDirectories.length > 0 ? { tag: 'migrations', ...migrations } : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }] },
      script: true,
      exitCode: null,
      filters: noFilter,
    });
    return result.stdout ?? '';
  });
  if (!/^\s*[A-Z]/m.test(script.replace(/^--.*$/gm, ''))) return undefined;

  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const folder = `${stamp}_${name.replace(/[^a-z0-9_]+/gi, '_').toLowerCase()}`;
  mkdirSync(path.join(migrationsDir, folder), { recursive: true });
  writeFileSync(path.join(migrationsDir, folder, 'migration.sql'), script);
  const lockfile = path.join(migrationsDir, 'migration_lock.toml');
  if (!existsSync(lockfile)) {
    writeFileSync(lockfile, '# Please do not edit this file manually\nprovider = "postgresql"\n');
  }
  return folder;
}
