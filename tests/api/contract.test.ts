// The REST contract (api/http/contract.ts): every /open/v1 and /web/* route has an operation in its
// OpenAPI document and every operation a route, the documents are valid OpenAPI 3.1, the partner
// API's parameters are strict everywhere, and the reference page serves itself and both documents
// from our own files. (That every answer matches its operation is checked by the serializer on
// every request of the API suite.) Every partner operation's success has an example, each example
// (answers and bodies) meets its own published schema, and the JSON docs/open-platform.md shows of them
// is the reference's.
import { randomBytes } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { type ContractFace, faceOf } from '../../api/http/contract.ts';
import { PARTNER_TYPES_FILE, partnerTypes } from '../../api/http/partnerTypes.ts';
import { db } from '../../api/db/client.ts';
import { docsBlock, docsTestKey, partnerApp, signed } from '../helpers/partners.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';

const OPS_TOKEN = randomBytes(32).toString('base64url');
const testDatabase = useTestDatabase();
let api: TestApp;

beforeAll(async () => {
  api = await createTestApp(testDatabase(), { env: { OPS_TOKEN } });
});

afterAll(async () => {
  await api?.app.close();
});

type Media = { schema?: Record<string, unknown>; example?: unknown; examples?: Record<string, { value: unknown }> };
type Operation = {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, Media> }>;
  requestBody?: { content?: Record<string, Media> };
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

async function documentOf(face: ContractFace): Promise<Document> {
  const response = await api.app.inject({ method: 'GET', url: face === 'partner' ? '/open/v1/openapi.json' : '/api-docs/web.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** `GET /web/order/:orderNo` as OpenAPI names it: `GET /web/order/{orderNo}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function contractRoutes(face: ContractFace): string[] {
  return api.app.classedRoutes
    .filter((route) => route.method !== 'HEAD' && faceOf(route.url) === face)
    .map((route) => `${route.method} ${openApiPath(route.url)}`);
}

function operations(document: Document): Map<string, Operation> {
  return new Map(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
    ),
  );
}

describe.each(['partner', 'web'] as const)('the %s contract', (face) => {
  it('has an operation, with an id and a 200 answer, for every route, and a route for every operation', async () => {
    const documented = operations(await documentOf(face));
    const routes = contractRoutes(face);
    const undocumented = routes.filter((route) => !documented.get(route)?.operationId);
    expect(undocumented, 'routes without an operation (declare their schemas: api/http/contract.ts)').toEqual([]);
    const withoutAnswer = [...documented].filter(([, operation]) => operation.operationId && !operation.responses?.['200']).map(([key]) => key);
    expect(withoutAnswer).toEqual([]);
    const stale = [...documented.keys()].filter((operation) => documented.get(operation)?.operationId && !routes.includes(operation));
    expect(stale, 'operations without a route').toEqual([]);
    const ids = [...documented.values()].map((operation) => operation.operationId).filter(Boolean);
    expect(ids.length, 'operation ids are unique').toBe(new Set(ids).size);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf(face);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('the partner API', () => {
  it('refuses a query parameter and a body field no operation lists, on every operation of the document, unsigned ones included', async () => {
    const { privateKey, publicKeyPem } = docsTestKey();
    const { appId } = await partnerApp(api, { opsToken: OPS_TOKEN, publicKeyPem });
    // one request per operation and way: more than the app's requests a second
    await db().partnerApp.update({ where: { id: appId }, data: { rateLimitPerSecond: 10_000 } });
    const document = await documentOf('partner');
    const ignored: string[] = [];
    let tried = 0;
    for (const [key, operation] of operations(document)) {
      const [method, path] = key.split(' ') as [SignedMethod, string];
      // a path parameter of the right form: the parameters are checked before the handler looks anything up
      const target = path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => samplePathValue(name));
      // the query with a body the operation takes (its published example): a body is checked before the query
      const example = Object.values(operation.requestBody?.content ?? {}).flatMap(examplesOf)[0];
      const tries: { target: string; body?: object }[] = [{ target: `${target}?foo=1`, body: example ?? undefined }];
      if (operation.requestBody) tries.push({ target, body: { foo: 1 } });
      for (const each of tries) {
        tried += 1;
        const reply = await signed(api, { method, appId, key: privateKey, ...each });
        if (reply.status !== 400 || !reply.body.msg.includes('未知参数 foo')) {
          ignored.push(`${key} ${each.body ? 'body' : 'query'}: ${reply.status} ${reply.body.msg}`);
        }
      }
    }
    expect(ignored).toEqual([]);
    expect(tried).toBeGreaterThan(60);
  });

  it('declares a body on every operation that changes something', async () => {
    const document = await documentOf('partner');
    const bodiless = [...operations(document)]
      .filter(([key, operation]) => !key.startsWith('GET ') && !operation.requestBody?.content?.['application/json']?.schema)
      .map(([key]) => key);
    expect(bodiless, 'an operation without a body schema ignores what is sent').toEqual([]);
  });
});

describe.each(['partner', 'web'] as const)('the %s request bodies', (face) => {
  it('type every field, nested ones included, so a client generated from the document knows what to send', async () => {
    const document = await documentOf(face);
    const untyped: string[] = [];
    const visit = (where: string, schema: Record<string, unknown> | undefined) => {
      if (!schema) return;
      for (const [name, field] of Object.entries((schema.properties as Record<string, Record<string, unknown>> | undefined) ?? {})) {
        if (!hasType(field)) untyped.push(`${where}.${name}`);
        visit(`${where}.${name}`, field);
      }
      const items = schema.items as Record<string, unknown> | undefined;
      if (items && !hasType(items)) untyped.push(`${where}[]`);
      visit(`${where}[]`, items);
      for (const branch of ((schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined) ?? []) visit(where, branch);
    };
    for (const [key, operation] of operations(document)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) visit(key, media.schema);
    }
    expect(untyped, 'a field a typed client sees as unknown (api/rest/checkedField.ts publishes the JSON type of a field the service checks)').toEqual([]);
  });
});

/** The examples of a body or an answer. */
const examplesOf = (media: Media): unknown[] =>
  media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((example) => example.value);

type SignedMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A value of the form each path parameter of the partner document takes. */
function samplePathValue(name: string): string {
  const samples: Record<string, string> = {
    orderNo: '2026112714031200001',
    no: '2026112714031200001',
    buyOrderNo: '2026112714031200001',
    bargainNo: '2026112714031200001',
    leaseNo: '2026112714031200001',
    day: '2026-11-27',
  };
  return samples[name] ?? '00000000-0000-4000-8000-000000000000';
}

/** Whether a JSON schema states what a value is: a type, a constant or enum, a reference, or branches that each do. */
function hasType(schema: Record<string, unknown>): boolean {
  if (schema.type !== undefined || schema.const !== undefined || schema.enum !== undefined || schema.$ref !== undefined) return true;
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  return branches !== undefined && branches.length > 0 && branches.every((branch) => hasType(branch));
}

describe('the examples of the partner reference', () => {
  /** Whether a body schema has fields (an empty strict object, or null, needs no example). */
  const hasFields = (schema: Record<string, unknown> | undefined): boolean =>
    [schema, ...((schema?.anyOf as Record<string, unknown>[] | undefined) ?? [])].some(
      (each) => Object.keys((each?.properties as object | undefined) ?? {}).length > 0,
    );

  it('show every operation’s success and every body with fields, and each meets its own published schema', async () => {
    const document = await documentOf('partner');
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const missing: string[] = [];
    const invalid: string[] = [];
    let checked = 0;
    const check = (where: string, media: Media, required: boolean) => {
      const examples = examplesOf(media);
      if (examples.length === 0 && required) missing.push(where);
      // the schema with the document's components, so its $refs resolve as a reader's do
      const validate = ajv.compile({ ...media.schema, components: document.components });
      for (const example of examples) {
        checked += 1;
        if (!validate(example)) invalid.push(`${where}: ${ajv.errorsText(validate.errors)}`);
      }
    };
    for (const [key, operation] of operations(document)) {
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
      expect(successes.length, key).toBeGreaterThan(0);
      for (const [status, response] of successes) {
        for (const [type, media] of Object.entries(response.content ?? {})) check(`${key} ${status} ${type}`, media, true);
      }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) check(`${key} body ${type}`, media, hasFields(media.schema));
    }
    expect(missing, 'operations without an example (answers(schema, example) / exampled(body, example))').toEqual([]);
    expect(invalid).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('refuses an example that breaks its schema (the check above can fail)', () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile({
      type: 'object',
      properties: { data: { $ref: '#/components/schemas/Money' } },
      components: { schemas: { Money: { type: 'object', properties: { amount: { type: 'integer' } }, required: ['amount'], additionalProperties: false } } },
    });
    expect(validate({ data: { amount: 100 } })).toBe(true);
    expect(validate({ data: { amount: '1.00' } })).toBe(false);
    expect(validate({ data: { amount: 100, extra: true } })).toBe(false);
  });

  it('are the JSON docs/open-platform.md shows', async () => {
    const document = await documentOf('partner');
    const example = (method: string, path: string) => document.paths[path][method].responses?.['200'].content?.['application/json'].example;
    for (const [marker, method, path] of [
      ['### `GET /open/v1/market`', 'get', '/open/v1/market'],
      ['### `GET /open/v1/goods`', 'get', '/open/v1/goods'],
      ['### `POST /open/v1/prices`', 'post', '/open/v1/prices'],
      ['### `POST /open/v1/listings`', 'post', '/open/v1/listings'],
      ['### `PATCH /open/v1/listings/{id}`', 'patch', '/open/v1/listings/{id}'],
      ['### `DELETE /open/v1/listings/{id}`', 'delete', '/open/v1/listings/{id}'],
      ['### `POST /open/v1/orders`', 'post', '/open/v1/orders'],
    ] as const) {
      expect(JSON.parse(docsBlock(marker, 'json')), marker).toEqual(example(method, path));
    }
    // the callback of §5 is the replay's event 1042
    const callback = JSON.parse(docsBlock('## 5. Callbacks and events', 'json'));
    const events = example('get', '/open/v1/events') as { data: { list: { eventId: string }[] } };
    expect(events.data.list.find((event) => event.eventId === callback.eventId)).toEqual(callback);
  });
});

describe('examples/partner/openapi.d.ts', () => {
  it('is the TypeScript of the partner document the code declares (run npm run partner:types after changing a partner operation)', async () => {
    expect(readFileSync(PARTNER_TYPES_FILE, 'utf8')).toBe(await partnerTypes(api.app));
  });
});

describe('the reference at /api-docs', () => {
  it('renders both documents with its own copy of the renderer', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/api-docs', headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/open/v1/openapi.json');
    expect(page.body).toContain('/api-docs/web.json');
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await api.app.inject({ method: 'GET', url: '/api-docs/scalar.js', headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('gzip');
    const start = await api.app.inject({ method: 'GET', url: '/api-docs/start.js' });
    expect(start.body).toContain('createApiReference');
  });
});
