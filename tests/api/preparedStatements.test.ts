import { describe, expect, it } from 'vitest';
import { apiSourceFiles, sqlState, statementsIn } from '../helpers/handWrittenSql.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

/**
 * Every hand-written statement of api/ that can be read statically is prepared against the migrated
 * database (docs/architecture.md "Reaching the database"), so a renamed or dropped column or table
 * fails `npm test` and not a request.
 *
 * How the statements are found: read with the TypeScript parser, every string or template literal of
 * api/ (api/db/generated aside) whose text starts with SELECT, INSERT, UPDATE, DELETE or WITH (after
 * opening parentheses) is a statement: Prisma.sql and $queryRaw/$executeRaw templates, and the texts
 * given to sqlRows, sqlExecute and sqlRead; a batched write's statement with the CTEs given beside it
 * (`{ ctes, statement }`, api/db/transaction.ts). A template's substitutions become parameters ($n after the
 * text's own), the way Prisma.sql binds a value. `PREPARE … AS <text>` then asks PostgreSQL to parse,
 * resolve and type it without running it.
 *
 * What cannot be read this way: a substitution that is itself SQL (a Prisma.sql fragment, a
 * Prisma.raw name or list) leaves a parameter where SQL was, so PostgreSQL refuses the text as a
 * syntax error (42601) or a parameter whose type it cannot tell (42P18, 42725); such a statement is
 * counted as not preparable, not as failed. Every other refusal fails the test: an unknown column
 * (42703), table (42P01), function (42883) or type (42704) above all. The fragments themselves are
 * statements only when complete; the test also keeps a floor on how many are prepared, so a change
 * to the finding cannot quietly empty it.
 */

/** Refusals that mean the text is a fragment or leaves a parameter's type open: not a broken statement. */
const NOT_STATIC = new Set(['42601', '42P18', '42725', '42P08', '42P02']);
/**
 * At least this many statements are prepared (there were 136 when the test was written; statements that
 * became Prisma model queries since, as the buy orders' and price offers' reads did, are no longer here).
 */
const PREPARED_FLOOR = 110;

describe('hand-written statements', () => {
  const testDatabase = useTestDatabase();

  it('each one the migrated database can prepare, or it is a fragment', async () => {
    const prisma = testDatabase().prisma;
    const statements = apiSourceFiles().flatMap(statementsIn);
    const broken: string[] = [];
    let prepared = 0;
    for (const [index, statement] of statements.entries()) {
      try {
        await prisma.$executeRawUnsafe(`PREPARE checked_${index} AS ${statement.text}`);
        await prisma.$executeRawUnsafe(`DEALLOCATE checked_${index}`);
        prepared++;
      } catch (error) {
        const state = sqlState(error);
        if (!NOT_STATIC.has(state))
          broken.push(
            `${statement.file}:${statement.line} (${state}) ${String((error as Error).message)
              .split('\n')
              .at(-1)}`,
          );
      }
    }
    console.log('STATS', statements.length, prepared, broken.length);
    expect(broken).toEqual([]);
    expect(prepared).toBeGreaterThanOrEqual(PREPARED_FLOOR);
  });
});
