// A model test of bargaining (还价): random sequences of offers (in range or not),
// counter-offers, the seller accepting, the buyer accepting a counter (topping the hold up), declines
// by either side, withdrawals, the clock moving and the expiry (the sweep, or one offer's job), the
// listing repriced, unlisted or sold elsewhere, and races of accepts (the seller twice, the other
// buyer's counter, sometimes a repricing) on one listing are played against the service and against
// a plain in-memory model of two buyers' balances and of each offer. After every step: each buyer's
// deposit, withdrawable and held balances equal the model's, the held balance is the sum of their
// waiting offers' holds, each offer's status, hold (with its deposit part) and counter equal the
// model's, each accepted offer's order was paid at the agreed price by the hold's split, and the
// ledger's invariants hold (each unit sums to zero, no user account negative, no drift).
// BARGAIN_MODEL_RUNS sets the number of runs (20 on PostgreSQL, 10 on the embedded database: tests/helpers/modelBudget.ts).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';
import { Ledger } from '../../api/modules/wallet/ledger.ts';
import type { Viewer } from '../../api/session/viewer.ts';
import { marketListings, quickBuyer } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { modelBudget } from '../helpers/modelBudget.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, ledgerInvariants } from '../helpers/wallet.ts';

const ledger = new Ledger(() => new Date(), new EventLog(() => new Date()));
const RUNS = modelBudget(process.env.BARGAIN_MODEL_RUNS, { postgres: 20, embedded: 10 });
const DAY = 24 * 3_600_000;

let database: Database;
let api: TestApp;
let clock: ControlledClock;
/** A catalogue item nobody lists and nobody bids on: every listing here is of it, so the floor is 80 % of the price. */
let hashName: string;
/** Its catalogue reference price: the reference of a seller when no other seller lists it. */
let catalogueReference: number;

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  clock = new ControlledClock(new Date());
  api = await createTestApp(database, { clock });
  const [row] = await db().$queryRaw<{ hash_name: string; reference_price_cents: number }[]>`
    SELECT t.hash_name, t.reference_price_cents FROM item_templates t
    WHERE t.reference_price_cents >= 1000 AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.template_id = t.id)
    ORDER BY t.id LIMIT 1`;
  hashName = row.hash_name;
  catalogueReference = row.reference_price_cents;
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

type Status = 'OPEN' | 'COUNTERED' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';
type Role = 'BUYER' | 'SELLER';
type ModelListing = { id: string; seller: Viewer; price: number; status: 'ON_SALE' | 'SOLD' | 'DELISTED' };
type ModelBargain = {
  id: string;
  no: string;
  listing: ModelListing;
  buyer: number;
  price: number;
  listPrice: number;
  counter: number | null;
  held: number;
  heldFromDeposit: number;
  status: Status;
  expiresAt: number;
  last: { action: string; actor: Role | 'SYSTEM' };
  order: { no: string; price: number; fromDeposit: number } | null;
};
type ModelBuyer = { viewer: Viewer; accountId: string; deposit: number; withdrawable: number };
type Model = { buyers: ModelBuyer[]; listings: ModelListing[]; bargains: ModelBargain[] };

type Action =
  | { kind: 'list'; price: number }
  | { kind: 'offer'; buyer: number; pick: number; share: number }
  | { kind: 'counter'; pick: number; share: number }
  | { kind: 'sellerAccept'; pick: number }
  | { kind: 'buyerAccept'; pick: number }
  | { kind: 'decline'; pick: number; by: Role }
  | { kind: 'cancel'; pick: number }
  | { kind: 'advance'; minutes: number; afterwards: 'sweep' | 'job' | 'nothing'; pick: number }
  | { kind: 'expire'; pick: number; sweep: boolean }
  | { kind: 'listingChange'; pick: number; change: 'reprice' | 'unlist' | 'sell' }
  | { kind: 'race'; pick: number; reprice: boolean };

const pick = fc.nat();
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('list' as const), price: fc.integer({ min: 200, max: 2_500 }) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('offer' as const),
      buyer: fc.integer({ min: 0, max: 1 }),
      pick,
      share: fc.double({ min: -0.1, max: 1.1, noNaN: true }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('counter' as const), pick, share: fc.double({ min: -0.1, max: 1.1, noNaN: true }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sellerAccept' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('buyerAccept' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decline' as const), pick, by: fc.constantFrom<Role>('BUYER', 'SELLER') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick }) },
  {
    weight: 3,
    // a few hours, or about a day (the answers' time is 24 hours); then the sweep, one offer's expiry job, or nothing yet
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      minutes: fc.oneof(fc.integer({ min: 1, max: 10 * 60 }), fc.integer({ min: 23 * 60, max: 25 * 60 })),
      afterwards: fc.constantFrom('sweep' as const, 'job' as const, 'nothing' as const),
      pick,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire' as const), pick, sweep: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('listingChange' as const),
      pick,
      change: fc.constantFrom('reprice' as const, 'unlist' as const, 'sell' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('race' as const), pick, reprice: fc.boolean() }) },
);

/**
 * The app's listing module, whose off-sale listeners end offers (the services answer no listing module
 * of their own; the order service holds it): a sale elsewhere, an unlisting, a repricing as the
 * product makes them, without an asset behind the listing.
 */
const listingModule = () => api.app.services.listings;

/** What the runs did, to show they reached every outcome (not only refusals). */
const reached = { offered: 0, countered: 0, accepted: 0, released: 0, expired: 0, raced: 0, underFloor: 0 };

const pickOf = <T>(list: readonly T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);
const isWaiting = (bargain: ModelBargain) => bargain.status === 'OPEN' || bargain.status === 'COUNTERED';
/** An offer to act on: mostly one still waiting (a quarter of the picks any, answered ones included, to try the refusals and retries). */
const choose = (model: Model, index: number): ModelBargain | undefined => {
  const waiting = model.bargains.filter(isWaiting);
  return pickOf(index % 4 !== 3 && waiting.length > 0 ? waiting : model.bargains, Math.floor(index / 4));
};
const now = () => clock.now().getTime();
/** Waiting and not past its time: the party it waits for may answer. */
const answerable = (bargain: ModelBargain) => isWaiting(bargain) && now() < bargain.expiresAt;
const floorOf = (price: number) => Math.ceil((price * 80) / 100);
const priceIn = (min: number, max: number, share: number) => min + Math.round((max - min) * share);

/** A viewer of a user, verified for as long as any run lasts (the clock moves days). */
async function viewerOf(userId: string): Promise<Viewer> {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
  return { user, sessionId: 'model', verifiedAt: new Date(), verifiedUntil: new Date(Date.now() + 365 * DAY) };
}

/** Spends `amount` from the buyer's balance in the model, deposit first; null when it cannot. */
function spend(buyer: ModelBuyer, amount: number): { fromDeposit: number } | null {
  if (amount > buyer.deposit + buyer.withdrawable) return null;
  const fromDeposit = Math.min(amount, buyer.deposit);
  buyer.deposit -= fromDeposit;
  buyer.withdrawable -= amount - fromDeposit;
  return { fromDeposit };
}

/** An offer ends without a sale: its hold goes back to the balances it came from. */
function release(model: Model, bargain: ModelBargain, status: 'DECLINED' | 'CANCELLED' | 'EXPIRED', actor: Role | 'SYSTEM') {
  const buyer = model.buyers[bargain.buyer];
  reached.released += 1;
  if (status === 'EXPIRED') reached.expired += 1;
  buyer.deposit += bargain.heldFromDeposit;
  buyer.withdrawable += bargain.held - bargain.heldFromDeposit;
  bargain.held = 0;
  bargain.heldFromDeposit = 0;
  bargain.status = status;
  bargain.last = { action: status, actor };
}

/** The listing left the market or changed: its waiting offers end. */
function endListing(model: Model, listing: ModelListing) {
  for (const bargain of model.bargains) if (bargain.listing === listing && isWaiting(bargain)) release(model, bargain, 'CANCELLED', 'SYSTEM');
}

/** Accepted: an order at the agreed price, paid from the hold (topped up for a counter), the listing sold, its other offers ended. */
function acceptInModel(model: Model, bargain: ModelBargain, by: Role, orderNo: string) {
  const price = bargain.counter ?? bargain.price;
  if (by === 'BUYER') {
    const topUp = spend(model.buyers[bargain.buyer], price - bargain.held)!;
    bargain.heldFromDeposit += topUp.fromDeposit;
    bargain.held = price;
  }
  reached.accepted += 1;
  bargain.order = { no: orderNo, price, fromDeposit: bargain.heldFromDeposit };
  bargain.held = 0;
  bargain.heldFromDeposit = 0;
  bargain.status = 'ACCEPTED';
  bargain.last = { action: 'ACCEPTED', actor: by };
  bargain.listing.status = 'SOLD';
  endListing(model, bargain.listing);
}

/** The price an acceptance would sell at: the counter's, else the offer's. */
const agreedPrice = (bargain: ModelBargain) => (bargain.status === 'COUNTERED' ? bargain.counter! : bargain.price);

/**
 * No sale under the listing floor: half the reference price the listing's seller is priced against,
 * the lowest price of another seller's listing on sale, else the catalogue's (each model listing has
 * a seller of its own).
 */
function saleFloorOf(model: Model, listing: ModelListing): number {
  const others = model.listings.filter((other) => other !== listing && other.status === 'ON_SALE').map((other) => other.price);
  const reference = others.length > 0 ? Math.min(...others) : catalogueReference;
  return Math.ceil((reference * 50) / 100);
}

/** Whether the offer waits for this party's answer now. */
function waitsFor(bargain: ModelBargain, by: Role): boolean {
  return answerable(bargain) && bargain.status === (by === 'SELLER' ? 'OPEN' : 'COUNTERED');
}

/** Whether the buyer's balance covers what accepting a counter-offer holds more. */
function coversCounter(model: Model, bargain: ModelBargain): boolean {
  const buyer = model.buyers[bargain.buyer];
  return bargain.counter! - bargain.held <= buyer.deposit + buyer.withdrawable;
}

/** Whether accepting now succeeds for this party: it waits for them, the price clears the floor, and (a counter) the balance covers the difference. */
function mayAccept(model: Model, bargain: ModelBargain, by: Role): boolean {
  if (!waitsFor(bargain, by) || agreedPrice(bargain) < saleFloorOf(model, bargain.listing)) return false;
  return by === 'SELLER' || coversCounter(model, bargain);
}

async function newListing(model: Model, price: number): Promise<ModelListing> {
  const { seller, listings } = await marketListings(1, price, { hashName });
  const listing: ModelListing = { id: listings[0].id, seller: await viewerOf(seller.id), price, status: 'ON_SALE' };
  model.listings.push(listing);
  return listing;
}

const viewerFor = (model: Model, bargain: ModelBargain, role: Role) => (role === 'SELLER' ? bargain.listing.seller : model.buyers[bargain.buyer].viewer);

async function play(model: Model, step: Action): Promise<void> {
  const bargains = api.app.services.bargains;
  switch (step.kind) {
    case 'list': {
      await newListing(model, step.price);
      return;
    }
    case 'offer': {
      const buyer = model.buyers[step.buyer];
      const onSale = model.listings.filter((listing) => listing.status === 'ON_SALE');
      const listing = pickOf(onSale, step.pick) ?? (await newListing(model, 1_000));
      const floor = floorOf(listing.price);
      const price = Math.max(1, priceIn(floor, listing.price - 1, step.share));
      const offering = bargains.offer(buyer.viewer, { listingId: listing.id, price, steamAccountId: buyer.accountId, idempotencyKey: randomUUID() });
      const mine = model.bargains.filter((bargain) => bargain.buyer === step.buyer && isWaiting(bargain));
      if (price < floor || price >= listing.price) return void (await expect(offering).rejects.toMatchObject({ code: 'VALIDATION' }));
      if (mine.some((bargain) => bargain.listing === listing)) return void (await expect(offering).rejects.toMatchObject({ code: 'BARGAIN_ALREADY_OPEN' }));
      if (mine.length >= 10) return void (await expect(offering).rejects.toMatchObject({ code: 'TOO_MANY_BARGAINS' }));
      if (price > buyer.deposit + buyer.withdrawable) return void (await expect(offering).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' }));
      const { bargainNo } = await offering;
      const row = await db().bargain.findUniqueOrThrow({ where: { bargainNo } });
      const { fromDeposit } = spend(buyer, price)!;
      reached.offered += 1;
      model.bargains.push({
        id: row.id,
        no: bargainNo,
        listing,
        buyer: step.buyer,
        price,
        listPrice: listing.price,
        counter: null,
        held: price,
        heldFromDeposit: fromDeposit,
        status: 'OPEN',
        expiresAt: now() + DAY,
        last: { action: 'OFFERED', actor: 'BUYER' },
        order: null,
      });
      return;
    }
    case 'counter': {
      const bargain = choose(model, step.pick);
      if (!bargain) return;
      const price = Math.max(1, priceIn(bargain.price + 1, bargain.listPrice - 1, step.share));
      const countering = bargains.counter(bargain.listing.seller, bargain.no, price);
      if (!answerable(bargain) || bargain.status !== 'OPEN') return void (await expect(countering).rejects.toMatchObject({ code: 'BARGAIN_NOT_ACTIONABLE' }));
      if (price <= bargain.price || price >= bargain.listPrice) return void (await expect(countering).rejects.toMatchObject({ code: 'VALIDATION' }));
      await countering;
      reached.countered += 1;
      bargain.status = 'COUNTERED';
      bargain.counter = price;
      bargain.expiresAt = now() + DAY;
      bargain.last = { action: 'COUNTERED', actor: 'SELLER' };
      return;
    }
    case 'sellerAccept':
    case 'buyerAccept': {
      const bargain = choose(model, step.pick);
      if (!bargain) return;
      const by: Role = step.kind === 'sellerAccept' ? 'SELLER' : 'BUYER';
      const accepting = bargains.accept(viewerFor(model, bargain, by), bargain.no);
      if (bargain.status === 'ACCEPTED' && bargain.last.actor === by) {
        // a retry answers the same order again
        expect(await accepting).toEqual({ orderNo: bargain.order!.no });
        return;
      }
      if (!waitsFor(bargain, by)) return void (await expect(accepting).rejects.toMatchObject({ code: 'BARGAIN_NOT_ACTIONABLE' }));
      if (agreedPrice(bargain) < saleFloorOf(model, bargain.listing)) {
        reached.underFloor += 1;
        return void (await expect(accepting).rejects.toMatchObject({ code: 'SELLING_REFUSED' }));
      }
      if (by === 'BUYER' && !coversCounter(model, bargain)) return void (await expect(accepting).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' }));
      const { orderNo } = await accepting;
      acceptInModel(model, bargain, by, orderNo);
      return;
    }
    case 'decline':
    case 'cancel': {
      const bargain = choose(model, step.pick);
      if (!bargain) return;
      const by: Role = step.kind === 'cancel' ? 'BUYER' : step.by;
      const outcome = step.kind === 'cancel' ? 'CANCELLED' : 'DECLINED';
      const viewer = viewerFor(model, bargain, by);
      const ending = step.kind === 'cancel' ? bargains.cancel(viewer, bargain.no) : bargains.decline(viewer, bargain.no);
      const waitsFor =
        step.kind === 'cancel' ? by === 'BUYER' : (bargain.status === 'OPEN' && by === 'SELLER') || (bargain.status === 'COUNTERED' && by === 'BUYER');
      if (answerable(bargain) && waitsFor) {
        await ending;
        release(model, bargain, outcome, by);
        return;
      }
      // the party's own answer again is answered again; anything else is refused
      if (bargain.last.action === outcome && bargain.last.actor === by) return void (await ending);
      await expect(ending).rejects.toMatchObject({ code: 'BARGAIN_NOT_ACTIONABLE' });
      return;
    }
    case 'advance':
    case 'expire': {
      if (step.kind === 'advance') {
        clock.advance(step.minutes * 60_000);
        if (step.afterwards === 'nothing') return;
      }
      if (step.kind === 'advance' ? step.afterwards === 'sweep' : step.sweep) {
        await bargains.sweep();
        for (const bargain of model.bargains) if (isWaiting(bargain) && bargain.expiresAt <= now()) release(model, bargain, 'EXPIRED', 'SYSTEM');
        return;
      }
      // one offer's expiry job: it ends the offer only once it is past its time
      const bargain = choose(model, step.pick);
      if (!bargain) return;
      await bargains.expire(bargain.id);
      if (isWaiting(bargain) && bargain.expiresAt <= now()) release(model, bargain, 'EXPIRED', 'SYSTEM');
      return;
    }
    case 'listingChange': {
      const listing = pickOf(
        model.listings.filter((candidate) => candidate.status === 'ON_SALE'),
        step.pick,
      );
      if (!listing) return;
      const listings = listingModule();
      await transaction(async (tx) => {
        if (step.change === 'reprice') {
          const changed = await listings.reprice(tx, listing.seller.user.id, [{ listingId: listing.id, priceCents: listing.price + 7 }]);
          expect(changed).toHaveLength(1);
        } else {
          const event = step.change === 'sell' ? 'SELL' : 'DELIST';
          const changed = await listings.apply(tx, { event, where: { listingIds: [listing.id] }, expect: ['ON_SALE'] });
          expect(changed).toHaveLength(1);
        }
      });
      if (step.change === 'reprice') listing.price += 7;
      else listing.status = step.change === 'sell' ? 'SOLD' : 'DELISTED';
      endListing(model, listing);
      return;
    }
    case 'race': {
      const candidates = model.listings.filter((listing) => listing.status === 'ON_SALE' && model.bargains.some((b) => b.listing === listing && answerable(b)));
      const listing = pickOf(candidates, step.pick);
      if (!listing) return;
      const waiting = model.bargains.filter((bargain) => bargain.listing === listing && isWaiting(bargain));
      // the seller accepts each open offer twice (a double click), each buyer accepts their counter-offer, maybe the seller reprices
      const attempts = waiting.flatMap((bargain): { bargain: ModelBargain; by: Role }[] =>
        bargain.status === 'OPEN'
          ? [
              { bargain, by: 'SELLER' as const },
              { bargain, by: 'SELLER' as const },
            ]
          : [{ bargain, by: 'BUYER' as const }],
      );
      const possible = attempts.filter((attempt) => mayAccept(model, attempt.bargain, attempt.by));
      const settle = <T>(promise: Promise<T>) =>
        promise.then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
      const [repriced, ...results] = await Promise.all([
        step.reprice
          ? settle(
              transaction((tx) => listingModule().reprice(tx, listing.seller.user.id, [{ listingId: listing.id, priceCents: listing.price + 3 }]), {
                maxWait: 30_000,
                timeout: 30_000,
              }),
            )
          : Promise.resolve({ value: [] }),
        ...attempts.map((attempt) => settle(bargains.accept(viewerFor(model, attempt.bargain, attempt.by), attempt.bargain.no))),
      ]);
      expect(repriced).not.toHaveProperty('error');
      reached.raced += 1;
      const won = results.flatMap((result, index) => ('value' in result ? [{ ...attempts[index], orderNo: result.value.orderNo }] : []));
      for (const result of results) {
        if ('error' in result)
          expect(['BARGAIN_NOT_ACTIONABLE', 'INSUFFICIENT_BALANCE', 'SELLING_REFUSED']).toContain((result.error as { code?: string }).code);
      }
      // one offer won, at most (the seller's double click answers the same order twice)
      expect(new Set(won.map((winner) => winner.bargain.no)).size).toBeLessThanOrEqual(1);
      expect(new Set(won.map((winner) => winner.orderNo)).size).toBeLessThanOrEqual(1);
      const repricedFirst = 'value' in repriced && (repriced.value as unknown[]).length === 1;
      if (repricedFirst) {
        expect(won).toEqual([]);
        listing.price += 3;
        endListing(model, listing);
        return;
      }
      // without a repricing first, someone who could accept did
      if (possible.length > 0) expect(won.length).toBeGreaterThan(0);
      if (won.length > 0) acceptInModel(model, won[0].bargain, won[0].by, won[0].orderNo);
      return;
    }
  }
}

async function expectAsModel(model: Model) {
  for (const [index, buyer] of model.buyers.entries()) {
    const held = model.bargains.filter((bargain) => bargain.buyer === index).reduce((sum, bargain) => sum + bargain.held, 0);
    expect(await balances(buyer.viewer.user.id)).toMatchObject({
      deposit: BigInt(buyer.deposit),
      withdrawable: BigInt(buyer.withdrawable),
      held: BigInt(held),
    });
  }
  const rows = await db().bargain.findMany({ where: { id: { in: model.bargains.map((bargain) => bargain.id) } }, include: { order: true } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const bargain of model.bargains) {
    const row = byId.get(bargain.id)!;
    expect(row).toMatchObject({
      status: bargain.status,
      heldCents: bargain.held,
      heldFromDepositCents: bargain.heldFromDeposit,
      counterPriceCents: bargain.counter,
    });
    if (bargain.order) {
      expect(row.order).toMatchObject({
        orderNo: bargain.order.no,
        priceCents: bargain.order.price,
        paidFromDepositCents: bargain.order.fromDeposit,
        paidFromWithdrawableCents: bargain.order.price - bargain.order.fromDeposit,
        buyerId: model.buyers[bargain.buyer].viewer.user.id,
      });
    } else {
      expect(row.order).toBeNull();
    }
  }
  for (const listing of model.listings) {
    expect(await db().listing.findUniqueOrThrow({ where: { id: listing.id } })).toMatchObject({ status: listing.status, priceCents: listing.price });
  }
  const invariants = await ledgerInvariants();
  expect(invariants.sums.CNY ?? 0n).toBe(0n);
  expect(invariants.negativeAccounts).toBe(0);
  expect(invariants.driftingAccounts).toBe(0);
}

async function newBuyer(deposit: number, withdrawable: number): Promise<ModelBuyer> {
  const buyer = await quickBuyer(api, deposit);
  if (withdrawable > 0) {
    const key = `model-proceeds:${randomUUID()}`;
    await transaction((tx) =>
      ledger.transfer(tx, {
        idempotencyKey: key,
        kind: 'SETTLEMENT',
        reference: { type: 'PAYMENT', id: key },
        from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
        to: { userId: buyer.userId, kind: 'WITHDRAWABLE' },
        amount: withdrawable,
      }),
    );
  }
  return { viewer: await viewerOf(buyer.userId), accountId: buyer.accountId, deposit, withdrawable };
}

/** Takes earlier runs' listings off the market (their offers end): each run's sellers are priced against its own listings only. */
async function clearMarket() {
  const onSale = await db().listing.findMany({ where: { template: { hashName }, status: 'ON_SALE' }, select: { id: true } });
  if (onSale.length === 0) return;
  await transaction((tx) => listingModule().apply(tx, { event: 'DELIST', where: { listingIds: onSale.map((listing) => listing.id) }, expect: ['ON_SALE'] }));
}

describe('bargains against a model', () => {
  it('keeps two buyers’ balances, the holds and every offer where the model says, after every step of offering, countering, answering, expiring, the listing changing and accepts racing', async () => {
    let steps = 0;
    let rounds = 0;
    // not only refusals: offers were made, ended and accepted (and with enough runs every outcome came up);
    // a round of random runs may miss one of them (an accept needs an offer that stays answerable), so up to three rounds play
    const expected = RUNS >= 50 ? Object.keys(reached) : RUNS >= 10 ? ['offered', 'accepted', 'released'] : [];
    const missing = () => expected.filter((outcome) => reached[outcome as keyof typeof reached] === 0);
    do {
      rounds += 1;
      await playRound();
    } while (rounds < 3 && missing().length > 0);
    expect(steps).toBeGreaterThan(RUNS * 5);
    for (const outcome of expected) expect({ outcome, count: reached[outcome as keyof typeof reached] }).not.toEqual({ outcome, count: 0 });

    async function playRound() {
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(fc.integer({ min: 0, max: 4_000 }), fc.integer({ min: 0, max: 2_000 })),
          fc.tuple(fc.integer({ min: 0, max: 4_000 }), fc.integer({ min: 0, max: 2_000 })),
          fc.array(action, { minLength: 10, maxLength: 30 }),
          async (first, second, actions) => {
            await clearMarket();
            const model: Model = { buyers: [await newBuyer(...first), await newBuyer(...second)], listings: [], bargains: [] };
            for (const step of actions) {
              await play(model, step);
              steps += 1;
              await expectAsModel(model);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 600_000);
});
