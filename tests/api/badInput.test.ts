// Bad input is refused cleanly everywhere: every REST route and every GraphQL
// mutation is walked with values a client may send by mistake or on purpose (NUL, lone surrogates,
// huge strings, wrong types, garbled and negative cursors), signed in and signed out, each route and
// input field with some values of each kind, consecutive ones taking the values in turn. Nothing may
// answer 5xx or INTERNAL_SERVER_ERROR, REST answers keep the envelope, and nothing reaches the log
// at error level. Focused tests pin the answers for 413, 414, 415, malformed multipart, cursors and
// node ids of unknown types.
import { Writable } from 'node:stream';
import {
  astFromValue,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  print,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../api/db/database.ts';
import { schema } from '../../api/graphql/schema.ts';
import { MAX_URL_LENGTH } from '../../api/http/inputSanity.ts';
import { seedMarketFixtures } from '../helpers/marketFixtures.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

// Every route the app registers, as Fastify's onRoute hook reports it: the hook is added to each
// Fastify instance the moment it is created, before buildApp registers anything.
// The worker may have imported the app for an earlier file (isolate: false): this file imports it
// anew, so that its Fastify is the one below.
const routes = vi.hoisted(() => {
  vi.resetModules();
  return [] as { method: string; url: string }[];
});
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

type LogLine = { level: number; msg?: string; err?: { message?: string } };
const logLines: LogLine[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
const PINO_ERROR = 50;

let database: Database;
let api: TestApp;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database, { logger: { level: 'warn', stream: logStream } });
  await seedMarketFixtures();
});

afterAll(async () => {
  await api?.app.close();
});

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const HUGE = 'x'.repeat(100_000);
/** Strings as JSON or GraphQL variables carry them. */
const REFUSED_STRINGS = ['a\u0000b', '\u0000', 'a\uD800b', '\uDC00'];
const BAD_STRINGS = [...REFUSED_STRINGS, HUGE];
/** Values of the wrong type for a field that expects a string, a number, a flag or a list. */
const WRONG_TYPES: unknown[] = [-1, 1e308, true, null, {}, [[['x']]], ''];
/** Routes that read their body before asking for a session. */
const PUBLIC_POSTS = ['/web/sms', '/web/login'];
/** Path segments and query values as they travel in a URL (percent-encoded). */
const BAD_URL_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%C0%AF', 'x'.repeat(150), '..%2F..%2Fetc%2Fpasswd', '%F0%9F%98%80'];

const isEnvelope = (body: unknown): body is { code: number; msg: string; data: unknown } =>
  body !== null && typeof body === 'object' && Object.keys(body).sort().join() === 'code,data,msg' && typeof (body as { msg: unknown }).msg === 'string';

type Failure = string;

/**
 * Routes that answer something other than the envelope by design: the simulated cashier and signing page are HTML
 * page a browser opens, the payment notification answers Alipay's plain `success` / `failure`, and the API
 * reference is a page and its OpenAPI documents, and the health probes answer a proxy or an orchestrator in their
 * own small shape (their query is not read). They are still held to "never 5xx, never an error in the log".
 */
const NOT_ENVELOPE_PREFIXES = ['/web/pay/sim/cashier/', '/web/pay/sim/agreement/', '/web/pay/notify/', '/api-docs', '/healthz', '/readyz'];

/** Sends one request and records what breaks the rule: a 5xx, or a REST error outside the envelope. */
async function probe(
  failures: Failure[],
  request: { method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer },
  label: string,
) {
  const response = await api.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...XHR, ...request.headers },
    payload: request.payload,
  });
  const where = `${request.method} ${request.url.slice(0, 120)} ${label}`;
  if (response.statusCode >= 500) failures.push(`${where}: status ${response.statusCode} ${response.body.slice(0, 200)}`);
  if (request.url.startsWith('/graphql')) {
    if (response.body.includes('INTERNAL_SERVER_ERROR')) failures.push(`${where}: ${response.body.slice(0, 200)}`);
    return response;
  }
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  if (NOT_ENVELOPE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
    if (response.statusCode < 400 && !request.url.startsWith('/web/pay/notify/') && request.method !== 'GET')
      failures.push(`${where}: accepted ${response.statusCode}`);
    return response;
  }
  if (response.statusCode >= 400 || isJson) {
    const body = isJson ? response.json() : undefined;
    if (!isEnvelope(body)) failures.push(`${where}: not the envelope: ${response.statusCode} ${response.body.slice(0, 200)}`);
    else if (body.code !== 0 && body.code !== response.statusCode) failures.push(`${where}: code ${body.code} but status ${response.statusCode}`);
  }
  return response;
}

const BODY_FIELDS = [
  'phone',
  'code',
  'agree',
  'keepLogin',
  'nickname',
  'name',
  'idNumber',
  'enabled',
  'category',
  'accountId',
  'ids',
  'items',
  'mafile',
  'password',
  'type',
  'credentials',
  'mafiles',
];
const QUERY_FIELDS = [
  'search',
  'hashName',
  'page',
  'limit',
  'sort',
  'category',
  'range',
  'from',
  'to',
  'tab',
  'accountId',
  'templateId',
  'mode',
  'minPrice',
  'maxPrice',
  'tagType',
  'type',
  'subType',
  'tagRarity',
  'tagQuality',
  'tagExterior',
  'tagItemSet',
];
/** Bodies that nest the bad value where handlers look for lists of objects. */
const nestedBodies = (value: unknown) => [
  { items: [{ id: value, price: value, multiplier: value }] },
  { ids: [value] },
  { credentials: [{ accountName: value, password: value }], mafiles: [value] },
];

/**
 * `count` of `values`, starting at the `index`-th and wrapping: consecutive routes (or input fields)
 * take the values in turn, so every value is sent across the walk while each route or field gets
 * some of each kind instead of every one (the walk's cost grows with routes × values).
 */
function inTurn<T>(values: readonly T[], index: number, count: number): T[] {
  return Array.from({ length: Math.min(count, values.length) }, (_, offset) => values[(index + offset) % values.length]);
}

function urlFor(route: string, segment: string): string {
  return route.replace(/:\w+/g, segment).replace(/\*$/, segment);
}

describe('every REST route', () => {
  it('refuses bad input with the envelope, never 5xx, never an error in the log, signed in and out', { timeout: 300_000 }, async () => {
    const restRoutes = [
      ...new Map(
        routes.filter((route) => route.method !== 'HEAD' && route.url !== '/graphql').map((route) => [`${route.method} ${route.url}`, route]),
      ).values(),
    ];
    expect(restRoutes.length).toBeGreaterThan(25);
    expect(restRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /web/messages/:id', 'POST /web/user/avatar', 'GET /web/market', 'PUT /web/steam/accounts/:id']),
    );

    const failures: Failure[] = [];
    for (const [routeIndex, route] of restRoutes.entries()) {
      // a fresh session per route: some routes end it (DELETE /web/user)
      const user = await api.signIn();
      for (const cookie of [undefined, `Authorization=${user.token}`]) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        const label = cookie ? '(signed in)' : '(signed out)';
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE' && route.method !== 'OPTIONS';
        const base = urlFor(route.url, '00000000-0000-4000-8000-000000000000');
        for (const segment of inTurn(BAD_URL_VALUES, routeIndex, 3)) {
          if (route.url.includes(':') || route.url.endsWith('*'))
            await probe(failures, { method: route.method, url: urlFor(route.url, segment), headers }, label);
          await probe(failures, { method: route.method, url: `${base}?search=${segment}`, headers }, label);
        }
        if (route.method === 'GET') {
          // every query parameter a handler reads, each with one of the bad values in turn
          for (const [index, name] of QUERY_FIELDS.entries()) {
            await probe(failures, { method: route.method, url: `${base}?${name}=${BAD_URL_VALUES[index % BAD_URL_VALUES.length]}`, headers }, label);
          }
          // each parameter given twice: handlers get arrays where they expect strings
          await probe(
            failures,
            { method: route.method, url: `${base}?${QUERY_FIELDS.map((name) => `${name}=1&${name}=2`).join('&')}`, headers },
            `${label} repeated`,
          );
        }
        await probe(failures, { method: route.method, url: `${base}?search=${'x'.repeat(MAX_URL_LENGTH)}`, headers }, label);
        if (!hasBody) continue;
        const json = (body: unknown) => ({
          method: route.method,
          url: base,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        // refused strings never reach a handler: one body holding them everywhere is enough
        for (const value of inTurn(BAD_STRINGS, routeIndex, 2)) {
          await probe(
            failures,
            json(Object.fromEntries(BODY_FIELDS.map((name) => [name, value]))),
            `${label} all fields ${JSON.stringify(value).slice(0, 12)}`,
          );
          for (const body of nestedBodies(value)) await probe(failures, json(body), `${label} ${JSON.stringify(body).slice(0, 40)}`);
        }
        // values of the wrong type do reach the handlers: each field with each of them
        if (cookie || PUBLIC_POSTS.includes(route.url)) {
          for (const [fieldIndex, name] of BODY_FIELDS.entries()) {
            for (const value of inTurn(WRONG_TYPES, routeIndex + fieldIndex, 2))
              await probe(failures, json({ [name]: value }), `${label} ${name}=${JSON.stringify(value).slice(0, 20)}`);
          }
          for (const value of inTurn(WRONG_TYPES, routeIndex, 3)) {
            for (const body of nestedBodies(value)) await probe(failures, json(body), `${label} ${JSON.stringify(body).slice(0, 40)}`);
          }
        }
        for (const body of [[], 'text', 42, null, { 'key\u0000': 1 }, JSON.parse('{"__proto__": {"x": 1}}')])
          await probe(failures, json(body), `${label} body ${JSON.stringify(body)}`);
        await probe(
          failures,
          { method: route.method, url: base, headers: { ...headers, 'content-type': 'application/json' }, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
          `${label} deep`,
        );
        await probe(
          failures,
          { method: route.method, url: base, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"phone": ' },
          `${label} broken JSON`,
        );
        await probe(
          failures,
          { method: route.method, url: base, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'phone=1' },
          `${label} text/plain`,
        );
        await probe(
          failures,
          {
            method: route.method,
            url: base,
            headers: { ...headers, 'content-type': 'multipart/form-data; boundary=B' },
            payload: '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab',
          },
          `${label} cut multipart`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(logLines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
  });
});

// ---- GraphQL: every mutation, every argument and input field ----

type Leaf = { path: (string | number)[]; type: GraphQLInputType };

/** A value of the right type everywhere (the baseline the bad value is put into). */
function validValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return validValue(type.ofType);
  if (isListType(type)) return [validValue(type.ofType)];
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, validValue(field.type)]));
  if (isEnumType(type)) return type.getValues()[0].name;
  switch (type.name) {
    case 'Int':
    case 'Money':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2025-01-01T00:00:00.000Z';
    default:
      return 'x';
  }
}

/** Every place a value can go in an argument: the argument itself, each input field, each list item. */
function leaves(type: GraphQLInputType, path: (string | number)[] = []): Leaf[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const own = { path, type };
  if (isListType(inner)) return [own, ...leaves(inner.ofType, [...path, 0])];
  if (isInputObjectType(inner)) return [own, ...Object.values(inner.getFields()).flatMap((field) => leaves(field.type, [...path, field.name]))];
  return [own];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[path[0]] = withValue(copy[path[0]], path.slice(1), value);
  return copy;
}

function selectionFor(type: GraphQLNamedType): string {
  return isScalarType(type) || isEnumType(type) ? '' : '{ __typename }';
}

function mutationText(field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `mutation${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionFor(getNamedType(field.type))} }`;
}

/** A refusal of a string with NUL or a lone surrogate: one translated BAD_USER_INPUT error. */
function expectRefused(failures: Failure[], result: { errors?: { message: string; extensions?: { code?: string } }[] }, label: string) {
  const error = result.errors?.[0];
  if (error?.extensions?.code !== 'BAD_USER_INPUT' || !error.message.includes('含有不允许的字符'))
    failures.push(`${label}: ${JSON.stringify(result).slice(0, 200)}`);
}

describe('every GraphQL mutation', () => {
  it('refuses bad values in each argument and input field, never INTERNAL_SERVER_ERROR, never an error in the log', { timeout: 300_000 }, async () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(15);
    const failures: Failure[] = [];
    let leafIndex = 0;
    for (const mutation of mutations) {
      const user = await api.signIn();
      const text = mutationText(mutation);
      const baseline = Object.fromEntries(mutation.args.map((arg: GraphQLArgument) => [arg.name, validValue(arg.type)]));
      for (const cookie of [undefined, `Authorization=${user.token}`]) {
        const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' };
        for (const arg of mutation.args) {
          for (const leaf of leaves(arg.type)) {
            leafIndex++;
            // a refused string (NUL or a lone surrogate) in every place, the huge one and the wrong types in turn
            const values = [...inTurn(REFUSED_STRINGS, leafIndex, 1), ...inTurn([HUGE, ...WRONG_TYPES], leafIndex, 3)];
            for (const value of values) {
              const variables = { ...baseline, [arg.name]: withValue(baseline[arg.name], leaf.path, value) };
              const response = await probe(
                failures,
                { method: 'POST', url: '/graphql', headers, payload: JSON.stringify({ query: text, variables }) },
                `${mutation.name} ${[arg.name, ...leaf.path].join('.')}=${JSON.stringify(value)?.slice(0, 20)}`,
              );
              // the variables are checked before anything runs, whatever type the field has
              if (REFUSED_STRINGS.includes(value as string)) expectRefused(failures, response.json(), `${mutation.name} ${leaf.path.join('.')}`);
            }
            // the same string written into the document as a literal ("\u0000" is a valid GraphQL escape)
            if (['String', 'ID'].includes(getNamedType(leaf.type).name) && leaf.path.length > 0 && !isListType(leaf.type)) {
              const literal = print(astFromValue(withValue(baseline[arg.name], leaf.path, 'a\u0000b'), arg.type)!);
              const query = `mutation { ${mutation.name}(${arg.name}: ${literal}) ${selectionFor(getNamedType(mutation.type))} }`;
              const response = await probe(
                failures,
                { method: 'POST', url: '/graphql', headers, payload: JSON.stringify({ query }) },
                `${mutation.name} literal ${leaf.path.join('.')}`,
              );
              expectRefused(failures, response.json(), `${mutation.name} literal ${leaf.path.join('.')}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(logLines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
  });
});

// ---- focused refusals: status, envelope and translated message of each ----

const b64 = (text: string) => Buffer.from(text).toString('base64');

async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { headers?: Record<string, string>; payload?: string | Buffer; language?: string } = {},
) {
  const response = await api.app.inject({
    method,
    url,
    headers: { ...XHR, ...(options.language ? { 'accept-language': options.language } : {}), ...options.headers },
    payload: options.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('refusals before any handler runs', () => {
  it('413: a body over the limit, in REST and GraphQL, translated', async () => {
    const payload = JSON.stringify({ nickname: 'x'.repeat(1_100_000) });
    expect(await send('PUT', '/web/user', { headers: { 'content-type': 'application/json' }, payload })).toEqual({
      status: 413,
      body: { code: 413, msg: '请求内容过大', data: null },
    });
    expect((await send('PUT', '/web/user', { headers: { 'content-type': 'application/json' }, payload, language: 'en' })).body.msg).toBe(
      'The request body is too large',
    );
    const graphql = await send('POST', '/graphql', {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ viewer { id } }', variables: { x: payload } }),
    });
    expect(graphql).toEqual({ status: 413, body: { errors: [{ message: '请求内容过大', extensions: { code: 'BAD_REQUEST' } }] } });
  });

  it('414: a URL over MAX_URL_LENGTH and a path parameter over 100 characters answer the envelope', async () => {
    const long = `/web/market?search=${'x'.repeat(MAX_URL_LENGTH)}`;
    expect(await send('GET', long)).toEqual({ status: 414, body: { code: 414, msg: `请求地址过长（最多 ${MAX_URL_LENGTH} 个字符）`, data: null } });
    expect((await send('GET', long, { language: 'en' })).body.msg).toBe(`The request address is too long (at most ${MAX_URL_LENGTH} characters)`);
    expect((await send('GET', `/no/such/page/${'x'.repeat(MAX_URL_LENGTH)}`)).status).toBe(414);
    // exactly at the limit is read (and refused for its own reason: the keyword is too long)
    const atLimit = `/web/market?search=${'x'.repeat(MAX_URL_LENGTH - '/web/market?search='.length)}`;
    expect((await send('GET', atLimit)).status).toBe(400);

    const user = await api.signIn();
    const param = await send('GET', `/web/messages/${'a'.repeat(101)}`, { headers: { cookie: `Authorization=${user.token}` } });
    expect(param).toEqual({ status: 414, body: { code: 414, msg: '请求地址中的参数过长（最多 100 个字符）', data: null } });
    expect((await send('GET', '/web/messages/%E0%A4%A', { headers: { cookie: `Authorization=${user.token}` } })).body).toEqual({
      code: 400,
      msg: '请求参数有误，请检查',
      data: null,
    });
  });

  it('415: text/plain, XML or no content type with a body; multipart anywhere but the avatar, JSON there', async () => {
    const user = await api.signIn();
    const cookie = `Authorization=${user.token}`;
    const refused = { status: 415, body: { code: 415, msg: '不支持的请求格式，请使用 application/json', data: null } };
    expect(await send('POST', '/web/messages/read', { headers: { cookie, 'content-type': 'text/plain' }, payload: '{"category":"trade"}' })).toEqual(refused);
    expect(await send('POST', '/web/sms', { headers: { 'content-type': 'application/xml' }, payload: '<phone>18800000000</phone>' })).toEqual(refused);
    expect(await send('PUT', '/web/user', { headers: { cookie, 'content-type': 'multipart/form-data; boundary=B' }, payload: '--B--\r\n' })).toEqual(refused);
    expect((await send('POST', '/web/sms', { headers: { 'content-type': 'text/plain' }, payload: 'x', language: 'en' })).body.msg).toBe(
      'Unsupported request format; please send application/json',
    );
    expect(await send('POST', '/web/user/avatar', { headers: { cookie, 'content-type': 'application/json' }, payload: '{}' })).toEqual({
      status: 415,
      body: { code: 415, msg: '不支持的请求格式，请使用 multipart/form-data', data: null },
    });
    const graphql = await send('POST', '/graphql', { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ query: '{ viewer { id } }' }) });
    expect(graphql).toEqual({ status: 415, body: { errors: [{ message: '不支持的请求格式，请使用 application/json', extensions: { code: 'BAD_REQUEST' } }] } });
    // a POST without a body still needs no content type
    expect((await send('POST', '/web/messages/read', { headers: { cookie } })).status).toBe(200);
  });

  it('a malformed multipart body is a translated 400, not a 500', async () => {
    const user = await api.signIn();
    const cookie = `Authorization=${user.token}`;
    const malformed = { status: 400, body: { code: 400, msg: '上传的数据不完整或格式有误，请重新选择图片', data: null } };
    const cut = '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    expect(await send('POST', '/web/user/avatar', { headers: { cookie, 'content-type': 'multipart/form-data; boundary=B' }, payload: cut })).toEqual(malformed);
    expect(await send('POST', '/web/user/avatar', { headers: { cookie, 'content-type': 'multipart/form-data' }, payload: 'no boundary at all' })).toEqual(
      malformed,
    );
    const headerless = await send('POST', '/web/user/avatar', {
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=B' },
      payload: '--B\r\ngarbage without headers',
    });
    expect(headerless.status).toBe(400);
    expect(
      (await send('POST', '/web/user/avatar', { headers: { cookie, 'content-type': 'multipart/form-data; boundary=B' }, payload: cut, language: 'en' })).body
        .msg,
    ).toBe('The upload is incomplete or malformed; please choose the image again');
  });

  it('NUL and lone surrogates in a REST query, path or body are refused naming the field', async () => {
    const user = await api.signIn();
    const cookie = `Authorization=${user.token}`;
    expect(await send('GET', '/web/market?search=a%00b')).toEqual({
      status: 400,
      body: { code: 400, msg: 'search 含有不允许的字符（空字符或不成对的代理字符）', data: null },
    });
    expect((await send('GET', '/web/market?search=a%00b', { language: 'en' })).body.msg).toBe(
      'search contains characters that are not allowed (NUL or an unpaired surrogate)',
    );
    expect((await send('GET', '/web/inventory?search=%00', { headers: { cookie } })).status).toBe(400);
    expect((await send('GET', '/web/messages/%00', { headers: { cookie } })).body.msg).toBe('id 含有不允许的字符（空字符或不成对的代理字符）');
    expect((await send('POST', '/web/messages/%00/read', { headers: { cookie } })).status).toBe(400);
    const surrogate = await send('PUT', '/web/user', { headers: { cookie, 'content-type': 'application/json' }, payload: '{"nickname":"ab\\ud800"}' });
    expect(surrogate).toEqual({ status: 400, body: { code: 400, msg: 'nickname 含有不允许的字符（空字符或不成对的代理字符）', data: null } });
    const nested = await send('POST', '/web/inventory/unlist', {
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: ['ok', 'a\u0000'] }),
    });
    expect(nested.body.msg).toBe('ids[1] 含有不允许的字符（空字符或不成对的代理字符）');
    const deep = await send('POST', '/web/messages/read', {
      headers: { cookie, 'content-type': 'application/json' },
      payload: `${'['.repeat(50)}${']'.repeat(50)}`,
    });
    expect(deep).toEqual({ status: 400, body: { code: 400, msg: '请求内容嵌套过深或数量过多', data: null } });
    // a well-formed pair (an emoji) is text like any other
    expect((await send('GET', '/web/market?search=%F0%9F%98%80')).status).toBe(200);
  });
});

describe('GraphQL: strings, cursors and global ids', () => {
  it('refuses NUL and lone surrogates in variables, in literals and hidden in a global id', async () => {
    const search = 'query($search: String) { market(first: 1, filter: { search: $search }) { totalCount } }';
    for (const value of ['a\u0000b', 'x\uD800', '\uDC00y']) {
      const result = await api.graphql(search, { search: value }, { 'accept-language': 'en' });
      expect(result).toEqual({
        errors: [
          {
            message: 'search contains characters that are not allowed (NUL or an unpaired surrogate)',
            extensions: { code: 'BAD_USER_INPUT', field: 'search' },
          },
        ],
      });
    }
    const literal = await api.graphql('{ market(first: 1, filter: { search: "a\\u0000b" }) { totalCount } }');
    expect(literal.errors).toEqual([
      expect.objectContaining({ message: 'search 含有不允许的字符（空字符或不成对的代理字符）', extensions: { code: 'BAD_USER_INPUT', field: 'search' } }),
    ]);
    const user = await api.signIn();
    const hidden = await api.graphql(
      'mutation($id: ID!) { readMessage(input: { id: $id }) { __typename } }',
      { id: b64('Message:\u0000') },
      { cookie: `Authorization=${user.token}` },
    );
    expect(hidden.errors?.[0]).toMatchObject({ message: '填写的信息有误，请检查', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await api.graphql(search, { search: '😀' })).toEqual({ data: { market: { totalCount: 0 } } });
  });

  it('refuses negative, non-numeric, too deep and garbled offset cursors with a translated error; a real cursor pages on', async () => {
    for (const after of [
      b64('OffsetConnection:-5'),
      b64('OffsetConnection:x'),
      b64('OffsetConnection:1.5'),
      b64('OffsetConnection:999999999999'),
      b64('GPC:S:abc'),
      '%%%',
      b64('\u0000'),
    ]) {
      for (const query of [
        'query($after: String) { market(first: 2, after: $after) { totalCount } }',
        'query($after: String) { notices(first: 2, before: $after) { totalCount } }',
      ]) {
        const result = await api.graphql(query, { after }, { 'accept-language': 'en' });
        expect(result.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'VALIDATION' }) })]);
        expect(result.errors?.[0].message).toMatch(/^The paging position (after|before) is invalid; please reload from the first page$/);
      }
    }
    const first = await api.graphql<{ market: { pageInfo: { endCursor: string }; edges: { node: { hashName: string } }[] } }>(
      '{ market(first: 2) { pageInfo { endCursor } edges { node { hashName } } } }',
    );
    const next = await api.graphql<{ market: { edges: { node: { hashName: string } }[] } }>(
      'query($after: String) { market(first: 2, after: $after) { edges { node { hashName } } } }',
      { after: first.data!.market.pageInfo.endCursor },
    );
    expect(next.errors).toBeUndefined();
    expect(next.data!.market.edges.map((edge) => edge.node.hashName)).not.toEqual(first.data!.market.edges.map((edge) => edge.node.hashName));
  });

  it('refuses listing cursors that are not keyset positions of the sort asked for; a real one pages on', async () => {
    const listings =
      'query($after: String) { marketItem(hashName: "Kilowatt Case") { listings(first: 1, after: $after) { pageInfo { endCursor } edges { node { id } } } } }';
    for (const after of [
      b64('GPC:N:5'),
      b64('GPC:S:\u0000'),
      b64(`GPC:S:${'x'.repeat(300)}`),
      b64('OffsetConnection:1'),
      b64('ItemListings:FLOAT_ASC:0:0.5:00000000-0000-4000-8000-000000000001'),
      b64('ItemListings:PRICE_ASC:0:NaN:x'),
      'not base64 at all',
    ]) {
      const result = await api.graphql(listings, { after });
      expect(result.errors).toEqual([
        expect.objectContaining({ message: '分页位置 after 无效，请从第一页重新加载', extensions: { code: 'VALIDATION', field: 'after' } }),
      ]);
    }
    const first = await api.graphql<{ marketItem: { listings: { pageInfo: { endCursor: string } } } }>(listings, {});
    const next = await api.graphql(listings, { after: first.data!.marketItem.listings.pageInfo.endCursor });
    expect(next.errors).toBeUndefined();
  });

  it('answers a global id of an unknown type with a translated BAD_USER_INPUT, in zh and en', async () => {
    for (const typename of ['Foo', 'PageInfo', 'Query', 'MarketFilter']) {
      const id = b64(`${typename}:1`);
      const zh = await api.graphql('query($id: ID!) { node(id: $id) { id } }', { id });
      expect(zh.errors).toEqual([expect.objectContaining({ message: 'ID 不属于任何可查询的对象', extensions: { code: 'BAD_USER_INPUT' } })]);
      const en = await api.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [id] }, { 'accept-language': 'en' });
      expect(en.errors).toEqual([
        expect.objectContaining({ message: 'The ID does not belong to anything that can be looked up', extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
    }
    // a known type with an id that does not exist is still just null
    expect(await api.graphql('query($id: ID!) { node(id: $id) { id } }', { id: b64('MarketItem:999999') })).toEqual({ data: { node: null } });
  });

  it('logged nothing at error level for any of the refusals above', () => {
    expect(logLines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
  });
});
