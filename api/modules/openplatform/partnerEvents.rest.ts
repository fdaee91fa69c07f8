// The partner's events under /open/v1: replaying them from the log as callbacks carry them, sending
// one again or a time range again (new deliveries), and every delivery of an event with its attempts.
// The rules: callbacks.service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { integerParam, ok, stringParam } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { deliveryJson } from './openplatform.rest.ts';
import { requirePartner } from './partner.rest.ts';
import { bodyObject, onlyKnown } from './strictParams.ts';

const MAX_LIMIT = 200;

export function partnerEventRoutes(services: Services) {
  const callbacks = services.partnerCallbacks;
  return async (app: FastifyInstance) => {
    app.get('/events', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
      const query = onlyKnown(request.query, ['after', 'limit']);
      const limit = integerParam(query.limit, 'field.limit', { defaultValue: 50, min: 1, max: MAX_LIMIT, rangeKey: 'market.limitRange' });
      return ok(request, await callbacks.replay(requirePartner(request), { after: stringParam(query.after), limit }));
    });

    app.post('/events/redeliver', async (request: FastifyRequest<{ Body: unknown }>) => {
      const body = onlyKnown(bodyObject(request.body), ['from', 'to', 'types']);
      return ok(request, await callbacks.redeliverRange(requirePartner(request), body));
    });

    app.post('/events/:eventId/redeliver', async (request: FastifyRequest<{ Params: { eventId: string } }>) =>
      ok(request, deliveryJson(await callbacks.redeliver(requirePartner(request), request.params.eventId))),
    );

    app.get('/events/:eventId/deliveries', async (request: FastifyRequest<{ Params: { eventId: string }; Querystring: Record<string, unknown> }>) => {
      onlyKnown(request.query, []);
      return ok(request, { list: (await callbacks.deliveriesOfEvent(requirePartner(request), request.params.eventId)).map(deliveryJson) });
    });
  };
}
