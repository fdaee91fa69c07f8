// A lease's money (docs/money-and-orders.md "Leases"): rent and deposit held in the renter's HELD
// account through the holding module, and how the hold is divided when the lease ends. Every
// movement is a ledger transfer under the key `lease:<leaseNo>:<part>`, so doing a step twice moves
// nothing twice. The lease row says what is held and how much of it came from the deposit balance;
// what leaves the hold for the lender is taken from the deposit part first, so what the renter gets
// back is their withdrawable money first.
import { feeCents } from '../../../lib/money.ts';
import { daysBegun, LEASE_MIN_DAYS, rentUsedCents } from '../../../lib/leaseTerms.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { type HoldingMoney, holdingMoneyOf } from '../holding/holding.service.ts';
import type { Ledger, TransferKind } from '../wallet/wallet.service.ts';
import type { LeaseMoney as LeaseMoneyEffect } from './leaseStateMachine.ts';

type Tx = Prisma.TransactionClient;

export const LEASE_KIND = { reference: 'LEASE', keyPrefix: 'lease', numberPrefix: 'L' } as const;

/** What the money of a lease reads of its row. */
export type LeaseMoneyRow = {
  leaseNo: string;
  renterId: string;
  lenderId: string;
  days: number;
  rentCents: number;
  depositCents: number;
  buyoutPriceCents: number | null;
  heldCents: number;
  heldFromDepositCents: number;
  startedAt: Date | null;
  returnRequestedAt: Date | null;
};

/** What a step did to the row's money: the new hold, and what the lender received and the fee when it ended. */
export type LeaseMoneyChange = { heldCents: number; heldFromDepositCents: number; lenderIncomeCents?: number; feeCents?: number };

export type LeaseMoneyOptions = { ledger: Ledger; feeRateBps: number; dayMs: number };

export class LeaseMoneyMover {
  readonly holding: HoldingMoney;
  private readonly ledger: Ledger;
  private readonly feeRateBps: number;
  private readonly daySeconds: number;

  constructor(options: LeaseMoneyOptions) {
    this.ledger = options.ledger;
    this.feeRateBps = options.feeRateBps;
    this.daySeconds = options.dayMs / 1000;
    this.holding = holdingMoneyOf(LEASE_KIND, { ledger: options.ledger });
  }

  /**
   * Applies `effect` to the lease (its row locked by the caller) at `at`:
   * - SET: `amount` (rent and deposit) held from the renter's balance, or `paid` from an Alipay payment;
   * - ADD: `amount` (a renewal's rent) held too (`part` names the renewal);
   * - RELEASE, SETTLE, CAPTURE, BUYOUT: as the state machine says.
   * Answers the row's new money; KEEP answers it unchanged.
   */
  async apply(
    tx: Tx,
    lease: LeaseMoneyRow,
    effect: LeaseMoneyEffect,
    at: Date,
    extra: { amount?: number; paid?: boolean; part?: string } = {},
  ): Promise<LeaseMoneyChange> {
    const unchanged = { heldCents: lease.heldCents, heldFromDepositCents: lease.heldFromDepositCents };
    switch (effect) {
      case 'KEEP':
        return unchanged;
      case 'SET':
      case 'ADD': {
        const amount = extra.amount ?? 0;
        // a renewal into the long-term rent may cost nothing more: nothing is held then
        if (effect === 'ADD' && amount === 0) return unchanged;
        if (!(Number.isSafeInteger(amount) && amount > 0)) throw new Error(`lease ${lease.leaseNo}: ${effect} needs an amount`);
        if (extra.paid) {
          await this.ledger.transfer(tx, {
            from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
            to: { userId: lease.renterId, kind: 'HELD' },
            amount,
            kind: 'PAYMENT',
            reference: { type: 'LEASE', id: lease.leaseNo },
            idempotencyKey: `lease:${lease.leaseNo}:paid`,
          });
          return { heldCents: lease.heldCents + amount, heldFromDepositCents: lease.heldFromDepositCents + amount };
        }
        const split = await this.holding.hold(tx, { userId: lease.renterId, no: lease.leaseNo, amount, part: extra.part ?? 'hold' });
        return { heldCents: lease.heldCents + amount, heldFromDepositCents: lease.heldFromDepositCents + split.fromDeposit };
      }
      case 'RELEASE':
        await this.release(tx, lease, unchanged);
        return { heldCents: 0, heldFromDepositCents: 0 };
      case 'SETTLE': {
        const used = daysBegun(lease.startedAt ?? at, lease.returnRequestedAt ?? at, this.daySeconds);
        return this.payLender(tx, lease, [{ kind: 'RENT', amount: rentUsedCents(lease, used, LEASE_MIN_DAYS) }]);
      }
      case 'CAPTURE':
        return this.payLender(tx, lease, [
          { kind: 'RENT', amount: lease.rentCents },
          { kind: 'DEPOSIT_CAPTURE', amount: lease.depositCents },
        ]);
      case 'BUYOUT': {
        const buyout = lease.buyoutPriceCents;
        if (buyout === null) throw new Error(`lease ${lease.leaseNo}: no buyout price`);
        const more = buyout - lease.depositCents;
        let held = unchanged;
        if (more > 0) {
          // not `buyout`: that is the key of the buyout price's transfer to the lender below
          const split = await this.holding.hold(tx, { userId: lease.renterId, no: lease.leaseNo, amount: more, part: 'hold:buyout' });
          held = { heldCents: held.heldCents + more, heldFromDepositCents: held.heldFromDepositCents + split.fromDeposit };
        }
        const used = daysBegun(lease.startedAt ?? at, at, this.daySeconds);
        return this.payLender(tx, { ...lease, ...held }, [
          { kind: 'RENT', amount: rentUsedCents(lease, used, 1) },
          { kind: 'BUYOUT', amount: buyout },
        ]);
      }
    }
  }

  /**
   * Pays the lender `parts` out of the hold less the fee (one FEE transfer to the platform, taken from
   * the first parts), then gives the renter the rest of the hold back.
   */
  private async payLender(tx: Tx, lease: LeaseMoneyRow, parts: { kind: Extract<TransferKind, 'RENT' | 'DEPOSIT_CAPTURE' | 'BUYOUT'>; amount: number }[]) {
    const gross = parts.reduce((sum, part) => sum + part.amount, 0);
    if (gross > lease.heldCents) throw new Error(`lease ${lease.leaseNo}: pays ${gross} out of ${lease.heldCents} held`);
    const fee = feeCents(gross, this.feeRateBps);
    const from = { userId: lease.renterId, kind: 'HELD' as const };
    const reference = { type: 'LEASE' as const, id: lease.leaseNo };
    let feeLeft = fee;
    for (const part of parts) {
      const feeHere = Math.min(feeLeft, part.amount);
      feeLeft -= feeHere;
      const net = part.amount - feeHere;
      if (net > 0) {
        await this.ledger.transfer(tx, {
          from,
          to: { userId: lease.lenderId, kind: 'WITHDRAWABLE' },
          amount: net,
          kind: part.kind,
          reference,
          idempotencyKey: `lease:${lease.leaseNo}:${part.kind.toLowerCase()}`,
        });
      }
    }
    if (fee > 0) {
      await this.ledger.transfer(tx, {
        from,
        to: { platform: 'PLATFORM_FEES' },
        amount: fee,
        kind: 'FEE',
        reference,
        idempotencyKey: `lease:${lease.leaseNo}:fee`,
      });
    }
    // what left the hold came from the deposit part first
    const rest = { heldCents: lease.heldCents - gross, heldFromDepositCents: Math.max(0, lease.heldFromDepositCents - gross) };
    await this.release(tx, lease, rest);
    return { heldCents: 0, heldFromDepositCents: 0, lenderIncomeCents: gross - fee, feeCents: fee };
  }

  private async release(tx: Tx, lease: LeaseMoneyRow, held: { heldCents: number; heldFromDepositCents: number }): Promise<void> {
    if (held.heldCents <= 0) return;
    await this.holding.release(tx, { userId: lease.renterId, no: lease.leaseNo, ...held });
  }
}
