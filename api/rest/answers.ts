// The shapes every REST answer shares, for the route schemas (api/http/contract.ts): the envelope
// {code, msg, data} (docs/rest.md) around an operation's data, the refusal every error answers, and the
// units that recur (cents, times, pages).
import { z } from 'zod';

/** Every refusal: a non-zero code (an HTTP status, or a four-digit sub-code such as 4031), a translated message, no data. */
export const errorAnswer = z
  .object({
    code: z.number().int().describe('Not 0: the HTTP status, or a four-digit sub-code whose first three digits are the status (4031: step-up needed).'),
    msg: z.string().describe('What went wrong, in the language of the request (Chinese unless English was asked for).'),
    data: z.null(),
  })
  .meta({ id: 'ErrorAnswer', description: 'A refusal: nothing changed.' });

/** The envelope of a success around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(0).describe('0: success.'),
    msg: z.string().describe('成功 / OK'),
    data,
  });
}

/** The success message of an example answer unless it names its own. */
const EXAMPLE_MSG = '成功';

/**
 * The answers of an operation: its data on 200, the refusal on every 4xx and 5xx. With `example`
 * (the data of a success, typed by its schema; `msg` its message), the reference shows that answer.
 */
export function answers<T extends z.ZodType>(data: T, example?: z.input<T>, msg = EXAMPLE_MSG) {
  const envelope = envelopeOf(data);
  return {
    200: example === undefined ? envelope : envelope.meta({ examples: [{ code: 0, msg, data: example }] }),
    '4xx': errorAnswer.describe(
      'Refused: bad input (400), not signed in or a bad signature (401), not allowed or step-up needed (403, 4031), not found (404), conflict (409), too many requests (429).',
    ),
    '5xx': errorAnswer.describe('The server failed; nothing is known to have changed. Retry with the same idempotency key.'),
  };
}

/** An amount of money: integer cents of CNY (fen). */
export const cents = (description = 'Integer cents of CNY (fen).') => z.number().int().describe(description);

/** A moment, as ISO 8601 in UTC. */
export const isoTime = (description = 'ISO 8601 time in UTC.') => z.string().describe(description);

/** A whole-number query parameter (sent as text, read as a number), optional. */
export const wholeNumber = (description: string, range: { min: number; max: number }) =>
  z.coerce.number().int().min(range.min).max(range.max).optional().describe(description);

/** `page` and `limit` of a paged list (docs/rest.md "Paging"). */
export const pageQuery = (limit: { max: number; default: number }) => ({
  page: wholeNumber('The page, from 1.', { min: 1, max: 100_000 }),
  limit: wholeNumber(`Rows a page, 1-${limit.max}; ${limit.default} by default.`, { min: 1, max: limit.max }),
});

/** A page of a list: `{ list, total, pages, page, limit }`. */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().describe('Rows in every page together.'),
    pages: z.number().int().describe('How many pages there are.'),
    page: z.number().int().describe('This page, from 1.'),
    limit: z.number().int().describe('Rows a page.'),
  });
}

/** A schema (a request body) with the examples the reference shows of it, each typed by it. */
export function exampled<T extends z.ZodType>(schema: T, ...examples: z.input<T>[]): T {
  return examples.length === 0 ? schema : (schema.meta({ examples }) as T);
}
