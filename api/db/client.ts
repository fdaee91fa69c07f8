import type { Database } from './database.ts';
import type { PrismaClient } from './generated/prisma/client.ts';

// One database per process, opened at start-up (or per test file). Services import `db()` rather
// than receiving the client through the GraphQL context: REST handlers and jobs call the same
// services and have no GraphQL context.
let current: Database | undefined;

export function useDatabase(database: Database): void {
  current = database;
}

export function database(): Database {
  if (!current) throw new Error('The database has not been opened');
  return current;
}

export function db(): PrismaClient {
  return database().prisma;
}
