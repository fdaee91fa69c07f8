// The partner's callback settings under /open/v1/webhooks: the event types the app receives, and a
// signed test callback sent at once. The rules: callbacks.service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, exampled } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { DeliveryAnswer, WebhookSettingsAnswer } from './callbacks.contract.ts';
import { deliveryJson } from './openplatform.rest.ts';
import { NO_BODY, NO_QUERY, requirePartner } from './partner.rest.ts';
import { PING_EXAMPLE, WEBHOOKS_BODY, WEBHOOKS_EXAMPLE, WEBHOOKS_SET_EXAMPLE } from './partnerExamples.ts';

const TAGS = ['Webhooks'];

export function partnerWebhookRoutes(services: Services) {
  const callbacks = services.partnerCallbacks;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/webhooks',
      {
        schema: {
          operationId: 'getWebhooks',
          summary: 'The event types the app receives',
          description: 'The types the app receives as callbacks (every type unless it chose some) and every type there is.',
          tags: TAGS,
          querystring: NO_QUERY,
          response: answers(WebhookSettingsAnswer, WEBHOOKS_EXAMPLE),
        },
      },
      async (request) => ok(request, await callbacks.webhookSettings(requirePartner(request))),
    );

    routes.put(
      '/webhooks',
      {
        schema: {
          operationId: 'setWebhooks',
          summary: 'Choose the event types the app receives',
          description: 'A non-empty list of known event types (an unknown one is a 400 naming it), or null for every type. The replay still lists every type.',
          tags: TAGS,
          querystring: NO_QUERY,
          body: exampled(z.strictObject({ types: z.array(z.string()).nullable().describe('The event types to receive; null: every type.') }), WEBHOOKS_BODY),
          response: answers(WebhookSettingsAnswer, WEBHOOKS_SET_EXAMPLE),
        },
      },
      async (request) => ok(request, await callbacks.chooseWebhookTypes(requirePartner(request), request.body)),
    );

    routes.post(
      '/webhooks/ping',
      {
        schema: {
          operationId: 'pingWebhook',
          summary: 'Send a signed ping now',
          description:
            'A `ping` event POSTed to the callback URL at once: a real delivery, recorded and retried like any other. Answers it after its first attempt.',
          tags: TAGS,
          querystring: NO_QUERY,
          body: NO_BODY,
          response: answers(DeliveryAnswer, PING_EXAMPLE),
        },
      },
      async (request) => ok(request, deliveryJson(await callbacks.ping(requirePartner(request)))),
    );
  };
}
