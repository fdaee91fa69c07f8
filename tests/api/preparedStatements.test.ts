import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
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

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GENERATED = join('api', 'db', 'generated');
/** Refusals that mean the text is a fragment or leaves a parameter's type open: not a broken statement. */
const NOT_STATIC = new Set(['42601', '42P18', '42725', '42P08', '42P02']);
/**
 * At least this many statements are prepared (there were 136 when the test was written; statements that
 * became Prisma model queries since, as the buy orders' and price offers' reads did, are no longer here).
 */
const PREPARED_FLOOR = 110;

type Statement = { file: string; line: number; text: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === GENERATED ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const STATEMENT_START = /^[\s(]*(SELECT|INSERT|UPDATE|DELETE|WITH)\s/;

/** A literal's text, its substitutions as parameters numbered from `first` on; undefined when it is not a literal. */
function literalText(node: ts.Node, first = 1): { text: string; next: number } | undefined {
  if (ts.isTaggedTemplateExpression(node)) return literalText(node.template, first);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { text: node.text, next: first };
  if (!ts.isTemplateExpression(node)) return undefined;
  const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  const start = Math.max(first - 1, ...[...parts.join(' ').matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  return { text: parts.reduce((whole, part, index) => `${whole}$${start + index}${part}`), next: start + parts.length };
}

/** A batched write (api/db/transaction.ts BatchedWrite): `{ ctes, statement }`, the statement reading the CTEs given beside it. */
function batchedWrite(node: ts.Node): string | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const property = (name: string) =>
    node.properties.find((item): item is ts.PropertyAssignment => ts.isPropertyAssignment(item) && ts.isIdentifier(item.name) && item.name.text === name)
      ?.initializer;
  const ctes = property('ctes');
  const statement = property('statement');
  if (!ctes || !statement) return undefined;
  const withText = literalText(ctes);
  const body = withText && literalText(statement, withText.next);
  return withText && body ? `WITH ${withText.text} ${body.text}` : undefined;
}

function statementsIn(file: string): Statement[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Statement[] = [];
  const visit = (node: ts.Node) => {
    const text = batchedWrite(node) ?? (ts.isTaggedTemplateExpression(node) ? undefined : literalText(node)?.text);
    if (text !== undefined && STATEMENT_START.test(text)) {
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The SQLSTATE of a refused statement, in each shape Prisma gives it. */
function sqlState(error: unknown): string {
  const candidate = error as { meta?: { code?: string; driverAdapterError?: { cause?: { originalCode?: string } } }; cause?: { originalCode?: string } };
  return (
    candidate.meta?.driverAdapterError?.cause?.originalCode ??
    candidate.cause?.originalCode ??
    candidate.meta?.code ??
    /\b([0-9A-Z]{5})\b/.exec(String(error))?.[1] ??
    'unknown'
  );
}

describe('hand-written statements', () => {
  const testDatabase = useTestDatabase();

  it('each one the migrated database can prepare, or it is a fragment', async () => {
    const prisma = testDatabase().prisma;
    const statements = sourceFiles('api').flatMap(statementsIn);
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
