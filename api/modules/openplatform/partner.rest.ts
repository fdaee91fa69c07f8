// The partner API under /open/v1: every route but the unsigned ones (the platform key, the OpenAPI
// document) needs a signed request (partnerAuth.ts), answers the /web/* envelope, and acts as the app's
// user through the same services the web uses. Bodies are JSON, kept as the raw bytes until the
// signature over them is checked, then parsed as every JSON body is (api/http/jsonBody.ts) and
// validated by the route's schema (api/http/contract.ts): its query, params and body are strict
// objects, so a parameter the operation does not list is a 400 naming it. Each app is limited to its
// requests a second, with the RateLimit-* headers on every answer (partnerLimits.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, BadInputError } from '../../errors.ts';
import { contractDocument, FACE_INFO } from '../../http/contract.ts';
import { assertSaneInput } from '../../http/inputSanity.ts';
import { parseJsonBody } from '../../http/jsonBody.ts';
import { answers } from '../../rest/answers.ts';
import { errorEnvelope, ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { API_VERSION } from './apiVersion.ts';
import { type PartnerViewer, PartnerAuthError } from './partnerAuth.ts';
import { PLATFORM_KEY_EXAMPLE } from './partnerExamples.ts';
import type { PartnerRequestLimits } from './partnerLimits.ts';

declare module 'fastify' {
  interface FastifyRequest {
    partner: PartnerViewer | undefined;
  }
}

/** The most a partner request body may hold. */
const BODY_LIMIT_BYTES = 256 * 1024;
/** Routes any caller may read without a signature. */
const UNSIGNED = new Set(['/open/v1/platform-key', '/open/v1/openapi.json']);
/** The security of an operation anyone may call. */
export const UNSIGNED_OPERATION = { security: [] };
/** The tag of the operations of an area in the reference. */
export const PARTNER_TAGS = {
  platform: 'Platform',
  wallet: 'Wallet',
  market: 'Market',
} as const;

/** An operation's strict query: only the listed parameters. */
export const strictQuery = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);
/** The query of an operation that takes no parameter. */
export const NO_QUERY = z.strictObject({});
/** The body of an operation that takes none: nothing, or an empty object (a field is a 400 naming it). */
export const NO_BODY = z.strictObject({}).nullish();

export function requirePartner(request: FastifyRequest): PartnerViewer {
  if (!request.partner) throw new PartnerAuthError('openplat.auth.missing');
  return request.partner;
}

/** A set of partner routes: a Fastify plugin whose paths are relative to /open/v1, run after the signature check. */
export type PartnerRoutes = (app: FastifyInstance) => Promise<void>;

/** The partner API; `limits` counts its requests, and the app's signed GraphQL requests with them (api/app.ts). */
export function partnerRoutes(services: Services, areas: readonly ((services: Services) => PartnerRoutes)[], limits: PartnerRequestLimits) {
  return async (app: FastifyInstance) => {
    app.decorateRequest('partner', undefined);
    app.setErrorHandler((error, request, reply) => reply.send(errorEnvelope(request, reply, error)));

    // the signature covers the body's bytes as sent: they stay a Buffer until it is checked
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    app.addContentTypeParser('*', (_request, _payload, done) =>
      done(new BadInputError('errors.unsupportedMediaType', { expected: 'application/json' }, 415), undefined),
    );

    // per app, after the signature named it; a refused caller counts apart (partnerLimits.ts)
    await limits.register(app);

    // before validation, so the route's schema validates the parsed body
    app.addHook('preValidation', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (UNSIGNED.has(path)) return;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        request.partner = await services.partnerAuth.authenticate({ headers: request.headers, method: request.method, target: request.url, body });
      } catch (error) {
        if (!(error instanceof PartnerAuthError)) throw error;
        await limits.refuse(request, reply, error);
      }
      // no body: nothing for the route's schema to read (not an empty Buffer)
      if (body.length === 0 && Buffer.isBuffer(request.body)) request.body = undefined;
      if (body.length > 0) {
        try {
          request.body = parseJsonBody(body.toString('utf8'));
        } catch (error) {
          throw error instanceof AppError ? error : new BadInputError('errors.badRequest');
        }
        // kept as bytes for the signature, the body meets the strings rule of every other route now
        assertSaneInput('body', request.body);
      }
    });

    // an unknown /open/v1 route: signed (the hook above runs for it too), counted against the app's
    // limit with its headers like every other answer, and a 404 in the envelope
    app.setNotFoundHandler({ preValidation: app.rateLimit() }, (request, reply) =>
      reply.send(errorEnvelope(request, reply, new BadInputError('errors.routeNotFound', {}, 404))),
    );

    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/platform-key',
      {
        schema: {
          operationId: 'getPlatformKey',
          summary: 'The platform public key',
          description: 'The key that signs callbacks, with its id (X-Platform-Key-Id). Unsigned.',
          tags: [PARTNER_TAGS.platform],
          ...UNSIGNED_OPERATION,
          querystring: NO_QUERY,
          response: answers(
            z.object({
              keyId: z.string().describe('Sent as X-Platform-Key-Id with every callback.'),
              publicKey: z.string().describe('PEM (SPKI) RSA public key.'),
            }),
            PLATFORM_KEY_EXAMPLE,
          ),
        },
      },
      async (request) => {
        const key = services.openPlatform.platformPublicKey();
        return ok(request, { keyId: key.keyId, publicKey: key.publicKeyPem });
      },
    );

    routes.get(
      '/openapi.json',
      {
        schema: {
          operationId: 'getOpenApiDocument',
          summary: 'This contract as OpenAPI 3.1',
          description: 'The document every operation here is generated from; the reference at /api-docs renders it. Unsigned.',
          tags: [PARTNER_TAGS.platform],
          ...UNSIGNED_OPERATION,
          querystring: NO_QUERY,
          response: {
            200: z
              .looseObject({ openapi: z.string() })
              .describe('An OpenAPI 3.1 document (not in the envelope).')
              .meta({ examples: [{ openapi: '3.1.0', info: { title: FACE_INFO.partner.title, version: API_VERSION }, paths: {} }] }),
          },
        },
      },
      async () => contractDocument(app, 'partner'),
    );

    for (const area of areas) await app.register(area(services));
  };
}
