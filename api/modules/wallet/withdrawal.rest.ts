// REST of withdrawals (docs/rest.md "Withdrawals"): the form's settings and preview, the SMS code to the
// user's own phone, the withdrawal itself (header Idempotency-Key) and the history. Amounts in cents
// in answers; the requested amount in yuan (at most two decimals).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n/messages.ts';
import { answers, cents, isoTime, pagedList } from '../../rest/answers.ts';
import { checkedField } from '../../rest/checkedField.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requestInfo, requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { WITHDRAW_MAX_CENTS, WITHDRAW_MIN_CENTS } from './withdrawal.service.ts';

const TAGS = ['Withdrawals'];
const LIMITS = `${WITHDRAW_MIN_CENTS / 100}-${(WITHDRAW_MAX_CENTS / 100).toLocaleString('en')} yuan, at most two decimals`;

const WithdrawalAnswer = z
  .object({
    id: z.string().describe('The withdrawal id.'),
    serialNo: z.string().describe('Its serial number (the payout is made under it).'),
    status: z
      .enum(['PROCESSING', 'SUCCESS', 'FAILURE'])
      .describe('PROCESSING: the payout is on its way; SUCCESS: paid; FAILURE: refused, the amount went back to withdrawable.'),
    amount: cents('The amount taken from withdrawable, fee included.'),
    fee: cents('The fee; 0 for a failed one.'),
    actualAmount: cents('What arrives (amount less fee); 0 for a failed one.'),
    account: z.string().describe('The Alipay account paid.'),
    failureReason: z.string().nullable().describe("The provider's reason of a failure."),
    createTime: isoTime('When it was asked for.'),
    finishTime: isoTime('When it succeeded or failed; null while processing.').nullable(),
  })
  .meta({ id: 'Withdrawal', description: 'A withdrawal to Alipay; money in cents.' });

export function withdrawalRoutes(services: Services) {
  const { withdrawals } = services;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/withdraw/settings',
      {
        schema: {
          operationId: 'getWithdrawalSettings',
          summary: "The withdrawal form's settings",
          tags: TAGS,
          response: answers(
            z.object({
              enabled: z.boolean().describe('Withdrawals are open.'),
              withdrawable: cents('The withdrawable balance.'),
              verified: z.boolean().describe('The identity is verified (otherwise the first withdrawal asks for name and idNumber).'),
              account: z.string().nullable().describe('The bound Alipay account; null before the first withdrawal.'),
              rateBps: z.number().int().describe('The fee in basis points (100 = 1%).'),
              min: cents('The least a withdrawal may be.'),
              max: cents('The most a withdrawal may be.'),
              phone: z.string().describe('The phone the SMS code goes to, masked.'),
            }),
          ),
        },
      },
      async (request) => ok(request, await withdrawals.settingsOf(requireViewer(request))),
    );

    routes.get(
      '/withdraw/preview',
      {
        schema: {
          operationId: 'previewWithdrawal',
          summary: 'The fee and what arrives for an amount',
          tags: TAGS,
          querystring: z.object({ amount: z.string().optional().describe(`Yuan, ${LIMITS}.`) }),
          response: answers(z.object({ amount: cents('The amount.'), fee: cents('The fee.'), actualAmount: cents('What arrives.') })),
        },
      },
      async (request) => ok(request, await withdrawals.preview(requireViewer(request), request.query.amount)),
    );

    routes.post(
      '/withdraw/code',
      {
        schema: {
          operationId: 'sendWithdrawalCode',
          summary: "Sends the withdrawal's SMS code to the user's own phone",
          description: "The sign-in code's limits: 60 seconds between codes, hourly caps (429).",
          tags: TAGS,
          response: answers(z.object({ retryAfterSeconds: z.number().int().describe('Seconds before another code may be asked for.') })),
        },
      },
      async (request) => {
        const result = await withdrawals.sendCode(requireViewer(request), requestInfo(request));
        return { ...ok(request, result), msg: translate(request.language, 'auth.codeSent') };
      },
    );

    routes.post(
      '/withdraw',
      {
        schema: {
          operationId: 'createWithdrawal',
          summary: 'Withdraws to the Alipay account',
          description:
            'Needs the header Idempotency-Key: the same key answers the same withdrawal. The first withdrawal verifies the identity (name, idNumber) and binds account; later ones go only to that account. The amount moves withdrawable → frozen at once; a payout job pays it.',
          tags: TAGS,
          headers: z.object({ 'idempotency-key': z.string().optional().describe('Required: a key of the client, the same for a retry.') }),
          body: z
            .object({
              amount: checkedField(['string', 'number'], `Yuan, ${LIMITS}; at most withdrawable.`),
              smsCode: checkedField(['string', 'number'], 'The code of POST /web/withdraw/code.'),
              name: checkedField('string', 'The first withdrawal: the real name.'),
              idNumber: checkedField('string', 'The first withdrawal: the identity card number.'),
              account: checkedField('string', 'The first withdrawal: the Alipay logon id (a mainland mobile number or an e-mail address).'),
            })
            .nullish(),
          response: answers(WithdrawalAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const body = request.body ?? {};
        const withdrawal = await withdrawals.withdraw(viewer, {
          amount: body.amount,
          smsCode: body.smsCode,
          name: body.name,
          idNumber: body.idNumber,
          account: body.account,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return { ...ok(request, withdrawal), msg: translate(request.language, 'withdraw.initiated') };
      },
    );

    routes.get(
      '/withdraw',
      {
        schema: {
          operationId: 'listWithdrawals',
          summary: "The user's withdrawals, newest first",
          tags: TAGS,
          querystring: z.object({
            status: z.string().optional().describe('processing, success or failure; every status when absent.'),
            range: z.string().optional().describe('week, month or 3months: the last 7, 30 or 90 days.'),
            month: z.string().optional().describe('YYYY-MM (Asia/Shanghai).'),
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe('Rows a page, 1-50; 10 by default.'),
          }),
          response: answers(pagedList(WithdrawalAnswer)),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const page = pageParams(request.query, { defaultLimit: 10, maxLimit: 50 });
        const filter = { status: stringParam(request.query.status), range: stringParam(request.query.range), month: stringParam(request.query.month) };
        const { list, total } = await withdrawals.history(viewer, filter, page);
        return ok(request, pageOf(list, total, page));
      },
    );
  };
}
