import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One service shape (docs/architecture.md "One service shape"): every service is a class built once in
 * api/services.ts with what it uses passed in (the clock among them), and every transaction is opened
 * by the helper of api/db/transaction.ts. Read with the TypeScript parser (comments never count), this
 * fails naming file and line when:
 *
 * - code of api/, prisma/ or bench/ opens a transaction itself (`$transaction(…)`), but the helper;
 * - a domain module reads the machine's time (`new Date()` without arguments, `Date.now()`) instead of
 *   the clock its service was given;
 * - a service class of api/modules (a class exported by a *.service.ts file, or the ledger) is built
 *   anywhere in api/ but api/services.ts, or not there.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GENERATED = join('api', 'db', 'generated');
const TRANSACTION_HELPER = join('api', 'db', 'transaction.ts');
const SERVICES = join('api', 'services.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === GENERATED || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

type Found = { file: string; line: number; text: string };

function walk(file: string, visit: (node: ts.Node, at: (node: ts.Node) => Found) => void) {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const at = (node: ts.Node): Found => ({
    file,
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    text: node.getText(source).split('\n')[0],
  });
  const recurse = (node: ts.Node) => {
    visit(node, at);
    ts.forEachChild(node, recurse);
  };
  recurse(source);
}

/** Calls of `<anything>.$transaction(…)`. */
function ownTransactions(files: readonly string[]): Found[] {
  const found: Found[] = [];
  for (const file of files) {
    walk(file, (node, at) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === '$transaction') found.push(at(node));
    });
  }
  return found;
}

/** `new Date()` without arguments and `Date.now()`. */
function machineTimeReads(files: readonly string[]): Found[] {
  const found: Found[] = [];
  for (const file of files) {
    walk(file, (node, at) => {
      const isDate = (expression: ts.Expression) => ts.isIdentifier(expression) && expression.text === 'Date';
      if (ts.isNewExpression(node) && isDate(node.expression) && (node.arguments?.length ?? 0) === 0) found.push(at(node));
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        isDate(node.expression.expression) &&
        node.expression.name.text === 'now'
      ) {
        found.push(at(node));
      }
    });
  }
  return found;
}

/** Exported classes that extend nothing (errors extend AppError), by name. */
function serviceClasses(files: readonly string[]): string[] {
  const names: string[] = [];
  for (const file of files) {
    walk(file, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name || node.heritageClauses?.length) return;
      if (node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) names.push(node.name.text);
    });
  }
  return names;
}

/** Where `new <name>(…)` is written, for each name. */
function constructions(files: readonly string[], names: readonly string[]): Map<string, Found[]> {
  const found = new Map(names.map((name) => [name, [] as Found[]]));
  for (const file of files) {
    walk(file, (node, at) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) found.get(node.expression.text)?.push(at(node));
    });
  }
  return found;
}

const describeFound = (found: readonly Found[]) => found.map(({ file, line, text }) => `${file}:${line}  ${text}`);

describe('one service shape', () => {
  const apiFiles = sourceFiles('api');

  it('opens every transaction through the helper of api/db/transaction.ts', () => {
    const files = [...apiFiles, ...sourceFiles('prisma'), ...sourceFiles('bench')].filter((file) => file !== TRANSACTION_HELPER);
    expect(describeFound(ownTransactions(files)), 'use transaction(work, { client }) from api/db/transaction.ts').toEqual([]);
    // the helper itself is found, so the scan sees what it looks for
    expect(ownTransactions([TRANSACTION_HELPER])).toHaveLength(1);
  });

  it('lets no domain module read the machine time: the services are given the clock', () => {
    const modules = apiFiles.filter((file) => file.startsWith(join('api', 'modules')));
    expect(describeFound(machineTimeReads(modules)), "read the service's now() instead").toEqual([]);
    // what the scan finds: the system clock reads the machine's time
    expect(machineTimeReads([join('api', 'integrations', 'clock', 'system.ts')])).toHaveLength(1);
  });

  it('builds every service class once, in api/services.ts', () => {
    const modules = apiFiles.filter((file) => file.startsWith(join('api', 'modules')));
    const classes = serviceClasses(modules.filter((file) => file.endsWith('.service.ts') || file.endsWith(join('wallet', 'ledger.ts'))));
    expect(classes).toEqual(expect.arrayContaining(['Ledger', 'ListingService', 'SellingService', 'OrderService', 'WalletService']));
    const built = constructions(apiFiles, classes);
    const misplaced = [...built.values()].flat().filter((found) => found.file !== SERVICES);
    expect(describeFound(misplaced), 'build it in api/services.ts and pass it in').toEqual([]);
    const notBuilt = [...built].filter(([, found]) => found.length === 0).map(([name]) => name);
    expect(notBuilt, 'services.ts builds every service').toEqual([]);
  });
});
