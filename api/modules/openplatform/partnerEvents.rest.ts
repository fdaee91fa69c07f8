// The partner's events under /open/v1: replaying them from the log as callbacks carry them, sending
// one again or a time range again (new deliveries), and every delivery of an event with its attempts.
// The rules: callbacks.service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, exampled, wholeNumber } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { DeliveryAnswer, PartnerEventAnswer } from './callbacks.contract.ts';
import { REDELIVER_MAX_EVENTS, REDELIVER_MAX_RANGE_DAYS } from './callbacks.service.ts';
import { deliveryJson } from './openplatform.rest.ts';
import { NO_BODY, NO_QUERY, requirePartner, strictQuery } from './partner.rest.ts';
import { DELIVERIES_EXAMPLE, EVENTS_EXAMPLE, REDELIVER_RANGE_BODY, REDELIVER_RANGE_EXAMPLE, REDELIVERY_EXAMPLE } from './partnerExamples.ts';

const MAX_LIMIT = 200;
const TAGS = ['Events'];
const EVENT_PARAMS = z.strictObject({ eventId: z.string().describe('The event’s id (eventId of a callback or of the replay).') });

export function partnerEventRoutes(services: Services) {
  const callbacks = services.partnerCallbacks;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/events',
      {
        schema: {
          operationId: 'listEvents',
          summary: 'Replay the app’s events',
          description: 'The app’s events from the log, oldest first, as callbacks carry them (every type). Pass `next` as `after` to read on.',
          tags: TAGS,
          querystring: strictQuery({
            after: z.string().optional().describe('The `next` of the previous answer; from the oldest kept event when absent.'),
            limit: wholeNumber(`Events a page, 1-${MAX_LIMIT}; 50 by default.`, { min: 1, max: MAX_LIMIT }),
          }),
          response: answers(
            z.object({ list: z.array(PartnerEventAnswer), next: z.string().nullable().describe('Where to read on; null when nothing was ever read.') }),
            EVENTS_EXAMPLE,
          ),
        },
      },
      async (request) => ok(request, await callbacks.replay(requirePartner(request), { after: request.query.after, limit: request.query.limit ?? 50 })),
    );

    routes.post(
      '/events/redeliver',
      {
        schema: {
          operationId: 'redeliverEvents',
          summary: 'Send a time range of events again',
          description: `Sends again, as new deliveries, the app’s events from \`from\` to \`to\` (ms) of the types it receives (narrowed to \`types\`), oldest first: a range of at most ${REDELIVER_MAX_RANGE_DAYS} days, at most ${REDELIVER_MAX_EVENTS} events a call (\`next\`: where to go on from).`,
          tags: TAGS,
          querystring: NO_QUERY,
          body: exampled(
            z.strictObject({
              from: z.number().int().min(0).describe('Start of the range, ms since the epoch.'),
              to: z.number().int().min(0).describe('End of the range (inclusive), ms since the epoch.'),
              types: z.array(z.string()).nullable().optional().describe('Only these event types; every type the app receives when absent.'),
            }),
            REDELIVER_RANGE_BODY,
          ),
          response: answers(
            z.object({
              from: z.number().int(),
              to: z.number().int(),
              types: z.array(z.string()).describe('The types sent again.'),
              count: z.number().int().describe('The new deliveries made.'),
              next: z.number().int().nullable().describe('The time of the first event left out (call again from it); null when the range is done.'),
              maxRangeDays: z.number().int(),
              maxEvents: z.number().int(),
            }),
            REDELIVER_RANGE_EXAMPLE,
          ),
        },
      },
      async (request) => ok(request, await callbacks.redeliverRange(requirePartner(request), request.body)),
    );

    routes.post(
      '/events/:eventId/redeliver',
      {
        schema: {
          operationId: 'redeliverEvent',
          summary: 'Send one event again',
          description: 'A new delivery of the event, its attempts from zero; the earlier deliveries keep theirs. Another app’s event is 404.',
          tags: TAGS,
          params: EVENT_PARAMS,
          querystring: NO_QUERY,
          body: NO_BODY,
          response: answers(DeliveryAnswer, REDELIVERY_EXAMPLE),
        },
      },
      async (request) => ok(request, deliveryJson(await callbacks.redeliver(requirePartner(request), request.params.eventId))),
    );

    routes.get(
      '/events/:eventId/deliveries',
      {
        schema: {
          operationId: 'listEventDeliveries',
          summary: 'Every delivery of an event',
          description: 'Every delivery of one of the app’s events, newest first, each with its attempts (oldest first). Another app’s event is 404.',
          tags: TAGS,
          params: EVENT_PARAMS,
          querystring: NO_QUERY,
          response: answers(z.object({ list: z.array(DeliveryAnswer) }), DELIVERIES_EXAMPLE),
        },
      },
      async (request) => ok(request, { list: (await callbacks.deliveriesOfEvent(requirePartner(request), request.params.eventId)).map(deliveryJson) }),
    );
  };
}
