// The one reading of a JSON request body, for every route that takes one: the /web routes, /graphql
// and /ops through Fastify's parser (registerJsonBody), the partner routes from the raw body their
// signature covers (partner.rest.ts). JSON.parse reads `1E2`, `100.0` and `100` as the same number,
// so no field could refuse what the money rule refuses (lib/money.ts, docs/rest.md): here a number
// token is a number only in its plain written form, the one String(Number(token)) gives back. Any
// other (an exponent, trailing zeros in the fraction, -0, more digits than a double holds) becomes a
// MalformedNumber, an object every field's validation refuses with its own message. A string would
// not do: "100.0" is a valid decimal string of yuan.
//
// Otherwise it is Fastify's parser: a leading BOM is skipped, `__proto__` keys and `constructor`
// objects holding `prototype` are refused (secure-json-parse's 'error' actions), and the body limit
// is the instance's.
import { errorCodes, type FastifyInstance } from 'fastify';
import { parse as parseExactly } from 'lossless-json';
import { AppError, BadInputError } from '../errors.ts';
import { INPUT_WALK_LIMITS } from '../security/inputStrings.ts';

/** A JSON number token not written in plain form: no field takes it as a number (nor as a string). */
export class MalformedNumber {
  readonly #token: string;
  constructor(token: string) {
    this.#token = token;
  }
  /** The token as it was written; never what toString or valueOf answer, so no coercion reads it. */
  get token(): string {
    return this.#token;
  }
  /** An object still (in logs, and GraphQL's messages naming a variable's value): never a string some rule would take. */
  toJSON() {
    return { malformedNumber: this.#token };
  }
  get [Symbol.toStringTag]() {
    return 'MalformedNumber';
  }
}

function isPlainNumber(token: string): boolean {
  return String(Number(token)) === token;
}

function readNumber(token: string): number | MalformedNumber {
  return isPlainNumber(token) ? Number(token) : new MalformedNumber(token);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const PLUS = 0x2b;
const LOWER_E = 0x65;
const UPPER_E = 0x45;
const isDigit = (code: number) => code >= ZERO && code <= 0x39;

/**
 * Whether the number token text[start..end) is plain, judged from its characters when they settle
 * it: a token of at most 15 digits without exponent is plain (a double keeps 15 significant digits)
 * unless it is -0, its fraction ends in 0 or it is below 1e-6 (which String writes with an exponent).
 * Any other token is converted and compared.
 */
function isPlainToken(text: string, start: number, end: number, dot: number, exponent: boolean): boolean {
  const negative = text.charCodeAt(start) === MINUS;
  const digits = end - start - (negative ? 1 : 0) - (dot >= 0 ? 1 : 0);
  if (!exponent && digits <= 15) {
    const zeroFirst = text.charCodeAt(start + (negative ? 1 : 0)) === ZERO;
    if (dot < 0) return !(negative && zeroFirst);
    if (text.charCodeAt(end - 1) === ZERO) return false;
    if (!(zeroFirst && text.startsWith('000000', dot + 1))) return true;
  }
  return isPlainNumber(text.slice(start, end));
}

/**
 * Whether valid JSON text holds a number token not in plain form: one pass over the text, skipping
 * strings (whose digits are no numbers), converting only the tokens isPlainToken cannot judge.
 */
function holdsMalformedNumber(text: string): boolean {
  const length = text.length;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      // the closing quote: the next one not escaped by an odd run of backslashes
      let end = text.indexOf('"', index + 1);
      for (;;) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes += 1;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      index = end;
    } else if (code === MINUS || isDigit(code)) {
      const start = index;
      let dot = -1;
      let exponent = false;
      while (index + 1 < length) {
        const next = text.charCodeAt(index + 1);
        if (next === DOT) dot = index + 1;
        else if (next === LOWER_E || next === UPPER_E) exponent = true;
        else if (!isDigit(next) && next !== PLUS && next !== MINUS) break;
        index += 1;
      }
      if (!isPlainToken(text, start, index + 1, dot, exponent)) return true;
    }
  }
  return false;
}

// secure-json-parse's: a text matching neither holds no key to look at
const SUSPECT_PROTO =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
const SUSPECT_CONSTRUCTOR =
  /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;

const hasOwn = (object: object, key: string) => Object.hasOwn(object, key);

function refusePrototypePoisoning(text: string, value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (!SUSPECT_PROTO.test(text) && !SUSPECT_CONSTRUCTOR.test(text)) return;
  const pending: object[] = [value];
  while (pending.length > 0) {
    const node = pending.pop() as Record<string, unknown>;
    const constructorValue = hasOwn(node, 'constructor') ? node.constructor : undefined;
    if (hasOwn(node, '__proto__') || (constructorValue !== null && typeof constructorValue === 'object' && hasOwn(constructorValue, 'prototype'))) {
      throw new SyntaxError('Object contains forbidden prototype property');
    }
    for (const item of Object.values(node)) if (item !== null && typeof item === 'object') pending.push(item);
  }
}

/** Whether a parsed value is deeper or larger than any request may be (the limits of api/security/inputStrings.ts). */
function beyondWalkLimits(value: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let visited = 0;
  while (pending.length > 0) {
    const { value: item, depth } = pending.pop()!;
    visited += 1;
    if (visited > INPUT_WALK_LIMITS.maxValues) return true;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= INPUT_WALK_LIMITS.maxDepth) return true;
    for (const child of Object.values(item)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/**
 * A JSON body's text as the value routes see: as JSON.parse reads it, except that a number token
 * not in plain form is a MalformedNumber. Throws a SyntaxError for text that is not JSON (or a body
 * that is only such a number) and for prototype poisoning, and the translated 400 of
 * api/http/inputSanity.ts for a body beyond its limits that needs the exact reading.
 */
export function parseJsonBody(text: string): unknown {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const value: unknown = JSON.parse(source);
  refusePrototypePoisoning(source, value);
  if (!holdsMalformedNumber(source)) return value;
  // the exact reader recurses: it runs only on a body known to be within the walk's depth
  if (beyondWalkLimits(value)) throw new BadInputError('errors.inputTooComplex');
  const exact = parseExactly(source, null, { parseNumber: readNumber, onDuplicateKey: ({ newValue }) => newValue });
  if (exact instanceof MalformedNumber) throw new SyntaxError('The body is a number not in plain form');
  return exact;
}

/** Replaces Fastify's JSON parser of `app` (and the plugins registered after) with parseJsonBody, answering as Fastify's does. */
export function registerJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error instanceof AppError ? error : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });
}
