// The REST contract: every /open/v1 and /web/* route declares its parameters, body and answers as zod
// schemas (fastify-type-provider-zod). The same schemas validate requests, are published as two
// OpenAPI 3.1 documents by @fastify/swagger (GET /open/v1/openapi.json, GET /api-docs/web.json) and,
// when answers are checked (NODE_ENV=test: the API suite), hold every answer to its operation: a field
// added, renamed or dropped without the document fails the request. In production an answer is only
// JSON.stringify'd, so the contract costs nothing per request.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { NONCE_MEMORY_MINUTES, TIMESTAMP_WINDOW_MINUTES } from '../../lib/partnerSigning.ts';

/** The path prefixes whose routes are the contract, and the document each belongs to. */
export const CONTRACT_FACES = { partner: '/open/v1', web: '/web' } as const;
export type ContractFace = keyof typeof CONTRACT_FACES;

/** The simulated Alipay's cashier and signing pages: the stand-in of another company's site, not our contract. */
const OUTSIDE_CONTRACT = ['/web/pay/sim/'];

export function faceOf(url: string): ContractFace | undefined {
  if (OUTSIDE_CONTRACT.some((prefix) => url.startsWith(prefix))) return undefined;
  if (url === CONTRACT_FACES.partner || url.startsWith(`${CONTRACT_FACES.partner}/`)) return 'partner';
  if (url === CONTRACT_FACES.web || url.startsWith(`${CONTRACT_FACES.web}/`)) return 'web';
  return undefined;
}

/** An answer that does not match its operation's schema (only raised while answers are checked). */
export class AnswerContractError extends Error {
  constructor(
    readonly operation: string,
    readonly problems: string[],
  ) {
    super(`answer of ${operation} breaks the contract: ${problems.join('; ')}`);
    this.name = 'AnswerContractError';
  }
}

/** The keys of `given` (a JSON value) that `parsed` (its zod parse, which drops unknown keys) lacks. */
function undeclaredKeys(given: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(given) && Array.isArray(parsed)) return given.flatMap((item, index) => undeclaredKeys(item, parsed[index], `${path}[${index}]`));
  if (given === null || parsed === null || typeof given !== 'object' || typeof parsed !== 'object') return [];
  const kept = parsed as Record<string, unknown>;
  return Object.entries(given as Record<string, unknown>).flatMap(([key, value]) =>
    key in kept ? undeclaredKeys(value, kept[key], `${path}.${key}`) : [`${path}.${key} is not in the schema`],
  );
}

type SerializerInput = { schema: unknown; method: string; url: string; httpStatus?: string };

function checkingSerializer({ schema, method, url, httpStatus }: SerializerInput) {
  const operation = `${method} ${url} ${httpStatus ?? ''}`.trim();
  const zodSchema = schema as z.ZodType;
  return (data: unknown): string => {
    const text = JSON.stringify(data);
    const json = text === undefined ? undefined : JSON.parse(text);
    const result = zodSchema.safeParse(json);
    if (!result.success) {
      throw new AnswerContractError(
        operation,
        result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
      );
    }
    const undeclared = undeclaredKeys(json, result.data);
    if (undeclared.length > 0) throw new AnswerContractError(operation, undeclared);
    return text;
  };
}

const plainSerializer = () => (data: unknown) => JSON.stringify(data);

const signatureSchemes: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  appId: { type: 'apiKey', in: 'header', name: 'X-App-Id', description: 'The application id (app_ + 16 hex digits).' },
  timestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Timestamp',
    description: `Milliseconds since 1970 (13 digits), within ${TIMESTAMP_WINDOW_MINUTES} minutes of the server clock.`,
  },
  nonce: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Nonce',
    description: `8-64 characters of [A-Za-z0-9_-], never reused within ${NONCE_MEMORY_MINUTES} minutes.`,
  },
  signature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description: 'Base64 SHA256withRSA (PKCS#1 v1.5) over appId, METHOD, path and query as sent, timestamp, nonce and the raw body, joined by \\n.',
  },
};

/**
 * Sets the zod validator and the answer serializer on the app and registers @fastify/swagger, before
 * any route is declared (swagger collects routes as they are added).
 */
export async function registerContract(app: FastifyInstance, options: { checkAnswers: boolean; version: string }): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(options.checkAnswers ? checkingSerializer : plainSerializer);
  const transform = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'CS2 skin market', version: options.version },
      components: { securitySchemes: signatureSchemes },
    },
    transform: (document) => {
      if (faceOf(document.url) === undefined) return { schema: { hide: true } as FastifySchema, url: document.url };
      return transform(document);
    },
    transformObject: jsonSchemaTransformObject,
  });
}

export type ContractDocument = OpenAPIV3_1.Document;

/** Each document's title and description (the partner document's example of itself names its title). */
export const FACE_INFO: Record<ContractFace, { title: string; description: string }> = {
  partner: {
    title: 'CS2 skin market: open platform (/open/v1)',
    description: [
      'The partner API. Every call but the unsigned ones (the platform key, this document) is signed: the four X- headers of the security scheme. ',
      'Money is integer cents of CNY (fen). Every answer is the envelope {code, msg, data}; code 0 is success. ',
      'Query parameters and body fields the operation does not list are refused (400, naming the parameter). ',
      'Every answer of a signed call carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset; beyond the limit, 429 with Retry-After. ',
      'The guide (signing with golden vectors, callbacks, the sandbox) is docs/open-platform.md.',
    ].join(''),
  },
  web: {
    title: 'CS2 skin market: web REST adapter (/web)',
    description: [
      'The REST endpoints the web site and its users call, answering the envelope {code, msg, data}; code 0 is success. ',
      'A signed-in call carries the session cookie Authorization; state changes are JSON (or carry X-Requested-With: XMLHttpRequest). ',
      'Money is integer cents of CNY (fen). Messages are Chinese unless the request asks for English (Accept-Language or lang=en).',
    ].join(''),
  },
};

type Media = { schema?: { examples?: unknown } & object; example?: unknown; examples?: unknown };

/**
 * A media type's example where readers look for it: @fastify/swagger moves a JSON answer's or body's
 * schema examples to its media type, but leaves them in the schema of an answer declared per media type
 * (the statement's text/csv); moved here too (one as `example`, several as `examples`).
 */
function mediaExamples(document: ContractDocument): void {
  for (const operation of Object.values(document.paths ?? {}).flatMap((methods) => Object.values(methods ?? {}))) {
    if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
    const { responses, requestBody } = operation as OpenAPIV3_1.OperationObject;
    const contents = [...Object.values(responses ?? {}), requestBody].map((holder) => (holder as { content?: Record<string, Media> } | undefined)?.content);
    for (const media of contents.flatMap((content) => Object.values(content ?? {}))) {
      const examples = media.schema?.examples;
      if (media.example !== undefined || media.examples !== undefined || !Array.isArray(examples) || examples.length === 0) continue;
      if (examples.length === 1) media.example = examples[0];
      else media.examples = Object.fromEntries(examples.map((value, index) => [`example${index + 1}`, { value }]));
      delete media.schema?.examples;
    }
  }
}

/** The app's OpenAPI document split by face: each keeps its own paths and every component. */
export function contractDocument(app: FastifyInstance, face: ContractFace): ContractDocument {
  const whole = app.swagger() as ContractDocument;
  mediaExamples(whole);
  const paths = Object.fromEntries(Object.entries(whole.paths ?? {}).filter(([path]) => faceOf(path) === face));
  const components = { ...whole.components };
  if (face === 'web') {
    components.securitySchemes = {
      session: { type: 'apiKey', in: 'cookie', name: 'Authorization', description: 'The session cookie set by POST /web/login.' },
    };
  }
  return {
    ...whole,
    info: { ...whole.info, ...FACE_INFO[face] },
    ...(face === 'partner' ? { security: [{ appId: [], timestamp: [], nonce: [], signature: [] }] } : {}),
    paths,
    components,
  };
}

/** Route options for a contract route: its document metadata next to its schemas. */
export type OperationSchema = FastifySchema & {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
};

export { z };
