// REST of the recharge center (docs/rest.md "Recharges"): the contract's state, signing (answering the
// provider's signing page), terminating, and a recharge (header Idempotency-Key) answering the
// cashier's address. Amounts in cents in answers; the requested amount in yuan.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, cents, isoTime } from '../../rest/answers.ts';
import { checkedField } from '../../rest/checkedField.ts';
import { ok } from '../../rest/envelope.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { RECHARGE_MAX_CENTS, RECHARGE_MIN_CENTS } from './recharge.service.ts';

const TAGS = ['Recharges'];

const RechargeContractAnswer = z
  .object({
    status: z
      .enum(['NONE', 'SIGNING', 'SIGNED', 'FAILED', 'TERMINATED'])
      .describe(
        'NONE: never signed; SIGNING: the signing at the provider is not finished; SIGNED; FAILED: refused, left or not finished in time; TERMINATED by the user.',
      ),
    signed: z.boolean().describe('Recharges are allowed (SIGNED).'),
    finished: z.boolean().describe('The signing finished (SIGNED, or TERMINATED after it) rather than incomplete.'),
    companyName: z.string().nullable().describe('The enterprise.'),
    creditCode: z.string().nullable().describe('Its unified social credit code.'),
    externalAgreementNo: z.string().nullable().describe('Our number of the agreement.'),
    agreementNo: z.string().nullable().describe("The provider's number of the agreement, once signed."),
    createTime: isoTime('When the form was sent.').nullable(),
    signTime: isoTime('When it was signed.').nullable(),
    endTime: isoTime('When it failed or was terminated.').nullable(),
  })
  .meta({ id: 'RechargeContract', description: "The user's recharge contract (the live one, else the latest)." });

export function rechargeRoutes(services: Services) {
  const { recharges } = services;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/recharge/contract',
      {
        schema: {
          operationId: 'getRechargeCenter',
          summary: 'The recharge center: whether recharging is open, its limits, the contract',
          tags: TAGS,
          response: answers(
            z.object({
              enabled: z.boolean().describe('Recharging is open.'),
              min: cents('The least a recharge may be.'),
              max: cents('The most a recharge may be.'),
              contract: RechargeContractAnswer,
              demoCreditCode: z
                .string()
                .nullable()
                .describe(
                  "With the simulated Alipay: a valid enterprise credit code of the user's own to sign the demo's contract with; null with the real one.",
                ),
            }),
          ),
        },
      },
      async (request) => ok(request, await recharges.centerOf(requireViewer(request))),
    );

    routes.post(
      '/recharge/contract',
      {
        schema: {
          operationId: 'signRechargeContract',
          summary: 'Starts signing the recharge contract',
          description:
            "Only an enterprise (a credit code starting 91) may sign; a code belongs to the first user who signs with it (another: 409). Answers the provider's signing page, valid 30 minutes.",
          tags: TAGS,
          body: z
            .object({
              companyName: checkedField('string', 'The company name, 2-60 characters.'),
              creditCode: checkedField('string', 'Its 18-character unified social credit code (GB 32100-2015).'),
            })
            .nullish(),
          response: answers(z.object({ contract: RechargeContractAnswer, signUrl: z.string().describe("The provider's signing page.") })),
        },
      },
      async (request) => {
        const body = request.body ?? {};
        return ok(request, await recharges.signContract(requireViewer(request), { companyName: body.companyName, creditCode: body.creditCode }));
      },
    );

    routes.delete(
      '/recharge/contract',
      {
        schema: {
          operationId: 'terminateRechargeContract',
          summary: 'Terminates the recharge contract',
          description: 'A signed contract becomes TERMINATED, one still signing FAILED; 404 when there is none.',
          tags: TAGS,
          response: answers(RechargeContractAnswer),
        },
      },
      async (request) => ok(request, await recharges.terminateContract(requireViewer(request))),
    );

    routes.post(
      '/recharge',
      {
        schema: {
          operationId: 'createRecharge',
          summary: 'Recharges the deposit: answers the cashier to pay at',
          description: 'Needs a signed contract (403) and the header Idempotency-Key: the same key answers the same cashier.',
          tags: TAGS,
          headers: z.object({ 'idempotency-key': z.string().optional().describe('Required: a key of the client, the same for a retry.') }),
          body: z
            .object({
              amount: checkedField(
                ['string', 'number'],
                `Yuan, ${RECHARGE_MIN_CENTS / 100}-${(RECHARGE_MAX_CENTS / 100).toLocaleString('en')}, at most two decimals.`,
              ),
            })
            .nullish(),
          response: answers(
            z.object({
              outTradeNo: z.string().describe('The payment number.'),
              amount: cents('The amount.'),
              payUrl: z.string().describe("The provider's cashier."),
              expireTime: isoTime('Until when it can be paid.'),
            }),
          ),
        },
      },
      async (request) => {
        const body = request.body ?? {};
        return ok(request, await recharges.recharge(requireViewer(request), { amount: body.amount, idempotencyKey: request.headers['idempotency-key'] }));
      },
    );
  };
}
