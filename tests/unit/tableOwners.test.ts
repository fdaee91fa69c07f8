import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../api/db/tableOwners.ts';

/**
 * A module's statements touch only the tables it owns (api/db/tableOwners.ts; docs/architecture.md
 * "Reaching the database"). Read with the TypeScript parser (comments never count), every file of
 * api/modules/** is searched for:
 *
 * - hand-written SQL: the text of every string and template literal (Prisma.sql, $queryRaw,
 *   $executeRaw, sqlRows, sqlExecute, sqlRead, plain strings alike; a template's substitutions do not
 *   count) and of every .sql file, for the tables after FROM, JOIN, UPDATE, INTO and DELETE FROM;
 * - Prisma's model queries: `<client>.<delegate>.<operation>(…)`, the delegate mapped to its table.
 *
 * It fails, naming file, line and table, when a module touches a table another module owns, and
 * when a table of prisma/schema.prisma has no owner. A module that needs another's rows asks that
 * module's service; there are no exceptions.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MODULES = join('api', 'modules');

type Use = { module: string; file: string; line: number; table: string; via: 'sql' | 'model' };

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, test);
    return test(entry.name) ? [path] : [];
  });
}

/** The delegate names of the models (`buyOrder` for model BuyOrder) and the tables they map to. */
function delegateTables(): Map<string, string> {
  const schema = readFileSync(join(ROOT, 'prisma', 'schema.prisma'), 'utf8');
  const delegates = new Map<string, string>();
  for (const match of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const table = /@@map\("([^"]+)"\)/.exec(match[2])?.[1] ?? match[1];
    delegates.set(match[1][0].toLowerCase() + match[1].slice(1), table);
  }
  return delegates;
}

const SQL_KEYWORD = /\b(?:FROM|JOIN|UPDATE|INTO|DELETE\s+FROM)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/g;
const MODEL_OPERATION =
  /^(findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy)$/;

function tablesInSql(text: string): string[] {
  return [...text.matchAll(SQL_KEYWORD)].map((match) => match[1]).filter((name) => name in TABLE_OWNERS);
}

function moduleOf(file: string): string {
  return relative(MODULES, file).split(sep)[0];
}

function usesIn(file: string, delegates: Map<string, string>): Use[] {
  const module = moduleOf(file);
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (file.endsWith('.sql')) {
    return tablesInSql(text).map((table) => ({ module, file, line: 1, table, via: 'sql' as const }));
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const uses: Use[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    let sql: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) sql = node.text;
    // the literal parts of a template, its substitutions as a space
    else if (ts.isTemplateExpression(node)) sql = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    if (sql !== undefined) for (const table of tablesInSql(sql)) uses.push({ module, file, line: lineOf(node), table, via: 'sql' });
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && MODEL_OPERATION.test(node.expression.name.text)) {
      const target = node.expression.expression;
      if (ts.isPropertyAccessExpression(target)) {
        const table = delegates.get(target.name.text);
        if (table) uses.push({ module, file, line: lineOf(node), table, via: 'model' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

function allUses(): Use[] {
  const delegates = delegateTables();
  return files(MODULES, (name) => /\.(ts|sql)$/.test(name)).flatMap((file) => usesIn(file, delegates));
}

describe('table owners', () => {
  it('every table of the schema has an owner, and every owner entry is a table', () => {
    const tables = [...delegateTables().values()].sort();
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
  });

  it('a module touches only the tables it owns (through SQL and through Prisma delegates)', () => {
    const foreign = allUses()
      .filter((use) => TABLE_OWNERS[use.table] !== use.module)
      .map((use) => `${use.file}:${use.line} ${use.module} ${use.via} ${use.table}`);
    expect(foreign).toEqual([]);
  });

  it('sees both kinds of use (the scan itself works)', () => {
    const uses = allUses();
    expect(uses.some((use) => use.via === 'sql' && use.table === 'orders' && use.module === 'order')).toBe(true);
    expect(uses.some((use) => use.via === 'model' && use.table === 'orders' && use.module === 'order')).toBe(true);
  });
});
