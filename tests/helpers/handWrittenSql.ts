// The hand-written SQL of api/, found by reading the sources with the TypeScript parser: the
// statements tests/api/preparedStatements.test.ts prepares and tests/api/rowTypes.test.ts runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GENERATED = join('api', 'db', 'generated');
export type Statement = { file: string; line: number; text: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === GENERATED ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

export const STATEMENT_START = /^[\s(]*(SELECT|INSERT|UPDATE|DELETE|WITH)\s/;

/** A literal's text, its substitutions as parameters numbered from `first` on; undefined when it is not a literal. */
export function literalText(node: ts.Node, first = 1): { text: string; next: number } | undefined {
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

export function statementsIn(file: string): Statement[] {
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

/** Every TypeScript file of api/ but Prisma's generated client. */
export function apiSourceFiles(): string[] {
  return sourceFiles('api');
}

/** The parsed source of a file of the repository. */
export function parsedSource(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The SQLSTATE of a refused statement, in each shape Prisma gives it. */
export function sqlState(error: unknown): string {
  const candidate = error as { meta?: { code?: string; driverAdapterError?: { cause?: { originalCode?: string } } }; cause?: { originalCode?: string } };
  return (
    candidate.meta?.driverAdapterError?.cause?.originalCode ??
    candidate.cause?.originalCode ??
    candidate.meta?.code ??
    /\b([0-9A-Z]{5})\b/.exec(String(error))?.[1] ??
    'unknown'
  );
}
