import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiSourceFiles, literalText, parsedSource, sqlState, STATEMENT_START } from '../helpers/handWrittenSql.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

/**
 * The row type a hand-written read declares is the row the database answers (docs/architecture.md
 * "Reaching the database"): TypedSQL would generate these types; without it, this test checks the
 * ones written by hand.
 *
 * Found with the TypeScript parser: `$queryRaw<Row[]>` (a tagged template or a call on a literal
 * statement), `sqlRows<Row>(tx, statement)` and `sqlRead<Row>(statement)`, whose Row is a type literal
 * or a type or interface of the same file. Each statement runs once with every parameter NULL, in a
 * transaction rolled back, and the columns it answers are compared with Row: every property must be
 * a column of that name, of a type the property's type can hold — as Prisma hands $queryRaw's values
 * (int8 a bigint, numeric a Decimal, timestamps a Date), or as the driver bypass hands them (api/db/sql.ts:
 * int8, numeric, timestamps and JSON as text).
 *
 * What is not compared: a statement that is a fragment or that NULL parameters make fail (a NOT NULL
 * column, a cast), a statement whose columns are a substitution (`SELECT ${COLUMNS} FROM …`), the type of a column that is a bare substitution (a fragment such as
 * `${SOLD_DAY} AS day`, which this test sees as a parameter), a Row this file cannot read (a Pick, an intersection, an imported type), and a
 * property whose type is neither a primitive, Date, Decimal nor an array of these. A floor on the
 * statements compared keeps a change to the finding from quietly emptying the test.
 */

const COMPARED_FLOOR = 60;

type Access = 'prisma' | 'driver';
type Kind = 'number' | 'bigint' | 'string' | 'boolean' | 'Date' | 'Decimal' | 'json' | `${'number' | 'string' | 'bigint'}[]` | 'other';
type Property = { name: string; kind: Kind; text: string };
type Read = { file: string; line: number; access: Access; text: string; row: Property[] };

// the column types of @prisma/driver-adapter-utils (ColumnTypeEnum)
const T = {
  Int32: 0,
  Int64: 1,
  Float: 2,
  Double: 3,
  Numeric: 4,
  Boolean: 5,
  Character: 6,
  Text: 7,
  Date: 8,
  Time: 9,
  DateTime: 10,
  Json: 11,
  Enum: 12,
  Uuid: 15,
  Int32Array: 64,
  Int64Array: 65,
  TextArray: 71,
  EnumArray: 76,
  UuidArray: 78,
  UnknownNumber: 128,
} as const;

const TEXT = [T.Text, T.Character, T.Enum, T.Uuid];
/** The column types each kind of property can hold, by how the rows are read. */
const HOLDS: Record<Access, Record<Exclude<Kind, 'other'>, readonly number[]>> = {
  prisma: {
    number: [T.Int32, T.Float, T.Double, T.UnknownNumber],
    bigint: [T.Int64],
    string: TEXT,
    boolean: [T.Boolean],
    Date: [T.DateTime, T.Date],
    Decimal: [T.Numeric],
    json: [T.Json],
    'number[]': [T.Int32Array],
    'bigint[]': [T.Int64Array],
    'string[]': [T.TextArray, T.EnumArray, T.UuidArray],
  },
  driver: {
    number: [T.Int32, T.Float, T.Double, T.UnknownNumber],
    bigint: [],
    string: [...TEXT, T.Int64, T.Numeric, T.DateTime, T.Date, T.Time, T.Json],
    boolean: [T.Boolean],
    Date: [],
    Decimal: [],
    json: [],
    'number[]': [T.Int32Array],
    'bigint[]': [],
    'string[]': [T.TextArray, T.EnumArray, T.UuidArray, T.Int64Array],
  },
};

function kindOf(type: ts.TypeNode): Kind {
  if (ts.isParenthesizedTypeNode(type)) return kindOf(type.type);
  if (ts.isUnionTypeNode(type)) {
    const kinds = new Set(
      type.types
        .filter(
          (member) => !(ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword) && member.kind !== ts.SyntaxKind.UndefinedKeyword,
        )
        .map(kindOf),
    );
    return kinds.size === 1 ? [...kinds][0] : 'other';
  }
  if (ts.isLiteralTypeNode(type)) return ts.isStringLiteral(type.literal) ? 'string' : ts.isNumericLiteral(type.literal) ? 'number' : 'other';
  if (type.kind === ts.SyntaxKind.NumberKeyword) return 'number';
  if (type.kind === ts.SyntaxKind.BigIntKeyword) return 'bigint';
  if (type.kind === ts.SyntaxKind.StringKeyword) return 'string';
  if (type.kind === ts.SyntaxKind.BooleanKeyword) return 'boolean';
  if (ts.isArrayTypeNode(type)) {
    const element = kindOf(type.elementType);
    return element === 'number' || element === 'string' || element === 'bigint' ? `${element}[]` : 'other';
  }
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    if (name === 'Date') return 'Date';
    if (name === 'Decimal' || name === 'Prisma.Decimal') return 'Decimal';
    if (name === 'Prisma.JsonValue' || name === 'JsonValue') return 'json';
  }
  return 'other';
}

/** The properties of a row type: a type literal, or a type alias or interface declared in the file. */
function rowOf(type: ts.TypeNode, source: ts.SourceFile): Property[] | undefined {
  const members = (list: ts.NodeArray<ts.TypeElement>): Property[] | undefined => {
    const properties = list.filter(ts.isPropertySignature);
    if (properties.length !== list.length) return undefined;
    return properties.map((member) => ({
      name: member.name.getText(source).replace(/^['"]|['"]$/g, ''),
      kind: member.type ? kindOf(member.type) : 'other',
      text: member.type?.getText(source) ?? '',
    }));
  };
  if (ts.isTypeLiteralNode(type)) return members(type.members);
  if (!ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments) return undefined;
  const name = type.typeName.text;
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name) return rowOf(statement.type, source);
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === name && !statement.heritageClauses) return members(statement.members);
  }
  return undefined;
}

/** `Row[]` or `Array<Row>`: Row. */
function elementOf(type: ts.TypeNode): ts.TypeNode | undefined {
  if (ts.isArrayTypeNode(type)) return type.elementType;
  if (ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Array' && type.typeArguments?.length === 1) return type.typeArguments[0];
  return undefined;
}

function readsIn(file: string): { reads: Read[]; unread: number } {
  const source = parsedSource(file);
  const reads: Read[] = [];
  let unread = 0;
  const found = (node: ts.Node, access: Access, rowType: ts.TypeNode | undefined, statement: ts.Node | undefined) => {
    const text = statement && literalText(statement)?.text;
    if (!text || !STATEMENT_START.test(text)) return;
    const row = rowType && rowOf(rowType, source);
    if (!row) {
      unread++;
      return;
    }
    reads.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, access, text, row });
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isPropertyAccessExpression(node.tag) &&
      node.tag.name.text === '$queryRaw' &&
      node.typeArguments?.length === 1
    ) {
      found(node, 'prisma', elementOf(node.typeArguments[0]), node.template);
    } else if (ts.isCallExpression(node) && node.typeArguments?.length === 1) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (name === '$queryRaw') found(node, 'prisma', elementOf(node.typeArguments[0]), node.arguments[0]);
      if (name === 'sqlRows') found(node, 'driver', node.typeArguments[0], node.arguments[1]);
      if (name === 'sqlRead') found(node, 'driver', node.typeArguments[0], node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { reads, unread };
}

const TYPE_NAMES = Object.fromEntries(Object.entries(T).map(([name, code]) => [code, name]));

function mismatches(read: Read, columns: { columnNames: string[]; columnTypes: number[] }): string[] {
  const where = `${read.file}:${read.line}`;
  return read.row.flatMap((property) => {
    const index = columns.columnNames.indexOf(property.name);
    if (index < 0) return [`${where} ${property.name}: no such column (the statement answers ${columns.columnNames.join(', ')})`];
    // a column that is a bare substitution (`${SOME_SQL} AS day`) was a fragment: its type is not known here
    if (property.kind === 'other' || new RegExp(`\\$\\d+\\s+AS\\s+"?${property.name}"?(?![\\w"])`).test(read.text)) return [];
    const type = columns.columnTypes[index];
    return HOLDS[read.access][property.kind].includes(type)
      ? []
      : [
          `${where} ${property.name}: declared ${property.text}, the column is ${TYPE_NAMES[type] ?? type}${read.access === 'driver' ? ' (read past Prisma)' : ''}`,
        ];
  });
}

describe('hand-written reads', () => {
  const testDatabase = useTestDatabase();

  it('declare the columns the database answers, with types that hold them', async () => {
    const adapter = await testDatabase().adapterFactory.connect();
    const found = apiSourceFiles().map(readsIn);
    const reads = found.flatMap((file) => file.reads);
    const wrong: string[] = [];
    const refused: Record<string, number> = {};
    let compared = 0;
    try {
      for (const read of reads) {
        const parameters = Math.max(0, ...[...read.text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
        const tx = await adapter.startTransaction();
        try {
          const answer = await tx.queryRaw({
            sql: read.text,
            args: Array.from({ length: parameters }, () => null),
            argTypes: Array.from({ length: parameters }, () => ({ scalarType: 'unknown' as const, arity: 'scalar' as const })),
          });
          // an unnamed column is a substitution this test reads as a parameter (a fragment of columns)
          if (answer.columnNames.includes('?column?')) refused.columnsFragment = (refused.columnsFragment ?? 0) + 1;
          else {
            wrong.push(...mismatches(read, answer));
            compared++;
          }
        } catch (error) {
          const state = sqlState(error);
          refused[state] = (refused[state] ?? 0) + 1;
        } finally {
          // the adapter's rollback() only releases the connection: the engine sends the ROLLBACK itself
          await tx.executeRaw({ sql: 'ROLLBACK', args: [], argTypes: [] });
          await tx.rollback();
        }
      }
    } finally {
      await adapter.dispose();
    }
    console.log('row types:', { reads: reads.length, compared, unreadRowTypes: found.reduce((sum, file) => sum + file.unread, 0), refused });
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(COMPARED_FLOOR);
  });

  it('would see a row type the columns do not match', () => {
    const read: Read = {
      file: 'x.ts',
      line: 1,
      access: 'prisma',
      text: 'SELECT 1',
      row: [
        { name: 'count', kind: 'number', text: 'number' },
        { name: 'renamed', kind: 'string', text: 'string' },
      ],
    };
    expect(mismatches(read, { columnNames: ['count'], columnTypes: [T.Int64] })).toEqual([
      'x.ts:1 count: declared number, the column is Int64',
      'x.ts:1 renamed: no such column (the statement answers count)',
    ]);
    expect(
      mismatches({ ...read, access: 'driver', row: [{ name: 'count', kind: 'string', text: 'string' }] }, { columnNames: ['count'], columnTypes: [T.Int64] }),
    ).toEqual([]);
  });
});
