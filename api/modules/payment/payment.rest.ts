// The payment provider's asynchronous notification (Alipay's format, both drivers):
// POST /web/pay/notify/alipay, application/x-www-form-urlencoded, no session and no X-Requested-With
// (its RSA2 signature authenticates it: api/http/originGuard.ts lists it). The answer is the bare
// text Alipay expects, `success` or `failure`, never the JSON envelope.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/** The form as single strings; a repeated field makes it malformed (Alipay never repeats one). */
function formFields(body: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, key)) return null;
    fields[key] = value;
  }
  return fields;
}

export function paymentRoutes(services: Pick<Services, 'payments'>) {
  return async (app: FastifyInstance) => {
    // forms here only: every other route of the API takes JSON
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) =>
      done(null, { raw: body as string }),
    );

    app.post('/pay/notify/alipay', async (request, reply) => {
      reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store');
      const raw = (request.body as { raw?: unknown } | undefined)?.raw;
      const form = typeof raw === 'string' ? formFields(raw) : null;
      if (!form) {
        request.log.warn('payment notification refused: not a form');
        return reply.status(200).send('failure');
      }
      try {
        return reply.status(200).send(await services.payments.handleNotification('alipay', form));
      } catch (error) {
        request.log.error({ err: error }, 'payment notification failed; the provider will send it again');
        return reply.status(200).send('failure');
      }
    });
  };
}
