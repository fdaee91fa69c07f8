// The payment provider's asynchronous notification (Alipay's format, both drivers):
// POST /web/pay/notify/alipay, application/x-www-form-urlencoded, no session and no X-Requested-With
// (its RSA2 signature authenticates it: api/http/originGuard.ts lists it). The answer is the bare
// text Alipay expects, `success` or `failure`, never the JSON envelope.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/** The fields of Alipay's notification this server reads (Alipay sends more; every field is signed). */
const AlipayNotification = z
  .looseObject({
    notify_type: z.string().optional().describe('trade_status_sync for a payment; dut_user_sign / dut_user_unsign for the recharge contract.'),
    notify_id: z.string().optional(),
    app_id: z.string().optional().describe('Must be our application.'),
    out_trade_no: z.string().optional().describe('Our payment number.'),
    trade_no: z.string().optional().describe("Alipay's trade number."),
    trade_status: z.string().optional().describe('TRADE_SUCCESS and TRADE_FINISHED pay; WAIT_BUYER_PAY and TRADE_CLOSED change nothing.'),
    total_amount: z.string().optional().describe('Yuan, a decimal string: must be exactly the payment amount.'),
    sign: z.string().optional().describe('RSA2 (SHA256withRSA) over the sorted key=value pairs without sign and sign_type.'),
    sign_type: z.string().optional().describe('RSA2.'),
  })
  .meta({ id: 'AlipayNotification', description: "Alipay's asynchronous notification, as Alipay defines it." });

export function paymentRoutes(services: Pick<Services, 'payments'>) {
  return async (app: FastifyInstance) => {
    // forms here only: every other route of the API takes JSON
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) =>
      done(null, { raw: body as string }),
    );

    app.withTypeProvider<ZodTypeProvider>().post(
      '/pay/notify/alipay',
      {
        schema: {
          operationId: 'receiveAlipayNotification',
          summary: "The payment provider's notification (Alipay's asynchronous notify)",
          description:
            "Called by Alipay (and by the simulated Alipay), not by the site: Alipay's own format, authenticated by its RSA2 signature, no session. Answers the bare text Alipay expects: success once the notification is applied (or was already), failure to have it sent again (a forged, altered or unreadable one).",
          tags: ['Payments'],
          security: [],
          consumes: ['application/x-www-form-urlencoded'],
          body: AlipayNotification,
          response: {
            200: {
              description: 'success or failure, text/plain (never the JSON envelope).',
              content: { 'text/plain': { schema: z.enum(['success', 'failure']) } },
            },
          },
        },
        // the form is read as its raw text below (a repeated field makes it malformed), not by the schema
        validatorCompiler: () => () => true,
      },
      async (request, reply) => {
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
      },
    );
  };
}
