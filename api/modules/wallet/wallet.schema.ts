// GraphQL of /user/wallet: viewer.wallet with the balances and the transaction list
// as a cursor connection (first/after, at most MAX_PAGE_SIZE a page), filtered by type and order number.
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer } from '../../graphql/viewer.ts';
import type { Viewer as ActingViewer } from '../../session/viewer.ts';
import { Viewer } from '../user/user.schema.ts';
import { describeTransaction, type WALLET_TRANSACTION_TYPES, type WalletSummary, type WalletTransaction } from './wallet.service.ts';

const WalletTransactionType = builder.enumType('WalletTransactionType', {
  description: 'The tabs of the transaction list: recharge/withdraw, buy, sell, platform operation.',
  values: {
    RECHARGE_WITHDRAW: { description: 'Recharges and withdrawals.' },
    BUY: { description: 'Purchases, holds for buy orders, offers and leases, their refunds, and the rent, deposit or buyout a renter paid.' },
    SELL: { description: 'Sale proceeds, their settlement and reversals, and the rent, deposit or buyout a lender received.' },
    PLATFORM: { description: 'Everything else: adjustments by the platform.' },
  } satisfies Record<(typeof WALLET_TRANSACTION_TYPES)[number], { description: string }>,
});

const WalletAccount = builder.enumType('WalletAccount', {
  description: 'Where the money moved: one of the wallet balances, or ALIPAY for a payment or refund through Alipay.',
  values: {
    DEPOSIT: { description: 'The deposit: money paid in, spendable, not withdrawable.' },
    WITHDRAWABLE: { description: 'Settled sale proceeds: spendable and withdrawable.' },
    FROZEN: { description: 'Sale proceeds inside the 7-day trade protection.' },
    HELD: { description: 'Held for open buy orders, price offers and leases (rent and deposit).' },
    ALIPAY: { description: 'Paid or refunded through Alipay, outside the wallet.' },
  } as const,
});

const WalletTransactionRef = builder.objectRef<WalletTransaction>('WalletTransaction').implement({
  description: "One movement of the viewer's money, newest first.",
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Unique in the list.' }),
    type: t.field({ type: WalletTransactionType, description: 'Its tab of the transaction list.', resolve: (row) => row.type }),
    kind: t.exposeString('kind', { description: 'The ledger transfer kind (PURCHASE, SALE, SETTLEMENT, ...).' }),
    amount: t.field({ type: 'Money', description: 'Signed: positive came in, negative went out.', resolve: (row) => row.amount }),
    balanceAfter: t.field({
      type: 'Money',
      nullable: true,
      description: "The account's balance after it; null for Alipay rows.",
      resolve: (row) => row.balanceAfter,
    }),
    account: t.field({ type: WalletAccount, description: 'The balance it moved (or ALIPAY).', resolve: (row) => row.account }),
    orderNo: t.exposeString('orderNo', {
      description: 'The order number it belongs to; null when none.',
      nullable: true,
    }),
    leaseNo: t.exposeString('leaseNo', {
      description: "The lease number it belongs to (a lease's rent, deposit or buyout, their hold and release); null when none.",
      nullable: true,
    }),
    description: t.string({ description: "In the request's language.", resolve: (row, _, context) => describeTransaction(row, context.language) }),
    createdAt: t.expose('createdAt', { description: 'When it happened.', type: 'DateTime' }),
  }),
});

const WalletTransactionConnection = builder.connectionObject(
  {
    type: WalletTransactionRef,
    name: 'WalletTransactionConnection',
    description: "A page of the viewer's wallet transactions.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'WalletTransactionEdge', description: 'A transaction of the page, with its cursor.' },
);

type WalletShape = WalletSummary & { viewer: ActingViewer };

export const Wallet = builder.objectRef<WalletShape>('Wallet').implement({
  description: "The viewer's balances (total = deposit + withdrawable + frozen + held) and points. Only its owner can read it.",
  fields: (t) => ({
    total: t.field({ type: 'Money', description: 'The sum of the four balances.', resolve: (wallet) => wallet.total }),
    deposit: t.field({ type: 'Money', description: 'Money paid in: spendable, not withdrawable.', resolve: (wallet) => wallet.deposit }),
    withdrawable: t.field({ type: 'Money', description: 'Settled sale proceeds.', resolve: (wallet) => wallet.withdrawable }),
    frozen: t.field({ type: 'Money', description: 'Sale proceeds inside the 7-day period.', resolve: (wallet) => wallet.frozen }),
    held: t.field({
      type: 'Money',
      description: 'Held for open buy orders, price offers and leases (rent and deposit): still yours, not spendable until released.',
      resolve: (wallet) => wallet.held,
    }),
    points: t.exposeInt('points', { description: 'One per whole yuan of each completed purchase.' }),
    transactions: t.connection(
      {
        type: WalletTransactionRef,
        description: "The movements of the viewer's money, newest first.",
        args: {
          type: t.arg({ type: WalletTransactionType, description: 'Only this tab.' }),
          orderNo: t.arg.string({ description: 'Order numbers starting with this.' }),
        },
        resolve: (wallet, args, context, info) =>
          pagedConnection(
            args,
            context,
            info,
            (page) => context.services.wallet.transactions(wallet.viewer, { type: args.type ?? undefined, orderNo: args.orderNo ?? undefined }, page),
            { prismaNodes: false },
          ),
      },
      WalletTransactionConnection,
    ),
  }),
});

/** The viewer's wallet, read once per operation however many fields ask for it. */
const walletsOfOperation = new WeakMap<object, Map<string, Promise<WalletSummary>>>();
function walletOfUser(userId: string, context: GraphQLContext): Promise<WalletSummary> {
  const wallets = walletsOfOperation.get(context) ?? new Map<string, Promise<WalletSummary>>();
  walletsOfOperation.set(context, wallets);
  const wallet = wallets.get(userId) ?? context.services.wallet.summaryOf(userId);
  wallets.set(userId, wallet);
  return wallet;
}

builder.prismaObjectFields(Viewer, (t) => ({
  withdrawBalance: t.field({
    type: 'Money',
    description: "The viewer's WITHDRAWABLE balance (settled sale proceeds).",
    resolve: async (user, _, context) => (await walletOfUser(ownViewer(user, context).user.id, context)).withdrawable,
  }),
  frozenBalance: t.field({
    type: 'Money',
    description: "The viewer's FROZEN balance (sale proceeds inside the 7-day trade protection).",
    resolve: async (user, _, context) => (await walletOfUser(ownViewer(user, context).user.id, context)).frozen,
  }),
  wallet: t.field({
    description: "The viewer's balances and transactions.",
    type: Wallet,
    authScopes: { loggedIn: true },
    resolve: async (user, _, context) => {
      const viewer = ownViewer(user, context);
      return { ...(await context.services.wallet.walletOf(viewer)), viewer };
    },
  }),
}));
