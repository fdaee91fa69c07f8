// REST of the wallet (docs/rest.md "Wallet"): GET /web/wallet -> { total, deposit, withdrawable, frozen, held,
// points } in cents (points in points), and GET /web/wallet/transactions (type, orderNo, page, limit)
// -> { list, total, pages, page, limit }, newest first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { describeTransaction, type WalletTransactionType } from './wallet.service.ts';

type Query = Record<string, unknown>;

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

export function walletRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/wallet', async (request) => ok(request, await services.wallet.walletOf(requireViewer(request))));

    app.get('/wallet/transactions', async (request: FastifyRequest<{ Querystring: Query }>) => {
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
        account: row.account.toLowerCase(),
        orderNo: row.orderNo,
        description: describeTransaction(row, request.language),
        createTime: row.createdAt.toISOString(),
      }));
      return ok(request, pageOf(list, total, page));
    });
  };
}
