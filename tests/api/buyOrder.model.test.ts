// A model test of buy orders: random sequences of placing, filling by a listing,
// fills racing for one buy order, cancelling, expiring, and a filled unit's order failing (refunded)
// are played against the service and against a plain in-memory model of the buyer's balances and of
// each buy order's hold. After every step: the deposit, withdrawable and held balances equal the
// model's, each buy order's status, filled count and hold (with its deposit part) equal the model's,
// the held balance is the sum of the open buy orders' holds, and the ledger's invariants hold (each
// unit sums to zero, no user account negative, every user balance equal to its entries).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../api/db/client.ts';
import type { Database } from '../../api/db/database.ts';
import { transaction } from '../../api/db/transaction.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';
import { Ledger } from '../../api/modules/wallet/ledger.ts';
import type { Viewer } from '../../api/session/viewer.ts';
import { marketListings, quickBuyer } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { modelBudget } from '../helpers/modelBudget.ts';
import { useTestDatabase } from '../helpers/testDatabase.ts';
import { balances, ledgerInvariants } from '../helpers/wallet.ts';

const ledger = new Ledger(() => new Date(), new EventLog(() => new Date()));
/** BUY_ORDER_MODEL_RUNS, else 25 on PostgreSQL and 10 on the embedded database (tests/helpers/modelBudget.ts). */
const RUNS = modelBudget(process.env.BUY_ORDER_MODEL_RUNS, { postgres: 25, embedded: 10 });
/** MODEL_SEED replays a failed run's seed (a race's winner is the database's choice, so a replay may pass). */
const SEED = process.env.MODEL_SEED ? { seed: Number(process.env.MODEL_SEED) } : {};

let database: Database;
let api: TestApp;
/**
 * A catalogue item nobody lists and nobody has bid on, read at each placement: every placement, in
 * every run and every shrink, takes its own, so a fill's best buy order is the one meant and no
 * listing an earlier run left on sale is cheaper than the bid. (A list read once at the start wrapped
 * around on a worker whose earlier files had listed many such items, and reused items with listings.)
 */
async function unusedItem(): Promise<string> {
  const [row] = await db().$queryRaw<{ hash_name: string }[]>`
    SELECT t.hash_name FROM item_templates t
    WHERE t.reference_price_cents >= 1000 AND t.min_float IS NULL
      AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.template_id = t.id)
      AND NOT EXISTS (SELECT 1 FROM buy_orders b WHERE b.template_id = t.id)
    ORDER BY t.id LIMIT 1`;
  if (!row) throw new Error('the catalogue has no item left that nobody lists or bids on');
  return row.hash_name;
}

const testDatabase = useTestDatabase({ catalogue: true });
beforeAll(async () => {
  database = testDatabase();
  api = await createTestApp(database);
}, 120_000);

afterAll(async () => {
  await api?.app.close();
});

type ModelBuyOrder = {
  id: string;
  no: string;
  hashName: string;
  price: number;
  quantity: number;
  filled: number;
  held: number;
  heldFromDeposit: number;
  status: 'OPEN' | 'FILLED' | 'CANCELLED' | 'EXPIRED';
};
type ModelOrder = { id: string; price: number; fromDeposit: number; fromWithdrawable: number; failed: boolean };
type Model = { deposit: number; withdrawable: number; buyOrders: ModelBuyOrder[]; orders: ModelOrder[] };

type Action =
  | { kind: 'place'; price: number; quantity: number }
  | { kind: 'fill'; pick: number }
  | { kind: 'race'; pick: number; sellers: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'expire'; pick: number }
  | { kind: 'refund'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('place' as const), price: fc.integer({ min: 1, max: 400 }), quantity: fc.integer({ min: 1, max: 4 }) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('fill' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('race' as const), pick: fc.nat(), sellers: fc.integer({ min: 2, max: 5 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
);

const pickOf = <T>(list: readonly T[], pick: number): T | undefined => (list.length === 0 ? undefined : list[pick % list.length]);

/** The steps that did something, by kind (a step with nothing to act on does nothing): every kind must have acted. */
const acted: Record<Action['kind'], number> = { place: 0, fill: 0, race: 0, cancel: 0, expire: 0, refund: 0 };

/** One listing of the buy order's item at its price, offered as a new listing is (fillListings), in a transaction of its own. */
async function offerListing(buyOrder: ModelBuyOrder) {
  const { listings } = await marketListings(1, buyOrder.price, { hashName: buyOrder.hashName });
  return transaction((tx) => api.app.services.buyOrders.fillListings(tx, [listings[0].id]), { maxWait: 30_000, timeout: 30_000 });
}

/** A unit filled in the model: the hold's deposit part is spent first. */
function fillUnit(model: Model, buyOrder: ModelBuyOrder, orderId: string) {
  const fromDeposit = Math.min(buyOrder.price, buyOrder.heldFromDeposit);
  buyOrder.heldFromDeposit -= fromDeposit;
  buyOrder.held -= buyOrder.price;
  buyOrder.filled += 1;
  if (buyOrder.filled === buyOrder.quantity) buyOrder.status = 'FILLED';
  model.orders.push({ id: orderId, price: buyOrder.price, fromDeposit, fromWithdrawable: buyOrder.price - fromDeposit, failed: false });
}

function release(model: Model, buyOrder: ModelBuyOrder, status: 'CANCELLED' | 'EXPIRED') {
  model.deposit += buyOrder.heldFromDeposit;
  model.withdrawable += buyOrder.held - buyOrder.heldFromDeposit;
  buyOrder.held = 0;
  buyOrder.heldFromDeposit = 0;
  buyOrder.status = status;
}

async function play(model: Model, viewer: Viewer, accountId: string, step: Action): Promise<void> {
  const services = api.app.services;
  const open = model.buyOrders.filter((buyOrder) => buyOrder.status === 'OPEN');
  switch (step.kind) {
    case 'place': {
      acted.place += 1;
      const hashName = await unusedItem();
      const total = step.price * step.quantity;
      const placing = services.buyOrders.place(viewer, {
        hashName,
        price: step.price,
        quantity: step.quantity,
        steamAccountId: accountId,
        idempotencyKey: randomUUID(),
      });
      if (total > model.deposit + model.withdrawable) {
        await expect(placing).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
        return;
      }
      const { buyOrderNo } = await placing;
      const row = await db().buyOrder.findUniqueOrThrow({ where: { buyOrderNo } });
      const fromDeposit = Math.min(total, model.deposit);
      model.deposit -= fromDeposit;
      model.withdrawable -= total - fromDeposit;
      model.buyOrders.push({
        id: row.id,
        no: buyOrderNo,
        hashName,
        price: step.price,
        quantity: step.quantity,
        filled: 0,
        held: total,
        heldFromDeposit: fromDeposit,
        status: 'OPEN',
      });
      return;
    }
    case 'fill': {
      const buyOrder = pickOf(open, step.pick);
      if (!buyOrder) return;
      acted.fill += 1;
      const fills = await offerListing(buyOrder);
      expect(fills.map((fill) => fill.buyOrderNo)).toEqual([buyOrder.no]);
      fillUnit(model, buyOrder, (await db().order.findUniqueOrThrow({ where: { orderNo: fills[0].orderNo } })).id);
      return;
    }
    case 'race': {
      const buyOrder = pickOf(open, step.pick);
      if (!buyOrder) return;
      acted.race += 1;
      const results = await Promise.all(Array.from({ length: step.sellers }, () => offerListing(buyOrder)));
      const fills = results.flat();
      expect(fills).toHaveLength(Math.min(step.sellers, buyOrder.quantity - buyOrder.filled));
      // which racer locked the buy order first is the database's choice: the model knows the units'
      // splits in turn (the deposit part first), and the racers' orders must carry those splits in some order
      const made = await db().order.findMany({ where: { orderNo: { in: fills.map((fill) => fill.orderNo) } } });
      const byDeposit = made.sort((a, b) => b.paidFromDepositCents - a.paidFromDepositCents);
      for (const order of byDeposit) fillUnit(model, buyOrder, order.id);
      expect(byDeposit.map((order) => order.paidFromDepositCents)).toEqual(model.orders.slice(-fills.length).map((order) => order.fromDeposit));
      return;
    }
    case 'cancel': {
      const buyOrder = pickOf(model.buyOrders, step.pick);
      if (!buyOrder) return;
      acted.cancel += 1;
      const cancelling = services.buyOrders.cancel(viewer, buyOrder.no);
      if (buyOrder.status === 'CANCELLED') {
        // a retried cancel answers the buy order as it is and moves no money
        expect(await cancelling).toMatchObject({ status: 'CANCELLED', heldCents: 0 });
        return;
      }
      if (buyOrder.status !== 'OPEN') {
        await expect(cancelling).rejects.toMatchObject({ code: 'BUY_ORDER_CLOSED' });
        return;
      }
      await cancelling;
      release(model, buyOrder, 'CANCELLED');
      return;
    }
    case 'expire': {
      const buyOrder = pickOf(open, step.pick);
      if (!buyOrder) return;
      acted.expire += 1;
      await db().$executeRaw`UPDATE buy_orders SET expires_at = ${new Date(Date.now() - 1_000)} WHERE id = ${buyOrder.id}`;
      // past its time it no longer fills, even before the expiry job runs
      expect(await offerListing(buyOrder)).toEqual([]);
      await services.buyOrders.expire(buyOrder.id);
      release(model, buyOrder, 'EXPIRED');
      return;
    }
    case 'refund': {
      const order = pickOf(
        model.orders.filter((candidate) => !candidate.failed),
        step.pick,
      );
      if (!order) return;
      acted.refund += 1;
      // the seller did not ship in time: the unit's price goes back to the buyer's balance by its split
      await services.orders.transitions.transition(order.id, 'SHIPMENT_TIMEOUT', { actor: 'SYSTEM' });
      order.failed = true;
      model.deposit += order.fromDeposit;
      model.withdrawable += order.fromWithdrawable;
      return;
    }
  }
}

async function expectAsModel(model: Model, userId: string) {
  const held = model.buyOrders.reduce((sum, buyOrder) => sum + buyOrder.held, 0);
  expect(await balances(userId)).toMatchObject({ deposit: BigInt(model.deposit), withdrawable: BigInt(model.withdrawable), held: BigInt(held) });
  const rows = await db().buyOrder.findMany({ where: { buyerId: userId }, orderBy: { createdAt: 'asc' } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const buyOrder of model.buyOrders) {
    expect(byId.get(buyOrder.id)).toMatchObject({
      status: buyOrder.status,
      filledQuantity: buyOrder.filled,
      heldCents: buyOrder.held,
      heldFromDepositCents: buyOrder.heldFromDeposit,
    });
  }
  const invariants = await ledgerInvariants();
  expect(invariants.sums.CNY ?? 0n).toBe(0n);
  expect(invariants.negativeAccounts).toBe(0);
  expect(invariants.driftingAccounts).toBe(0);
}

/** A buy order of the contest below: whose, at what price, how many units still open, in the order placed. */
type Bid = { no: string; buyer: number; price: number; open: number };

describe('buy orders against a model', () => {
  it('fills by price, then by time: several buyers bid on one item, and each new listing goes to the best bid that takes it', async () => {
    let fills = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ buyer: fc.integer({ min: 0, max: 2 }), price: fc.integer({ min: 100, max: 130 }), quantity: fc.integer({ min: 1, max: 2 }) }), {
          minLength: 2,
          maxLength: 6,
        }),
        fc.array(fc.integer({ min: 95, max: 135 }), { minLength: 1, maxLength: 6 }),
        async (placements, listingPrices) => {
          const hashName = await unusedItem();
          const buyers = await Promise.all([0, 1, 2].map(() => quickBuyer(api, 10_000)));
          const viewers = await Promise.all(
            buyers.map(
              async (buyer): Promise<Viewer> => ({
                user: await db().user.findUniqueOrThrow({ where: { id: buyer.userId } }),
                sessionId: 'model',
                verifiedAt: new Date(),
                verifiedUntil: new Date(Date.now() + 3_600_000),
              }),
            ),
          );
          const bids: Bid[] = [];
          for (const placement of placements) {
            const { buyOrderNo } = await api.app.services.buyOrders.place(viewers[placement.buyer], {
              hashName,
              price: placement.price,
              quantity: placement.quantity,
              steamAccountId: buyers[placement.buyer].accountId,
              idempotencyKey: randomUUID(),
            });
            bids.push({ no: buyOrderNo, buyer: placement.buyer, price: placement.price, open: placement.quantity });
            // a later bid is later in time too (time priority is to the millisecond)
            await new Promise((resolve) => setTimeout(resolve, 3));
          }
          for (const listingPrice of listingPrices) {
            // the model: the highest price that takes the listing, the earliest of equal prices
            const best = bids.filter((bid) => bid.open > 0 && bid.price >= listingPrice).sort((a, b) => b.price - a.price)[0];
            const { listings } = await marketListings(1, listingPrice, { hashName });
            const made = await transaction((tx) => api.app.services.buyOrders.fillListings(tx, [listings[0].id]));
            expect(made.map((fill) => [fill.buyOrderNo, fill.priceCents])).toEqual(best ? [[best.no, best.price]] : []);
            if (best) {
              best.open -= 1;
              fills += 1;
            }
          }
          // each buyer's hold is what their bids have left open
          for (const [index, buyer] of buyers.entries()) {
            const open = bids.filter((bid) => bid.buyer === index).reduce((sum, bid) => sum + bid.price * bid.open, 0);
            expect((await balances(buyer.userId)).held).toBe(BigInt(open));
          }
          // close the item's book for the next run
          for (const bid of bids.filter((candidate) => candidate.open > 0)) await api.app.services.buyOrders.cancel(viewers[bid.buyer], bid.no);
        },
      ),
      { numRuns: Math.max(5, Math.round(RUNS / 2)), ...SEED },
    );
    // the runs filled units (not only listings no bid took)
    expect(fills).toBeGreaterThan(0);
  }, 600_000);

  it('keeps the balances, the holds and every buy order where the model says, after every step of placing, filling, racing, cancelling, expiring and refunding', async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_500 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.array(action, { minLength: 4, maxLength: 14 }),
        async (deposit, withdrawable, actions) => {
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
          const user = await db().user.findUniqueOrThrow({ where: { id: buyer.userId } });
          const viewer: Viewer = { user, sessionId: 'model', verifiedAt: new Date(), verifiedUntil: new Date(Date.now() + 3_600_000) };
          const model: Model = { deposit, withdrawable, buyOrders: [], orders: [] };
          for (const step of actions) {
            await play(model, viewer, buyer.accountId, step);
            steps += 1;
            await expectAsModel(model, buyer.userId);
          }
        },
      ),
      { numRuns: RUNS, ...SEED },
    );
    expect(steps).toBeGreaterThan(RUNS * 3);
    // not a run of no-ops: every kind of step acted (with the default runs; fewer may miss one)
    if (RUNS >= 25) for (const [kind, count] of Object.entries(acted)) expect({ kind, acted: count > 0 }).toEqual({ kind, acted: true });
  }, 600_000);
});
