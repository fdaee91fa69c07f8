// Every migration must survive how the PostgreSQL driver adapter runs it: @prisma/adapter-pg's
// executeScript splits the script at every semicolon, comments and quoted bodies included, and runs
// the pieces one by one (PGlite runs the script whole, so the embedded tests alone would not notice).
// A semicolon inside a comment, a string or a dollar-quoted function body breaks the deployment on
// PostgreSQL; a function body spells its semicolons as the escape \073 instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../prisma/migrations');
const migrations = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ name: entry.name, sql: readFileSync(join(root, entry.name, 'migration.sql'), 'utf8') }));

/** What the adapter runs: the pieces between semicolons, trimmed, empty ones dropped. */
const piecesOf = (sql: string) =>
  sql
    .split(';')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);

/** A piece is a whole statement when, once its comment lines are gone, no quote or dollar quote is left open ('' escapes pair up). */
function isWholeStatement(piece: string): boolean {
  const code = piece
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const quotes = (code.match(/'/g) ?? []).length;
  const dollars = (code.match(/\$\$/g) ?? []).length;
  return quotes % 2 === 0 && dollars % 2 === 0;
}

describe('migration scripts', () => {
  it('are found', () => {
    expect(migrations.length).toBeGreaterThan(10);
  });

  for (const migration of migrations) {
    it(`${migration.name} splits at its semicolons into whole statements`, () => {
      const commentsWithSemicolons = migration.sql.split('\n').filter((line) => line.trim().startsWith('--') && line.includes(';'));
      expect(commentsWithSemicolons).toEqual([]);
      expect(piecesOf(migration.sql).filter((piece) => !isWholeStatement(piece))).toEqual([]);
    });
  }

  it('would catch the semicolon of a plpgsql body', () => {
    const broken = "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no'; END; $$;";
    expect(piecesOf(broken).every(isWholeStatement)).toBe(false);
  });
});
