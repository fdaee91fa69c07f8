// REST of the wallet (docs/rest.md "Wallet"): GET /web/wallet -> { total, deposit, withdrawable, frozen, held,
// points } in cents (points in points), and GET /web/wallet/transactions (type, orderNo, page, limit)
// -> { list, total, pages, page, limit }, newest first.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { answers, cents, isoTime, pagedList, pageQuery } from '../../rest/answers.ts';
import { WalletAnswer } from './wallet.contract.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { describeTransaction, type WalletTransactionType } from './wallet.service.ts';

/** The REST names of the transaction types (SPEC §2). */
const REST_TYPES: Record<string, WalletTransactionType> = {
  rechargeWithdraw: 'RECHARGE_WITHDRAW',
  buy: 'BUY',
  sell: 'SELL',
  platform: 'PLATFORM',
};
const REST_TYPE_NAME = Object.fromEntries(Object.entries(REST_TYPES).map(([name, type]) => [type, name])) as Record<WalletTransactionType, string>;

function typeParam(value: unknown): WalletTransactionType | undefined {
  const text = stringParam(value)?.trim();
  if (!text) return undefined;
  const type = REST_TYPES[text];
  if (!type) throw new ValidationError('type', 'wallet.typeInvalid');
  return type;
}

const WalletTransactionAnswer = z.object({
  id: z.string().describe('Stable and unique in the list.'),
  type: z.enum(Object.keys(REST_TYPES) as [string, ...string[]]).describe('The SPEC type filter the row falls under.'),
  kind: z.string().describe('What moved the money: PURCHASE, SALE, RECHARGE, WITHDRAWAL, REFUND, …'),
  amount: cents('Signed: into (+) or out of (-) the account.'),
  balanceAfter: cents("The account's balance after it; null for an Alipay row (no balance here moved).").nullable(),
  account: z.enum(['deposit', 'withdrawable', 'frozen', 'held', 'alipay']).describe('Which balance moved.'),
  orderNo: z.string().nullable().describe('The order it belongs to, if any.'),
  description: z.string().describe('What the row says, in the language of the request.'),
  createTime: isoTime(),
});

export function walletRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/wallet',
      { schema: { operationId: 'getWallet', summary: "The viewer's balances", tags: ['Wallet'], response: answers(WalletAnswer) } },
      async (request) => ok(request, await services.wallet.walletOf(requireViewer(request))),
    );

    routes.get(
      '/wallet/transactions',
      {
        schema: {
          operationId: 'listWalletTransactions',
          summary: "The viewer's money movements, newest first",
          tags: ['Wallet'],
          querystring: z.object({
            type: z.string().optional().describe('rechargeWithdraw, buy, sell or platform; every type when absent.'),
            orderNo: z.string().optional().describe("Only one order's rows."),
            ...pageQuery({ max: 100, default: 20 }),
          }),
          response: answers(pagedList(WalletTransactionAnswer)),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const filter = { type: typeParam(request.query.type), orderNo: stringParam(request.query.orderNo) };
        const page = pageParams(request.query, { defaultLimit: 20, maxLimit: 100 });
        const { rows, total } = await services.wallet.transactions(viewer, filter, page);
        const list = rows.map((row) => ({
          id: row.key,
          type: REST_TYPE_NAME[row.type],
          kind: row.kind,
          amount: row.amount,
          balanceAfter: row.balanceAfter,
          account: row.account.toLowerCase() as Lowercase<typeof row.account>,
          orderNo: row.orderNo,
          description: describeTransaction(row, request.language),
          createTime: row.createdAt.toISOString(),
        }));
        return ok(request, pageOf(list, total, page));
      },
    );
  };
}
