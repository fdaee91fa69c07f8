// The operation policy (api/security/operationPolicy.ts) on the REST faces: every route registered
// must have a class (the app does not start otherwise), and a route whose class needs something gets
// a check that runs after the scope's own authentication (the session cookie, a partner's signature,
// the operator token) and before its handler: a refused request changes nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PartnerAuthError } from '../modules/openplatform/partnerAuth.ts';
import { requireViewer } from '../rest/viewer.ts';
import { assertStepUp, needsOf, type Requirement, routeRuleOf } from '../security/operationPolicy.ts';
import { UnauthenticatedError } from '../session/viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the operator API's token check (api/ops/ops.plugin.ts) */
    operator: boolean;
  }
  interface FastifyInstance {
    /** every route registered, as the policy classed it (the tests enumerate them) */
    classedRoutes: { method: string; url: string }[];
  }
}

/** What each requirement checks; the provider's signature is the payment module's to check. */
function checkerOf(needs: Requirement, now: () => Date): ((request: FastifyRequest) => void) | undefined {
  switch (needs) {
    case 'session':
      return (request) => void requireViewer(request);
    case 'step-up':
      return (request) => assertStepUp(requireViewer(request), now());
    case 'partner-signature':
      return (request) => {
        if (!request.partner) throw new PartnerAuthError('openplat.auth.missing');
      };
    case 'operator-token':
      return (request) => {
        if (!request.operator) throw new UnauthenticatedError('ops.unauthorized');
      };
    default:
      return undefined;
  }
}

/** Registers the policy's checks on every route added after it; throws on a route the policy does not class. */
export function registerOperationPolicy(app: FastifyInstance, now: () => Date): void {
  app.decorateRequest('operator', false);
  const classedRoutes: { method: string; url: string }[] = [];
  app.decorate('classedRoutes', classedRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) classedRoutes.push({ method, url: route.url });
    const checks = new Map(
      [route.method].flat().map((method) => {
        const rule = routeRuleOf(method, route.url);
        if (!rule) throw new Error(`${method} ${route.url} has no class in api/security/operationPolicy.ts`);
        return [method, checkerOf(needsOf(rule), now)] as const;
      }),
    );
    if ([...checks.values()].every((check) => check === undefined)) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, async (request: FastifyRequest) => checks.get(request.method)?.(request)];
  });
}
