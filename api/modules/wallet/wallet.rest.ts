// REST of the wallet (docs/rest.md "Wallet"): GET /web/wallet -> { total, deposit, withdrawable, frozen, held,
// points } in cents (points in points), and GET /web/wallet/transactions (type, orderNo, page, limit)
// -> { list, total, pages, page, limit }, newest first.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, pagedList, pageQuery } from '../../rest/answers.ts';
import { toWalletTransactionAnswer, transactionTypeParam, WalletAnswer, WalletTransactionAnswer } from './wallet.contract.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';

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
        const filter = { type: transactionTypeParam(stringParam(request.query.type)), orderNo: stringParam(request.query.orderNo) };
        const page = pageParams(request.query, { defaultLimit: 20, maxLimit: 100 });
        const { rows, total } = await services.wallet.transactions(viewer, filter, page);
        const list = rows.map((row) => toWalletTransactionAnswer(row, request.language));
        return ok(request, pageOf(list, total, page));
      },
    );
  };
}
