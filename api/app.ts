import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import type { JobQueue } from './db/jobs.ts';
import { createGraphQLServer } from './graphql/yoga.ts';
import type { Ports } from './integrations/ports.ts';
import { languageFrom, translate } from './i18n/messages.ts';
import { ForbiddenRequestError } from './modules/auth/auth.errors.ts';
import { authRoutes } from './modules/auth/auth.rest.ts';
import type { Viewer } from './modules/auth/auth.service.ts';
import { sessionToken } from './modules/auth/session.cookie.ts';
import { currencyRoutes } from './modules/currency/currency.rest.ts';
import { marketRoutes } from './modules/market/market.rest.ts';
import { messageRoutes } from './modules/message/message.rest.ts';
import { noticeRoutes } from './modules/notice/notice.rest.ts';
import { inventoryRoutes } from './modules/inventory/inventory.rest.ts';
import { steamRoutes } from './modules/steam/steam.rest.ts';
import { avatarFileRoutes, userRoutes } from './modules/user/user.rest.ts';
import { errorEnvelope } from './rest/envelope.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | undefined;
  }
}

export type AppOptions = {
  config: AppConfig;
  ports: Ports;
  /** The job queue the services declare their jobs on; the caller starts it (after migrations) and stops it. */
  jobs: JobQueue;
  logger?: FastifyServerOptions['logger'];
};

export type App = FastifyInstance & { services: Services };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the HTTP application: GraphQL at /graphql, the REST adapter at /web/*, the web client elsewhere. */
export async function buildApp({ config, ports, jobs, logger = false }: AppOptions): Promise<App> {
  const app = Fastify({
    logger,
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  const services = createServices(config, ports, jobs, (error, message) => app.log.warn({ err: error }, message));
  const secureCookies = config.isProduction;

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // GraphiQL is rendered inline by graphql-yoga
        scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie, { secret: config.cookieSecret });

  // Failures before a handler runs (malformed JSON, oversized bodies) answer in the shape the
  // caller speaks: GraphQL errors on /graphql, the envelope elsewhere; always translated.
  app.setErrorHandler((error, request, reply) => {
    const envelope = errorEnvelope(request, reply, error);
    if (request.url.startsWith('/graphql')) {
      return reply.send({ errors: [{ message: envelope.msg, extensions: { code: envelope.code === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
    }
    return reply.send(envelope);
  });

  // CSRF defence (DESIGN.md §3): a state-changing call must carry the XMLHttpRequest marker, which a
  // cross-site form or text/plain POST cannot set; such a request is refused before anything runs.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/web/') && !request.url.startsWith('/graphql')) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new ForbiddenRequestError();
  });

  app.decorateRequest('viewer', undefined);
  app.addHook('preHandler', async (request) => {
    request.viewer = await services.auth.viewerFor(sessionToken(request));
  });

  const yoga = createGraphQLServer({
    services,
    secureCookies,
    graphiql: true,
    log: (error) => app.log.error({ err: error }, 'unhandled error in GraphQL resolver'),
  });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  await app.register(
    async (web) => {
      web.setErrorHandler((error, request, reply) => reply.send(errorEnvelope(request, reply, error)));
      web.setNotFoundHandler((request, reply) => {
        reply.status(404).send({ code: 404, msg: translate(languageFrom(request.headers['accept-language']), 'errors.routeNotFound'), data: null });
      });
      await web.register(marketRoutes);
      await web.register(currencyRoutes(services.currency));
      await web.register(authRoutes(services, secureCookies));
      await web.register(userRoutes(services, config.uploadDir));
      await web.register(messageRoutes);
      await web.register(noticeRoutes);
      await web.register(steamRoutes(services));
      await web.register(inventoryRoutes(services));
    },
    { prefix: '/web' },
  );
  // /avatars/default.svg and the uploaded avatars under /uploads/avatars/
  await app.register(avatarFileRoutes(config.uploadDir));

  const indexHtml = path.join(config.webDistDir, 'index.html');
  if (existsSync(indexHtml)) {
    // routes for the files of the build present at start-up (npm start builds before it listens)
    await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false, index: false });
    // Client routes (/, /market, /goods, ...) and the client's own 404 page are index.html; a
    // missing file (an asset from an older build, say) is a real 404.
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0];
      if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(pathname)) {
        return reply.status(404).send({ code: 404, msg: translate(languageFrom(request.headers['accept-language']), 'errors.routeNotFound'), data: null });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  return Object.assign(app, { services }) as App;
}
