// REST of the recharge center (docs/rest.md "Recharges"): the contract's state, signing (answering the
// provider's signing page), terminating, and a recharge (header Idempotency-Key) answering the
// cashier's address. Amounts in cents in answers; the requested amount in yuan.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../rest/envelope.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';

type Body = Record<string, unknown> | null | undefined;

export function rechargeRoutes(services: Services) {
  const { recharges } = services;
  return async (app: FastifyInstance) => {
    app.get('/recharge/contract', async (request) => ok(request, await recharges.centerOf(requireViewer(request))));

    app.post('/recharge/contract', async (request: FastifyRequest<{ Body: Body }>) => {
      const body = request.body ?? {};
      return ok(request, await recharges.signContract(requireViewer(request), { companyName: body.companyName, creditCode: body.creditCode }));
    });

    app.delete('/recharge/contract', async (request) => ok(request, await recharges.terminateContract(requireViewer(request))));

    app.post('/recharge', async (request: FastifyRequest<{ Body: Body }>) => {
      const body = request.body ?? {};
      return ok(request, await recharges.recharge(requireViewer(request), { amount: body.amount, idempotencyKey: request.headers['idempotency-key'] }));
    });
  };
}
