import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One owner of listing state (docs/money-and-orders.md "Listings"): a listing's status,
 * and the sold_at that goes with it, are written only by the listing module (api/modules/listing/),
 * through its one transition function; creating a listing is its LIST event. This test reads every
 * .ts file of api/ (but the listing module and the generated Prisma client) and of prisma/ (the seed
 * and the scripts) with the TypeScript parser (comments never count) and fails, naming the file and
 * line, on:
 *
 * - SQL in a string or template literal (also `'…' + '…'`) that inserts into `listings`
 *   (`INSERT INTO listings`, `COPY listings`), or updates `listings` with `status` or `sold_at` in its
 *   SET clause;
 * - a Prisma call that creates listings (`.listing.create`, `createMany`, `createManyAndReturn`,
 *   `upsert`), or updates them (`.listing.update`, `updateMany`, `updateManyAndReturn`) with `status`
 *   or `soldAt` in its argument, or with an argument it cannot read (a variable);
 * - a nested Prisma write of a relation named `listing` or `listings` (`{ listings: { create: … } }`).
 *
 * Prices and auto-delivery may be written elsewhere; reading listings is everyone's.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['api', 'prisma'];
const OWNER = join('api', 'modules', 'listing');
const SKIPPED = [OWNER, join('api', 'db', 'generated')];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.includes(path) || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const PLACEHOLDER = '$value';
const LISTINGS_TABLE = String.raw`(?:"?public"?\.)?"?listings"?`;
const INSERT_LISTINGS = new RegExp(String.raw`\b(?:INSERT\s+INTO|COPY)\s+${LISTINGS_TABLE}(?![\w"])`, 'i');
const UPDATE_LISTINGS = new RegExp(
  String.raw`\bUPDATE\s+(?:ONLY\s+)?${LISTINGS_TABLE}(?![\w"])(?:\s+(?:AS\s+)?\w+)?\s+SET\b([\s\S]*?)(?:\bFROM\b|\bWHERE\b|\bRETURNING\b|$)`,
  'gi',
);
const STATE_COLUMN = /(?:^|[\s,(."])(?:status|sold_at)"?\s*=/i;

const CREATES = new Set(['create', 'createMany', 'createManyAndReturn', 'upsert']);
const UPDATES = new Set(['update', 'updateMany', 'updateManyAndReturn']);
const NESTED_WRITES = new Set(['create', 'createMany', 'connectOrCreate', 'upsert', 'update', 'updateMany']);
const STATE_FIELDS = new Set(['status', 'soldAt']);

/** The text of a string, a template (each `${…}` a placeholder) or a `+` of them; null for anything else. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => PLACEHOLDER + span.literal.text).join('');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left);
    const right = literalText(node.right);
    if (left === null && right === null) return null;
    return (left ?? PLACEHOLDER) + (right ?? PLACEHOLDER);
  }
  return null;
}

/** What a piece of SQL writes of a listing's state, if anything. */
function sqlWrite(sql: string): string | null {
  if (INSERT_LISTINGS.test(sql)) return 'creates listings in SQL';
  for (const match of sql.matchAll(UPDATE_LISTINGS)) {
    if (STATE_COLUMN.test(match[1])) return "sets a listing's status or sold_at in SQL";
  }
  return null;
}

const nameOf = (name: ts.PropertyName | ts.MemberName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : null;

/** Whether a Prisma argument names status or soldAt anywhere, or is something this parser cannot read. */
function writesState(argument: ts.Expression | undefined): boolean {
  if (!argument) return false;
  if (!ts.isObjectLiteralExpression(argument)) return true;
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && STATE_FIELDS.has(nameOf(node.name) ?? '')) found = true;
    // data it cannot read: a variable (`data: rows`, `{ data }`)
    else if (ts.isShorthandPropertyAssignment(node) && nameOf(node.name) === 'data') found = true;
    else if (
      ts.isPropertyAssignment(node) &&
      nameOf(node.name) === 'data' &&
      !ts.isObjectLiteralExpression(node.initializer) &&
      !ts.isArrayLiteralExpression(node.initializer)
    )
      found = true;
    else if (ts.isSpreadAssignment(node)) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(argument);
  return found;
}

/** The writes of a listing's state in one source text: "<line>: <what>" each. */
function stateWrites(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => found.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    const sql = literalText(node);
    if (sql !== null) {
      const what = sqlWrite(sql);
      if (what) report(node, what);
      return;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const target = node.expression.expression;
      if (ts.isPropertyAccessExpression(target) && target.name.text === 'listing') {
        if (CREATES.has(method)) report(node, `creates listings (listing.${method})`);
        else if (UPDATES.has(method) && writesState(node.arguments[0])) report(node, `sets a listing's status or soldAt (listing.${method})`);
      }
    }
    if (ts.isPropertyAssignment(node) && ['listing', 'listings'].includes(nameOf(node.name) ?? '') && ts.isObjectLiteralExpression(node.initializer)) {
      const nested = node.initializer.properties
        .map((property) => (property.name ? nameOf(property.name) : null))
        .find((name) => NESTED_WRITES.has(name ?? ''));
      if (nested) report(node, `writes listings through a relation (${nameOf(node.name)}: { ${nested} })`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scan(dirs: string[]): string[] {
  return dirs
    .flatMap(sourceFiles)
    .flatMap((path) => stateWrites(path, readFileSync(join(ROOT, path), 'utf8')).map((write) => `${path.split(sep).join('/')}:${write}`));
}

describe("one owner of a listing's state", () => {
  // the scan parses every source file: seconds on a busy two-core machine
  it('nothing outside api/modules/listing writes a listing’s status or sold_at, or creates a listing', { timeout: 60_000 }, () => {
    expect(scan(SCANNED), 'go through ListingService.apply (api/modules/listing/listing.service.ts) instead').toEqual([]);
  });

  it('the listing module is where those writes are (the scan sees them)', () => {
    const writes = scan([OWNER]).join('\n');
    expect(writes).toMatch(/listing\.service\.ts:\d+: sets a listing's status or sold_at in SQL/);
    expect(writes).toMatch(/listing\.service\.ts:\d+: creates listings \(listing\.createManyAndReturn\)/);
    expect(writes).toMatch(/listing\.service\.ts:\d+: creates listings in SQL/);
  });

  it('finds every form of such a write, and lets reads, prices and auto-delivery pass', () => {
    // the snippets write a template's ${…} as #{…}
    const writes = (code: string) => stateWrites('example.ts', code.replaceAll('#{', '${')).map((write) => write.replace(/^\d+: /, ''));
    const state = "sets a listing's status or sold_at in SQL";
    expect(writes("await tx.$executeRaw`UPDATE listings SET status = 'DELISTED' WHERE id = #{id}`;")).toEqual([state]);
    expect(writes('await tx.$queryRaw`\n  UPDATE listings l SET updated_at = now(),\n    sold_at = NULL\n  WHERE l.id = #{id}`;')).toEqual([state]);
    expect(writes('await tx.$executeRawUnsafe(\'UPDATE "listings" SET "status" = $1 WHERE id = $2\', next, id);')).toEqual([state]);
    expect(writes("const sql = 'UPDATE listings ' + 'SET status = ' + next;")).toEqual([state]);
    expect(writes('await sql.$executeRawUnsafe(`INSERT INTO listings (#{columns}) SELECT …`, rows);')).toEqual(['creates listings in SQL']);
    expect(writes("await tx.listing.create({ data: { templateId, sellerId, priceCents, status: 'SOLD' } });")).toEqual(['creates listings (listing.create)']);
    expect(writes('await db().listing.createMany({ data: rows });')).toEqual(['creates listings (listing.createMany)']);
    expect(writes("await tx.listing.update({ where: { id }, data: { status: 'DELISTED' } });")).toEqual(["sets a listing's status or soldAt (listing.update)"]);
    expect(writes('await tx.listing.updateMany({ where: { id }, data: { soldAt: null } });')).toEqual([
      "sets a listing's status or soldAt (listing.updateMany)",
    ]);
    expect(writes('await tx.listing.updateMany({ where: { id }, data });')).toEqual(["sets a listing's status or soldAt (listing.updateMany)"]);
    expect(writes('await tx.user.create({ data: { nickname, listings: { create: [{ templateId, priceCents }] } } });')).toEqual([
      'writes listings through a relation (listings: { create })',
    ]);

    expect(writes("await tx.$queryRaw`SELECT id FROM listings WHERE status = 'ON_SALE' FOR UPDATE`;")).toEqual([]);
    expect(writes("await tx.$queryRaw`UPDATE listings l SET price_cents = change.price FROM changes change WHERE l.status = 'ON_SALE'`;")).toEqual([]);
    expect(writes('await tx.$executeRaw`UPDATE listings l SET inventory_item_id = x.item_id FROM x WHERE l.id = x.id`;')).toEqual([]);
    expect(writes("await tx.$executeRaw`UPDATE market_stats SET status = 'x'`;")).toEqual([]);
    expect(writes("await tx.listing.findMany({ where: { status: 'ON_SALE' } });")).toEqual([]);
    expect(writes('await tx.listing.update({ where: { id }, data: { priceCents: 100 } });')).toEqual([]);
    expect(writes('await tx.order.findMany({ include: { listing: { select: { inventoryItem: true } } } });')).toEqual([]);
    expect(writes('// UPDATE listings SET status = 1 (a comment)')).toEqual([]);
  });
});
