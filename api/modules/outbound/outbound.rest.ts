import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../rest/answers.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { OUTBOUND_REFUSALS, OUTBOUND_URL_MAX_LENGTH, type OutboundLinkService } from './outbound.service.ts';

/** GET /web/sans?url=: the /sans page's check of a destination (`{ url, host, allowed, refusal }`). */
export function outboundRoutes(outbound: OutboundLinkService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/sans',
      {
        schema: {
          operationId: 'checkOutboundLink',
          summary: 'Whether the site may offer a link to another site',
          description: `No login needed. Only absolute http(s) addresses on an allowed host (or a subdomain of one), at most ${OUTBOUND_URL_MAX_LENGTH} characters, without credentials before the host, are allowed; the page never redirects by itself.`,
          tags: ['Site'],
          querystring: z.object({ url: z.string().optional().describe('The destination to check.') }),
          response: answers(
            z.object({
              url: z.string().nullable().describe('The destination as a browser would follow it (normalised); only when allowed.'),
              host: z.string().nullable().describe('The host (with its port, if any) the address really leads to, when it could be read.'),
              allowed: z.boolean().describe('The destination may be offered.'),
              refusal: z
                .enum(OUTBOUND_REFUSALS)
                .nullable()
                .describe(
                  'Why not: TOO_LONG, NOT_WEB_ADDRESS (not an absolute http(s) address), CREDENTIALS (a user or password before the host), HOST_NOT_ALLOWED; null when allowed.',
                ),
            }),
          ),
        },
      },
      async (request) => ok(request, outbound.check(stringParam(request.query.url) ?? '')),
    );
  };
}
