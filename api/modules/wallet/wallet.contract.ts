// The wallet's REST answers as zod schemas (api/http/contract.ts), shared by /web and /open/v1, and
// the REST names of the transaction types with the mapping of a ledger row to its answer.
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import type { Language } from '../../i18n/messages.ts';
import { cents, isoTime } from '../../rest/answers.ts';
import { describeTransaction, type WalletTransaction, type WalletTransactionType } from './wallet.service.ts';

export const WalletAnswer = z
  .object({
    total: cents('Everything the user has: deposit + withdrawable + frozen + held.'),
    deposit: cents('The recharged balance (充值余额): spendable, not withdrawable.'),
    withdrawable: cents('Proceeds of sales past their hold (可提现余额): spendable and withdrawable.'),
    frozen: cents('Proceeds of sales still in their 7-day hold, and withdrawals under way.'),
    held: cents('Money set aside for open buy orders, price offers and leases (rent and deposit).'),
    points: z.number().int().describe('Points (积分), not money.'),
  })
  .meta({ id: 'Wallet', description: "The user's balances (the app user's, on /open/v1)." });

/** The partner's wallet: the balances and what is left of the app's daily limits today. */
export const PartnerWalletAnswer = WalletAnswer.extend({
  limits: z
    .object({
      dailyOrders: z.number().int().describe('Orders the app may make a market day (UTC+8).'),
      dailyAmount: cents('Cents the app may commit a market day (UTC+8).'),
      remainingOrders: z
        .number()
        .int()
        .describe("Orders left today: the limit less today's orders and the units its buy orders and offers placed today may still buy; never below 0."),
      remainingAmount: cents(
        "Cents left today, counted as remainingOrders is (today's orders' prices and the amounts held for today's buy orders and offers); never below 0.",
      ),
    })
    .describe("The app's daily limits and what is left of them today; a purchase, buy order or offer beyond them is refused (409)."),
}).meta({ id: 'PartnerWallet', description: "The app user's balances and the app's daily limits." });

/** The REST names of the transaction types (the wallet page's type tabs). */
export const REST_TRANSACTION_TYPES: Record<string, WalletTransactionType> = {
  rechargeWithdraw: 'RECHARGE_WITHDRAW',
  buy: 'BUY',
  sell: 'SELL',
  platform: 'PLATFORM',
};
const REST_TYPE_NAME = Object.fromEntries(Object.entries(REST_TRANSACTION_TYPES).map(([name, type]) => [type, name])) as Record<WalletTransactionType, string>;

/** The `type` filter of a transaction list: a REST name, or every type when absent or empty. */
export function transactionTypeParam(value: string | undefined): WalletTransactionType | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const type = REST_TRANSACTION_TYPES[text];
  if (!type) throw new ValidationError('type', 'wallet.typeInvalid');
  return type;
}

export const WalletTransactionAnswer = z
  .object({
    id: z.string().describe('Stable and unique in the list.'),
    type: z.enum(Object.keys(REST_TRANSACTION_TYPES) as [string, ...string[]]).describe("The type filter the row falls under (the wallet page's tabs)."),
    kind: z.string().describe('What moved the money: PURCHASE, SALE, RECHARGE, WITHDRAWAL, REFUND, …'),
    amount: cents('Signed: into (+) or out of (-) the account.'),
    balanceAfter: cents("The account's balance after it; null for an Alipay row (no balance here moved).").nullable(),
    account: z.enum(['deposit', 'withdrawable', 'frozen', 'held', 'alipay']).describe('Which balance moved.'),
    orderNo: z.string().nullable().describe('The order it belongs to, if any.'),
    leaseNo: z.string().nullable().describe("The lease it belongs to (a lease's rent, deposit or buyout, their hold and release), if any."),
    description: z.string().describe('What the row says, in the language of the request.'),
    createTime: isoTime(),
  })
  .meta({ id: 'WalletTransaction', description: 'One money movement of the user.' });

/** A transaction row as the REST lists answer it. */
export function toWalletTransactionAnswer(row: WalletTransaction, language: Language): z.infer<typeof WalletTransactionAnswer> {
  return {
    id: row.key,
    type: REST_TYPE_NAME[row.type],
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    account: row.account.toLowerCase() as Lowercase<typeof row.account>,
    orderNo: row.orderNo,
    leaseNo: row.leaseNo,
    description: describeTransaction(row, language),
    createTime: row.createdAt.toISOString(),
  };
}
