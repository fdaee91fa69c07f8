// The partner's callback settings under /open/v1/webhooks: the event types the app receives, and a
// signed test callback sent at once. The rules: callbacks.service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { deliveryJson } from './openplatform.rest.ts';
import { requirePartner } from './partner.rest.ts';
import { bodyObject, onlyKnown } from './strictParams.ts';

export function partnerWebhookRoutes(services: Services) {
  const callbacks = services.partnerCallbacks;
  return async (app: FastifyInstance) => {
    app.get('/webhooks', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
      onlyKnown(request.query, []);
      return ok(request, await callbacks.webhookSettings(requirePartner(request)));
    });

    app.put('/webhooks', async (request: FastifyRequest<{ Body: unknown }>) =>
      ok(request, await callbacks.chooseWebhookTypes(requirePartner(request), onlyKnown(bodyObject(request.body), ['types']))),
    );

    app.post('/webhooks/ping', async (request) => ok(request, deliveryJson(await callbacks.ping(requirePartner(request)))));
  };
}
