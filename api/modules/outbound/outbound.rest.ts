import type { FastifyInstance } from 'fastify';
import { ok, stringParam } from '../../rest/envelope.ts';
import type { OutboundLinkService } from './outbound.service.ts';

/** GET /web/sans?url=: the /sans page's check of a destination (`{ url, host, allowed, refusal }`). */
export function outboundRoutes(outbound: OutboundLinkService) {
  return async (app: FastifyInstance) => {
    app.get('/sans', async (request) => ok(request, outbound.check(stringParam((request.query as Record<string, unknown>).url) ?? '')));
  };
}
