// One API app for a lease test file: a controlled clock, lease days of a minute (LEASE_DAY_SECONDS=60,
// the grace a lease day), and what the lease tests read after each step (balances, fees, messages).
import { afterAll, beforeAll } from 'vitest';
import { feeCents } from '../../lib/money.ts';
import { db } from '../../api/db/client.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { createTestApp, type TestApp } from './testApp.ts';
import { useTestDatabase } from './testDatabase.ts';
import { balances } from './wallet.ts';

/** A lease day of the tests, in milliseconds. */
export const LEASE_DAY_MS = 60_000;

export type LeaseTestApp = {
  readonly api: TestApp;
  readonly clock: ControlledClock;
  /** Moves the clock and runs what became due (the follow, deadline and sweep jobs), in steps of at most `step`. */
  pass(ms: number, step?: number): Promise<void>;
};

/** Starts the app before the file's tests (on a database with the catalogue) and closes it after them. */
export function useLeaseTestApp(): LeaseTestApp {
  const testDatabase = useTestDatabase({ catalogue: true });
  let started: { api: TestApp; clock: ControlledClock } | undefined;
  beforeAll(async () => {
    const clock = new ControlledClock(new Date('2026-12-01T02:00:00Z'));
    started = { clock, api: await createTestApp(testDatabase(), { clock, env: { LEASE_DAY_SECONDS: '60', LEASE_GRACE_HOURS: '24' } }) };
  }, 120_000);
  afterAll(async () => {
    await started?.api.app.close();
  });
  const running = () => {
    if (!started) throw new Error('the lease test app starts in beforeAll');
    return started;
  };
  return {
    get api() {
      return running().api;
    },
    get clock() {
      return running().clock;
    },
    async pass(ms, step = LEASE_DAY_MS) {
      const { api, clock } = running();
      for (let left = ms; left > 0; left -= step) {
        clock.advance(Math.min(step, left));
        await api.jobs.runDue();
      }
    },
  };
}

/** The platform's fee on a lease's money (the fee rule at its default rate). */
export const leaseFee = (cents: number) => feeCents(cents, 100);

/** A user's deposit, withdrawable and held balances in cents. */
export async function moneyOf(userId: string): Promise<{ deposit: number; withdrawable: number; held: number }> {
  const b = await balances(userId);
  return { deposit: Number(b.deposit), withdrawable: Number(b.withdrawable), held: Number(b.held) };
}

/** The platform's fees from one lease (the ledger's FEE transfers under its number). */
export async function leaseFeesOf(leaseNo: string): Promise<number> {
  const fees = await db().ledgerTransfer.findMany({ where: { kind: 'FEE', referenceType: 'LEASE', referenceId: leaseNo } });
  return fees.reduce((sum, transfer) => sum + Number(transfer.amount), 0);
}

/** The kinds of the lease messages a user received, oldest first. */
export async function leaseMessagesOf(userId: string): Promise<string[]> {
  const messages = await db().message.findMany({ where: { userId, kind: { startsWith: 'lease' } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return messages.map((message) => message.kind);
}
