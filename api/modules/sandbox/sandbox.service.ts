// A sandbox deployment (SANDBOX=on; docs/operations.md "The partner sandbox"): the same code as
// production, run on the simulated Steam, Alipay and SMS (api/config.ts refuses a real driver), for
// partners to build against. What a sandbox does differently lives with the domain it concerns
// (open-platform applications approved at once: openplatform.service.ts; the demo market seeded at
// every start: api/config.ts demoSeed); this file holds the play money.
//
// Every account created in a sandbox gets SANDBOX_FUNDS_CENTS in its deposit, in the transaction
// that creates it, through the ledger as a recharge puts money there (payment clearing -> the
// user's deposit, recharge.service.ts rechargeMove) under its own kind, SANDBOX_FUNDS (沙箱资金),
// and one idempotency key per account: an account is funded once, whatever happens. Deposit money
// buys but is never withdrawable (docs/rest.md "Recharges"), so play money cannot leave as a payout either.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Ledger, TransferInput } from '../wallet/wallet.service.ts';

type Tx = Prisma.TransactionClient;

/** The play money of a new sandbox account: ¥10,000.00 (the default daily amount of an approved app). */
export const SANDBOX_FUNDS_CENTS = 1_000_000;

/** The ledger movement that funds a sandbox account: payment clearing -> the user's deposit, once per account. */
export function sandboxFundsMove(userId: string): TransferInput {
  return {
    idempotencyKey: `sandbox-funds:${userId}`,
    kind: 'SANDBOX_FUNDS',
    reference: { type: 'USER', id: userId },
    from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
    to: { userId, kind: 'DEPOSIT' },
    amount: SANDBOX_FUNDS_CENTS,
  };
}

export type SandboxOptions = {
  /** SANDBOX=on */
  enabled: boolean;
  ledger: Ledger;
};

export class SandboxService {
  constructor(private readonly options: SandboxOptions) {}

  /** Whether this deployment is a partner sandbox (the web shows its banner, every answer says `X-Sandbox: true`). */
  get enabled(): boolean {
    return this.options.enabled;
  }

  /**
   * Funds an account just created, in the caller's transaction (the one creating it): nothing outside
   * a sandbox; in one, the play money once per account. Answers whether money moved now.
   */
  async fundNewAccount(tx: Tx, userId: string): Promise<boolean> {
    if (!this.options.enabled) return false;
    const { created } = await this.options.ledger.transfer(tx, sandboxFundsMove(userId));
    return created;
  }
}
