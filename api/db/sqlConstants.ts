// A state machine's constants in hand-written SQL. A status in a statement comes from the constant
// that names it (orderStateMachine.ts's codes, listingStateMachine.ts's states, the enums Prisma
// generates from prisma/schema.prisma), never as a literal restated in the text: renaming a state,
// or changing which codes count as pending, changes every statement that selects by it.
//
// The constant is written into the text as a literal, not bound as a parameter: a statement's text
// stays what it was, so a partial index whose predicate names the state (`WHERE status = 'ON_SALE'`)
// still matches, and a prepared statement's generic plan is the same one. Only constants of the code
// reach these helpers (numbers, and names of letters, digits and underscores), never a caller's value.
import { Prisma } from './generated/prisma/client.ts';

const NAME = /^[A-Za-z0-9_]+$/;

function literal(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`Not an integer status code: ${value}`);
    return String(value);
  }
  if (!NAME.test(value)) throw new Error(`Not a status name: ${value}`);
  return `'${value}'`;
}

/** One constant as the text of an SQL literal, for a statement written as a string with `$n` parameters. */
export function sqlLiteral(value: string | number): string {
  return literal(value);
}

/** One constant as an SQL literal: `status = ${sqlConstant(ListingStatus.ON_SALE)}`. */
export function sqlConstant(value: string | number): Prisma.Sql {
  return Prisma.raw(literal(value));
}

/** Constants as a list of SQL literals, for IN: `status IN (${sqlConstants(PENDING_CODES)})`. */
export function sqlConstants(values: readonly (string | number)[]): Prisma.Sql {
  if (values.length === 0) throw new Error('An empty list of constants');
  return Prisma.raw(values.map(literal).join(', '));
}
