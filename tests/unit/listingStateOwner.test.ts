import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One owner of each state (docs/money-and-orders.md "Listings", "Buy orders", "Price
 * offers"): a listing's status (and the sold_at that goes with it), a buy order's and a price offer's
 * status (and their closed_at and hold) are written only by their module, through its one transition
 * function; creating one is its first event (LIST, PLACE, OFFER). This test reads every .ts file of
 * api/ (but the generated Prisma client) and of prisma/ (the seed and the scripts) with the TypeScript
 * parser (comments never count) and fails, naming the file and line, on a write outside the owner's
 * folder, and, for buy orders and price offers, on one in their folder outside the `apply` of their
 * transitions file:
 *
 * - SQL in a string or template literal (also `'…' + '…'`) that inserts into the table (`INSERT INTO
 *   listings`, `COPY listings`), or updates it with a state column in its SET clause (listings:
 *   `status`, `sold_at`; buy orders and offers: `status`, `closed_at`, `held_cents`,
 *   `held_from_deposit_cents`, and a buy order's `filled_quantity`);
 * - a Prisma call that creates rows of it (`.listing.create`, `createMany`, `createManyAndReturn`,
 *   `upsert`), or updates them (`.listing.update`, `updateMany`, `updateManyAndReturn`) with a state
 *   field in its argument, or with an argument it cannot read (a variable);
 * - a nested Prisma write of a relation named after it (`{ listings: { create: … } }`).
 *
 * Prices, offer terms and auto-delivery may be written elsewhere; reading is everyone's.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['api', 'prisma'];
const SKIPPED = [join('api', 'db', 'generated')];

/** A state and its one owner. */
type Owner = {
  table: string;
  /** the Prisma model's accessor (`tx.listing`), and the relation names that reach it */
  model: string;
  relations: readonly string[];
  /** the state's columns (SQL) and fields (Prisma) */
  columns: readonly string[];
  fields: readonly string[];
  /** how the messages name it */
  plural: string;
  one: string;
  columnWords: string;
  fieldWords: string;
  folder: string;
  /** inside the folder, the one function that writes it; null: anywhere in the folder */
  writer: { file: string; name: string } | null;
};

const OWNERS: readonly Owner[] = [
  {
    table: 'listings',
    model: 'listing',
    relations: ['listing', 'listings'],
    columns: ['status', 'sold_at'],
    fields: ['status', 'soldAt'],
    plural: 'listings',
    one: "a listing's",
    columnWords: 'status or sold_at',
    fieldWords: 'status or soldAt',
    folder: join('api', 'modules', 'listing'),
    writer: null,
  },
  {
    table: 'buy_orders',
    model: 'buyOrder',
    relations: ['buyOrder', 'buyOrders'],
    columns: ['status', 'closed_at', 'held_cents', 'held_from_deposit_cents', 'filled_quantity'],
    fields: ['status', 'closedAt', 'heldCents', 'heldFromDepositCents', 'filledQuantity'],
    plural: 'buy orders',
    one: "a buy order's",
    columnWords: 'status, closed_at or hold',
    fieldWords: 'status, closedAt or hold',
    folder: join('api', 'modules', 'buyorder'),
    writer: { file: join('api', 'modules', 'buyorder', 'buyOrderTransitions.ts'), name: 'apply' },
  },
  {
    table: 'bargains',
    model: 'bargain',
    relations: ['bargain', 'bargains'],
    columns: ['status', 'closed_at', 'held_cents', 'held_from_deposit_cents'],
    fields: ['status', 'closedAt', 'heldCents', 'heldFromDepositCents'],
    plural: 'price offers',
    one: "a price offer's",
    columnWords: 'status, closed_at or hold',
    fieldWords: 'status, closedAt or hold',
    folder: join('api', 'modules', 'bargain'),
    writer: { file: join('api', 'modules', 'bargain', 'bargainTransitions.ts'), name: 'apply' },
  },
  {
    table: 'leases',
    model: 'lease',
    relations: ['lease', 'leases', 'leasesRented', 'leasesLent'],
    columns: ['status', 'closed_at', 'held_cents', 'held_from_deposit_cents', 'deadline_at', 'version'],
    fields: ['status', 'closedAt', 'heldCents', 'heldFromDepositCents', 'deadlineAt', 'version'],
    plural: 'leases',
    one: "a lease's",
    columnWords: 'status, closed_at, hold, deadline or version',
    fieldWords: 'status, closedAt, hold, deadlineAt or version',
    folder: join('api', 'modules', 'lease'),
    writer: { file: join('api', 'modules', 'lease', 'leaseTransitions.ts'), name: 'applyLeaseTransition' },
  },
];
const LISTINGS = OWNERS[0];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.includes(path) || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const PLACEHOLDER = '$value';
/** The SQL of an owner's writes: inserting rows, and a SET clause naming a state column. */
function sqlPatterns(owner: Owner) {
  const table = String.raw`(?:"?public"?\.)?"?${owner.table}"?`;
  return {
    insert: new RegExp(String.raw`\b(?:INSERT\s+INTO|COPY)\s+${table}(?![\w"])`, 'i'),
    update: new RegExp(String.raw`\bUPDATE\s+(?:ONLY\s+)?${table}(?![\w"])(?:\s+(?:AS\s+)?\w+)?\s+SET\b([\s\S]*?)(?:\bFROM\b|\bWHERE\b|\bRETURNING\b|$)`, 'gi'),
    column: new RegExp(String.raw`(?:^|[\s,(."])(?:${owner.columns.join('|')})"?\s*=`, 'i'),
  };
}

const CREATES = new Set(['create', 'createMany', 'createManyAndReturn', 'upsert']);
const UPDATES = new Set(['update', 'updateMany', 'updateManyAndReturn']);
const NESTED_WRITES = new Set(['create', 'createMany', 'connectOrCreate', 'upsert', 'update', 'updateMany']);

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

/** What a piece of SQL writes of an owner's state, if anything. */
function sqlWrite(owner: Owner, sql: string): string | null {
  const patterns = sqlPatterns(owner);
  if (patterns.insert.test(sql)) return `creates ${owner.plural} in SQL`;
  for (const match of sql.matchAll(patterns.update)) {
    if (patterns.column.test(match[1])) return `sets ${owner.one} ${owner.columnWords} in SQL`;
  }
  return null;
}

const nameOf = (name: ts.PropertyName | ts.MemberName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : null;

/** Whether a Prisma argument names a state field anywhere, or is something this parser cannot read. */
function writesState(fields: readonly string[], argument: ts.Expression | undefined): boolean {
  if (!argument) return false;
  if (!ts.isObjectLiteralExpression(argument)) return true;
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && fields.includes(nameOf(node.name) ?? '')) found = true;
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

/** The name of the function a node stands in (a declaration, a method, or a variable holding an arrow or function expression); null at the top. */
function enclosingFunction(node: ts.Node): string | null {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name) return nameOf(at.name);
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent) && ts.isIdentifier(at.parent.name)) {
      return at.parent.name.text;
    }
  }
  return null;
}

/** The writes of an owner's state in one source text: "<line>: <what>" each, with the function each stands in. */
function stateWrites(owner: Owner, fileName: string, text: string): { line: string; within: string | null }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: string; within: string | null }[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push({ line: `${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`, within: enclosingFunction(node) });
  const visit = (node: ts.Node): void => {
    const sql = literalText(node);
    if (sql !== null) {
      const what = sqlWrite(owner, sql);
      if (what) report(node, what);
      return;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const target = node.expression.expression;
      if (ts.isPropertyAccessExpression(target) && target.name.text === owner.model) {
        if (CREATES.has(method)) report(node, `creates ${owner.plural} (${owner.model}.${method})`);
        else if (UPDATES.has(method) && writesState(owner.fields, node.arguments[0]))
          report(node, `sets ${owner.one} ${owner.fieldWords} (${owner.model}.${method})`);
      }
    }
    if (ts.isPropertyAssignment(node) && owner.relations.includes(nameOf(node.name) ?? '') && ts.isObjectLiteralExpression(node.initializer)) {
      const nested = node.initializer.properties
        .map((property) => (property.name ? nameOf(property.name) : null))
        .find((name) => NESTED_WRITES.has(name ?? ''));
      if (nested) report(node, `writes ${owner.plural} through a relation (${nameOf(node.name)}: { ${nested} })`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The owner's state writes found in these folders: everywhere outside its folder, or (`inside`) in its folder but outside its one writer. */
function scan(owner: Owner, dirs: string[], inside = false): string[] {
  return dirs.flatMap(sourceFiles).flatMap((path) => {
    const ownFolder = path.startsWith(owner.folder + sep);
    if (ownFolder !== inside) return [];
    const allowed = (within: string | null) => inside && (!owner.writer || (path === owner.writer.file && within === owner.writer.name));
    return stateWrites(owner, path, readFileSync(join(ROOT, path), 'utf8'))
      .filter((write) => !allowed(write.within))
      .map((write) => `${path.split(sep).join('/')}:${write.line}`);
  });
}

/** Every write of the owner's state in its folder, allowed or not (the scan sees them). */
const ownWrites = (owner: Owner) =>
  sourceFiles(owner.folder).flatMap((path) =>
    stateWrites(owner, path, readFileSync(join(ROOT, path), 'utf8')).map((write) => `${path.split(sep).join('/')}:${write.line}`),
  );

describe("one owner of a listing's state", () => {
  // the scan parses every source file: seconds on a busy two-core machine
  it('nothing outside api/modules/listing writes a listing’s status or sold_at, or creates a listing', { timeout: 60_000 }, () => {
    expect(scan(LISTINGS, SCANNED), 'go through ListingService.apply (api/modules/listing/listing.service.ts) instead').toEqual([]);
  });

  it('the listing module is where those writes are (the scan sees them)', () => {
    const writes = ownWrites(LISTINGS).join('\n');
    expect(writes).toMatch(/listing\.service\.ts:\d+: sets a listing's status or sold_at in SQL/);
    expect(writes).toMatch(/listing\.service\.ts:\d+: creates listings \(listing\.createManyAndReturn\)/);
    expect(writes).toMatch(/listing\.service\.ts:\d+: creates listings in SQL/);
  });

  it('finds every form of such a write, and lets reads, prices and auto-delivery pass', () => {
    // the snippets write a template's ${…} as #{…}
    const writes = (code: string) => stateWrites(LISTINGS, 'example.ts', code.replaceAll('#{', '${')).map((write) => write.line.replace(/^\d+: /, ''));
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

describe("one owner of a lease's state", () => {
  const LEASES = OWNERS[3];

  it('nothing outside the lease module writes its status, hold, deadline or version, or creates one; inside it, only applyLeaseTransition', {
    timeout: 60_000,
  }, () => {
    expect(scan(LEASES, SCANNED), 'go through applyLeaseTransition (api/modules/lease/leaseTransitions.ts) instead').toEqual([]);
    expect(scan(LEASES, [LEASES.folder], true), 'go through applyLeaseTransition (leaseTransitions.ts)').toEqual([]);
    expect(ownWrites(LEASES).join('\n')).toMatch(/leaseTransitions\.ts:\d+: creates leases \(lease\.create\)/);
  });
});

describe("one owner of a buy order's and of a price offer's state", () => {
  const [, BUY_ORDERS, BARGAINS] = OWNERS;

  it('nothing outside their modules writes their status, closed_at or hold, or creates one', { timeout: 60_000 }, () => {
    expect(scan(BUY_ORDERS, SCANNED), 'go through apply (api/modules/buyorder/buyOrderTransitions.ts) instead').toEqual([]);
    expect(scan(BARGAINS, SCANNED), 'go through apply (api/modules/bargain/bargainTransitions.ts) instead').toEqual([]);
  });

  it('inside their modules, only the apply of their transitions file writes them', () => {
    expect(scan(BUY_ORDERS, [BUY_ORDERS.folder], true), 'go through apply (buyOrderTransitions.ts)').toEqual([]);
    expect(scan(BARGAINS, [BARGAINS.folder], true), 'go through apply (bargainTransitions.ts)').toEqual([]);
  });

  it('apply is where those writes are (the scan sees them)', () => {
    const buyOrders = ownWrites(BUY_ORDERS).join('\n');
    expect(buyOrders).toMatch(/buyOrderTransitions\.ts:\d+: creates buy orders \(buyOrder\.create\)/);
    expect(buyOrders).toMatch(/buyOrderTransitions\.ts:\d+: sets a buy order's status, closed_at or hold in SQL/);
    const bargains = ownWrites(BARGAINS).join('\n');
    expect(bargains).toMatch(/bargainTransitions\.ts:\d+: creates price offers \(bargain\.create\)/);
    expect(bargains).toMatch(/bargainTransitions\.ts:\d+: sets a price offer's status, closedAt or hold \(bargain\.updateMany\)/);
  });

  it('finds their writes in any function but apply, and lets reads and other columns pass', () => {
    const writes = (owner: Owner, code: string) =>
      stateWrites(owner, 'example.ts', code.replaceAll('#{', '${')).map((write) => `${write.within}: ${write.line.replace(/^\d+: /, '')}`);
    expect(writes(BUY_ORDERS, "async function cancel() { await sqlExecute(tx, `UPDATE buy_orders SET status = 'CANCELLED' WHERE id = $1`, [id]); }")).toEqual([
      "cancel: sets a buy order's status, closed_at or hold in SQL",
    ]);
    expect(writes(BUY_ORDERS, 'const fill = () => sqlExecute(tx, `UPDATE buy_orders b SET held_cents = held_cents - $2 WHERE id = $1`, []);')).toEqual([
      "fill: sets a buy order's status, closed_at or hold in SQL",
    ]);
    expect(writes(BUY_ORDERS, 'class S { place() { return tx.buyOrder.create({ data }); } }')).toEqual(['place: creates buy orders (buyOrder.create)']);
    expect(writes(BARGAINS, "async function apply() { await tx.bargain.updateMany({ where: { id }, data: { status: 'DECLINED' } }); }")).toEqual([
      "apply: sets a price offer's status, closedAt or hold (bargain.updateMany)",
    ]);
    expect(writes(BARGAINS, 'await tx.user.update({ where: { id }, data: { bargains: { create: [{ listingId }] } } });')).toEqual([
      'null: writes price offers through a relation (bargains: { create })',
    ]);

    expect(writes(BUY_ORDERS, "await sqlRows(tx, `SELECT id FROM buy_orders WHERE status = 'OPEN' FOR UPDATE`, []);")).toEqual([]);
    expect(writes(BARGAINS, 'await sqlExecute(tx, `UPDATE bargains SET buyer_steam_account_id = NULL WHERE id = $1`, [id]);')).toEqual([]);
    expect(writes(BARGAINS, 'await tx.order.findMany({ include: { bargain: { select: { bargainNo: true } } } });')).toEqual([]);
  });
});
