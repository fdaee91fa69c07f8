import { REQUEST_ID_HEADER, requestIdGenerator, withRequestId } from './logging/requestContext.ts';
import { labelRequestSpan } from './observability/tracing.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig, TrustProxy } from './config.ts';
import { AppError, RateLimitError } from './errors.ts';
import type { JobQueue } from './db/jobs.ts';
import { publicResponseCache } from './graphql/responseCache.ts';
import { createGraphQLServer } from './graphql/yoga.ts';
import { assertSameOriginRequest } from './http/originGuard.ts';
import { acceptedEncoding, streamedPage } from './http/compression.ts';
import { createPageHtml } from './http/pageHtml.ts';
import { loadServerRendering } from './http/serverRendering.ts';
import { registerInputSanity, routerLimits } from './http/inputSanity.ts';
import { registerContract } from './http/contract.ts';
import { API_VERSION } from './modules/openplatform/apiVersion.ts';
import { apiDocsRoutes } from './http/apiDocs.ts';
import { registerOperationPolicy } from './http/operationPolicy.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import type { Ports } from './integrations/ports.ts';
import { translate } from './i18n/messages.ts';
import { authRoutes } from './modules/auth/auth.rest.ts';
import { currencyRoutes } from './modules/currency/currency.rest.ts';
import { marketRoutes } from './modules/market/market.rest.ts';
import { messageRoutes } from './modules/message/message.rest.ts';
import { noticeRoutes } from './modules/notice/notice.rest.ts';
import { outboundRoutes } from './modules/outbound/outbound.rest.ts';
import { contentRoutes } from './modules/content/content.rest.ts';
import { informationRoutes } from './modules/information/information.rest.ts';
import { paymentRoutes } from './modules/payment/payment.rest.ts';
import { simulatedCashierRoutes } from './integrations/payment/simulated/cashier.ts';
import { SimulatedAlipay } from './integrations/payment/simulated/simulatedAlipay.ts';
import { inventoryRoutes } from './modules/inventory/inventory.rest.ts';
import { deliveryRoutes } from './modules/order/delivery.rest.ts';
import { orderRoutes } from './modules/order/order.rest.ts';
import { steamRoutes } from './modules/steam/steam.rest.ts';
import { avatarFileRoutes, userRoutes } from './modules/user/user.rest.ts';
import { walletRoutes } from './modules/wallet/wallet.rest.ts';
import { openPlatformRoutes } from './modules/openplatform/openplatform.rest.ts';
import { partnerRoutes } from './modules/openplatform/partner.rest.ts';
import { PartnerRequestLimits } from './modules/openplatform/partnerLimits.ts';
import { isSignedRequest } from './modules/openplatform/partnerAuth.ts';
import { keepRawBody } from './http/rawBody.ts';
import { PARTNER_AREAS } from './modules/openplatform/partnerAreas.ts';
import { rechargeRoutes } from './modules/wallet/recharge.rest.ts';
import { withdrawalRoutes } from './modules/wallet/withdrawal.rest.ts';
import { operatorTokenCheck, opsPlugin } from './ops/ops.plugin.ts';
import { database } from './db/client.ts';
import { AppMetrics } from './observability/metrics.ts';
import { healthRoutes, listenForMetrics, metricsRoutes } from './observability/observability.rest.ts';
import { checkReadiness, readinessChecks } from './observability/readiness.ts';
import { opsRoutes } from './ops/routes.ts';
import { errorEnvelope } from './rest/envelope.ts';
import { siteRouteOf } from '../lib/siteRoutes.ts';
import { siteIconRoutes } from './http/siteIcon.ts';
import { decorateLanguage } from './rest/language.ts';
import { bargainRoutes } from './modules/bargain/bargain.rest.ts';
import { leaseRoutes } from './modules/lease/lease.rest.ts';
import { buyOrderRoutes } from './modules/buyorder/buyOrder.rest.ts';
import { leaseListingRoutes } from './modules/lease/leaseListing.rest.ts';
import { createServices, type Services } from './services.ts';
import { SESSION_COOKIE, sessionToken } from './session/cookie.ts';
import type { Viewer } from './session/viewer.ts';

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

export type App = FastifyInstance & { services: Services; metrics: AppMetrics };

/** The most a signed GraphQL request's body may hold (kept whole for its signature). */
const GRAPHQL_SIGNED_BODY_LIMIT = 256 * 1024;

/** The header every answer of a sandbox deployment carries (`X-Sandbox: true`; SANDBOX=on). */
export const SANDBOX_HEADER = 'x-sandbox';

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count trusts that many proxies in front of us (1: the
 * socket's peer, so the last X-Forwarded-For entry is the client); Fastify itself ignores a bare
 * number, so it becomes a function of the hop. Addresses and CIDRs go to proxy-addr as they are.
 */
function fastifyTrustProxy(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy === 'number') return (_address: string, hop: number) => hop < trustProxy;
  return trustProxy;
}

/** The web app's pages: scripts only from the app's own files (styled-components needs inline styles). */
const PAGE_CSP = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https:', 'http:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/** GraphiQL (on /graphql only, when on) is one page of inline scripts, fonts and blob: workers. */
const GRAPHIQL_CSP = {
  ...PAGE_CSP,
  scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
  workerSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
};

/** Whether an answer concerns a session: the request carries the cookie, or the answer sets or clears it. */
function concernsSession(request: FastifyRequest, reply: FastifyReply): boolean {
  const setCookie = reply.getHeader('set-cookie');
  const setsSession = [setCookie].flat().some((value) => typeof value === 'string' && value.startsWith(`${SESSION_COOKIE}=`));
  const apiPath = request.url.startsWith('/web/') || request.url.startsWith('/graphql');
  return setsSession || (apiPath && request.cookies?.[SESSION_COOKIE] !== undefined);
}

/** Builds the HTTP application: GraphQL at /graphql, the REST adapter at /web/*, the web client elsewhere. */
export async function buildApp({ config, ports, jobs, logger = false }: AppOptions): Promise<App> {
  const app = Fastify({
    logger,
    // X-Forwarded-* are believed only from the configured proxies (TRUST_PROXY), so a client cannot
    // choose the address its SMS, login and request limits count
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdGenerator(config.trustProxy !== false),
    bodyLimit: 1_048_576,
    ...routerLimits,
  });
  // the rest of the request (and the jobs, events and callbacks it causes) runs as part of its id, which the answer names
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    labelRequestSpan(request);
    withRequestId(request.id, done);
  });
  // a partner sandbox says so on every answer (REST, GraphQL, the partner API, pages, files, errors):
  // the first hook, on the root, so every route and the not-found handler inherit it
  if (config.sandbox) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header(SANDBOX_HEADER, 'true');
    });
  }
  const services = createServices(config, ports, jobs, (error, message) => app.log.warn({ err: error }, message), app.log);
  // every request as it ends, by face, route and status class (api/observability/metrics.ts)
  const metrics = new AppMetrics({ now: () => ports.clock.now(), database, jobs, services });
  app.decorateRequest('graphqlOperation', undefined);
  app.addHook('onResponse', async (request, reply) => metrics.observeRequest(request, reply));
  services.viewerEvents.watchDeliveries((event) => metrics.observeDelivered(event));
  const secureCookies = config.isProduction;
  decorateLanguage(app);
  app.addHook('onClose', () => services.throttles.close());
  // live event streams end before the server waits for its connections to close
  app.addHook('preClose', async () => services.viewerEvents.close());
  app.addHook('onClose', () => services.eventRelay.stop());
  app.addHook('onClose', () => services.partnerCallbacks.stop());
  await services.throttles.ready();

  const pageHeaders = { contentSecurityPolicy: { directives: PAGE_CSP }, crossOriginEmbedderPolicy: false };
  registerSecurityHeaders(app, {
    defaults: pageHeaders,
    // GraphiQL (development, or GRAPHIQL on) needs its inline scripts on /graphql
    routes: {
      // the API reference: Scalar's bundle asks for its web font from its own CDN; nothing leaves the page
      '/api-docs': { ...pageHeaders, contentSecurityPolicy: { directives: { ...PAGE_CSP, fontSrc: ["'self'", 'data:'] } } },
      ...(config.graphiql ? { '/graphql': { ...pageHeaders, contentSecurityPolicy: { directives: GRAPHIQL_CSP } } } : {}),
    },
  });
  await app.register(cookie, { secret: config.cookieSecret });
  // the REST contract: zod schemas on every /open/v1 and /web/* route, published as OpenAPI
  // (api/http/contract.ts); the API suite checks every answer against its operation
  await registerContract(app, { checkAnswers: config.nodeEnv === 'test', version: API_VERSION });
  registerInputSanity(app);
  // answers about a signed-in user (or signing in or out) are never stored by browsers or proxies
  app.addHook('onSend', async (request, reply) => {
    if (concernsSession(request, reply)) reply.header('cache-control', 'no-store');
  });

  // Failures before a handler runs (malformed JSON, oversized bodies) answer in the shape the
  // caller speaks: GraphQL errors on /graphql, the envelope elsewhere; always translated.
  app.setErrorHandler((error, request, reply) => {
    const envelope = errorEnvelope(request, reply, error);
    if (request.url.startsWith('/graphql')) {
      const code = error instanceof AppError ? error.code : envelope.code === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
      const retry = error instanceof RateLimitError ? { retryAfterSeconds: error.retryAfterSeconds } : {};
      return reply.send({ errors: [{ message: envelope.msg, extensions: { code, ...retry } }] });
    }
    return reply.send(envelope);
  });

  // CSRF defence (docs/security.md): a state-changing call must not name another origin, and must be JSON
  // (or PUT/DELETE) or carry the XMLHttpRequest marker; otherwise it is refused before anything runs
  // (api/http/originGuard.ts).
  app.addHook('onRequest', async (request) => assertSameOriginRequest(request));

  // what each route needs (a session, a fresh verification, a signature, the operator token), checked
  // after the viewer below and the scope's own authentication; an unclassed route stops the start
  registerOperationPolicy(app, () => ports.clock.now());

  app.decorateRequest('viewer', undefined);
  const partnerLimits = new PartnerRequestLimits(services.throttles.redis);
  app.decorateRequest('rawBody', undefined);
  app.addHook('preHandler', async (request, reply) => {
    // a partner's signed GraphQL request acts as the app's user; /open/v1 checks its own
    // (counted against the app as its partner API calls are: partnerLimits.ts)
    if (request.url.split('?')[0] === '/graphql' && isSignedRequest(request.headers)) {
      await partnerLimits.admitSigned(request, reply, () =>
        services.partnerAuth.authenticate({ headers: request.headers, method: request.method, target: request.url, body: request.rawBody ?? Buffer.alloc(0) }),
      );
      return;
    }
    request.viewer = await services.auth.viewerFor(sessionToken(request));
  });

  const responseCache = publicResponseCache({
    ttlMs: config.graphqlCacheMs,
    redisUrl: config.redisUrl,
    showHits: !config.isProduction,
    watchEvents: (listener) => services.eventRelay.watchAll(listener),
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  // the event log exists once the server migrated the database, before it listens (server.ts)
  app.addHook('onReady', async () => responseCache.watch());
  // observed while it runs (for live streams or the response cache), not started for the metrics' sake
  services.eventRelay.observeAll((events) => metrics.observeRelayed(events));
  app.addHook('onClose', () => responseCache.close());
  const yoga = createGraphQLServer({
    responseCache: responseCache.plugin,
    services,
    secureCookies,
    graphiql: config.graphiql,
    anyDocument: config.graphqlAnyDocument,
    compileQueriesAfter: config.nodeEnv === 'test' ? 0 : 1,
    log: (error) => app.log.error({ err: error }, 'unhandled error in GraphQL resolver'),
  });
  // The site's own API (/graphql, /web/*), limited per client address (RATE_LIMIT_PER_MINUTE, 0: off),
  // counted in Redis with REDIS_URL (every process shares the counts) and in memory otherwise; when Redis
  // fails, requests pass rather than the site going down. In a scope of its own: the partner API counts
  // per app in its own (partnerLimits.ts), and @fastify/rate-limit's helpers would be this one's there.
  await app.register(async (site) => {
    if (config.rateLimitPerMinute > 0) {
      await site.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        redis: services.throttles.redis,
        nameSpace: 'rate-limit:',
        skipOnError: true,
        errorResponseBuilder: (_request, context) => new RateLimitError('errors.rateLimited', Math.max(1, Math.ceil(context.ttl / 1000))),
      });
    }
    site.route({
      url: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      // a signed request's signature covers the body's bytes: kept before the JSON parser reads them
      preParsing: async (request, _reply, payload) => (isSignedRequest(request.headers) ? keepRawBody(request, payload, GRAPHQL_SIGNED_BODY_LIMIT) : payload),
      handler: async (request, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
        for (const [key, value] of response.headers) reply.header(key, value);
        reply.status(response.status);
        // a result is sent as the text it already is (0.15 ms less than piping it); only a
        // stream (subscriptions over SSE, incremental delivery) is piped as it comes
        const type = response.headers.get('content-type') ?? '';
        const streamed = type.startsWith('text/event-stream') || type.startsWith('multipart/');
        reply.send(streamed ? response.body : await response.text());
        return reply;
      },
    });

    await site.register(
      async (web) => {
        web.setErrorHandler((error, request, reply) => reply.send(errorEnvelope(request, reply, error)));
        web.setNotFoundHandler((request, reply) => {
          reply.status(404).send({ code: 404, msg: translate(request.language, 'errors.routeNotFound'), data: null });
        });
        await web.register(marketRoutes(services));
        await web.register(currencyRoutes(services.currency));
        await web.register(authRoutes(services, secureCookies));
        await web.register(userRoutes(services));
        await web.register(messageRoutes(services));
        await web.register(noticeRoutes(services));
        await web.register(outboundRoutes(services.outbound));
        await web.register(contentRoutes(services));
        await web.register(informationRoutes(services));
        await web.register(steamRoutes(services));
        await web.register(inventoryRoutes(services));
        await web.register(orderRoutes(services));
        await web.register(buyOrderRoutes(services));
        await web.register(bargainRoutes(services));
        await web.register(leaseListingRoutes(services));
        await web.register(leaseRoutes(services));
        await web.register(deliveryRoutes(services));
        await web.register(paymentRoutes(services));
        await web.register(walletRoutes(services));
        await web.register(withdrawalRoutes(services));
        await web.register(rechargeRoutes(services));
        await web.register(openPlatformRoutes(services));
      },
      { prefix: '/web' },
    );
  });
  // the partner API: signed requests, no cookie (api/modules/openplatform/partner.rest.ts)
  await app.register(partnerRoutes(services, PARTNER_AREAS, partnerLimits), { prefix: '/open/v1' });
  // the operator API (bearer OPS_TOKEN, no cookie): api/ops/ops.plugin.ts
  const operatorCheck = operatorTokenCheck({ token: config.opsToken, throttles: services.throttles });
  await app.register(opsPlugin({ check: operatorCheck, routes: opsRoutes(services) }), { prefix: '/ops' });
  // the probes, for load balancers and orchestrators: no token, no rate limit (api/observability)
  const probes = readinessChecks({ database, jobs, redis: services.throttles.redis });
  await app.register(healthRoutes(() => checkReadiness(probes, { warn: (error, message) => app.log.warn({ err: error }, message) })));
  // GET /metrics: alone on METRICS_PORT when set, else here behind the operator token
  if (config.metricsPort === undefined) {
    await app.register(async (scope) => {
      scope.setErrorHandler((error, request, reply) => reply.send(errorEnvelope(request, reply, error)));
      scope.addHook('onRequest', operatorCheck);
      await scope.register(metricsRoutes(metrics));
    });
  } else {
    const metricsPort = config.metricsPort;
    app.addHook('onReady', async () => {
      metrics.listener = await listenForMetrics(metrics, { port: metricsPort, host: config.host });
    });
    app.addHook('onClose', async () => metrics.listener?.close());
  }
  // the simulated Alipay: its cashier pages and its notification deliveries (jobs)
  if (ports.payment instanceof SimulatedAlipay) {
    ports.payment.useJobs(jobs);
    await app.register(simulatedCashierRoutes(ports.payment, () => ports.clock.now()));
  }
  // /avatars/default.svg and the uploaded avatars under /uploads/avatars/
  await app.register(avatarFileRoutes(services.files));
  // /api-docs: the reference of both REST faces, rendered from their OpenAPI documents
  await app.register(apiDocsRoutes);
  // /favicon.ico: the site's icon (api/http/siteIcon.ts)
  await app.register(siteIconRoutes);

  const indexHtml = path.join(config.webDistDir, 'index.html');
  if (existsSync(indexHtml)) {
    // routes for the files of the build present at start-up (npm start builds before it listens)
    await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false, index: false, preCompressed: true });
    // index.html with the page's preload links and, for an anonymous visitor, its first queries'
    // answers, run through /graphql as the browser would send them, and the page rendered with them;
    // the queries and the renderer come from the server rendering's build, dist/ssr
    // (api/http/pageHtml.ts, serverRendering.ts)
    const serverRendering = await loadServerRendering(config.ssrDistDir, app.log);
    const pageHtml = createPageHtml(
      config.webDistDir,
      async (request, body, language) => {
        const response = await app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: request.ip,
          headers: {
            host: request.host,
            accept: 'application/json',
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            'accept-language': language,
          },
          payload: JSON.stringify(body),
        });
        return { status: response.statusCode, payload: response.json() };
      },
      serverRendering,
    );
    // The client's pages (lib/siteRoutes.ts, /downloadh5.html included) are index.html; any other
    // page path is index.html with status 404 (the client shows its 404 page); a missing file (an
    // asset from an older build, say) is a real 404 without the page.
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0];
      const isPage = siteRouteOf(pathname) !== undefined;
      if ((request.method !== 'GET' && request.method !== 'HEAD') || (!isPage && /\.[a-z0-9]+$/i.test(pathname))) {
        return reply.status(404).send({ code: 404, msg: translate(request.language, 'errors.routeNotFound'), data: null });
      }
      const { head, tail } = pageHtml.render(request, isPage);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply
        .status(isPage ? 200 : 404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie');
      if (encoding) reply.header('content-encoding', encoding);
      // the head goes out at once (the browser fetches the scripts), the answers when they are ready
      return reply.send(streamedPage(head, tail, encoding));
    });
  } else {
    // no web build (an API-only process, the tests): every unknown path answers the envelope
    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ code: 404, msg: translate(request.language, 'errors.routeNotFound'), data: null });
    });
  }

  return Object.assign(app, { services, metrics }) as App;
}
