// The one reading of JSON bodies (api/http/jsonBody.ts): a number token is a number only as
// String(Number(token)) writes it; the fast path (JSON.parse) answers exactly what the exact reading does.
import { parse } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { MalformedNumber, parseJsonBody } from '../../api/http/jsonBody.ts';
import { parseCentsInput, parseMoneyInput } from '../../lib/money.ts';

/** The body as the rule reads it, malformed numbers shown as their tokens (the oracle). */
function expected(text: string): unknown {
  return parse(text.replace(/^\uFEFF/, ''), null, {
    parseNumber: (token) => (String(Number(token)) === token ? Number(token) : { malformed: token }),
    onDuplicateKey: ({ newValue }) => newValue,
  });
}

function shown(value: unknown): unknown {
  if (value instanceof MalformedNumber) return { malformed: value.token };
  if (Array.isArray(value)) return value.map(shown);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shown(item)]));
  return value;
}

const MALFORMED = [
  '1E2',
  '1e3',
  '1e+2',
  '-1E-2',
  '100.0',
  '10.50',
  '0.0',
  '-0',
  '-0.0',
  '12345678901234567890',
  '0.1000000000000000055511',
  '0.0000001',
  '1e21',
];
const PLAIN = ['100', '10.71', '10.5', '-3', '0', '-0.5', '0.000001', '123456789012345', '9007199254740991', '0.1', '1.7976931348623157'];

describe('JSON bodies', () => {
  it('reads a number only in its plain form; any other token is a MalformedNumber no money rule takes', () => {
    for (const token of MALFORMED) {
      const body = parseJsonBody(`{"price":${token},"list":[${token}]}`) as { price: unknown; list: unknown[] };
      expect(body.price, token).toBeInstanceOf(MalformedNumber);
      expect((body.price as MalformedNumber).token).toBe(token);
      expect(body.list[0]).toBeInstanceOf(MalformedNumber);
      expect(parseMoneyInput(body.price).ok).toBe(false);
      expect(parseCentsInput(body.price).ok).toBe(false);
      expect(Number(body.price)).toBeNaN();
      expect(String(body.price)).not.toContain(token);
      expect(JSON.parse(JSON.stringify(body.price))).toEqual({ malformedNumber: token });
    }
    for (const token of PLAIN) expect(parseJsonBody(`{"price":${token}}`), token).toEqual({ price: Number(token) });
  });

  it('keeps strings as written, digits in them included', () => {
    expect(parseJsonBody('{"a":"1E2","b":"x\\\\","c":"q\\"100.0","d":100}')).toEqual({ a: '1E2', b: 'x\\', c: 'q"100.0', d: 100 });
  });

  it('answers what the exact reading answers, on random bodies', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const tokens = [...MALFORMED, ...PLAIN, '1.5e-7', '5e-324', '0.30000000000000004', '1.2300', '99999999999999999', '-12.010'];
    const strings = ['"a"', '"1e3"', '"\\\\"', '"\\"2.50"', '"x, 10.0"', '"-0"'];
    const value = (depth: number): string => {
      const pick = random(10);
      if (depth > 3 || pick < 4) return tokens[random(tokens.length)];
      if (pick < 6) return strings[random(strings.length)];
      if (pick < 8) return `[${Array.from({ length: random(4) }, () => value(depth + 1)).join(', ')}]`;
      return `{${Array.from({ length: random(4) }, () => `${strings[random(strings.length)]}: ${value(depth + 1)}`).join(',')}}`;
    };
    for (let round = 0; round < 3_000; round += 1) {
      const text = `{"v": ${value(0)}}`;
      expect(shown(parseJsonBody(text)), text).toEqual(expected(text));
    }
  });

  it('keeps the default parser’s protections: malformed text, prototype poisoning, a body that is only a malformed number', () => {
    for (const text of ['{"a":', '{"__proto__":{"x":1}}', '{"a":[{"constructor":{"prototype":{"x":1}}}]}', '{"\\u005f_proto__":1}', '1E2', '100.0'])
      expect(() => parseJsonBody(text), text).toThrow(SyntaxError);
    expect(parseJsonBody('\uFEFF{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonBody('{"constructor":{"name":"x"}}')).toEqual({ constructor: { name: 'x' } });
  });

  it('reads a too deep body needing the exact reading as too complex, not with a recursion', () => {
    expect(() => parseJsonBody(`${'['.repeat(10_000)}1e1${']'.repeat(10_000)}`)).toThrow(expect.objectContaining({ messageKey: 'errors.inputTooComplex' }));
  });
});
