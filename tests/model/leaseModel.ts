// A model-based test of leases (租赁; docs/money-and-orders.md "Leases"). fast-check plays random
// sequences of commands of two lenders (a robot account, whose offer goes out at once, and an
// ordinary one, who presses 发货) and RENTERS renters through the lease services, the simulated Steam,
// the simulated Alipay's cashier, the controlled clock and the job queue: offering items for rent,
// renting from the balance or with Alipay (paid, or left to lapse), delivering, the renter accepting or
// declining the offer, cancelling before it, renewing, returning from day 8, the lender's account
// receiving the return, buying out, the renter reversing the return and the lender reversing the
// delivery, a return and a buyout racing, two renters racing for one listing, and the clock (the
// shipment, receipt, payment and protection deadlines, the end, the grace). The model is plain data
// computed apart from the code under test: per user the deposit, withdrawable and held balances, per
// lease its status, hold (and its deposit part), days, rent, start, end and deadline, what the lender
// received and the fee, per lease listing its status. The clock moves from one due time to the next
// (every deadline, and every daily look at a reversed trade the model knows of), running the jobs at
// each, so the model knows when each deadline runs: the app's jobs are due by the controlled clock
// alone (tests/helpers/clockTimedJobs.ts: the real time a run takes moves no job to an earlier stop,
// a failed attempt is retried at the same stop, a job failed for good fails the run). Steam is answered
// by the commands (the parties' accounts ignore offers until told), and the follow job reads the
// answer at once.
//
// After every step it checks: every user's balances equal the model's; every lease's status, hold,
// deadline, days, rent and income equal the model's; every lease listing's status; the ledger's
// invariants (each unit sums to zero, no user account below zero, every user balance equal to its
// entries); and that no lease moved its money twice (each lease's hold released at most once, its
// lender paid at most once).
//
// Used by tests/api/lease.model.test.ts, on PGlite (npm test) and on PostgreSQL (TEST_DATABASE_URL) alike.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { db } from '../../api/db/client.ts';
import type { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { referencePrices } from '../../api/modules/listing/listing.service.ts';
import { boundLender, tradableItems } from '../helpers/leases.ts';
import { type LeaseParty, viewerOf } from '../helpers/rentedLeases.ts';
import { signedInSeller } from '../helpers/steamSellers.ts';
import type { TestApp } from '../helpers/testApp.ts';
import { balances, fundDeposit, fundWithdrawable, ledgerInvariants } from '../helpers/wallet.ts';

/** The configuration the model runs on: a lease day of a minute, the grace a whole lease day. */
export const LEASE_MODEL_ENV = { LEASE_DAY_SECONDS: '60', LEASE_GRACE_HOURS: '24' } as const;
const DAY = 60_000;
const GRACE_MS = DAY;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** the orders' deadlines, which a lease's delivery keeps (config defaults) */
const PAYMENT_MS = 15 * MINUTE;
const SHIPMENT_MS = 12 * HOUR;
const RECEIPT_MS = 12 * HOUR;
const FEE_RATE_BPS = 100;
const PROTECTION_DAYS = 7;
const MIN_DAYS = 8;
const LONG_DAYS = 21;
const MAX_DAYS = 30;

export const RENTERS = Number(process.env.LEASE_MODEL_RENTERS ?? 2);
/** users: lender 0 (robot), lender 1 (ordinary), then the renters */
const LENDERS = 2;
const renterIndex = (renter: number) => LENDERS + renter;

// -------------------------------------------------------------------------------------------------
// The model

type Status =
  | 'AWAITING_PAYMENT'
  | 'AWAITING_DELIVERY'
  | 'RENTING'
  | 'RETURNING'
  | 'RETURN_PROTECTED'
  | 'COMPLETED'
  | 'OVERDUE'
  | 'DEFAULTED'
  | 'BOUGHT_OUT'
  | 'CANCELLED'
  | 'REVERSED';
const CLOSED: readonly Status[] = ['COMPLETED', 'DEFAULTED', 'BOUGHT_OUT', 'CANCELLED', 'REVERSED'];

type Money = { deposit: number; withdrawable: number; held: number };

type ModelListing = {
  id: string;
  lender: number;
  daily: number;
  long: number | null;
  deposit: number;
  maxDays: number;
  buyout: number | null;
  status: 'ON_LEASE' | 'LEASED' | 'DELISTED';
};

type ModelLease = {
  id: string;
  no: string;
  listing: ModelListing;
  renter: number;
  status: Status;
  days: number;
  rent: number;
  deposit: number;
  held: number;
  heldFromDeposit: number;
  payUrl: string | null;
  deliveryOffer: boolean;
  startedAt: number | null;
  endsAt: number | null;
  deadlineAt: number | null;
  returnRequestedAt: number | null;
  returnedAt: number | null;
  /** the return offer is out at Steam, waiting for the lender's account */
  returnOffer: boolean;
  /** a trade reversed at Steam that the platform has not seen yet: when (ms) */
  deliveryReversedAt: number | null;
  returnReversedAt: number | null;
  income: number;
  fee: number;
};

/** An item of a lender's not offered for rent yet, with its reference price. */
type ModelItem = { id: string; lender: number; reference: number };

/** `abnormal`: per lender, their account was marked ABNORMAL (they reversed a delivery): their offers for rent ended, their deliveries fail. */
export type Model = { now: number; money: Money[]; listings: ModelListing[]; leases: ModelLease[]; items: ModelItem[]; abnormal: boolean[] };

export type Real = { api: TestApp; clock: ControlledClock; parties: LeaseParty[] };

/** The fee: round half up of amount × rate. */
const modelFee = (amount: number) => Math.floor((amount * FEE_RATE_BPS + 5_000) / 10_000);
const rentOf = (listing: ModelListing, days: number) => (days > LONG_DAYS && listing.long !== null ? listing.long : listing.daily) * days;
const daysBegun = (from: number, to: number) => (to - from <= 0 ? 0 : Math.ceil((to - from) / DAY));
/** the rent of the days used (at least `minimum`, at most all), rounded down; all of it when every day was used */
function rentUsed(lease: ModelLease, used: number, minimum: number): number {
  const days = Math.min(lease.days, Math.max(minimum, used));
  return days >= lease.days ? lease.rent : Math.floor((lease.rent * days) / lease.days);
}

const renterMoney = (model: Model, lease: ModelLease) => model.money[renterIndex(lease.renter)];
const spendable = (money: Money) => money.deposit + money.withdrawable;

/** Holds `amount` from the renter's balance, the deposit first. */
function hold(model: Model, lease: ModelLease, amount: number) {
  const money = renterMoney(model, lease);
  const fromDeposit = Math.min(amount, money.deposit);
  money.deposit -= fromDeposit;
  money.withdrawable -= amount - fromDeposit;
  money.held += amount;
  lease.held += amount;
  lease.heldFromDeposit += fromDeposit;
}

/** Gives the rest of the hold back where it came from (the deposit part first spent). */
function giveBack(model: Model, lease: ModelLease, rest: number, restFromDeposit: number) {
  const money = renterMoney(model, lease);
  money.held -= lease.held;
  money.deposit += restFromDeposit;
  money.withdrawable += rest - restFromDeposit;
  lease.held = 0;
  lease.heldFromDeposit = 0;
}

/** Pays the lender `gross` out of the hold less the fee, the rest back to the renter. */
function payLender(model: Model, lease: ModelLease, gross: number) {
  const fee = modelFee(gross);
  model.money[lease.listing.lender].withdrawable += gross - fee;
  giveBack(model, lease, lease.held - gross, Math.max(0, lease.heldFromDeposit - gross));
  lease.income = gross - fee;
  lease.fee = fee;
}

/** A cancelled lease's listing is for rent again only while its lender's account can still trade (not ABNORMAL). */
function offeredAgain(model: Model, lease: ModelLease, listing: 'ON_LEASE' | 'DELISTED'): 'ON_LEASE' | 'DELISTED' {
  return listing === 'ON_LEASE' && model.abnormal[lease.listing.lender] ? 'DELISTED' : listing;
}

function close(lease: ModelLease, status: Status, listing: ModelListing['status']) {
  lease.status = status;
  lease.deadlineAt = null;
  lease.listing.status = listing;
}

/** The steps of a lease in the model, each what docs/money-and-orders.md says it does. */
const step = {
  /** rent and deposit held (rented from the balance, or the Alipay payment arrived): waiting for the offer; a robot account sends it at once */
  held(lease: ModelLease, at: number) {
    lease.status = 'AWAITING_DELIVERY';
    lease.deadlineAt = at + SHIPMENT_MS;
    if (lease.listing.lender === 0) step.offerSent(lease, at);
  },
  offerSent(lease: ModelLease, at: number) {
    lease.deliveryOffer = true;
    lease.deadlineAt = at + RECEIPT_MS;
  },
  /** cancelled before the renter had the item: everything back; the listing for rent again or ended */
  cancelled(model: Model, lease: ModelLease, listing: 'ON_LEASE' | 'DELISTED') {
    giveBack(model, lease, lease.held, lease.heldFromDeposit);
    close(lease, 'CANCELLED', offeredAgain(model, lease, listing));
  },
  delivered(lease: ModelLease, at: number) {
    lease.status = 'RENTING';
    lease.startedAt = at;
    lease.endsAt = at + lease.days * DAY;
    lease.deadlineAt = lease.endsAt;
  },
  endPassed(lease: ModelLease, at: number) {
    lease.status = 'OVERDUE';
    lease.deadlineAt = Math.max(lease.endsAt!, at) + GRACE_MS;
  },
  /** deposit and rent to the lender (the grace passed, or the return reversed) */
  defaulted(model: Model, lease: ModelLease) {
    payLender(model, lease, lease.rent + lease.deposit);
    close(lease, 'DEFAULTED', 'DELISTED');
  },
  returnRequested(lease: ModelLease, at: number) {
    lease.status = 'RETURNING';
    lease.deadlineAt = null;
    lease.returnRequestedAt = at;
  },
  returnReceived(lease: ModelLease, at: number) {
    lease.status = 'RETURN_PROTECTED';
    lease.returnOffer = false;
    lease.returnedAt = at;
    lease.deadlineAt = at + PROTECTION_DAYS * DAY;
  },
  completed(model: Model, lease: ModelLease) {
    payLender(model, lease, rentUsed(lease, daysBegun(lease.startedAt!, lease.returnRequestedAt!), MIN_DAYS));
    close(lease, 'COMPLETED', 'DELISTED');
  },
  boughtOut(model: Model, lease: ModelLease, at: number) {
    const buyout = lease.listing.buyout!;
    if (buyout > lease.deposit) hold(model, lease, buyout - lease.deposit);
    payLender(model, lease, buyout + rentUsed(lease, daysBegun(lease.startedAt!, at), 1));
    close(lease, 'BOUGHT_OUT', 'DELISTED');
  },
  /** everything back to the renter; the lender's account ABNORMAL, so every offer for rent of theirs ends */
  deliveryReversed(model: Model, lease: ModelLease) {
    giveBack(model, lease, lease.held, lease.heldFromDeposit);
    close(lease, 'REVERSED', 'DELISTED');
    lease.returnOffer = false;
    model.abnormal[lease.listing.lender] = true;
    for (const listing of model.listings) if (listing.lender === lease.listing.lender && listing.status === 'ON_LEASE') listing.status = 'DELISTED';
  },
};

/** The times (ms) at which the platform looks at a reversed trade of the lease the model knows of, after `after`. */
function reversalLooks(lease: ModelLease): number[] {
  if (lease.deliveryReversedAt !== null && ['RENTING', 'OVERDUE', 'RETURNING'].includes(lease.status)) {
    // the delivery trade is read once a lease day for 8 days after the delivery
    return Array.from({ length: PROTECTION_DAYS + 1 }, (_, k) => lease.startedAt! + (k + 1) * DAY).filter((at) => at > lease.deliveryReversedAt!);
  }
  if (lease.returnReversedAt !== null && lease.status === 'RETURN_PROTECTED') {
    // the return trade once a lease day during its protection, and at its end
    return Array.from({ length: PROTECTION_DAYS }, (_, k) => lease.returnedAt! + (k + 1) * DAY).filter((at) => at > lease.returnReversedAt!);
  }
  return [];
}

/** What became due at `now` (the jobs ran there): the reversals seen, then the deadlines. */
function dueAt(model: Model, now: number) {
  for (const lease of model.leases) {
    const look = reversalLooks(lease).find((at) => at <= now);
    if (look !== undefined) {
      if (lease.status === 'RETURN_PROTECTED') {
        step.defaulted(model, lease);
        done('ReturnReversedSeen');
      } else {
        step.deliveryReversed(model, lease);
        done('DeliveryReversedSeen');
      }
      continue;
    }
    if (lease.deadlineAt === null || lease.deadlineAt > now) continue;
    switch (lease.status) {
      case 'AWAITING_PAYMENT':
        close(lease, 'CANCELLED', offeredAgain(model, lease, 'ON_LEASE'));
        done('PaymentLapsed');
        break;
      case 'AWAITING_DELIVERY':
        if (lease.deliveryOffer) {
          step.cancelled(model, lease, 'ON_LEASE');
          done('ReceiptTimeout');
        } else {
          step.cancelled(model, lease, 'DELISTED');
          done('ShipmentTimeout');
        }
        break;
      case 'RENTING':
        step.endPassed(lease, now);
        done('EndPassed');
        break;
      case 'OVERDUE':
        step.defaulted(model, lease);
        done('GracePassed');
        break;
      case 'RETURN_PROTECTED':
        step.completed(model, lease);
        done('ProtectionEnded');
        break;
      default:
        assert.fail(`lease ${lease.no} has a deadline in ${lease.status}`);
    }
  }
}

// -------------------------------------------------------------------------------------------------
// Counting what ran

/** Each command's outcomes, by name ("Renew", "Renew refused: balance", …). */
export const executed = new Map<string, number>();
const count = (name: string) => executed.set(name, (executed.get(name) ?? 0) + 1);
/** The kinds of command (and of step the clock brought) that did what they are for, and how often. */
export const succeeded = new Map<string, number>();
const done = (kind: string) => succeeded.set(kind, (succeeded.get(kind) ?? 0) + 1);
export const SUCCESS_KINDS = [
  'OfferForRent',
  'Rent(balance)',
  'Rent(alipay)',
  'Pay',
  'PaymentLapsed',
  'Deliver',
  'Accept',
  'Decline',
  'Cancel',
  'ShipmentTimeout',
  'ReceiptTimeout',
  'Renew',
  'Return',
  'LenderReceives',
  'ProtectionEnded',
  'Buyout',
  'EndPassed',
  'GracePassed',
  'ReverseReturn',
  'ReturnReversedSeen',
  'ReverseDelivery',
  'DeliveryReversedSeen',
  'RaceReturnBuyout',
  'RaceRent',
  'Fund',
  'Advance',
] as const;
export const stepsRun = () => [...executed.values()].reduce((sum, n) => sum + n, 0);

// -------------------------------------------------------------------------------------------------
// Observing the system and checking it

/** Where a run's time goes (ms): the jobs, the checks, the worlds. */
export const timings = { jobs: 0, checks: 0, worlds: 0 };

async function runDue(real: Real) {
  const started = performance.now();
  await real.api.jobs.runDue();
  timings.jobs += performance.now() - started;
}

/** Moves the clock `ms` on, stopping at every time something is due in the model, and running the jobs at each stop. */
async function moveClock(model: Model, real: Real, ms: number) {
  const target = model.now + ms;
  for (;;) {
    const times = model.leases
      .filter((lease) => !CLOSED.includes(lease.status))
      .flatMap((lease) => [...(lease.deadlineAt !== null ? [lease.deadlineAt] : []), ...reversalLooks(lease)])
      .filter((at) => at > model.now && at <= target);
    const next = Math.min(target, ...times);
    real.clock.advance(next - model.now);
    model.now = next;
    await runDue(real);
    dueAt(model, next);
    if (next >= target) return check(model, real);
  }
}

/** Every invariant: the balances, the leases, the listings and the ledger as the model says. */
export async function check(model: Model, real: Real): Promise<void> {
  const started = performance.now();
  try {
    await checkNow(model, real);
  } finally {
    timings.checks += performance.now() - started;
  }
}

async function checkNow(model: Model, real: Real): Promise<void> {
  assert.equal(real.clock.now().getTime(), model.now, 'the clock');
  const rows = await db().lease.findMany({ where: { id: { in: model.leases.map((lease) => lease.id) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const time = (date: Date | null) => date?.getTime() ?? null;
  // the leases first: a lease in another state than the model's says more than the balances it moved
  for (const lease of model.leases) {
    const row = byId.get(lease.id);
    assert.ok(row, `lease ${lease.no} exists`);
    await explained(lease.id, () =>
      assert.deepEqual(
        {
          status: row.status,
          held: row.heldCents,
          heldFromDeposit: row.heldFromDepositCents,
          days: row.days,
          rent: row.rentCents,
          startedAt: time(row.startedAt),
          endsAt: time(row.endsAt),
          deadlineAt: time(row.deadlineAt),
          income: row.lenderIncomeCents,
          fee: row.feeCents,
        },
        {
          status: lease.status,
          held: lease.held,
          heldFromDeposit: lease.heldFromDeposit,
          days: lease.days,
          rent: lease.rent,
          startedAt: lease.startedAt,
          endsAt: lease.endsAt,
          deadlineAt: lease.deadlineAt,
          income: lease.income,
          fee: lease.fee,
        },
        `lease ${lease.no} (renter ${lease.renter}, lender ${lease.listing.lender})`,
      ),
    );
  }
  for (const [index, party] of real.parties.entries()) {
    const actual = await balances(party.userId);
    const leasesOfUser = model.leases.filter((lease) => renterIndex(lease.renter) === index || lease.listing.lender === index).map((lease) => lease.id);
    await explained(leasesOfUser, () =>
      assert.deepEqual(
        { deposit: Number(actual.deposit), withdrawable: Number(actual.withdrawable), held: Number(actual.held) },
        model.money[index],
        `user ${index}'s balances`,
      ),
    );
  }
  const listings = await db().leaseListing.findMany({ where: { id: { in: model.listings.map((listing) => listing.id) } }, select: { id: true, status: true } });
  const statusOf = new Map(listings.map((listing) => [listing.id, listing.status]));
  for (const listing of model.listings) assert.equal(statusOf.get(listing.id), listing.status, `lease listing ${listing.id} of lender ${listing.lender}`);

  // each lease's money moved once: its hold given back at most once, its lender paid at most once per kind
  const moves = await db().ledgerTransfer.groupBy({
    by: ['referenceId', 'kind'],
    where: {
      referenceType: 'LEASE',
      referenceId: { in: model.leases.map((lease) => lease.no) },
      kind: { in: ['HOLD_RELEASE', 'RENT', 'DEPOSIT_CAPTURE', 'BUYOUT', 'FEE'] },
    },
    _count: { _all: true },
  });
  for (const move of moves) {
    // a release gives back to the deposit and to withdrawable: at most one transfer to each
    assert.ok(move._count._all <= (move.kind === 'HOLD_RELEASE' ? 2 : 1), `lease ${move.referenceId}: ${move._count._all} ${move.kind} transfers`);
  }

  const invariants = await ledgerInvariants();
  assert.equal(invariants.sums.CNY ?? 0n, 0n, 'the ledger sums to zero');
  assert.equal(invariants.negativeAccounts, 0, 'no user account below zero');
  assert.equal(invariants.driftingAccounts, 0, 'every user balance equals its entries');
}

/**
 * Runs an assertion; when it fails, its message gains the steps the server recorded for the leases
 * concerned (when, which event, from and to which status, by whom, what it moved), so a failure in CI
 * tells what the server did where the model expected otherwise.
 */
async function explained(leaseIds: string | string[], assertion: () => void): Promise<void> {
  try {
    assertion();
  } catch (error) {
    if (!(error instanceof assert.AssertionError)) throw error;
    const steps = await db().leaseStep.findMany({
      where: { leaseId: { in: ([] as string[]).concat(leaseIds) } },
      orderBy: { id: 'asc' },
      select: { createdAt: true, event: true, fromStatus: true, toStatus: true, actor: true, detail: true, lease: { select: { leaseNo: true } } },
    });
    const lines = steps.map(
      (step) =>
        `  ${step.createdAt.toISOString()} ${step.lease.leaseNo} ${step.event} ${step.fromStatus ?? '-'} → ${step.toStatus} by ${step.actor} ${JSON.stringify(step.detail)}`,
    );
    error.message += `\nthe server's steps of the leases concerned:\n${lines.join('\n')}`;
    throw error;
  }
}

// -------------------------------------------------------------------------------------------------
// Commands

type Cmd = fc.AsyncCommand<Model, Real>;

const pickFrom = <T>(items: readonly T[], pick: number) => items[pick % items.length];
const leasesIn = (model: Readonly<Model>, ...statuses: Status[]) => model.leases.filter((lease) => statuses.includes(lease.status));
const party = (real: Real, user: number) => real.parties[user];
const viewer = (real: Real, user: number) => viewerOf(real.api, party(real, user));

/** The code of a refusal (an AppError's), or throws what is not one. */
async function refusal(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string') throw error;
    return code;
  }
}

/** The platform's follow of the lease's offer reads Steam now (as its next poll would). */
async function followNow(real: Real, lease: ModelLease, following: 'delivery' | 'return') {
  const row = await db().lease.findUniqueOrThrow({ where: { id: lease.id }, select: { version: true } });
  const life = real.api.app.services.leaseLife;
  await life.followLater({ leaseId: lease.id, version: row.version, following, attempt: 1_000 + stepsRun() }, { at: real.clock.now() });
  await runDue(real);
}

/** Terms for an item from its reference price, as a lender would ask within the limits (leaseTerms.ts). */
function termsFor(reference: number, variant: number) {
  const daily = Math.max(1, Math.floor((reference * 5) / 100));
  const long = variant % 2 === 0 ? Math.max(1, Math.floor((daily * 8) / 10)) : null;
  const deposit = Math.max(Math.ceil((reference * 150) / 100), daily * MAX_DAYS);
  const buyout = variant % 3 !== 2 ? deposit + daily * 10 : null;
  return { dailyRent: daily, longDailyRent: long, deposit, maxDays: MAX_DAYS, buyoutPrice: buyout };
}

/** Offers one of the lender's items for rent through the lease listing service. */
async function offerItem(model: Model, real: Real, item: ModelItem, variant: number): Promise<boolean> {
  const terms = termsFor(item.reference, variant);
  const result = await real.api.app.services.leaseListings.offer(await viewer(real, item.lender), [{ inventoryItemId: item.id, ...terms }]);
  model.items = model.items.filter((candidate) => candidate !== item);
  if (result.listings.length !== 1) return false;
  model.listings.push({
    id: result.listings[0].leaseListingId,
    lender: item.lender,
    daily: terms.dailyRent,
    long: terms.longDailyRent,
    deposit: terms.deposit,
    maxDays: terms.maxDays,
    buyout: terms.buyoutPrice,
    status: 'ON_LEASE',
  });
  return true;
}

class OfferForRent implements Cmd {
  constructor(
    readonly pick: number,
    readonly variant: number,
  ) {}
  check = (model: Readonly<Model>) => model.items.length > 0;
  async run(model: Model, real: Real) {
    const item = pickFrom(model.items, this.pick);
    const offered = await offerItem(model, real, item, this.variant);
    if (model.abnormal[item.lender]) assert.ok(!offered, 'an ABNORMAL account offers nothing for rent');
    count(offered ? 'OfferForRent' : 'OfferForRent refused');
    if (offered) done('OfferForRent');
    await check(model, real);
  }
  toString = () => `OfferForRent(#${this.pick}, terms ${this.variant})`;
}

/** A renter rents a listing (any: one not for rent is refused) for `days`, from the balance or with Alipay. */
class Rent implements Cmd {
  constructor(
    readonly renter: number,
    readonly pick: number,
    readonly days: number,
    readonly pay: 'balance' | 'alipay',
  ) {}
  check = (model: Readonly<Model>) => model.listings.length > 0;
  async run(model: Model, real: Real) {
    // mostly a listing for rent; now and then any (one not for rent is refused)
    const forRent = model.listings.filter((listing) => listing.status === 'ON_LEASE');
    const listing = pickFrom(forRent.length > 0 && this.pick % 4 !== 0 ? forRent : model.listings, this.pick);
    const days = Math.min(this.days, listing.maxDays);
    const rent = rentOf(listing, days);
    const money = model.money[renterIndex(this.renter)];
    const renting = real.api.app.services.leases.rent(
      await viewer(real, renterIndex(this.renter)),
      { leaseListingId: listing.id, days, payMethod: this.pay, steamAccountId: party(real, renterIndex(this.renter)).accountId },
      randomUUID(),
    );
    if (listing.status !== 'ON_LEASE') {
      assert.equal(await refusal(renting), 'LEASE_LISTING_UNAVAILABLE', `renting a ${listing.status} listing`);
      count('Rent refused: not for rent');
      return check(model, real);
    }
    if (this.pay === 'balance' && spendable(money) < rent + listing.deposit) {
      assert.equal(await refusal(renting), 'INSUFFICIENT_BALANCE', 'renting beyond the balance');
      count('Rent refused: balance');
      return check(model, real);
    }
    const answer = await renting;
    const row = await db().lease.findUniqueOrThrow({ where: { leaseNo: answer.leaseNo }, select: { id: true } });
    const lease = newLease(model, listing, this.renter, row.id, answer.leaseNo, days, rent);
    if (this.pay === 'balance') {
      hold(model, lease, rent + listing.deposit);
      step.held(lease, model.now);
    } else {
      assert.ok(answer.payUrl, 'an Alipay rent answers its cashier');
      lease.payUrl = answer.payUrl;
      lease.status = 'AWAITING_PAYMENT';
      lease.deadlineAt = model.now + PAYMENT_MS;
    }
    count(`Rent(${this.pay})`);
    done(`Rent(${this.pay})`);
    await runDue(real);
    await check(model, real);
  }
  toString = () => `Rent(renter ${this.renter}, #${this.pick}, ${this.days} days, ${this.pay})`;
}

function newLease(model: Model, listing: ModelListing, renter: number, id: string, no: string, days: number, rent: number): ModelLease {
  listing.status = 'LEASED';
  const lease: ModelLease = {
    id,
    no,
    listing,
    renter,
    status: 'AWAITING_DELIVERY',
    days,
    rent,
    deposit: listing.deposit,
    held: 0,
    heldFromDeposit: 0,
    payUrl: null,
    deliveryOffer: false,
    startedAt: null,
    endsAt: null,
    deadlineAt: null,
    returnRequestedAt: null,
    returnedAt: null,
    returnOffer: false,
    deliveryReversedAt: null,
    returnReversedAt: null,
    income: 0,
    fee: 0,
  };
  model.leases.push(lease);
  return lease;
}

/** The renter pays an unpaid Alipay rent at the cashier: rent and deposit held, the lease waits for delivery. */
class Pay implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => leasesIn(model, 'AWAITING_PAYMENT').length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(leasesIn(model, 'AWAITING_PAYMENT'), this.pick);
    const answer = await real.api.app.inject({
      method: 'POST',
      url: lease.payUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: 'action=pay',
    });
    assert.equal(answer.statusCode, 303, `the cashier answered ${answer.statusCode}`);
    await runDue(real);
    const money = renterMoney(model, lease);
    money.held += lease.rent + lease.deposit;
    lease.held = lease.rent + lease.deposit;
    lease.heldFromDeposit = lease.held;
    if (lease.listing.lender === 0 && model.abnormal[0]) {
      // the robot's offer goes out at once, from an account made ABNORMAL (it reversed a delivery) while
      // this lease waited for its payment: the lease fails, the payment goes back to the balance, the listing ends
      step.cancelled(model, lease, 'DELISTED');
      count('Pay: the robot lender ABNORMAL');
      return check(model, real);
    }
    step.held(lease, model.now);
    count('Pay');
    done('Pay');
    await check(model, real);
  }
  toString = () => `Pay(#${this.pick})`;
}

/** The ordinary lender presses 发货: the offer goes out (confirmed at once with the simulated Steam). */
class Deliver implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) => leasesIn(model, 'AWAITING_DELIVERY').filter((lease) => !lease.deliveryOffer);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(this.candidates(model), this.pick);
    const delivering = real.api.app.services.leases.deliver(await viewer(real, lease.listing.lender), lease.no);
    if (model.abnormal[lease.listing.lender]) {
      // the account that should give the item is ABNORMAL: the lease fails, everything back, the listing ends
      assert.equal(await refusal(delivering), 'LENDER_ACCOUNT_UNAVAILABLE', 'delivering from an ABNORMAL account');
      step.cancelled(model, lease, 'DELISTED');
      count('Deliver refused: lender account');
      return check(model, real);
    }
    await delivering;
    step.offerSent(lease, model.now);
    count('Deliver');
    done('Deliver');
    await runDue(real);
    await check(model, real);
  }
  toString = () => `Deliver(#${this.pick})`;
}

/** The renter's account answers the delivery offer: accepted, the lease starts now; declined, everything goes back. */
class AnswerDelivery implements Cmd {
  constructor(
    readonly pick: number,
    readonly accept: boolean,
  ) {}
  private candidates = (model: Readonly<Model>) => leasesIn(model, 'AWAITING_DELIVERY').filter((lease) => lease.deliveryOffer);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(this.candidates(model), this.pick);
    const row = await db().lease.findUniqueOrThrow({ where: { id: lease.id }, select: { deliveryOfferId: true } });
    await real.api.steam.answerOffer(row.deliveryOfferId!, this.accept ? 'ACCEPT' : 'DECLINE');
    await followNow(real, lease, 'delivery');
    if (this.accept) step.delivered(lease, model.now);
    else step.cancelled(model, lease, 'ON_LEASE');
    const kind = this.accept ? 'Accept' : 'Decline';
    count(kind);
    done(kind);
    await check(model, real);
  }
  toString = () => `${this.accept ? 'Accept' : 'Decline'}(#${this.pick})`;
}

/** The renter cancels a lease before the lender's offer (refused once the offer is out). */
class Cancel implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) => leasesIn(model, 'AWAITING_PAYMENT', 'AWAITING_DELIVERY');
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(this.candidates(model), this.pick);
    const cancelling = real.api.app.services.leases.cancel(await viewer(real, renterIndex(lease.renter)), lease.no);
    if (lease.deliveryOffer) {
      assert.equal(await refusal(cancelling), 'LEASE_NOT_ACTIONABLE', 'cancelling after the offer');
      count('Cancel refused: offer made');
      return check(model, real);
    }
    await cancelling;
    step.cancelled(model, lease, 'ON_LEASE');
    count('Cancel');
    done('Cancel');
    await check(model, real);
  }
  toString = () => `Cancel(#${this.pick})`;
}

/** The renter renews a running lease by `days` (refused past the most days or beyond the balance). */
class Renew implements Cmd {
  constructor(
    readonly pick: number,
    readonly days: number,
  ) {}
  private candidates = (model: Readonly<Model>) => leasesIn(model, 'RENTING').filter((lease) => lease.endsAt! > model.now);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(this.candidates(model), this.pick);
    // mostly days the listing still allows; every third time as drawn (past the most days: refused)
    const room = lease.listing.maxDays - lease.days;
    const days = this.days % 3 === 0 || room < 1 ? this.days : Math.min(this.days, room);
    const newDays = lease.days + days;
    const added = Math.max(0, rentOf(lease.listing, newDays) - lease.rent);
    const renewing = real.api.app.services.leaseAfter.renew(await viewer(real, renterIndex(lease.renter)), lease.no, days);
    if (newDays > lease.listing.maxDays) {
      assert.equal(await refusal(renewing), 'LEASE_RENEWAL_TOO_LONG', 'renewing past the most days');
      count('Renew refused: too long');
      return check(model, real);
    }
    if (added > spendable(renterMoney(model, lease))) {
      assert.equal(await refusal(renewing), 'INSUFFICIENT_BALANCE', 'renewing beyond the balance');
      count('Renew refused: balance');
      return check(model, real);
    }
    const answer = await renewing;
    assert.equal(answer.addedRentCents, added, 'the added rent');
    if (added > 0) hold(model, lease, added);
    lease.days = newDays;
    lease.rent += added;
    lease.endsAt! += days * DAY;
    lease.deadlineAt = lease.endsAt;
    count(added > 0 ? 'Renew' : 'Renew (nothing added)');
    done('Renew');
    await check(model, real);
  }
  toString = () => `Renew(#${this.pick}, ${this.days} days)`;
}

/** The renter returns a running or overdue lease (refused before day 8): the platform sends the offer to the lender's account. */
class Return implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) => leasesIn(model, 'RENTING', 'OVERDUE');
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    // mostly a lease from its day 8; now and then any (an earlier one is refused)
    const due = this.candidates(model).filter((lease) => model.now >= lease.startedAt! + PROTECTION_DAYS * DAY);
    const lease = pickFrom(due.length > 0 && this.pick % 4 !== 0 ? due : this.candidates(model), this.pick);
    const returning = real.api.app.services.leaseAfter.requestReturn(await viewer(real, renterIndex(lease.renter)), lease.no);
    if (model.now < lease.startedAt! + PROTECTION_DAYS * DAY) {
      assert.equal(await refusal(returning), 'LEASE_RETURN_TOO_EARLY', 'returning before day 8');
      count('Return refused: too early');
      return check(model, real);
    }
    await returning;
    requested(model, lease);
    await runDue(real);
    sent(model, lease);
    count('Return');
    done('Return');
    await check(model, real);
  }
  toString = () => `Return(#${this.pick})`;
}

const requested = (model: Model, lease: ModelLease) => step.returnRequested(lease, model.now);
/** The return's follow ran: the offer is out, unless the delivery was reversed meanwhile (the lender's reversal ends the lease first). */
function sent(model: Model, lease: ModelLease) {
  if (lease.deliveryReversedAt !== null) {
    step.deliveryReversed(model, lease);
    done('DeliveryReversedSeen');
  } else lease.returnOffer = true;
}

/** The lender's account accepts the return offer: the trade is checked, its protection runs. */
class LenderReceives implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) => leasesIn(model, 'RETURNING').filter((lease) => lease.returnOffer);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(this.candidates(model), this.pick);
    const row = await db().lease.findUniqueOrThrow({ where: { id: lease.id }, select: { returnOfferId: true } });
    await real.api.steam.answerOffer(row.returnOfferId!, 'ACCEPT');
    await followNow(real, lease, 'return');
    step.returnReceived(lease, model.now);
    count('LenderReceives');
    done('LenderReceives');
    await check(model, real);
  }
  toString = () => `LenderReceives(#${this.pick})`;
}

/** The renter buys a running or overdue lease out (refused without a buyout price or beyond the balance). */
class Buyout implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) => leasesIn(model, 'RENTING', 'OVERDUE');
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(this.candidates(model), this.pick);
    const buying = real.api.app.services.leaseAfter.buyout(await viewer(real, renterIndex(lease.renter)), lease.no);
    const more = lease.listing.buyout === null ? 0 : Math.max(0, lease.listing.buyout - lease.deposit);
    if (lease.listing.buyout === null) {
      assert.equal(await refusal(buying), 'LEASE_NO_BUYOUT', 'buying out without a price');
      count('Buyout refused: no price');
      return check(model, real);
    }
    if (more > spendable(renterMoney(model, lease))) {
      assert.equal(await refusal(buying), 'INSUFFICIENT_BALANCE', 'buying out beyond the balance');
      count('Buyout refused: balance');
      return check(model, real);
    }
    await buying;
    step.boughtOut(model, lease, model.now);
    count('Buyout');
    done('Buyout');
    await check(model, real);
  }
  toString = () => `Buyout(#${this.pick})`;
}

/** The renter reverses the return trade during its protection: seen at the platform's next daily look (the lease defaults). */
class ReverseReturn implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) => leasesIn(model, 'RETURN_PROTECTED').filter((lease) => lease.returnReversedAt === null);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(this.candidates(model), this.pick);
    const row = await db().lease.findUniqueOrThrow({ where: { id: lease.id }, select: { returnTradeId: true } });
    await real.api.steam.reverseTrade(row.returnTradeId!);
    lease.returnReversedAt = model.now;
    count('ReverseReturn');
    done('ReverseReturn');
    await check(model, real);
  }
  toString = () => `ReverseReturn(#${this.pick})`;
}

/** The lender reverses the delivery trade during its 7 lease days of protection: seen at the next daily look (everything back to the renter). */
class ReverseDelivery implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) =>
    leasesIn(model, 'RENTING').filter((lease) => lease.deliveryReversedAt === null && model.now < lease.startedAt! + PROTECTION_DAYS * DAY);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(this.candidates(model), this.pick);
    const row = await db().lease.findUniqueOrThrow({ where: { id: lease.id }, select: { deliveryTradeId: true } });
    await real.api.steam.reverseTrade(row.deliveryTradeId!);
    lease.deliveryReversedAt = model.now;
    count('ReverseDelivery');
    done('ReverseDelivery');
    await check(model, real);
  }
  toString = () => `ReverseDelivery(#${this.pick})`;
}

/** The renter returns and buys out one lease at once: exactly one wins, the other is refused; the model follows the winner. */
class RaceReturnBuyout implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) =>
    leasesIn(model, 'RENTING', 'OVERDUE').filter(
      (lease) =>
        lease.listing.buyout !== null &&
        model.now >= lease.startedAt! + PROTECTION_DAYS * DAY &&
        Math.max(0, lease.listing.buyout - lease.deposit) <= spendable(renterMoney(model, lease)),
    );
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const lease = pickFrom(this.candidates(model), this.pick);
    const actor = await viewer(real, renterIndex(lease.renter));
    const after = real.api.app.services.leaseAfter;
    const [returned, bought] = await Promise.all([refusal(after.requestReturn(actor, lease.no)), refusal(after.buyout(actor, lease.no))]);
    const winners = [returned, bought].filter((code) => code === null).length;
    assert.equal(winners, 1, `one of the return (${returned}) and the buyout (${bought}) wins`);
    assert.equal(returned ?? bought, 'LEASE_NOT_ACTIONABLE', 'the loser finds the lease moved');
    if (returned === null) {
      requested(model, lease);
      await runDue(real);
      sent(model, lease);
    } else step.boughtOut(model, lease, model.now);
    count(`RaceReturnBuyout (${returned === null ? 'return' : 'buyout'} won)`);
    done('RaceReturnBuyout');
    await check(model, real);
  }
  toString = () => `RaceReturnBuyout(#${this.pick})`;
}

/** Every renter rents one listing for rent at once from the balance: exactly one (who can pay) gets it. */
class RaceRent implements Cmd {
  constructor(
    readonly pick: number,
    readonly days: number,
  ) {}
  private candidates = (model: Readonly<Model>) => model.listings.filter((listing) => listing.status === 'ON_LEASE');
  check = (model: Readonly<Model>) => RENTERS >= 2 && this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const listing = pickFrom(this.candidates(model), this.pick);
    const days = Math.min(this.days, listing.maxDays);
    const rent = rentOf(listing, days);
    const renters = Array.from({ length: RENTERS }, (_, renter) => renter);
    const able = renters.filter((renter) => spendable(model.money[renterIndex(renter)]) >= rent + listing.deposit);
    const viewers = await Promise.all(renters.map((renter) => viewer(real, renterIndex(renter))));
    const answers = await Promise.all(
      renters.map((renter) =>
        real.api.app.services.leases
          .rent(
            viewers[renter],
            { leaseListingId: listing.id, days, payMethod: 'balance', steamAccountId: party(real, renterIndex(renter)).accountId },
            randomUUID(),
          )
          .then(
            (answer) => ({ answer, code: null }),
            (error: { code?: string }) => ({ answer: null, code: error.code ?? String(error) }),
          ),
      ),
    );
    const winners = renters.filter((renter) => answers[renter].answer !== null);
    assert.equal(winners.length, able.length > 0 ? 1 : 0, `renters ${able.join(', ')} could pay; ${winners.length} got it`);
    for (const renter of renters) {
      if (winners.includes(renter)) continue;
      const expected = able.includes(renter) ? 'LEASE_LISTING_UNAVAILABLE' : ['INSUFFICIENT_BALANCE', 'LEASE_LISTING_UNAVAILABLE'];
      if (typeof expected === 'string') assert.equal(answers[renter].code, expected, `renter ${renter} lost the race`);
      else assert.ok(expected.includes(answers[renter].code!), `renter ${renter} refused: ${answers[renter].code}`);
    }
    if (winners.length === 1) {
      const winner = winners[0];
      const leaseNo = answers[winner].answer!.leaseNo;
      const row = await db().lease.findUniqueOrThrow({ where: { leaseNo }, select: { id: true } });
      const lease = newLease(model, listing, winner, row.id, leaseNo, days, rent);
      hold(model, lease, rent + listing.deposit);
      step.held(lease, model.now);
      await runDue(real);
      done('RaceRent');
    }
    count(`RaceRent (${winners.length} won)`);
    await check(model, real);
  }
  toString = () => `RaceRent(#${this.pick}, ${this.days} days)`;
}

class Fund implements Cmd {
  constructor(
    readonly renter: number,
    readonly amount: number,
    readonly account: 'deposit' | 'withdrawable',
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const user = renterIndex(this.renter);
    if (this.account === 'deposit') await fundDeposit(party(real, user).userId, this.amount);
    else await fundWithdrawable(party(real, user).userId, this.amount, () => real.clock.now());
    model.money[user][this.account] += this.amount;
    count('Fund');
    done('Fund');
    await check(model, real);
  }
  toString = () => `Fund(renter ${this.renter}, ${this.amount} to ${this.account})`;
}

/** How far the clock moves: a moment, lease days, the payment window, the delivery deadlines. */
export const ADVANCES = { '20 s': 20_000, '1 day': DAY, '3 days': 3 * DAY, '8 days': 8 * DAY, '15 min': PAYMENT_MS, '12 h': SHIPMENT_MS } as const;

class Advance implements Cmd {
  constructor(readonly by: keyof typeof ADVANCES) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await moveClock(model, real, ADVANCES[this.by]);
    count(`Advance ${this.by}`);
    done('Advance');
  }
  toString = () => `Advance(${this.by})`;
}

export function commandArbitraries(): fc.Arbitrary<Cmd>[] {
  const pick = fc.nat({ max: 99 });
  const renter = fc.nat({ max: RENTERS - 1 });
  const days = fc.integer({ min: MIN_DAYS, max: 25 });
  const advance = fc.constantFrom(...(Object.keys(ADVANCES) as (keyof typeof ADVANCES)[])).map((by) => new Advance(by) as Cmd);
  const onLease = (make: (p: number) => Cmd) => pick.map(make);
  // fc.commands picks evenly among these: the common steps, those on the long way to a return's reversal
  // (accepted, day 8, returned, received, reversed: the kind a run reaches last), the delivery's reversal
  // and the renewal (each only in a lease's first days) are listed more than once
  return [
    fc.tuple(pick, fc.nat({ max: 5 })).map(([p, variant]) => new OfferForRent(p, variant)),
    fc.tuple(renter, pick, days).map(([who, p, d]) => new Rent(who, p, d, 'balance')),
    fc.tuple(renter, pick, days).map(([who, p, d]) => new Rent(who, p, d, 'balance')),
    fc.tuple(renter, pick, days).map(([who, p, d]) => new Rent(who, p, d, 'alipay')),
    onLease((p) => new Pay(p)),
    onLease((p) => new Deliver(p)),
    onLease((p) => new Deliver(p)),
    onLease((p) => new AnswerDelivery(p, true)),
    onLease((p) => new AnswerDelivery(p, true)),
    onLease((p) => new AnswerDelivery(p, true)),
    onLease((p) => new AnswerDelivery(p, true)),
    onLease((p) => new AnswerDelivery(p, true)),
    onLease((p) => new AnswerDelivery(p, false)),
    onLease((p) => new Cancel(p)),
    fc.tuple(pick, fc.integer({ min: 1, max: 12 })).map(([p, d]) => new Renew(p, d)),
    fc.tuple(pick, fc.integer({ min: 1, max: 12 })).map(([p, d]) => new Renew(p, d)),
    onLease((p) => new Return(p)),
    onLease((p) => new Return(p)),
    onLease((p) => new Return(p)),
    onLease((p) => new Return(p)),
    onLease((p) => new Return(p)),
    onLease((p) => new Return(p)),
    onLease((p) => new LenderReceives(p)),
    onLease((p) => new LenderReceives(p)),
    onLease((p) => new LenderReceives(p)),
    onLease((p) => new LenderReceives(p)),
    onLease((p) => new LenderReceives(p)),
    onLease((p) => new LenderReceives(p)),
    onLease((p) => new Buyout(p)),
    onLease((p) => new Buyout(p)),
    onLease((p) => new Buyout(p)),
    onLease((p) => new ReverseReturn(p)),
    onLease((p) => new ReverseReturn(p)),
    onLease((p) => new ReverseReturn(p)),
    onLease((p) => new ReverseReturn(p)),
    onLease((p) => new ReverseReturn(p)),
    onLease((p) => new ReverseDelivery(p)),
    onLease((p) => new ReverseDelivery(p)),
    onLease((p) => new RaceReturnBuyout(p)),
    onLease((p) => new RaceReturnBuyout(p)),
    onLease((p) => new RaceReturnBuyout(p)),
    fc.tuple(pick, days).map(([p, d]) => new RaceRent(p, d)),
    fc
      .tuple(renter, fc.integer({ min: 1_000, max: 30_000 }), fc.constantFrom('deposit' as const, 'withdrawable' as const))
      .map(([who, amount, account]) => new Fund(who, amount, account)),
    advance,
    advance,
    advance,
    advance,
    // a lease is returned from day 8 and completes 7 days after its return: long moves come often
    fc.constant(new Advance('8 days')),
    fc.constant(new Advance('8 days')),
    fc.constant(new Advance('8 days')),
  ];
}

// -------------------------------------------------------------------------------------------------
// The world of one run: fresh lenders and renters on the shared app

/** Two lenders (a robot account and an ordinary one) with items, each offering two of them; RENTERS renters with money; every account ignoring offers until the commands answer them. */
export async function newWorld(api: TestApp, clock: ControlledClock): Promise<{ model: Model; real: Real }> {
  const lenders = [await boundLender(api, { robot: true }), await boundLender(api)];
  const renters: LeaseParty[] = [];
  for (let index = 0; index < RENTERS; index += 1) renters.push(await signedInSeller(api, { prefix: 'renter', inventorySize: 0 }));
  const parties = [...lenders, ...renters];
  for (const each of parties) await api.steam.setBehaviour(each.steam.steamId, 'IGNORE');
  const money: Money[] = parties.map(() => ({ deposit: 0, withdrawable: 0, held: 0 }));
  for (const [index, renter] of renters.entries()) {
    await fundDeposit(renter.userId, 40_000);
    await fundWithdrawable(renter.userId, 20_000, () => clock.now());
    money[renterIndex(index)] = { deposit: 40_000, withdrawable: 20_000, held: 0 };
  }
  const items: ModelItem[] = [];
  for (const [lender, each] of lenders.entries()) {
    const held = await tradableItems(each);
    const references = await referencePrices(
      each.userId,
      held.map((item) => item.templateId!),
    );
    for (const item of held) {
      const reference = references.get(item.templateId!);
      if (reference !== undefined && reference >= 100 && reference <= 20_000) items.push({ id: item.id, lender, reference });
    }
  }
  const model: Model = { now: clock.now().getTime(), money, listings: [], leases: [], items, abnormal: lenders.map(() => false) };
  const real: Real = { api, clock, parties };
  for (const lender of [0, 1]) {
    for (const [variant, item] of model.items
      .filter((candidate) => candidate.lender === lender)
      .slice(0, 2)
      .entries()) {
      await offerItem(model, real, item, variant);
    }
  }
  await check(model, real);
  return { model, real };
}

/**
 * After the commands: the clock runs on (the shipment and receipt deadlines, then lease days) until
 * every lease waits only for a party (a payment, an offer's answer, the lender's account taking the
 * return) or has ended, each as the model says.
 */
export async function drain(model: Model, real: Real): Promise<void> {
  await moveClock(model, real, SHIPMENT_MS);
  for (let round = 0; round < 8 && leasesIn(model, 'RENTING', 'OVERDUE', 'RETURN_PROTECTED').length > 0; round += 1) await moveClock(model, real, 8 * DAY);
  assert.deepEqual(
    leasesIn(model, 'RENTING', 'OVERDUE', 'RETURN_PROTECTED', 'AWAITING_PAYMENT', 'AWAITING_DELIVERY'),
    [],
    'every lease ended or waits for the lender',
  );
}

export type LeaseModelOptions = {
  api: TestApp;
  clock: ControlledClock;
  numRuns: number;
  maxCommands: number;
  /** after the first `numRuns` runs, more (in rounds of `numRuns`, at most `coverRuns` in all) while one of these kinds has not succeeded yet */
  coverKinds?: readonly string[];
  coverRuns?: number;
  seed?: number;
  path?: string;
};

/** Runs the property in rounds of `numRuns` runs (the last cover round maybe fewer); answers how many runs and steps it made. Throws fast-check's report on a failure. */
export async function runLeaseModel(options: LeaseModelOptions): Promise<{ runs: number; steps: number }> {
  const total = { runs: 0, steps: 0 };
  const uncovered = () => (options.coverKinds ?? []).some((kind) => !succeeded.has(kind));
  let coverRunsLeft = options.coverRuns ?? 0;
  for (let round = 0; ; round += 1) {
    const runs = round === 0 ? options.numRuns : Math.min(options.numRuns, coverRunsLeft);
    if (round > 0) coverRunsLeft -= runs;
    const before = stepsRun();
    let firstFailure = false;
    await fc.assert(
      fc.asyncProperty(fc.commands(commandArbitraries(), { maxCommands: options.maxCommands, size: 'max' }), async (cmds) => {
        total.runs += 1;
        const started = performance.now();
        const world = await newWorld(options.api, options.clock);
        timings.worlds += performance.now() - started;
        try {
          await fc.asyncModelRun(() => world, cmds);
          await drain(world.model, world.real);
        } catch (error) {
          // shrinking replays shorter runs on the same database: the first failure is the one to read
          if (!firstFailure) {
            firstFailure = true;
            console.error(`the lease model's first failure (run ${total.runs}): ${error instanceof Error ? error.message : error}`);
          }
          throw error;
        }
      }),
      { numRuns: runs, seed: options.seed, path: options.path, endOnFailure: true, verbose: 1 },
    );
    total.steps += stepsRun() - before;
    if (options.seed !== undefined || coverRunsLeft <= 0 || !uncovered()) return total;
  }
}
