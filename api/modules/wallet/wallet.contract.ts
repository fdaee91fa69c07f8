// The wallet's REST answers as zod schemas (api/http/contract.ts), shared by /web and /open/v1.
import { z } from 'zod';
import { cents } from '../../rest/answers.ts';

export const WalletAnswer = z
  .object({
    total: cents('Everything the user has: deposit + withdrawable + frozen + held.'),
    deposit: cents('The recharged balance (充值余额): spendable, not withdrawable.'),
    withdrawable: cents('Proceeds of sales past their hold (可提现余额): spendable and withdrawable.'),
    frozen: cents('Proceeds of sales still in their 7-day hold, and withdrawals under way.'),
    held: cents('Money set aside for open buy orders and price offers.'),
    points: z.number().int().describe('Points (积分), not money.'),
  })
  .meta({ id: 'Wallet', description: "The user's balances (the app user's, on /open/v1)." });
