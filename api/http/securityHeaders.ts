// Helmet's security headers (CSP, HSTS, frame and referrer policies …) on every answer.
//
// helmet is the library; this file is only its glue to Fastify. @fastify/helmet, the glue we used
// before, builds helmet's middleware again for every request (parsing the CSP directives each time):
// about 0.1 ms of a market page's 3-4 ms. Here each policy's middleware is built once, at
// start-up, and an onRequest hook runs the one for the request's route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Middleware = ReturnType<typeof helmet>;

export type SecurityHeaders = {
  /** The policy of every answer. */
  defaults: HelmetOptions;
  /** Another policy for the routes (their URL pattern, e.g. '/graphql') named here. */
  routes?: Record<string, HelmetOptions>;
};

export function registerSecurityHeaders(app: FastifyInstance, policy: SecurityHeaders): void {
  const defaults = helmet(policy.defaults);
  const byRoute = new Map<string, Middleware>(Object.entries(policy.routes ?? {}).map(([url, options]) => [url, helmet(options)]));
  const middlewareOf = (request: FastifyRequest) => (request.routeOptions.url !== undefined && byRoute.get(request.routeOptions.url)) || defaults;
  app.addHook('onRequest', (request, reply, done) => {
    middlewareOf(request)(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
