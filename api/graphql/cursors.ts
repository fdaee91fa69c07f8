import { decodeBase64 } from '@pothos/core';
import { ValidationError } from '../errors.ts';
import { isCleanString } from '../security/inputStrings.ts';

/**
 * How deep offset paging goes (as the REST pages: api/modules/market/market.rest.ts); a cursor past
 * it is refused like a garbled one.
 */
export const MAX_CURSOR_OFFSET = 100_000;
const MAX_ID_CURSOR_LENGTH = 200;

type CursorArgs = { after?: string | null; before?: string | null };

// What Pothos itself writes: base64 of `OffsetConnection:<offset>` (plugin-relay) and of `GPC:S:<id>`
// for a connection on a string id (plugin-prisma). Pothos reads its cursors leniently (a negative
// or non-numeric offset, an id cursor of another type), and such values failed in the database.
const OFFSET_CURSOR = /^OffsetConnection:(0|[1-9]\d{0,8})$/;
const STRING_ID_CURSOR_PREFIX = 'GPC:S:';

function decoded(cursor: string): string | undefined {
  try {
    return decodeBase64(cursor);
  } catch {
    return undefined;
  }
}

function eachCursor(args: CursorArgs, valid: (text: string) => boolean) {
  for (const field of ['after', 'before'] as const) {
    const cursor = args[field];
    if (cursor == null) continue;
    const text = decoded(cursor);
    if (text === undefined || !valid(text)) throw new ValidationError(field, 'errors.invalidCursor', { field });
  }
}

/** Refuses an `after`/`before` that is not an offset cursor between 0 and MAX_CURSOR_OFFSET. */
export function checkOffsetCursors(args: CursorArgs) {
  eachCursor(args, (text) => {
    const match = OFFSET_CURSOR.exec(text);
    return match !== null && Number(match[1]) <= MAX_CURSOR_OFFSET;
  });
}

/** Refuses an `after`/`before` that is not a Prisma cursor on a string id (a connection with `cursor: 'id'`). */
export function checkStringIdCursors(args: CursorArgs) {
  eachCursor(args, (text) => {
    const id = text.slice(STRING_ID_CURSOR_PREFIX.length);
    return text.startsWith(STRING_ID_CURSOR_PREFIX) && id.length > 0 && id.length <= MAX_ID_CURSOR_LENGTH && isCleanString(id);
  });
}
