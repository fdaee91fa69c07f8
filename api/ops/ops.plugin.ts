// The operator API under /ops (docs/operations.md): for `npm run ops` and scripts, not for browsers. Every
// route answers the /web/* envelope and needs `Authorization: Bearer <OPS_TOKEN>`; the session cookie
// means nothing here. Operator areas (open-platform review, later more) bring their routes as OpsRoutes
// (api/ops/routes.ts), registered inside this scope so the token check runs before each of them.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../i18n/messages.ts';
import { errorEnvelope } from '../rest/envelope.ts';
import type { ThrottleFactory } from '../security/throttle.ts';
import { UnauthenticatedError } from '../session/viewer.ts';

/** A set of operator routes: a Fastify plugin whose paths are relative to /ops. */
export type OpsRoutes = FastifyPluginAsync;

/** Wrong tokens one client address may send per window before every ops request from it is refused (429). */
export const OPS_AUTH_FAILURES_PER_ADDRESS = 20;
export const OPS_AUTH_FAILURE_WINDOW_SECONDS = 900;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The operator token's check, as an onRequest hook: refuses (401) a missing or wrong token, and marks the request as the operator's. */
export type OperatorCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The token check (constant time, over digests of equal length) and the failure throttle per client
 * address (REDIS_URL shares it between processes). The operator API and GET /metrics on the public
 * port share one, so wrong tokens count together.
 */
export function operatorTokenCheck({ token, throttles }: { token: string; throttles: ThrottleFactory }): OperatorCheck {
  const expected = sha256(token);
  const failures = throttles.create({
    name: 'ops-auth-failures-ip',
    points: OPS_AUTH_FAILURES_PER_ADDRESS,
    windowSeconds: OPS_AUTH_FAILURE_WINDOW_SECONDS,
    messageKey: 'ops.authFailures',
  });
  return async (request, reply) => {
    await failures.assertAvailable(request.ip);
    const given = bearerToken(request);
    if (given === undefined || !timingSafeEqual(sha256(given), expected)) {
      await failures.recordFailure(request.ip);
      reply.header('www-authenticate', 'Bearer realm="ops"');
      throw new UnauthenticatedError('ops.unauthorized');
    }
    request.operator = true;
  };
}

/** The operator API: the token check (its own, or the one given), then the routes. */
export function opsPlugin(options: { routes: readonly OpsRoutes[] } & ({ check: OperatorCheck } | { token: string; throttles: ThrottleFactory })) {
  const check = 'check' in options ? options.check : operatorTokenCheck(options);
  return async (ops: FastifyInstance) => {
    ops.setErrorHandler((error, request, reply) => reply.send(errorEnvelope(request, reply, error)));
    ops.addHook('onRequest', check);
    // operator answers (applicants' phone numbers, keys) are never stored by a cache on the way
    ops.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // after the token check, so an unknown path tells a caller without the token nothing
    ops.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ code: 404, msg: translate(request.language, 'errors.routeNotFound'), data: null });
    });
    for (const register of options.routes) await ops.register(register);
  };
}
