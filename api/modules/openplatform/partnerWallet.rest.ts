// The partner's money under /open/v1: the app user's wallet with what is left of the app's daily
// limits today, its ledger a keyset page at a time, and a day's statement as CSV. The rules
// (the ledger's rows, the statement's day and totals, the limits' count) are WalletService's.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import type { Services } from '../../services.ts';
import { PartnerWalletAnswer, toWalletTransactionAnswer, transactionTypeParam, WalletTransactionAnswer } from '../wallet/wallet.contract.ts';
import { statementCsv, TRANSACTION_PAGE_MAX } from '../wallet/wallet.service.ts';
import { NO_QUERY, PARTNER_TAGS, type PartnerRoutes, requirePartner, strictQuery } from './partner.rest.ts';
import { STATEMENT_EXAMPLE, WALLET_EXAMPLE, WALLET_TRANSACTIONS_EXAMPLE } from './partnerExamples.ts';

const DEFAULT_LIMIT = 20;

export function partnerWalletRoutes(services: Services): PartnerRoutes {
  return async (app) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/wallet',
      {
        schema: {
          operationId: 'getWallet',
          summary: "The app user's wallet and the app's daily limits",
          description:
            "The balances in cents, and the app's daily limits (orders and amount a market day, UTC+8) with what is left of them today: today's orders and what the app's buy orders and offers placed today may still buy count against them.",
          tags: [PARTNER_TAGS.wallet],
          querystring: NO_QUERY,
          response: answers(PartnerWalletAnswer, WALLET_EXAMPLE),
        },
      },
      async (request) => ok(request, await services.wallet.partnerWalletOf(requirePartner(request))),
    );

    routes.get(
      '/wallet/transactions',
      {
        schema: {
          operationId: 'listWalletTransactions',
          summary: "The app user's money movements, newest first, a keyset page at a time",
          description: [
            "Every entry on the app user's balances and its Alipay payments and refunds, as GET /web/wallet/transactions lists them, newest first. ",
            "Send the answer's next as after for the following page; next is null on the last. A page starts strictly after the row it names, ",
            'so rows written meanwhile are neither skipped nor repeated.',
          ].join(''),
          tags: [PARTNER_TAGS.wallet],
          querystring: strictQuery({
            type: z.string().optional().describe('rechargeWithdraw, buy, sell or platform; every type when absent.'),
            orderNo: z.string().optional().describe("Only one order's rows (its number or the start of it)."),
            after: z.string().optional().describe('The next of the previous page, as given; the newest rows when absent.'),
            limit: z.string().optional().describe(`Rows a page, whole number 1-${TRANSACTION_PAGE_MAX}; ${DEFAULT_LIMIT} by default.`),
          }),
          response: answers(
            z.object({
              list: z.array(WalletTransactionAnswer),
              next: z.string().nullable().describe('The after of the next page; null when this page is the last.'),
            }),
            WALLET_TRANSACTIONS_EXAMPLE,
          ),
        },
      },
      async (request) => {
        const { type, orderNo, after, limit } = request.query;
        const page = await services.wallet.transactionsAfter(
          requirePartner(request),
          { type: transactionTypeParam(type), orderNo },
          { after, limit: limit === undefined || limit === '' ? DEFAULT_LIMIT : /^\d{1,4}$/.test(limit.trim()) ? Number(limit.trim()) : Number.NaN },
        );
        return ok(request, { list: page.rows.map((row) => toWalletTransactionAnswer(row, request.language)), next: page.next });
      },
    );

    const { 200: _envelope, ...refusals } = answers(z.null());
    routes.get(
      '/statements/:day',
      {
        schema: {
          operationId: 'getDailyStatement',
          summary: "The app user's statement of one day, as CSV",
          description: [
            'The market day (yyyy-mm-dd, UTC+8) as text/csv; charset=utf-8: a header row, an OPENING row per balance, one row per ledger entry on the ',
            "app user's balances that day (oldest first), a TOTAL row per balance and a TOTAL row of all. Columns: time (ISO 8601 UTC), kind, account, ",
            'orderNo, merchantOrderNo (yours, on orders you bought), amount (signed cents), fee (cents the platform kept beside a sale), balanceAfter (cents). ',
            "For every balance, OPENING + the day's amounts = TOTAL's balanceAfter. Refusals are the JSON envelope.",
          ].join(''),
          tags: [PARTNER_TAGS.wallet],
          params: z.strictObject({ day: z.string().describe('The day, yyyy-mm-dd, in UTC+8.') }),
          querystring: NO_QUERY,
          response: {
            200: {
              description: 'The statement (RFC 4180 CSV, CRLF line ends).',
              content: {
                'text/csv': {
                  schema: z
                    .string()
                    .describe('time,kind,account,orderNo,merchantOrderNo,amount,fee,balanceAfter, then the rows.')
                    .meta({ examples: [STATEMENT_EXAMPLE] }),
                },
              },
            },
            ...refusals,
          },
        },
      },
      async (request, reply) => {
        const statement = await services.wallet.dailyStatement(requirePartner(request), request.params.day);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="statement-${statement.day}.csv"`)
          .send(statementCsv(statement));
      },
    );
  };
}
