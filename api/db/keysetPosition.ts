// A keyset page's cursor: the sort time and id of the last row of the page before, opaque to clients.
import { ValidationError } from '../errors.ts';

/** A keyset page's position: the sort key of the last row of the page before. */
export type Position = { at: Date; id: string };

export function encodePosition(position: { at: Date; id: string }): string {
  return Buffer.from(`${position.at.getTime()}:${position.id}`).toString('base64url');
}

/** The position a cursor of an earlier page names; a translated 400 for anything else. */
export function decodePosition(cursor: string): Position {
  const match = cursor.length <= 120 ? /^(\d{1,15}):([A-Za-z0-9-]{1,64})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  if (!match) throw new ValidationError('after', 'inventory.cursorInvalid');
  return { at: new Date(Number(match[1])), id: match[2] };
}
