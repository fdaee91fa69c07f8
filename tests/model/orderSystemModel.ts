// A model-based test of the whole money and order system (what TigerBeetle's randomised simulation
// does for its ledger). fast-check plays random sequences of commands of MODEL_BUYERS buyers (default
// 4) and MODEL_SELLERS sellers (default 3: a robot shop, the rest ordinary sellers who press 发货 and
// confirm), each seller with MODEL_LISTINGS listings (default 8) and more items unlisted, through the
// real app (REST, the simulated Alipay's cashier and notifications, the simulated Steam, the controlled
// clock and the job queue): purchases by balance and Alipay, repricing, unlisting and relisting while
// orders run, buy orders placed, filled (by a sale from the inventory or by a listing at or under them)
// and cancelled, price offers made, accepted, declined and withdrawn, deliveries, cancellations,
// reversals, withdrawals, recharges and the clock. A user whose session is stale is asked for the SMS
// step-up and, as the web client's dialog lets them, often verifies and retries. In the concurrent mode
// (MODEL_CONCURRENT=1, on PostgreSQL) a Together step runs several users' commands at once, aimed at the
// same listing, order, buy order or offer; each of them may then lose its race (a clean refusal), the
// model follows what the answers and the database say happened, and the invariants are checked once
// the batch is quiet. After EVERY step (every batch) it checks:
// - the ledger: no user account negative, every unit sums to zero, every balance equals its entries
//   (reconcileLedger());
// - the listings: none in two orders that have not failed, none SOLD without an open or successful
//   order, none RESERVED without an unpaid one, none back on sale with an open one;
// - every order's money is where its status says (orderStateMachine.ts MONEY_LOCATION): the escrow
//   holds exactly the prices of the orders in escrow states, each seller's FROZEN the proceeds of its
//   PROTECTED orders, its WITHDRAWABLE those of its TRADE_SUCCESSFUL ones, the fee account the fees of
//   both, and every failed paid order was refunded exactly once to where the money came from (the
//   deposit/withdrawable split of a balance payment, one Alipay refund of the price for Alipay);
// - withdrawals: each frozen once, then paid (payout and fee) or returned exactly once as its
//   status says; paid only if its payee was at some time set to be paid, failed only if it was set to fail;
// - recharges: one paid at the cashier, or whose notification came after its cashier closed,
//   credited to the deposit exactly once however often the notification is delivered, an unpaid one never;
// - the model's balances of every user (deposit, withdrawable, held, frozen, points) equal the ledger's;
// - buy orders and offers: each hold taken from the deposit first, spent a unit at a time (the deposit
//   part first) or given back where it came from; a buy order fills only while open, never past its
//   quantity, at its own price, and only when no better one (higher price, then placed earlier) of a
//   usable buyer waited for the item; an offer becomes an order only when its seller accepted it, and
//   ends otherwise only as a step explains (withdrawn, declined, its listing sold, repriced or
//   unlisted, the buyer's account unusable, its 24 hours over);
// - the orders move only as the model allows: an unpaid order is paid only when the model paid it,
//   a failure is one the steps could cause (the buyer's Steam behaviours while it was open, a
//   cancellation asked, a refused confirmation, a reversed trade, a missed deadline), a reversed trade
//   never settles, and no deadline stays passed after the jobs ran.
//
// The model is deliberately small: per user the money paid in; per order its price, fee, payment
// method, the deposit/withdrawable split the model predicts, and its phase (UNPAID, ESCROW, PROTECTED,
// SETTLED, REFUNDED, CANCELLED) observed after each step and checked against the phases it may reach.
// A user's expected balance is the money paid in plus what each order's phase means for them.
//
// Used by tests/api/orderSystem.model.test.ts (PGlite, in `npm test`) and by
// tests/model/runOrderModel.ts (`npm run model:orders`, PostgreSQL, many more runs).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { db } from '../../api/db/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import type { ControlledClock } from '../../api/integrations/clock/controlled.ts';
import type { CounterpartyBehaviour } from '../../api/integrations/tradePlatform/simulated/simulatedSteam.ts';
import { MONEY_LOCATION, type OrderStatusDes } from '../../api/modules/order/orderStateMachine.ts';
import { reconcileLedger } from '../../api/modules/wallet/reconcile.ts';
import { changesWithoutTheirEvents } from '../helpers/events.ts';
import { accountId, balancesOf, Ledger } from '../../api/modules/wallet/wallet.service.ts';
import type { SimulatedAlipay } from '../../api/integrations/payment/simulated/simulatedAlipay.ts';
import { alipayForm, notify } from '../helpers/alipayNotifications.ts';
import type { TestApp } from '../helpers/testApp.ts';
import { newEnterpriseCreditCode } from '../helpers/creditCodes.ts';
import { EventLog } from '../../api/modules/events/events.service.ts';

const ledger = new Ledger(() => new Date(), new EventLog(() => new Date()));

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PAYMENT_MS = 15 * MINUTE;
const SHIPMENT_MS = 12 * HOUR;
const FEE_RATE_BPS = 100;
/** Buyers; sellers (seller 0 is a robot shop, the others ordinary sellers); listings each seller starts with. */
export const BUYERS = Number(process.env.MODEL_BUYERS ?? 4);
export const SELLERS = Number(process.env.MODEL_SELLERS ?? 3);
const LISTINGS_PER_SELLER = Number(process.env.MODEL_LISTINGS ?? 8);
/** Items each seller holds unlisted besides, to relist and to sell to buy orders. */
const UNLISTED_PER_SELLER = 6;
if (!(BUYERS >= 1 && SELLERS >= 2 && LISTINGS_PER_SELLER >= 1))
  throw new Error('the order model needs a buyer, a robot shop, an ordinary seller and a listing each');
/** STEP_UP_WINDOW_SECONDS's default: a login or an SMS verification lets a session spend the balance and withdraw for 30 minutes. */
const STEP_UP_MS = 30 * MINUTE;

/** The fee of a price: round half up of price × rate (docs/money-and-orders.md "The fee"), computed here apart from the code under test. */
export const modelFee = (price: number) => Math.floor((price * FEE_RATE_BPS + 5_000) / 10_000);

// -------------------------------------------------------------------------------------------------
// The model

type SellerKind = 'robot' | 'ordinary';
type Phase = 'UNPAID' | 'ESCROW' | 'PROTECTED' | 'SETTLED' | 'REFUNDED' | 'CANCELLED';
type Money = { deposit: number; withdrawable: number; held: number; frozen: number; points: number };

/** `lost`: paid at the cashier while every notification was lost (SIM_PAY_DROP_NOTIFY), not yet seen by the market: a redelivery or the deadline's trade query must find it. */
type ModelPayment = { payUrl: string; orderNos: string[]; expiresAt: number; paid: boolean; cancelled: boolean; latePaid: boolean; lost: boolean };

type ModelOrder = {
  no: string;
  buyer: number;
  /** the seller's index (0 is the robot shop) */
  seller: number;
  price: number;
  fee: number;
  /** a purchase paid from the balance or at Alipay's cashier, or a buy order's unit or an accepted offer paid from their hold */
  pay: 'balance' | 'alipay' | 'buyOrder' | 'offer';
  fromDeposit: number;
  fromWithdrawable: number;
  payment: ModelPayment | null;
  phase: Phase;
  statusDes: OrderStatusDes;
  /** the buyer's Steam behaviours while the order was open */
  behaviours: Set<CounterpartyBehaviour>;
  buyerCancelled: boolean;
  sellerCancelled: boolean;
  refusedConfirmation: boolean;
  /** the ordinary seller pressed 发货 / confirmed the offer (both asked, whatever the answer) */
  delivered: boolean;
  confirmed: boolean;
  reversed: boolean;
  paidAt: number | null;
};

/** `itemId`: the inventory item; `reference`: its reference price when listed by the model (null for a listing a sale to a buy order made). */
type ModelListing = { id: string; itemId: string; seller: number; price: number; reference: number | null; status: string; racedPrices?: number[] };

/** An item a seller held when the run began. */
type ModelItem = { id: string; seller: number; hashName: string; reference: number };

/** Money held for a buy order or an offer: `placed*` when it was taken, `held`/`heldFromDeposit` what is still held. */
type ModelHold = { placed: number; placedFromDeposit: number; held: number; heldFromDeposit: number };

type ModelBuyOrder = ModelHold & {
  id: string;
  no: string;
  buyer: number;
  hashName: string;
  price: number;
  quantity: number;
  filled: number;
  /** the order of placing, for price-then-time priority (shown in messages) */
  seq: number;
  /** when it was placed, as the database keeps it: buy orders placed at once tie on it, then the id decides */
  placedAt: number;
  expiresAt: number;
  status: 'OPEN' | 'FILLED' | 'CANCELLED' | 'EXPIRED';
  cancelAsked: boolean;
};

type ModelOffer = ModelHold & {
  id: string;
  no: string;
  buyer: number;
  seller: number;
  listingId: string;
  price: number;
  listPrice: number;
  expiresAt: number;
  status: 'OPEN' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';
  acceptAsked: boolean;
  declineAsked: boolean;
  cancelAsked: boolean;
  /** its listing left sale or was repriced, or the buyer's account could not receive: the offer may have ended */
  listingMoved: boolean;
  receiverGone: boolean;
};

export type Model = {
  /** money each user was given: buyers 0..BUYERS-1, then the sellers */
  funded: Money[];
  behaviours: CounterpartyBehaviour[];
  orders: ModelOrder[];
  listings: ModelListing[];
  items: ModelItem[];
  buyOrders: ModelBuyOrder[];
  offers: ModelOffer[];
  /** ms since the run began */
  now: number;
  /** withdrawals of settled money (any user), with the phase observed after each step */
  withdrawals: ModelWithdrawal[];
  /** per user: the simulated Alipay refuses payouts to the user's account now */
  payeeFailing: boolean[];
  /** recharges of the buyers' deposits at the cashier (each buyer signed the enterprise contract) */
  recharges: ModelRecharge[];
  /** per user (as in `funded`): when the session was last verified by SMS (its login at 0); step-up actions need it within STEP_UP_MS */
  verifiedAt: number[];
  /** per buyer: their Steam account can receive (NORMAL), as last observed */
  receiving: boolean[];
  placedBuyOrders: number;
};

/** The session of the user may spend the balance and withdraw (step-up). */
const stepUpFresh = (model: Readonly<Model>, user: number) => model.now < model.verifiedAt[user] + STEP_UP_MS;

type ModelRecharge = {
  outTradeNo: string;
  payUrl: string;
  user: number;
  amount: number;
  /** ms since the run began: the cashier takes no payment after it */
  expiresAt: number;
  /** paid at the cashier, or its notification came (late) after it closed: credited to the deposit once */
  paid: boolean;
};

type WithdrawalPhase = 'PROCESSING' | 'SUCCESS' | 'FAILURE';
type ModelWithdrawal = {
  serialNo: string;
  user: number;
  amount: number;
  phase: WithdrawalPhase;
  /** while it was processing, the payee was at some time set to fail / to be paid */
  mayFail: boolean;
  mayPass: boolean;
};

type Party = { token: string; userId: string; steamId: string; accountId: string; phone: string };
export type Real = {
  api: TestApp;
  clock: ControlledClock;
  buyers: Party[];
  /** seller 0 is the robot shop */
  sellers: Party[];
  run: number;
  /** differences the ledger already had when the run began (an earlier run broke it): only new ones fail this run, so it shrinks to its own steps */
  knownDifferences: Set<string>;
};

const kindOf = (seller: number): SellerKind => (seller === 0 ? 'robot' : 'ordinary');
const userIndex = (seller: number) => BUYERS + seller;
const zero = (): Money => ({ deposit: 0, withdrawable: 0, held: 0, frozen: 0, points: 0 });

/** A hold taken from the balance (deposit first), and given back where it came from once it ended. */
function applyHold(money: Money, hold: ModelHold, open: boolean) {
  money.deposit -= hold.placedFromDeposit;
  money.withdrawable -= hold.placed - hold.placedFromDeposit;
  if (open) money.held += hold.held;
  else {
    money.deposit += hold.heldFromDeposit;
    money.withdrawable += hold.held - hold.heldFromDeposit;
  }
}

/** What an order in its phase means for its buyer's and its seller's balances (relative to before it existed). */
function expectedBalances(model: Model): Money[] {
  const money = model.funded.map((funded) => ({ ...funded }));
  for (const order of model.orders) {
    const buyer = money[order.buyer];
    const seller = money[userIndex(order.seller)];
    const proceeds = order.price - order.fee;
    if (order.pay === 'balance' && ['ESCROW', 'PROTECTED', 'SETTLED'].includes(order.phase)) {
      buyer.deposit -= order.fromDeposit;
      buyer.withdrawable -= order.fromWithdrawable;
    }
    // paid from a hold (taken below): a failed one goes back to the balances the hold came from
    if ((order.pay === 'buyOrder' || order.pay === 'offer') && order.phase === 'REFUNDED') {
      buyer.deposit += order.fromDeposit;
      buyer.withdrawable += order.fromWithdrawable;
    }
    if (order.phase === 'PROTECTED') seller.frozen += proceeds;
    if (order.phase === 'SETTLED') {
      seller.withdrawable += proceeds;
      buyer.points += Math.floor(order.price / 100);
    }
  }
  for (const buyOrder of model.buyOrders) applyHold(money[buyOrder.buyer], buyOrder, buyOrder.status === 'OPEN');
  for (const offer of model.offers) applyHold(money[offer.buyer], offer, offer.status === 'OPEN');
  for (const withdrawal of model.withdrawals) {
    if (withdrawal.phase !== 'FAILURE') money[withdrawal.user].withdrawable -= withdrawal.amount;
    if (withdrawal.phase === 'PROCESSING') money[withdrawal.user].frozen += withdrawal.amount;
  }
  for (const recharge of model.recharges) if (recharge.paid) money[recharge.user].deposit += recharge.amount;
  return money;
}

const PHASE_OF: Record<(typeof MONEY_LOCATION)[OrderStatusDes], Phase> = {
  NONE: 'UNPAID',
  ESCROW: 'ESCROW',
  SELLER_FROZEN: 'PROTECTED',
  SELLER_WITHDRAWABLE: 'SETTLED',
  REFUNDED: 'REFUNDED',
};

/** The phases an order may move to from `from` (the same phase included). */
const NEXT_PHASES: Record<Phase, Phase[]> = {
  UNPAID: ['UNPAID', 'ESCROW', 'PROTECTED', 'SETTLED', 'REFUNDED', 'CANCELLED'],
  ESCROW: ['ESCROW', 'PROTECTED', 'SETTLED', 'REFUNDED'],
  PROTECTED: ['PROTECTED', 'SETTLED', 'REFUNDED'],
  SETTLED: ['SETTLED'],
  REFUNDED: ['REFUNDED'],
  CANCELLED: ['CANCELLED'],
};

/** The end statuses the steps so far can explain for an order. */
function explainedEnds(order: ModelOrder, now: number): Set<OrderStatusDes> {
  const ends = new Set<OrderStatusDes>();
  if (order.pay === 'alipay' && !order.payment!.paid) {
    if (order.buyerCancelled) ends.add('BUYER_CANCELLED');
    if (now >= order.payment!.expiresAt) ends.add('SYSTEM_CANCELLED');
    return ends;
  }
  if (order.buyerCancelled) ends.add('BUYER_CANCELLED');
  if (order.sellerCancelled || order.refusedConfirmation) ends.add('SELLER_CANCELLED');
  if (kindOf(order.seller) === 'ordinary' && !order.confirmed) ends.add('SELLER_SHIPMENT_TIMEOUT');
  if (order.reversed) {
    ends.add('SELLER_REVOKED');
    return ends;
  }
  const b = order.behaviours;
  if (b.has('DECLINE') || b.has('CANCEL_CONFIRMATION')) ends.add('BUYER_DECLINED');
  if (b.has('COUNTER')) ends.add('BUYER_MALICIOUS_COUNTER');
  if (b.has('IGNORE')) ends.add('BUYER_RECEIVE_TIMEOUT');
  // reversed an hour after acceptance: inside the protection SELLER_REVOKED; found only when the order is verified
  // after the reversal (the jobs ran late, after a long jump of the clock), the trade is not the order's: SYSTEM_CANCELLED
  if (b.has('REVERSE')) ends.add('SELLER_REVOKED').add('SYSTEM_CANCELLED');
  if (b.has('ACCEPT') || b.has('ESCROW')) ends.add('TRADE_SUCCESSFUL');
  return ends;
}

const TERMINAL = (des: string) => des === 'TRADE_SUCCESSFUL' || MONEY_LOCATION[des as OrderStatusDes] === 'REFUNDED';

// -------------------------------------------------------------------------------------------------
// Counting what ran (the script prints it; the test asserts every kind succeeded)
//
// The due jobs run when the clock moves (Advance) and after a payment (its notification is a job): a
// server runs them at once, but nothing the model checks differs when they run a moment later, and
// the job queue's round is the costliest part of a step on the embedded database.

/** Each command's outcomes, by name ("Deliver", "Deliver refused: step-up", …). */
export const executed = new Map<string, number>();
const count = (name: string) => executed.set(name, (executed.get(name) ?? 0) + 1);
/** The kinds of command that did what they are for (not a refusal), and how often. */
export const succeeded = new Map<string, number>();
const done = (kind: string) => succeeded.set(kind, (succeeded.get(kind) ?? 0) + 1);
/** Every kind of command, and what the model saw happen by itself: each must have succeeded in a run of enough steps. */
export const SUCCESS_KINDS = [
  'Fund',
  'Buy(balance)',
  'Buy(alipay)',
  'Pay',
  'PayLost',
  'Renotify',
  'Recharge',
  'PayRecharge',
  'RenotifyRecharge',
  'SetBehaviour',
  'Deliver',
  'ConfirmOffer',
  'RefuseConfirmation',
  'Cancel(buyer)',
  'Cancel(seller)',
  'ReverseTrade',
  'Withdraw',
  'SetPayee',
  'VerifySession',
  'Advance',
  'Reprice',
  'Unlist',
  'Relist',
  'PlaceBuyOrder',
  'CancelBuyOrder',
  'SellToBuyOrder',
  'BuyOrderFilledByListing',
  'MakeOffer',
  'AcceptOffer',
  'DeclineOffer',
  'CancelOffer',
] as const;
/** Commands run so far (all runs). */
export const stepsRun = () => [...executed.values()].reduce((sum, n) => sum + n, 0);

/**
 * Set while a Together step runs its commands at once: each then follows what its answer says
 * happened instead of asserting the one outcome the model predicted (another user's command may
 * have won the race), and leaves the jobs and the checks to the end of the batch.
 */
let together = false;
/** An assertion of the outcome the model predicts, made when the command ran alone. */
const strictly = (check: () => void) => {
  if (!together) check();
};

// -------------------------------------------------------------------------------------------------
// Observing the system and checking it

export const timings = { jobs: 0, observe: 0, ledger: 0 };
async function runDue(real: Real) {
  if (together) return;
  const started = performance.now();
  await real.api.jobs.runDue();
  timings.jobs += performance.now() - started;
}

/** After a command alone: the model is read against the system; in a batch, that waits for the batch's end. */
async function settle(model: Model, real: Real) {
  if (!together) await observeAndCheck(model, real);
}

/** Per buyer: their Steam account can receive an offer now (NORMAL). */
async function receivingBuyers(real: Real): Promise<boolean[]> {
  const accounts = await db().steamAccount.findMany({ where: { id: { in: real.buyers.map((buyer) => buyer.accountId) } }, select: { id: true, status: true } });
  return real.buyers.map((buyer) => accounts.find((account) => account.id === buyer.accountId)?.status === 'NORMAL');
}

/** Orders the model did not place: a buy order's unit filled by a sale or a listing, an offer accepted. Each must be one the model allows. */
async function observeFills(model: Model, real: Real, raced: boolean) {
  const known = new Set(model.orders.map((order) => order.no));
  const rows = await db().order.findMany({
    where: { OR: [{ buyOrderId: { in: model.buyOrders.map((buyOrder) => buyOrder.id) } }, { bargainId: { in: model.offers.map((offer) => offer.id) } }] },
    select: { orderNo: true, buyOrderId: true, bargainId: true, sellerId: true, listingId: true, priceCents: true, statusDes: true, createdAt: true },
    orderBy: [{ createdAt: 'asc' }, { orderNo: 'asc' }],
  });
  const fresh = rows.filter((row) => !known.has(row.orderNo));
  if (fresh.length === 0) return;
  const usable = await receivingBuyers(real);
  for (const row of fresh) {
    const seller = real.sellers.findIndex((party) => party.userId === row.sellerId);
    assert.ok(seller >= 0, `order ${row.orderNo} is of a seller of the run`);
    const where = `order ${row.orderNo} (${row.priceCents})`;
    let buyer: number;
    let split: { fromDeposit: number; fromWithdrawable: number };
    let pay: 'buyOrder' | 'offer';
    if (row.buyOrderId) {
      const buyOrder = model.buyOrders.find((candidate) => candidate.id === row.buyOrderId)!;
      assert.ok(
        buyOrder.status === 'OPEN' && buyOrder.filled < buyOrder.quantity,
        `${where}: filled buy order ${buyOrder.no} ${buyOrder.status} ${buyOrder.filled}/${buyOrder.quantity}`,
      );
      assert.equal(row.priceCents, buyOrder.price, `${where}: a buy order's unit is bought at the buy order's price`);
      // a batch may have cancelled or placed a better one a moment before or after the fill
      if (!raced) {
        const better = model.buyOrders.find(
          (other) =>
            other !== buyOrder &&
            other.hashName === buyOrder.hashName &&
            other.status === 'OPEN' &&
            other.filled < other.quantity &&
            other.expiresAt > model.now &&
            usable[other.buyer] &&
            (other.price > buyOrder.price || (other.price === buyOrder.price && placedBefore(other, buyOrder))),
        );
        assert.equal(
          better,
          undefined,
          `${where}: filled buy order ${buyOrder.no} (${buyOrder.price}, #${buyOrder.seq}) before ${better?.no} (${better?.price}, #${better?.seq})`,
        );
      }
      const fromDeposit = Math.min(buyOrder.price, buyOrder.heldFromDeposit);
      split = { fromDeposit, fromWithdrawable: buyOrder.price - fromDeposit };
      buyOrder.held -= buyOrder.price;
      buyOrder.heldFromDeposit -= fromDeposit;
      buyOrder.filled += 1;
      buyer = buyOrder.buyer;
      pay = 'buyOrder';
    } else {
      const offer = model.offers.find((candidate) => candidate.id === row.bargainId)!;
      assert.ok(offer.acceptAsked && offer.status === 'OPEN', `${where}: offer ${offer.no} (${offer.status}) became an order without its seller accepting it`);
      assert.equal(row.priceCents, offer.price, `${where}: an accepted offer is bought at its price`);
      split = { fromDeposit: offer.heldFromDeposit, fromWithdrawable: offer.held - offer.heldFromDeposit };
      offer.held = 0;
      offer.heldFromDeposit = 0;
      buyer = offer.buyer;
      pay = 'offer';
    }
    const listed = model.listings.find((listing) => listing.id === row.listingId);
    if (row.buyOrderId && listed?.reference != null) done('BuyOrderFilledByListing');
    if (!listed) {
      const listing = await db().listing.findUniqueOrThrow({ where: { id: row.listingId }, select: { inventoryItemId: true, status: true } });
      model.listings.push({ id: row.listingId, itemId: listing.inventoryItemId!, seller, price: row.priceCents, reference: null, status: listing.status });
    }
    model.orders.push(newOrder(model, { no: row.orderNo, buyer, seller, price: row.priceCents, pay, ...split, payment: null }));
  }
}

function newOrder(
  model: Model,
  order: Pick<ModelOrder, 'no' | 'buyer' | 'seller' | 'price' | 'pay' | 'fromDeposit' | 'fromWithdrawable' | 'payment'>,
): ModelOrder {
  const unpaid = order.pay === 'alipay';
  return {
    ...order,
    fee: modelFee(order.price),
    phase: unpaid ? 'UNPAID' : 'ESCROW',
    statusDes: unpaid ? 'WAITING_PAYMENT' : 'SELLER_DELIVERING',
    behaviours: new Set([model.behaviours[order.buyer]]),
    buyerCancelled: false,
    sellerCancelled: false,
    refusedConfirmation: false,
    delivered: false,
    confirmed: false,
    reversed: false,
    paidAt: null,
  };
}

/** Reads the run's orders and listings into the model (checking each move is one the model allows), then every invariant. */
export async function observeAndCheck(model: Model, real: Real, raced = false): Promise<void> {
  await observeFills(model, real, raced);
  const rows = await db().order.findMany({
    where: { orderNo: { in: model.orders.map((order) => order.no) } },
    select: {
      orderNo: true,
      status: true,
      statusDes: true,
      priceCents: true,
      feeCents: true,
      paidAt: true,
      deadlineAt: true,
      payMethod: true,
      paidFromDepositCents: true,
      paidFromWithdrawableCents: true,
      id: true,
      listingId: true,
    },
  });
  const byNo = new Map(rows.map((row) => [row.orderNo, row]));
  const now = real.clock.now().getTime();
  for (const order of model.orders) {
    const row = byNo.get(order.no);
    assert.ok(row, `order ${order.no} exists`);
    const des = row.statusDes as OrderStatusDes;
    const phase =
      des === 'WAITING_PAYMENT' ? 'UNPAID' : MONEY_LOCATION[des] === 'REFUNDED' && row.paidAt === null ? 'CANCELLED' : PHASE_OF[MONEY_LOCATION[des]];
    const where = `order ${order.no} (${order.pay}, ${kindOf(order.seller)} seller ${order.seller}) ${order.statusDes} -> ${des}`;
    assert.ok(NEXT_PHASES[order.phase].includes(phase), `${where}: ${order.phase} cannot become ${phase}`);
    assert.equal(row.priceCents, order.price, `${where}: price`);
    assert.equal(row.feeCents, order.fee, `${where}: fee`);
    if (order.pay === 'alipay') {
      const paid = order.payment!.paid;
      const unnoticed = order.payment!.lost && phase === 'UNPAID';
      if (unnoticed) assert.ok(model.now < order.payment!.expiresAt, `${where}: paid on time with the notifications lost, yet still unpaid past its deadline`);
      if (!paid) assert.ok(phase === 'UNPAID' || phase === 'CANCELLED', `${where}: never paid, yet ${phase}`);
      else if (!unnoticed) assert.ok(phase !== 'UNPAID' && phase !== 'CANCELLED', `${where}: paid, yet ${phase}`);
      if (paid && phase !== 'UNPAID') order.payment!.lost = false;
      if (!paid && model.now >= order.payment!.expiresAt) assert.equal(phase, 'CANCELLED', `${where}: unpaid past the payment deadline`);
    } else {
      assert.equal(row.paidFromDepositCents, order.fromDeposit, `${where}: paid from the deposit`);
      assert.equal(row.paidFromWithdrawableCents, order.fromWithdrawable, `${where}: paid from withdrawable`);
    }
    if (TERMINAL(des)) {
      const ends = explainedEnds(order, model.now);
      assert.ok(ends.has(des), `${where}: no step explains ${des} (could: ${[...ends].join(', ')})`);
    }
    // the jobs ran: no deadline of an open order is still passed
    if (!TERMINAL(des) && row.deadlineAt) assert.ok(row.deadlineAt.getTime() > now, `${where}: its deadline ${row.deadlineAt.toISOString()} passed`);
    if (row.paidAt && order.paidAt === null) order.paidAt = row.paidAt.getTime();
    order.phase = phase;
    order.statusDes = des;
  }
  const withdrawals = await db().withdrawal.findMany({ where: { serialNo: { in: model.withdrawals.map((withdrawal) => withdrawal.serialNo) } } });
  for (const withdrawal of model.withdrawals) {
    const row = withdrawals.find((candidate) => candidate.serialNo === withdrawal.serialNo);
    assert.ok(row, `withdrawal ${withdrawal.serialNo} exists`);
    const where = `withdrawal ${withdrawal.serialNo} of user ${withdrawal.user} (${withdrawal.amount}) ${withdrawal.phase} -> ${row.status}`;
    assert.equal(row.amountCents, withdrawal.amount, `${where}: amount`);
    assert.equal(row.feeCents + row.actualCents, withdrawal.amount, `${where}: fee and what arrives make the amount`);
    if (withdrawal.phase !== 'PROCESSING') assert.equal(row.status, withdrawal.phase, `${where}: an ended withdrawal changed`);
    if (row.status === 'SUCCESS') assert.ok(withdrawal.mayPass, `${where}: paid to a payee set to fail all along`);
    if (row.status === 'FAILURE') assert.ok(withdrawal.mayFail, `${where}: failed though the payee never was set to fail`);
    withdrawal.phase = row.status;
  }
  const listings = await db().listing.findMany({
    where: { id: { in: model.listings.map((listing) => listing.id) } },
    select: { id: true, status: true, priceCents: true },
  });
  for (const listing of listings) {
    const known = model.listings.find((candidate) => candidate.id === listing.id)!;
    known.status = listing.status;
    // repricings that raced each other: the one that committed last stands
    if (raced && known.racedPrices?.includes(listing.priceCents)) known.price = listing.priceCents;
    known.racedPrices = undefined;
    if (listing.status === 'ON_SALE') assert.equal(listing.priceCents, known.price, `listing ${listing.id}: its price is the last one its seller set`);
  }
  await observeHolds(model, real);

  const started = performance.now();
  await checkInvariants(model, real);
  timings.observe += performance.now() - started;
}

/** Buy orders and offers: each status change one the steps explain, what is still held exactly what the model says. */
async function observeHolds(model: Model, real: Real) {
  model.receiving = await receivingBuyers(real);
  const buyOrders = await db().buyOrder.findMany({ where: { id: { in: model.buyOrders.map((buyOrder) => buyOrder.id) } } });
  for (const buyOrder of model.buyOrders) {
    const row = buyOrders.find((candidate) => candidate.id === buyOrder.id)!;
    const where = `buy order ${buyOrder.no} of buyer ${buyOrder.buyer} (${buyOrder.price} × ${buyOrder.quantity}) ${buyOrder.status} -> ${row.status}`;
    assert.equal(row.filledQuantity, buyOrder.filled, `${where}: units filled`);
    if (row.status !== buyOrder.status) {
      assert.equal(buyOrder.status, 'OPEN', `${where}: an ended buy order changed`);
      if (row.status === 'FILLED') assert.equal(buyOrder.filled, buyOrder.quantity, `${where}: filled before its last unit`);
      if (row.status === 'CANCELLED') assert.ok(buyOrder.cancelAsked, `${where}: cancelled though its buyer did not cancel it`);
      if (row.status === 'EXPIRED') assert.ok(model.now >= buyOrder.expiresAt, `${where}: expired before its time`);
      buyOrder.status = row.status;
    }
    if (row.status === 'OPEN') {
      assert.equal(row.heldCents, buyOrder.held, `${where}: held`);
      assert.equal(row.heldFromDepositCents, buyOrder.heldFromDeposit, `${where}: held from the deposit`);
    }
  }
  const offers = await db().bargain.findMany({ where: { id: { in: model.offers.map((offer) => offer.id) } } });
  for (const offer of model.offers) {
    const row = offers.find((candidate) => candidate.id === offer.id)!;
    const listing = model.listings.find((candidate) => candidate.id === offer.listingId);
    if (listing && (listing.status !== 'ON_SALE' || listing.price !== offer.listPrice)) offer.listingMoved = true;
    if (!model.receiving[offer.buyer]) offer.receiverGone = true;
    const where = `offer ${offer.no} of buyer ${offer.buyer} (${offer.price} for ${offer.listPrice}) ${offer.status} -> ${row.status}`;
    assert.notEqual(row.status, 'COUNTERED', `${where}: nobody countered`);
    if (row.status !== offer.status) {
      assert.equal(offer.status, 'OPEN', `${where}: an ended offer changed`);
      if (row.status === 'ACCEPTED') assert.ok(offer.acceptAsked && offer.held === 0, `${where}: accepted without its seller, or without its order`);
      if (row.status === 'DECLINED') assert.ok(offer.declineAsked, `${where}: declined though its seller did not decline it`);
      if (row.status === 'CANCELLED')
        assert.ok(offer.cancelAsked || offer.listingMoved || offer.receiverGone, `${where}: cancelled though nobody withdrew it and its listing did not move`);
      if (row.status === 'EXPIRED') assert.ok(model.now >= offer.expiresAt, `${where}: expired before its 24 hours`);
      offer.status = row.status as ModelOffer['status'];
    }
    if (row.status === 'OPEN') {
      assert.equal(row.heldCents, offer.held, `${where}: held`);
      assert.equal(row.heldFromDepositCents, offer.heldFromDeposit, `${where}: held from the deposit`);
    }
  }
}

async function checkInvariants(model: Model, real: Real): Promise<void> {
  // the ledger: every rule, over the whole ledger
  const reconcileStarted = performance.now();
  const report = await reconcileLedger();
  timings.ledger += performance.now() - reconcileStarted;
  assert.deepEqual(
    report.differences.filter((difference) => !real.knownDifferences.has(JSON.stringify(difference))),
    [],
    'the ledger reconciles',
  );

  // the model's balances are the ledger's
  const expected = expectedBalances(model);
  for (const [index, user] of partiesOf(real).entries()) {
    const actual = await balancesOf(db() as never, user.userId);
    assert.deepEqual(
      {
        deposit: Number(actual.deposit),
        withdrawable: Number(actual.withdrawable),
        held: Number(actual.held),
        frozen: Number(actual.frozen),
        points: Number(actual.points),
      },
      expected[index],
      `${userName(index)}'s balances`,
    );
  }

  // every order's money where its status says, over all orders (a run that failed part-way leaves open
  // orders behind, whose money keeps moving): the escrow holds exactly the prices of the orders in escrow
  // states, and the fees the orders brought in are exactly those of the protected and successful ones
  const escrowStates = Object.entries(MONEY_LOCATION)
    .filter(([, location]) => location === 'ESCROW')
    .map(([des]) => des);
  const [money] = await db().$queryRaw<{ escrow: bigint; escrowed: bigint; fees: bigint; earned: bigint }[]>`
    SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_balances WHERE id = 'platform:PLATFORM_ESCROW')::bigint AS escrow,
           (SELECT coalesce(sum(price_cents), 0) FROM orders WHERE status_des = ANY(${escrowStates}))::bigint AS escrowed,
           (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
             WHERE e.account_id = 'platform:PLATFORM_FEES' AND t.reference_type = 'ORDER')::bigint AS fees,
           (SELECT coalesce(sum(fee_cents), 0) FROM orders WHERE status_des IN ('PROTECTED', 'TRADE_SUCCESSFUL'))::bigint AS earned`;
  assert.equal(money.escrow, money.escrowed, 'the escrow holds exactly the prices of the orders in escrow');
  assert.equal(money.fees, money.earned, 'the fee account holds exactly the fees of the protected and successful orders');
  for (const seller of real.sellers) {
    const [row] = await db().$queryRaw<{ frozen: bigint; settled: bigint }[]>`
      SELECT coalesce(sum(price_cents - fee_cents) FILTER (WHERE status_des = 'PROTECTED'), 0)::bigint AS frozen,
             coalesce(sum(price_cents - fee_cents) FILTER (WHERE status_des = 'TRADE_SUCCESSFUL'), 0)::bigint AS settled
      FROM orders WHERE seller_id = ${seller.userId}`;
    const actual = await balancesOf(db() as never, seller.userId);
    const own = model.withdrawals.filter((withdrawal) => partiesOf(real)[withdrawal.user] === seller);
    const processing = BigInt(own.filter((withdrawal) => withdrawal.phase === 'PROCESSING').reduce((sum, withdrawal) => sum + withdrawal.amount, 0));
    const withdrawn = BigInt(own.filter((withdrawal) => withdrawal.phase !== 'FAILURE').reduce((sum, withdrawal) => sum + withdrawal.amount, 0));
    assert.equal(actual.frozen, row.frozen + processing, 'a seller’s FROZEN is the proceeds of its PROTECTED orders and its withdrawals in progress');
    assert.equal(actual.withdrawable, row.settled - withdrawn, 'a seller’s WITHDRAWABLE is the proceeds of its TRADE_SUCCESSFUL orders less what it withdrew');
  }

  // refunds: exactly once, to where the money came from; nothing refunded that did not fail
  const orderNos = model.orders.map((order) => order.no);
  const refunds = await db().ledgerTransfer.findMany({
    where: { referenceType: 'ORDER', referenceId: { in: orderNos }, kind: 'REFUND' },
    select: { referenceId: true, amount: true, creditAccountId: true, idempotencyKey: true },
  });
  const ids = await db().order.findMany({ where: { orderNo: { in: orderNos } }, select: { id: true, orderNo: true } });
  const noOf = new Map(ids.map((row) => [row.id, row.orderNo]));
  const providerRefunds = await db().paymentRefund.findMany({ where: { orderId: { in: [...noOf.keys()] } }, select: { amountCents: true, orderId: true } });
  for (const order of model.orders) {
    const where = `order ${order.no} (${order.pay}) ${order.statusDes}`;
    const mine = refunds.filter((refund) => refund.referenceId === order.no);
    const provider = providerRefunds.filter((refund) => noOf.get(refund.orderId ?? '') === order.no).map((refund) => refund.amountCents);
    const refunded = order.phase === 'REFUNDED';
    if (order.pay !== 'alipay') {
      const to = (kind: string) =>
        mine
          .filter((refund) => refund.creditAccountId === accountId({ userId: real.buyers[order.buyer].userId, kind: kind as 'DEPOSIT' }))
          .map((refund) => Number(refund.amount));
      const split = (amount: number) => (refunded && amount > 0 ? [amount] : []);
      assert.deepEqual(to('DEPOSIT'), split(order.fromDeposit), `${where}: refunds to the deposit`);
      assert.deepEqual(to('WITHDRAWABLE'), split(order.fromWithdrawable), `${where}: refunds to withdrawable`);
      assert.equal(mine.length, to('DEPOSIT').length + to('WITHDRAWABLE').length, `${where}: refunds elsewhere`);
      assert.deepEqual(provider, [], `${where}: a balance order refunded through Alipay`);
    } else {
      const late = order.phase === 'CANCELLED' && order.payment!.latePaid;
      assert.deepEqual(
        mine.map((refund) => Number(refund.amount)),
        refunded || late ? [order.price] : [],
        `${where}: refunds escrow -> clearing`,
      );
      assert.deepEqual(provider, refunded || late ? [order.price] : [], `${where}: Alipay refunds`);
    }
  }

  // withdrawals: frozen once; paid (and its fee) or returned exactly once, as its phase says
  const movements = await db().ledgerTransfer.findMany({
    where: { referenceType: 'WITHDRAWAL', referenceId: { in: model.withdrawals.map((withdrawal) => withdrawal.serialNo) } },
    select: { referenceId: true, kind: true, amount: true },
  });
  for (const withdrawal of model.withdrawals) {
    const kinds = movements
      .filter((movement) => movement.referenceId === withdrawal.serialNo)
      .map((movement) => movement.kind)
      .sort();
    const expectedKinds =
      withdrawal.phase === 'PROCESSING'
        ? ['WITHDRAWAL']
        : withdrawal.phase === 'FAILURE'
          ? ['WITHDRAWAL', 'WITHDRAWAL_RETURN']
          : ['WITHDRAWAL', 'WITHDRAWAL_FEE', 'WITHDRAWAL_PAYOUT'];
    assert.deepEqual(kinds, expectedKinds, `withdrawal ${withdrawal.serialNo} ${withdrawal.phase}: its ledger movements`);
  }

  // recharges: a paid one credited to the deposit exactly once, an unpaid one not at all
  const credits = await db().ledgerTransfer.findMany({
    where: { idempotencyKey: { in: model.recharges.map((recharge) => `recharge:${recharge.outTradeNo}`) } },
    select: { idempotencyKey: true, amount: true, kind: true },
  });
  for (const recharge of model.recharges) {
    const credited = credits.filter((credit) => credit.idempotencyKey === `recharge:${recharge.outTradeNo}`);
    const where = `recharge ${recharge.outTradeNo} of buyer ${recharge.user} (${recharge.amount}, ${recharge.paid ? 'paid' : 'unpaid'})`;
    assert.deepEqual(
      credited.map((credit) => [credit.kind, Number(credit.amount)]),
      recharge.paid ? [['RECHARGE', recharge.amount]] : [],
      `${where}: its credit to the deposit`,
    );
  }

  // listings: none in two orders that have not failed; each status matches its orders
  const listingIds = model.listings.map((listing) => listing.id);
  const listingOrders = await db().order.findMany({ where: { listingId: { in: listingIds } }, select: { listingId: true, statusDes: true, orderNo: true } });
  for (const listing of model.listings) {
    const live = listingOrders.filter((order) => order.listingId === listing.id && MONEY_LOCATION[order.statusDes as OrderStatusDes] !== 'REFUNDED');
    const where = `listing ${listing.id} ${listing.status} (orders ${listingOrders
      .filter((order) => order.listingId === listing.id)
      .map((order) => `${order.orderNo}:${order.statusDes}`)
      .join(', ')})`;
    assert.ok(live.length <= 1, `${where}: in two orders`);
    const open = live[0]?.statusDes;
    if (listing.status === 'SOLD') assert.ok(open && open !== 'WAITING_PAYMENT', `${where}: SOLD without an open or successful order`);
    else if (listing.status === 'RESERVED') assert.equal(open, 'WAITING_PAYMENT', `${where}: RESERVED without an unpaid order`);
    else assert.equal(open, undefined, `${where}: ${listing.status} with an open order`);
  }
}

// -------------------------------------------------------------------------------------------------
// Commands

type Cmd = fc.AsyncCommand<Model, Real>;

const openOrders = (model: Readonly<Model>, filter: (order: ModelOrder) => boolean = () => true) =>
  model.orders.filter((order) => !['SETTLED', 'REFUNDED', 'CANCELLED'].includes(order.phase) && filter(order));

const pickFrom = <T>(items: T[], pick: number) => items[pick % items.length];

const reply = async (real: Real, method: 'GET' | 'POST', url: string, token: string, body?: unknown, headers?: Record<string, string>) => {
  const answer = await real.api.call(method, url, { token, body, headers });
  assert.ok(answer.status < 500, `${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
};

/** The code of a refusal for the step-up (api/security/operationPolicy.ts). */
const STEP_UP_REQUIRED = 4031;
const yuanOf = (cents: number) => (cents / 100).toFixed(2);

/** Presses a button of the simulated Alipay's cashier or signing page (a same-origin form post back to the page), which sends the browser back to us. */
async function pressButton(api: TestApp, pageUrl: string, action: 'pay' | 'sign') {
  const answer = await api.app.inject({
    method: 'POST',
    url: pageUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    payload: `action=${action}`,
  });
  assert.equal(answer.statusCode, 303, `the ${action} button answered ${answer.statusCode}: ${answer.body}`);
}

async function fund(userId: string, account: 'DEPOSIT' | 'WITHDRAWABLE', amount: number) {
  const key = `model-fund:${randomUUID()}`;
  await transaction((tx) =>
    ledger.transfer(tx, {
      idempotencyKey: key,
      kind: 'RECHARGE',
      reference: { type: 'PAYMENT', id: key },
      from: { platform: 'PLATFORM_PAYMENT_CLEARING' },
      to: { userId, kind: account },
      amount,
    }),
  );
}

/** The SMS step-up: a code sent and entered. False when the code limits (60 s per purpose, 5 codes an hour per phone) refuse the code. */
async function verifySession(model: Model, real: Real, user: number): Promise<boolean> {
  const party = partiesOf(real)[user];
  const sent = await reply(real, 'POST', '/web/sms', party.token, { phone: party.phone, purpose: 'verify' });
  if (sent.body.code !== 0) {
    assert.equal(sent.status, 429, `the verify code: ${sent.body.msg}`);
    return false;
  }
  const verified = await reply(real, 'POST', '/web/user/verify', party.token, { code: real.api.sms.latestCode(party.phone, 'verify') });
  assert.equal(verified.body.code, 0, `verifying ${userName(user)}: ${verified.body.msg}`);
  model.verifiedAt[user] = model.now;
  return true;
}

/** What the web client's step-up dialog does: a user whose session is stale verifies before the action (`verifyFirst`), or is refused. */
async function freshen(model: Model, real: Real, user: number, verifyFirst: boolean) {
  if (verifyFirst && !stepUpFresh(model, user)) count((await verifySession(model, real, user)) ? 'VerifySession (asked)' : 'VerifySession refused: code limit');
}

/** Strictly (a command alone): a refusal for the step-up when the session is stale. Answers whether the command may go on. */
function passedStepUp(model: Model, user: number, answer: { body: { code: number; msg: string } }, name: string): boolean {
  if (answer.body.code === STEP_UP_REQUIRED) {
    strictly(() => assert.ok(!stepUpFresh(model, user), `${name} asked a session verified ${model.now - model.verifiedAt[user]} ms ago for the step-up`));
    count(`${name} refused: step-up`);
    return false;
  }
  strictly(() =>
    assert.ok(stepUpFresh(model, user), `${name} from a session verified ${model.now - model.verifiedAt[user]} ms ago: ${answer.body.code} ${answer.body.msg}`),
  );
  return true;
}

/** Money in: a paid recharge to the deposit, or (as proceeds settled earlier would be) to withdrawable. */
class Fund implements Cmd {
  constructor(
    readonly buyer: number,
    readonly amount: number,
    readonly account: 'DEPOSIT' | 'WITHDRAWABLE',
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    count('Fund');
    await fund(real.buyers[this.buyer].userId, this.account, this.amount);
    if (this.account === 'DEPOSIT') model.funded[this.buyer].deposit += this.amount;
    else model.funded[this.buyer].withdrawable += this.amount;
    done('Fund');
    await settle(model, real);
  }
  toString = () => `Fund(buyer ${this.buyer}, ${this.amount} to ${this.account})`;
}

/** Buys one or two listings on sale, by balance (refused unless the balance covers the total) or by Alipay. */
class Buy implements Cmd {
  constructor(
    readonly buyer: number,
    readonly pay: 'balance' | 'alipay',
    readonly picks: number[],
    readonly verifyFirst: boolean,
  ) {}
  private chosen: ModelListing[] = [];
  check = (model: Readonly<Model>) => model.listings.some((listing) => listing.status === 'ON_SALE');
  async run(model: Model, real: Real) {
    const onSale = model.listings.filter((listing) => listing.status === 'ON_SALE');
    this.chosen = [...new Set(this.picks.map((pick) => pickFrom(onSale, pick)))];
    const total = this.chosen.reduce((sum, listing) => sum + listing.price, 0);
    const buyer = real.buyers[this.buyer];
    if (this.pay === 'balance') await freshen(model, real, this.buyer, this.verifyFirst);
    const balance = expectedBalances(model)[this.buyer];
    // the Steam standing is the simulated Steam's, not the model's: a trade hold (ESCROW) makes the account NOT_SELLABLE at its next refresh
    const account = { status: await accountStatus(buyer) };
    const answer = await reply(
      real,
      'POST',
      '/web/order',
      buyer.token,
      {
        listingIds: this.chosen.map((listing) => listing.id),
        prices: this.chosen.map((listing) => listing.price),
        payMethod: this.pay,
        steamAccountId: buyer.accountId,
      },
      { 'idempotency-key': randomUUID() },
    );
    if (this.pay === 'balance' && !passedStepUp(model, this.buyer, answer, 'Buy(balance)')) {
      await settle(model, real);
      return;
    }
    if (answer.body.code !== 0) {
      const reason =
        account.status !== 'NORMAL' ? 'account not usable' : this.pay === 'balance' && balance.deposit + balance.withdrawable < total ? 'too little' : 'raced';
      strictly(() => assert.notEqual(reason, 'raced', `the purchase of ${total} was refused: ${answer.body.msg}`));
      count(`Buy(${this.pay}) refused: ${reason}`);
      await settle(model, real);
      return;
    }
    strictly(() => {
      assert.equal(account.status, 'NORMAL', `a purchase to a ${account.status} account was not refused`);
      if (this.pay === 'balance')
        assert.ok(balance.deposit + balance.withdrawable >= total, `a purchase of ${total} with ${balance.deposit + balance.withdrawable} was not refused`);
    });
    count(`Buy(${this.pay})`);
    done(`Buy(${this.pay})`);
    const placed: { orderNo: string; statusDes: string }[] = answer.body.data.orders;
    assert.equal(placed.length, this.chosen.length);
    const rows = await db().order.findMany({
      where: { orderNo: { in: placed.map((order) => order.orderNo) } },
      select: { orderNo: true, listingId: true, paidFromDepositCents: true },
    });
    let deposit = balance.deposit;
    const payment: ModelPayment | null =
      this.pay === 'alipay'
        ? { payUrl: answer.body.data.payUrl, orderNos: [], expiresAt: model.now + PAYMENT_MS, paid: false, cancelled: false, latePaid: false, lost: false }
        : null;
    for (const placedOrder of placed) {
      const row = rows.find((candidate) => candidate.orderNo === placedOrder.orderNo)!;
      const listing = this.chosen.find((chosen) => chosen.id === row.listingId)!;
      // the deposit first; in a batch another user's refund may have reached the balance first, so the split is the order's own
      const fromDeposit = this.pay === 'balance' ? (together ? row.paidFromDepositCents : Math.min(deposit, listing.price)) : 0;
      deposit -= fromDeposit;
      payment?.orderNos.push(placedOrder.orderNo);
      model.orders.push(
        newOrder(model, {
          no: placedOrder.orderNo,
          buyer: this.buyer,
          seller: listing.seller,
          price: listing.price,
          pay: this.pay,
          fromDeposit,
          fromWithdrawable: this.pay === 'balance' ? listing.price - fromDeposit : 0,
          payment,
        }),
      );
      assert.equal(placedOrder.statusDes, this.pay === 'balance' ? 'SELLER_DELIVERING' : 'WAITING_PAYMENT');
    }
    // a robot shop sends the offer at once (a job): run it now, or a long jump of the clock would find the shipment deadline first
    if (model.orders.some((order) => kindOf(order.seller) === 'robot' && order.phase === 'ESCROW' && order.statusDes === 'SELLER_DELIVERING'))
      await runDue(real);
    await settle(model, real);
  }
  toString = () =>
    `Buy(buyer ${this.buyer}, ${this.pay}, ${this.chosen.length ? this.chosen.map((l) => `${l.seller}:${l.price}`).join('+') : this.picks.join('+')}${this.verifyFirst ? ', verifying' : ''})`;
}

const unpaidPayments = (model: Readonly<Model>) =>
  [...new Set(model.orders.map((order) => order.payment))].filter(
    (payment): payment is ModelPayment => payment !== null && !payment.paid && !payment.cancelled && model.now < payment.expiresAt,
  );

/** Pays an unpaid Alipay checkout at the simulated cashier; the gateway's notification is delivered by the jobs. */
class Pay implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => unpaidPayments(model).length > 0;
  async run(model: Model, real: Real) {
    count('Pay');
    done('Pay');
    const payment = pickFrom(unpaidPayments(model), this.pick);
    await pressButton(real.api, payment.payUrl, 'pay');
    payment.paid = true;
    for (const order of model.orders) if (order.payment === payment) order.behaviours.add(model.behaviours[order.buyer]);
    await runDue(real);
    await settle(model, real);
  }
  toString = () => `Pay(#${this.pick})`;
}

/**
 * Pays an unpaid Alipay checkout at the cashier while the simulated Alipay loses every notification
 * (SIM_PAY_DROP_NOTIFY) of this payment's first attempt: the market learns of it at a later attempt or
 * when the payment deadline asks the provider, and must never cancel it.
 */
class PayLost implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => unpaidPayments(model).length > 0;
  async run(model: Model, real: Real) {
    count('PayLost');
    done('PayLost');
    const payment = pickFrom(unpaidPayments(model), this.pick);
    const gateway = real.api.payment as SimulatedAlipay;
    gateway.dropNotifications(true);
    try {
      await pressButton(real.api, payment.payUrl, 'pay');
      await runDue(real);
    } finally {
      gateway.dropNotifications(false);
    }
    payment.paid = true;
    payment.lost = true;
    for (const order of model.orders) if (order.payment === payment) order.behaviours.add(model.behaviours[order.buyer]);
    await settle(model, real);
  }
  toString = () => `PayLost(#${this.pick})`;
}

/** Alipay's notification of a paid or a closed checkout delivered (again): answered success, credited at most once; a closed one is refunded. */
class Renotify implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) =>
    [...new Set(model.orders.map((order) => order.payment))].filter(
      (payment): payment is ModelPayment =>
        payment !== null && (payment.paid || model.orders.some((order) => order.payment === payment && order.phase === 'CANCELLED')),
    );
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const payment = pickFrom(this.candidates(model), this.pick);
    count(payment.paid ? 'Renotify(paid)' : 'Renotify(late)');
    done('Renotify');
    const order = await db().order.findUniqueOrThrow({ where: { orderNo: payment.orderNos[0] }, select: { paymentId: true } });
    const row = await db().payment.findUniqueOrThrow({ where: { id: order.paymentId! } });
    const answer = await notify(real.api, alipayForm(row, real.clock.now()));
    assert.equal(answer.body, 'success', `the notification was answered ${answer.body}`);
    if (!payment.paid) payment.latePaid = true;
    payment.lost = false;
    await runDue(real);
    await settle(model, real);
  }
  toString = () => `Renotify(#${this.pick})`;
}

/** A buyer recharges its deposit (5.00 to 600.00): the cashier's address, nothing credited yet. */
class Recharge implements Cmd {
  constructor(
    readonly buyer: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    count('Recharge');
    done('Recharge');
    const yuan = (this.amount / 100).toFixed(2);
    const answer = await reply(real, 'POST', '/web/recharge', real.buyers[this.buyer].token, { amount: yuan }, { 'idempotency-key': randomUUID() });
    assert.equal(answer.body.code, 0, `recharging ${yuan}: ${answer.body.msg}`);
    const { outTradeNo, payUrl } = answer.body.data as { outTradeNo: string; payUrl: string };
    model.recharges.push({ outTradeNo, payUrl, user: this.buyer, amount: this.amount, expiresAt: model.now + RECHARGE_PAYMENT_MS, paid: false });
    await settle(model, real);
  }
  toString = () => `Recharge(buyer ${this.buyer}, ${this.amount})`;
}

const RECHARGE_PAYMENT_MS = 15 * 60_000;
const payableRecharges = (model: Readonly<Model>) => model.recharges.filter((recharge) => !recharge.paid && recharge.expiresAt > model.now);

/** The buyer pays a recharge at the cashier before it closes; the notification credits the deposit. */
class PayRecharge implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => payableRecharges(model).length > 0;
  async run(model: Model, real: Real) {
    count('PayRecharge');
    done('PayRecharge');
    const recharge = pickFrom(payableRecharges(model), this.pick);
    await pressButton(real.api, recharge.payUrl, 'pay');
    recharge.paid = true;
    await runDue(real);
    await settle(model, real);
  }
  toString = () => `PayRecharge(#${this.pick})`;
}

/** A recharge's notification delivered again, or after its cashier closed (paid late): credited once all the same. */
class RenotifyRecharge implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) => model.recharges.filter((recharge) => recharge.paid || recharge.expiresAt <= model.now);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const recharge = pickFrom(this.candidates(model), this.pick);
    count(recharge.paid ? 'RenotifyRecharge(paid)' : 'RenotifyRecharge(late)');
    done('RenotifyRecharge');
    const row = await db().payment.findUniqueOrThrow({ where: { outTradeNo: recharge.outTradeNo } });
    const answer = await notify(real.api, alipayForm(row, real.clock.now()));
    assert.equal(answer.body, 'success', `the notification was answered ${answer.body}`);
    recharge.paid = true;
    await runDue(real);
    await settle(model, real);
  }
  toString = () => `RenotifyRecharge(#${this.pick})`;
}

/** ESCROW holds a day (a trade hold also makes the account NOT_SELLABLE at its next refresh); REVERSE reverses an hour after acceptance. */
const behaviourOptions = (behaviour: CounterpartyBehaviour) => ({
  reactionSeconds: 5,
  escrowDays: behaviour === 'ESCROW' ? 1 : 0,
  ...(behaviour === 'REVERSE' ? { reverseAfterSeconds: 3_600 } : {}),
});

/** The buyer's simulated Steam account answers the offers it receives from now on with `behaviour`. */
class SetBehaviour implements Cmd {
  constructor(
    readonly buyer: number,
    readonly behaviour: CounterpartyBehaviour,
  ) {}
  check = (model: Readonly<Model>) => model.behaviours[this.buyer] !== this.behaviour;
  async run(model: Model, real: Real) {
    count(`SetBehaviour(${this.behaviour})`);
    done('SetBehaviour');
    await real.api.steam.setBehaviour(real.buyers[this.buyer].steamId, this.behaviour, behaviourOptions(this.behaviour));
    model.behaviours[this.buyer] = this.behaviour;
    for (const order of openOrders(model, (order) => order.buyer === this.buyer)) order.behaviours.add(this.behaviour);
    await settle(model, real);
  }
  toString = () => `SetBehaviour(buyer ${this.buyer}, ${this.behaviour})`;
}

const realOrder = (no: string) => db().order.findUniqueOrThrow({ where: { orderNo: no } });
const sellerOf = (real: Real, order: ModelOrder) => real.sellers[order.seller];

/** An ordinary seller presses 发货: allowed only while the order waits for delivery and has no offer. */
class Deliver implements Cmd {
  constructor(
    readonly pick: number,
    readonly verifyFirst: boolean,
  ) {}
  private candidates = (model: Readonly<Model>) =>
    openOrders(model, (order) => kindOf(order.seller) === 'ordinary' && order.phase === 'ESCROW' && !order.delivered);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const order = pickFrom(this.candidates(model), this.pick);
    const seller = userIndex(order.seller);
    await freshen(model, real, seller, this.verifyFirst);
    const before = await realOrder(order.no);
    const answer = await reply(real, 'POST', `/web/order/${order.no}/deliver`, sellerOf(real, order).token);
    if (!passedStepUp(model, seller, answer, 'Deliver')) {
      // the item would leave the seller's Steam account: a session verified by SMS recently, or nothing happens
      strictly(() => assert.equal(before.offerId, null, 'an order with an offer was offered for delivery'));
      await settle(model, real);
      return;
    }
    const allowed = before.statusDes === 'SELLER_DELIVERING' && before.offerId === null;
    strictly(() => assert.equal(answer.body.code === 0, allowed, `发货 on ${before.statusDes}: ${answer.body.msg}`));
    count(answer.body.code === 0 ? 'Deliver' : 'Deliver refused');
    if (answer.body.code === 0) done('Deliver');
    order.delivered = true;
    await settle(model, real);
  }
  toString = () => `Deliver(#${this.pick}${this.verifyFirst ? ', verifying' : ''})`;
}

/** An ordinary seller confirms (the simulated Steam's mobile confirmation) or refuses the offer it made. */
class Confirm implements Cmd {
  constructor(
    readonly pick: number,
    readonly refuse: boolean,
    readonly verifyFirst: boolean,
  ) {}
  private candidates = (model: Readonly<Model>) => openOrders(model, (order) => kindOf(order.seller) === 'ordinary' && order.delivered && !order.confirmed);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const order = pickFrom(this.candidates(model), this.pick);
    const seller = userIndex(order.seller);
    if (!this.refuse) await freshen(model, real, seller, this.verifyFirst);
    const before = await realOrder(order.no);
    const offer = before.offerId ? await db().simTradeOffer.findUnique({ where: { offerId: BigInt(before.offerId) } }) : null;
    const pending = before.statusDes === 'SELLER_DELIVERING' && offer?.state === 'CREATED_NEEDS_CONFIRMATION';
    if (this.refuse) {
      count(pending ? 'RefuseConfirmation' : 'RefuseConfirmation (nothing pending)');
      if (pending) {
        await real.api.steam.refuseConfirmation(sellerOf(real, order).steamId, before.offerId!);
        order.refusedConfirmation = true;
        done('RefuseConfirmation');
      }
    } else {
      const answer = await reply(real, 'POST', `/web/order/${order.no}/confirm-offer`, sellerOf(real, order).token);
      if (!passedStepUp(model, seller, answer, 'ConfirmOffer')) {
        await settle(model, real);
        return;
      }
      count(answer.body.code === 0 ? 'ConfirmOffer' : 'ConfirmOffer refused');
      strictly(() => {
        if (pending) assert.equal(answer.body.code, 0, `confirming the pending offer: ${answer.body.msg}`);
        else if (before.statusDes !== 'SELLER_DELIVERING') assert.notEqual(answer.body.code, 0, `confirming in ${before.statusDes} was not refused`);
      });
      if (answer.body.code === 0 && pending) {
        order.confirmed = true;
        done('ConfirmOffer');
      }
    }
    await settle(model, real);
  }
  toString = () => `${this.refuse ? 'RefuseConfirmation' : 'ConfirmOffer'}(#${this.pick}${this.verifyFirst ? ', verifying' : ''})`;
}

/**
 * The buyer or the seller cancels; allowed exactly where the service allows it (order.service.ts cancel):
 * a repeated cancel by the side that asked (its *_CANCEL_VERIFYING or cancelled status) answers the order
 * as it is and moves nothing.
 */
class Cancel implements Cmd {
  constructor(
    readonly by: 'buyer' | 'seller',
    readonly pick: number,
  ) {}
  private candidates = (model: Readonly<Model>) => openOrders(model, (order) => this.by === 'buyer' || order.phase !== 'UNPAID');
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const order = pickFrom(this.candidates(model), this.pick);
    const before = await realOrder(order.no);
    const token = this.by === 'buyer' ? real.buyers[order.buyer].token : sellerOf(real, order).token;
    const answer = await reply(real, 'POST', `/web/order/${order.no}/cancel`, token);
    const repeated = (this.by === 'buyer' ? ['BUYER_CANCEL_VERIFYING', 'BUYER_CANCELLED'] : ['SELLER_CANCEL_VERIFYING', 'SELLER_CANCELLED']).includes(
      before.statusDes,
    );
    const allowed =
      repeated ||
      (this.by === 'buyer'
        ? before.statusDes === 'WAITING_PAYMENT' || before.statusDes === 'SELLER_DELIVERING'
        : before.statusDes === 'SELLER_DELIVERING' || before.statusDes === 'WAITING_RECEIPT');
    const cancelled = answer.body.code === 0;
    count(`Cancel(${this.by})${repeated ? ' repeated' : cancelled ? '' : ' refused'}`);
    strictly(() => assert.equal(cancelled, allowed, `a ${this.by} cancel in ${before.statusDes}: ${answer.body.msg}`));
    if (repeated && cancelled) {
      strictly(() => assert.equal(answer.body.data.statusDes, before.statusDes, `a repeated ${this.by} cancel moved the order`));
      await settle(model, real);
      return;
    }
    if (cancelled) done(`Cancel(${this.by})`);
    if (cancelled && this.by === 'buyer') {
      const unpaid = order.payment !== null && before.statusDes === 'WAITING_PAYMENT';
      const siblings = unpaid ? model.orders.filter((other) => other.payment === order.payment) : [order];
      for (const sibling of siblings) sibling.buyerCancelled = true;
      if (unpaid) {
        order.payment!.cancelled = true;
        if (order.payment!.lost) {
          // it had been paid, unnoticed: closing the trade at the provider finds the money, which is refunded in full
          Object.assign(order.payment!, { paid: false, lost: false, latePaid: true });
          await runDue(real);
        }
      }
    }
    if (cancelled && this.by === 'seller') order.sellerCancelled = true;
    await settle(model, real);
  }
  toString = () => `Cancel(${this.by}, #${this.pick})`;
}

/** A completed trade reversed at Steam inside the protection: the order must end SELLER_REVOKED, never settle. */
class ReverseTrade implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) => openOrders(model, (order) => order.phase === 'PROTECTED' && !order.reversed);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const order = pickFrom(this.candidates(model), this.pick);
    const row = await realOrder(order.no);
    assert.ok(row.tradeId, `protected order ${order.no} has a trade`);
    const trade = await db().simTrade.findUniqueOrThrow({ where: { tradeId: BigInt(row.tradeId) } });
    // a REVERSE behaviour schedules its own reversal: moving it earlier is the same fate, and once it
    // happened at Steam (the platform notices at its next look) there is nothing left to reverse
    if (trade.status === 'COMPLETE') await real.api.steam.reverseTrade(row.tradeId);
    count(trade.status === 'COMPLETE' ? 'ReverseTrade' : 'ReverseTrade (reversed by the buyer already)');
    if (trade.status === 'COMPLETE') done('ReverseTrade');
    order.reversed = true;
    await settle(model, real);
  }
  toString = () => `ReverseTrade(#${this.pick})`;
}

const partiesOf = (real: Real) => [...real.buyers, ...real.sellers];
const payeeOf = (party: Party) => `payee-${party.userId}@example.com`;
const userName = (index: number) => (index < BUYERS ? `buyer ${index}` : `${kindOf(index - BUYERS)} seller ${index - BUYERS}`);
/** A valid ID number: the first withdrawal verifies the name with it. */
const MODEL_ID_NUMBER = '11010519491231002X';

/** A user withdraws settled money (all, half or the 10-yuan minimum) with a fresh SMS code; refused only by the code's 60-second cooldown. */
class Withdraw implements Cmd {
  constructor(
    readonly user: number,
    readonly share: 'all' | 'half' | 'min',
    readonly verifyFirst: boolean,
  ) {}
  check = (model: Readonly<Model>) => expectedBalances(model as Model)[this.user].withdrawable >= 1_000;
  async run(model: Model, real: Real) {
    const party = partiesOf(real)[this.user];
    await freshen(model, real, this.user, this.verifyFirst);
    const available = expectedBalances(model)[this.user].withdrawable;
    const amount = this.share === 'all' ? Math.min(available, 5_000_000) : this.share === 'half' ? Math.max(1_000, Math.floor(available / 2)) : 1_000;
    const sent = await reply(real, 'POST', '/web/withdraw/code', party.token);
    if (sent.body.code !== 0) {
      assert.equal(sent.status, 429, `the withdrawal code: ${sent.body.msg}`);
      count('Withdraw refused: code cooldown');
      await settle(model, real);
      return;
    }
    const smsCode = real.api.sms.latestCode(party.phone, 'withdraw');
    const body = { amount: yuanOf(amount), smsCode, name: '张三', idNumber: MODEL_ID_NUMBER, account: payeeOf(party) };
    const answer = await reply(real, 'POST', '/web/withdraw', party.token, body, { 'idempotency-key': randomUUID() });
    if (!passedStepUp(model, this.user, answer, 'Withdraw')) {
      await settle(model, real);
      return;
    }
    strictly(() => assert.equal(answer.body.code, 0, `${userName(this.user)} withdrawing ${amount} of ${available}: ${answer.body.msg}`));
    if (answer.body.code !== 0) {
      count('Withdraw refused: raced');
      await settle(model, real);
      return;
    }
    count('Withdraw');
    done('Withdraw');
    const failing = model.payeeFailing[this.user];
    model.withdrawals.push({ serialNo: answer.body.data.serialNo, user: this.user, amount, phase: 'PROCESSING', mayFail: failing, mayPass: !failing });
    await settle(model, real);
  }
  toString = () => `Withdraw(${userName(this.user)}, ${this.share}${this.verifyFirst ? ', verifying' : ''})`;
}

/** The simulated Alipay refuses (or again pays) payouts to a user's account, from its next look at a transfer. */
class SetPayee implements Cmd {
  constructor(
    readonly user: number,
    readonly failing: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    count(`SetPayee(${this.failing ? 'fail' : 'pay'})`);
    done('SetPayee');
    const account = payeeOf(partiesOf(real)[this.user]);
    if (this.failing) await (real.api.payment as SimulatedAlipay).payouts.failPayee(account, '收款账户状态异常');
    else await db().simPayPayee.deleteMany({ where: { account } });
    model.payeeFailing[this.user] = this.failing;
    for (const withdrawal of model.withdrawals) {
      if (withdrawal.user !== this.user || withdrawal.phase !== 'PROCESSING') continue;
      if (this.failing) withdrawal.mayFail = true;
      else withdrawal.mayPass = true;
    }
    await settle(model, real);
  }
  toString = () => `SetPayee(${userName(this.user)}, ${this.failing ? 'fail' : 'pay'})`;
}

/** A user verifies the session with an SMS code (step-up); refused only by the code limits (60 s per purpose, 5 codes an hour per phone). */
class VerifySession implements Cmd {
  constructor(readonly user: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (await verifySession(model, real, this.user)) {
      count('VerifySession');
      done('VerifySession');
    } else count('VerifySession refused: code limit');
    await settle(model, real);
  }
  toString = () => `VerifySession(${userName(this.user)})`;
}

export const STEPS = {
  '5 s': 5 * SECOND,
  '1 min': MINUTE,
  '15 min': PAYMENT_MS + SECOND,
  '1 h': HOUR,
  '12 h': SHIPMENT_MS + SECOND,
  '1 day': DAY,
  '7 days': 7 * DAY + SECOND,
} as const;

/** Moves the clock; the run's users stay signed in (as people who come back keep their session alive) however far it goes. */
async function moveClock(model: Model, real: Real, ms: number) {
  real.clock.advance(ms);
  model.now += ms;
  const userIds = partiesOf(real).map((party) => party.userId);
  await db().session.updateMany({ where: { userId: { in: userIds } }, data: { expiresAt: new Date(real.clock.now().getTime() + 30 * DAY) } });
}

/** The clock moves on and every job due runs (offers answered, deadlines, settlements, reversals found). */
class Advance implements Cmd {
  constructor(readonly step: keyof typeof STEPS) {}
  check = () => true;
  async run(model: Model, real: Real) {
    count(`Advance(${this.step})`);
    done('Advance');
    await moveClock(model, real, STEPS[this.step]);
    await runDue(real);
    await settle(model, real);
  }
  toString = () => `Advance(${this.step})`;
}

// -------------------------------------------------------------------------------------------------
// Listings, buy orders and offers beside the purchases

/** Factors of the reference price a seller (re)prices at: none under 90 %, so none needs the step-up. */
const PRICE_FACTORS = [0.9, 0.95, 1, 1.1, 1.25] as const;
/** Factors of the reference price a buyer bids at. */
const BID_FACTORS = [0.6, 0.8, 0.9, 0.95, 1] as const;

const priceAt = (reference: number, factor: number) => Math.max(1, Math.ceil(reference * factor));

/** A seller's items not on sale now (never listed, unlisted, or back from a failed order), as the inventory page's 未上架 tab shows them. */
async function unlistedItems(real: Real, seller: number): Promise<{ id: string; hashName: string; referencePrice: number }[]> {
  const answer = await reply(real, 'GET', '/web/inventory?tab=UNLISTED&limit=100', real.sellers[seller].token);
  assert.equal(answer.body.code, 0, `the inventory: ${answer.body.msg}`);
  return (answer.body.data.list as { id: string; hashName: string; referencePrice: number | null; tradable: boolean }[]).filter(
    (item): item is { id: string; hashName: string; referencePrice: number; tradable: boolean } => item.referencePrice !== null && item.tradable,
  );
}

/** Repricing or unlisting a listing ends the offers waiting on it. */
const endsOffersOn = (model: Model, listing: ModelListing) => {
  for (const offer of model.offers) if (offer.listingId === listing.id) offer.listingMoved = true;
};

/** A sale that may have made an order (a buy order filled, an offer accepted): a robot shop's offer is a job, run now as after a purchase. */
const robotSends = (real: Real) => runDue(real);

const accountStatus = async (party: Party) => (await db().steamAccount.findUniqueOrThrow({ where: { id: party.accountId }, select: { status: true } })).status;

const modelListedOnSale = (model: Readonly<Model>) => model.listings.filter((listing) => listing.status === 'ON_SALE' && listing.reference !== null);

const hashNameOf = (model: Readonly<Model>, listing: ModelListing) => model.items.find((item) => item.id === listing.itemId)?.hashName;

/**
 * A seller reprices one of their listings (allowed while it is on sale): by a factor of its reference
 * price, or down to the best buy order for it (`meetBid`), which fills that buy order at once. Under
 * 90 % of the reference the step-up applies: the seller verifies first.
 */
class Reprice implements Cmd {
  constructor(
    readonly pick: number,
    readonly factor: number | 'meetBid',
  ) {}
  private candidates = (model: Readonly<Model>) =>
    modelListedOnSale(model).filter((listing) => this.factor !== 'meetBid' || fillableBuyOrders(model, hashNameOf(model, listing) ?? '').length > 0);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const candidates = this.candidates(model);
    if (candidates.length === 0) {
      count('Reprice (no bid to meet)');
      await settle(model, real);
      return;
    }
    const listing = pickFrom(candidates, this.pick);
    const price = this.factor === 'meetBid' ? fillableBuyOrders(model, hashNameOf(model, listing)!)[0].price : priceAt(listing.reference!, this.factor);
    const seller = userIndex(listing.seller);
    if (this.factor === 'meetBid') await freshen(model, real, seller, true);
    const before = await db().listing.findUniqueOrThrow({ where: { id: listing.id }, select: { status: true } });
    const answer = await reply(real, 'POST', '/web/inventory/reprice', real.sellers[listing.seller].token, {
      items: [{ id: listing.itemId, price: yuanOf(price) }],
    });
    if (answer.body.code === STEP_UP_REQUIRED) {
      strictly(() =>
        assert.ok(!stepUpFresh(model, seller), `repricing to ${price} asked a session verified ${model.now - model.verifiedAt[seller]} ms ago for the step-up`),
      );
      count('Reprice refused: step-up');
      await settle(model, real);
      return;
    }
    assert.equal(answer.body.code, 0, `repricing: ${answer.body.msg}`);
    const repriced = answer.body.data.succeededCount === 1;
    strictly(() => assert.equal(repriced, before.status === 'ON_SALE', `repricing a ${before.status} listing: ${JSON.stringify(answer.body.data.failures)}`));
    count(repriced ? 'Reprice' : 'Reprice refused');
    if (repriced) {
      done('Reprice');
      await robotSends(real);
      listing.price = price;
      (listing.racedPrices ??= []).push(price);
      endsOffersOn(model, listing);
    }
    await settle(model, real);
  }
  toString = () => `Reprice(#${this.pick}, ${this.factor === 'meetBid' ? 'to the best bid' : `×${this.factor}`})`;
}

/** A seller takes a listing off sale (allowed while it is on sale); its offers end. */
class Unlist implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => modelListedOnSale(model).length > 0;
  async run(model: Model, real: Real) {
    const listing = pickFrom(modelListedOnSale(model), this.pick);
    const before = await db().listing.findUniqueOrThrow({ where: { id: listing.id }, select: { status: true } });
    const answer = await reply(real, 'POST', '/web/inventory/unlist', real.sellers[listing.seller].token, { ids: [listing.itemId] });
    assert.equal(answer.body.code, 0, `unlisting: ${answer.body.msg}`);
    const unlisted = answer.body.data.succeededCount === 1;
    strictly(() => assert.equal(unlisted, before.status === 'ON_SALE', `unlisting a ${before.status} listing: ${JSON.stringify(answer.body.data.failures)}`));
    count(unlisted ? 'Unlist' : 'Unlist refused');
    if (unlisted) {
      done('Unlist');
      endsOffersOn(model, listing);
    }
    await settle(model, real);
  }
  toString = () => `Unlist(#${this.pick})`;
}

/** A seller lists an item from the 未上架 tab again; at or under a buy order's price it is sold to that buy order at once. */
class Relist implements Cmd {
  constructor(
    readonly seller: number,
    readonly pick: number,
    readonly factor: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const items = await unlistedItems(real, this.seller);
    if (items.length === 0) {
      count('Relist (nothing unlisted)');
      await settle(model, real);
      return;
    }
    const item = pickFrom(items, this.pick);
    const price = priceAt(item.referencePrice, this.factor);
    // a seller whose trade was reversed has an ABNORMAL account: its items show, and cannot be listed
    const account = await accountStatus(real.sellers[this.seller]);
    const answer = await reply(real, 'POST', '/web/inventory/list', real.sellers[this.seller].token, { items: [{ id: item.id, price: yuanOf(price) }] });
    assert.equal(answer.body.code, 0, `listing: ${answer.body.msg}`);
    const listed = answer.body.data.succeededCount === 1;
    strictly(() => assert.equal(listed, account === 'NORMAL', `listing an item of the 未上架 tab (${account}): ${JSON.stringify(answer.body.data.failures)}`));
    count(listed ? 'Relist' : 'Relist refused');
    if (listed) {
      done('Relist');
      await robotSends(real);
      const row = await db().listing.findFirstOrThrow({
        where: { inventoryItemId: item.id },
        orderBy: { createdAt: 'desc' },
        select: { id: true, status: true },
      });
      model.listings.push({ id: row.id, itemId: item.id, seller: this.seller, price, reference: item.referencePrice, status: row.status });
    }
    await settle(model, real);
  }
  toString = () => `Relist(seller ${this.seller}, #${this.pick}, ×${this.factor})`;
}

/** The open buy orders a sale of `hashName` could fill, best first: the highest price, then the first placed, of buyers whose accounts can receive. */
const fillableBuyOrders = (model: Readonly<Model>, hashName: string) =>
  model.buyOrders
    .filter(
      (buyOrder) =>
        buyOrder.hashName === hashName &&
        buyOrder.status === 'OPEN' &&
        buyOrder.filled < buyOrder.quantity &&
        buyOrder.expiresAt > model.now &&
        model.receiving[buyOrder.buyer],
    )
    .sort((a, b) => b.price - a.price || (placedBefore(a, b) ? -1 : placedBefore(b, a) ? 1 : 0));

/**
 * What a buy order bids for: an item on sale (a repricing or a new listing at or under the bid fills
 * it), an item a seller holds unlisted (to sell to it), or any item of the run.
 */
type BidTarget = 'listed' | 'unlisted' | 'any';
function bidTarget(model: Readonly<Model>, target: BidTarget, pick: number): { hashName: string; reference: number } {
  const listed = modelListedOnSale(model);
  const onSale = new Set(listed.map((listing) => listing.itemId));
  const unlisted = model.items.filter((item) => !onSale.has(item.id));
  if (target === 'listed' && listed.length > 0) {
    const listing = pickFrom(listed, pick);
    return {
      hashName: model.items.find((item) => item.id === listing.itemId)?.hashName ?? pickFrom(model.items, pick).hashName,
      reference: listing.reference!,
    };
  }
  return pickFrom(target === 'unlisted' && unlisted.length > 0 ? unlisted : model.items, pick);
}

/** A buyer places a buy order for an item some seller holds (its money held from the deposit first); the step-up applies. */
class PlaceBuyOrder implements Cmd {
  constructor(
    readonly buyer: number,
    readonly target: BidTarget,
    readonly pick: number,
    readonly factor: number,
    readonly quantity: number,
    readonly days: number,
    readonly verifyFirst: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const item = bidTarget(model, this.target, this.pick);
    const price = priceAt(item.reference, this.factor);
    const buyer = real.buyers[this.buyer];
    await freshen(model, real, this.buyer, this.verifyFirst);
    const balance = expectedBalances(model)[this.buyer];
    const account = { status: await accountStatus(buyer) };
    // the book never crosses the market: a listing on sale at or under the bid is to be bought, not bid for
    const cheaper = await db().listing.findFirst({
      where: { status: 'ON_SALE', template: { hashName: item.hashName }, priceCents: { lte: price } },
      select: { id: true },
    });
    const answer = await reply(
      real,
      'POST',
      '/web/buyOrder',
      buyer.token,
      { hashName: item.hashName, price, quantity: this.quantity, steamAccountId: buyer.accountId, expiresInDays: this.days },
      { 'idempotency-key': randomUUID() },
    );
    if (!passedStepUp(model, this.buyer, answer, 'PlaceBuyOrder')) {
      await settle(model, real);
      return;
    }
    const amount = price * this.quantity;
    if (answer.body.code !== 0) {
      const reason =
        account.status !== 'NORMAL'
          ? 'account not usable'
          : cheaper
            ? 'a listing is as cheap'
            : balance.deposit + balance.withdrawable < amount
              ? 'too little'
              : 'raced';
      strictly(() => assert.notEqual(reason, 'raced', `placing a buy order of ${amount}: ${answer.body.msg}`));
      count(`PlaceBuyOrder refused: ${reason}`);
      await settle(model, real);
      return;
    }
    strictly(() =>
      assert.ok(account.status === 'NORMAL' && !cheaper && balance.deposit + balance.withdrawable >= amount, `a buy order of ${amount} was not refused`),
    );
    count('PlaceBuyOrder');
    done('PlaceBuyOrder');
    const row = await db().buyOrder.findUniqueOrThrow({ where: { buyOrderNo: answer.body.data.buyOrderNo } });
    const fromDeposit = together ? row.heldFromDepositCents : Math.min(balance.deposit, amount);
    model.placedBuyOrders += 1;
    model.buyOrders.push({
      id: row.id,
      no: row.buyOrderNo,
      buyer: this.buyer,
      hashName: item.hashName,
      price,
      quantity: this.quantity,
      filled: 0,
      seq: model.placedBuyOrders,
      placedAt: row.createdAt.getTime(),
      expiresAt: model.now + (row.expiresAt.getTime() - real.clock.now().getTime()),
      status: 'OPEN',
      cancelAsked: false,
      placed: amount,
      placedFromDeposit: fromDeposit,
      held: amount,
      heldFromDeposit: fromDeposit,
    });
    await settle(model, real);
  }
  toString = () =>
    `PlaceBuyOrder(buyer ${this.buyer}, ${this.target} item #${this.pick}, ×${this.factor}, ${this.quantity} for ${this.days} d${this.verifyFirst ? ', verifying' : ''})`;
}

/** Price-then-time priority among equal prices: earlier placed first, and among those placed in the same instant the smaller id (as the database orders them). */
function placedBefore(a: Pick<ModelBuyOrder, 'placedAt' | 'id'>, b: Pick<ModelBuyOrder, 'placedAt' | 'id'>): boolean {
  return a.placedAt < b.placedAt || (a.placedAt === b.placedAt && a.id < b.id);
}

const openBuyOrders = (model: Readonly<Model>) => model.buyOrders.filter((buyOrder) => buyOrder.status === 'OPEN');

/** A buyer cancels an open buy order: what is still held goes back. */
class CancelBuyOrder implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => openBuyOrders(model).length > 0;
  async run(model: Model, real: Real) {
    const buyOrder = pickFrom(openBuyOrders(model), this.pick);
    const before = await db().buyOrder.findUniqueOrThrow({ where: { id: buyOrder.id }, select: { status: true } });
    buyOrder.cancelAsked = true;
    const answer = await reply(real, 'POST', `/web/buyOrder/${buyOrder.no}/cancel`, real.buyers[buyOrder.buyer].token);
    const cancelled = answer.body.code === 0;
    strictly(() => assert.equal(cancelled, before.status === 'OPEN', `cancelling a ${before.status} buy order: ${answer.body.msg}`));
    count(cancelled ? 'CancelBuyOrder' : 'CancelBuyOrder refused');
    if (cancelled) done('CancelBuyOrder');
    await settle(model, real);
  }
  toString = () => `CancelBuyOrder(#${this.pick})`;
}

/** A seller sells an item of the 未上架 tab to the best buy order for it, at the price the page showed; the step-up applies. */
class SellToBuyOrder implements Cmd {
  constructor(
    readonly seller: number,
    readonly pick: number,
    readonly verifyFirst: boolean,
  ) {}
  check = (model: Readonly<Model>) => openBuyOrders(model).length > 0;
  async run(model: Model, real: Real) {
    // the seller named, else the next one holding an item somebody bids for
    let seller = this.seller;
    let wanted: Awaited<ReturnType<typeof unlistedItems>> = [];
    for (let tried = 0; tried < SELLERS && wanted.length === 0; tried += 1) {
      seller = (this.seller + tried) % SELLERS;
      if (!model.items.some((item) => item.seller === seller && fillableBuyOrders(model, item.hashName).length > 0)) continue;
      wanted = (await unlistedItems(real, seller)).filter((item) => fillableBuyOrders(model, item.hashName).length > 0);
    }
    if (wanted.length === 0) {
      count('SellToBuyOrder (no buy order for the items)');
      await settle(model, real);
      return;
    }
    const item = pickFrom(wanted, this.pick);
    const best = fillableBuyOrders(model, item.hashName)[0];
    const user = userIndex(seller);
    await freshen(model, real, user, this.verifyFirst);
    const account = await accountStatus(real.sellers[seller]);
    const answer = await reply(
      real,
      'POST',
      '/web/inventory/sellToBuyOrder',
      real.sellers[seller].token,
      { items: [{ id: item.id, price: yuanOf(best.price) }] },
      { 'idempotency-key': randomUUID() },
    );
    if (!passedStepUp(model, user, answer, 'SellToBuyOrder')) {
      await settle(model, real);
      return;
    }
    assert.equal(answer.body.code, 0, `selling to a buy order: ${answer.body.msg}`);
    const sold = answer.body.data.succeededCount === 1;
    strictly(() =>
      assert.equal(
        sold,
        account === 'NORMAL',
        `selling to buy order ${best.no} (${best.price}) from a ${account} account: ${JSON.stringify(answer.body.data.failures)}`,
      ),
    );
    count(sold ? 'SellToBuyOrder' : 'SellToBuyOrder refused');
    if (sold) {
      done('SellToBuyOrder');
      await robotSends(real);
    }
    await settle(model, real);
  }
  toString = () => `SellToBuyOrder(seller ${this.seller}, #${this.pick}${this.verifyFirst ? ', verifying' : ''})`;
}

/** Most open offers one buyer may have (bargain.service.ts). */
const OFFERS_MAX_OPEN = 10;

/** A buyer offers a price between the floor the listing page shows and the list price; the amount is held; the step-up applies. */
class MakeOffer implements Cmd {
  constructor(
    readonly buyer: number,
    readonly pick: number,
    readonly fraction: number,
    readonly verifyFirst: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.listings.some((listing) => listing.status === 'ON_SALE');
  async run(model: Model, real: Real) {
    const listing = pickFrom(
      model.listings.filter((candidate) => candidate.status === 'ON_SALE'),
      this.pick,
    );
    const buyer = real.buyers[this.buyer];
    const terms = await reply(real, 'GET', `/web/goods/bargainTerms?listingId=${listing.id}`, buyer.token);
    assert.equal(terms.body.code, 0, `the offer terms: ${terms.body.msg}`);
    const { allowed, floor, listPrice, refusal } = terms.body.data as { allowed: boolean; floor: number; listPrice: number; refusal: string | null };
    if (!allowed || floor >= listPrice) {
      count(`MakeOffer (not offered: ${refusal ?? 'no room'})`);
      await settle(model, real);
      return;
    }
    const price = floor + Math.floor((listPrice - 1 - floor) * this.fraction);
    await freshen(model, real, this.buyer, this.verifyFirst);
    const balance = expectedBalances(model)[this.buyer];
    const account = { status: await accountStatus(buyer) };
    const answer = await reply(
      real,
      'POST',
      '/web/bargain',
      buyer.token,
      { listingId: listing.id, price, steamAccountId: buyer.accountId },
      { 'idempotency-key': randomUUID() },
    );
    if (!passedStepUp(model, this.buyer, answer, 'MakeOffer')) {
      await settle(model, real);
      return;
    }
    if (answer.body.code !== 0) {
      const open = model.offers.filter((offer) => offer.buyer === this.buyer && offer.status === 'OPEN');
      const reason =
        account.status !== 'NORMAL'
          ? 'account not usable'
          : open.some((offer) => offer.listingId === listing.id)
            ? 'one open already'
            : open.length >= OFFERS_MAX_OPEN
              ? 'too many'
              : balance.deposit + balance.withdrawable < price
                ? 'too little'
                : 'raced';
      strictly(() => assert.notEqual(reason, 'raced', `offering ${price} for ${listPrice}: ${answer.body.msg}`));
      count(`MakeOffer refused: ${reason}`);
      await settle(model, real);
      return;
    }
    count('MakeOffer');
    done('MakeOffer');
    const row = await db().bargain.findUniqueOrThrow({ where: { bargainNo: answer.body.data.bargainNo } });
    strictly(() => assert.equal(row.listPriceCents, listing.price, 'the offer is for the listing’s price'));
    const fromDeposit = together ? row.heldFromDepositCents : Math.min(balance.deposit, price);
    model.offers.push({
      id: row.id,
      no: row.bargainNo,
      buyer: this.buyer,
      seller: listing.seller,
      listingId: listing.id,
      price,
      listPrice: row.listPriceCents,
      expiresAt: model.now + (row.expiresAt.getTime() - real.clock.now().getTime()),
      status: 'OPEN',
      acceptAsked: false,
      declineAsked: false,
      cancelAsked: false,
      listingMoved: false,
      receiverGone: false,
      placed: price,
      placedFromDeposit: fromDeposit,
      held: price,
      heldFromDeposit: fromDeposit,
    });
    await settle(model, real);
  }
  toString = () => `MakeOffer(buyer ${this.buyer}, #${this.pick}, ${this.fraction}${this.verifyFirst ? ', verifying' : ''})`;
}

const openOffers = (model: Readonly<Model>) => model.offers.filter((offer) => offer.status === 'OPEN');

/** The seller accepts an open offer (an order paid from the hold; the step-up applies) or declines it (the hold goes back). */
class AnswerOffer implements Cmd {
  constructor(
    readonly pick: number,
    readonly accept: boolean,
    readonly verifyFirst: boolean,
  ) {}
  check = (model: Readonly<Model>) => openOffers(model).length > 0;
  async run(model: Model, real: Real) {
    const offer = pickFrom(openOffers(model), this.pick);
    const user = userIndex(offer.seller);
    const name = this.accept ? 'AcceptOffer' : 'DeclineOffer';
    if (this.accept) await freshen(model, real, user, this.verifyFirst);
    const before = await db().bargain.findUniqueOrThrow({ where: { id: offer.id }, select: { status: true, expiresAt: true } });
    const listing = await db().listing.findUniqueOrThrow({ where: { id: offer.listingId }, select: { status: true } });
    if (this.accept) offer.acceptAsked = true;
    else offer.declineAsked = true;
    const answer = await reply(real, 'POST', `/web/bargain/${offer.no}/${this.accept ? 'accept' : 'decline'}`, real.sellers[offer.seller].token);
    if (this.accept && !passedStepUp(model, user, answer, name)) {
      await settle(model, real);
      return;
    }
    const waiting = before.status === 'OPEN' && before.expiresAt.getTime() > real.clock.now().getTime();
    const allowed = waiting && (!this.accept || (listing.status === 'ON_SALE' && model.receiving[offer.buyer]));
    const answered = answer.body.code === 0;
    strictly(() => assert.equal(answered, allowed, `${name} of a ${before.status} offer on a ${listing.status} listing: ${answer.body.msg}`));
    count(answered ? name : `${name} refused`);
    if (answered) {
      done(name);
      await robotSends(real);
    }
    await settle(model, real);
  }
  toString = () => `${this.accept ? 'AcceptOffer' : 'DeclineOffer'}(#${this.pick}${this.verifyFirst ? ', verifying' : ''})`;
}

/** The buyer withdraws an open offer: the hold goes back. */
class CancelOffer implements Cmd {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => openOffers(model).length > 0;
  async run(model: Model, real: Real) {
    const offer = pickFrom(openOffers(model), this.pick);
    const before = await db().bargain.findUniqueOrThrow({ where: { id: offer.id }, select: { status: true, expiresAt: true } });
    offer.cancelAsked = true;
    const answer = await reply(real, 'POST', `/web/bargain/${offer.no}/cancel`, real.buyers[offer.buyer].token);
    const waiting = before.status === 'OPEN' && before.expiresAt.getTime() > real.clock.now().getTime();
    const cancelled = answer.body.code === 0;
    strictly(() => assert.equal(cancelled, waiting, `withdrawing a ${before.status} offer: ${answer.body.msg}`));
    count(cancelled ? 'CancelOffer' : 'CancelOffer refused');
    if (cancelled) done('CancelOffer');
    await settle(model, real);
  }
  toString = () => `CancelOffer(#${this.pick})`;
}

/**
 * The concurrent mode: several users' commands at once, aimed at the same pick (so the same listing,
 * order, buy order or offer where their candidates overlap). Each may lose its race with a clean
 * refusal; the jobs then run and every invariant is checked on the quiet system.
 */
class Together implements Cmd {
  constructor(readonly commands: Cmd[]) {}
  check = (model: Readonly<Model>) => this.commands.filter((command) => command.check(model)).length >= 2;
  async run(model: Model, real: Real) {
    const ready = this.commands.filter((command) => command.check(model));
    together = true;
    let outcomes: PromiseSettledResult<void>[];
    try {
      outcomes = await Promise.allSettled(ready.map((command) => command.run(model, real)));
    } finally {
      together = false;
    }
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    count('Together');
    done('Together');
    await runDue(real);
    await observeAndCheck(model, real, true);
  }
  toString = () => `Together(${this.commands.map(String).join(' | ')})`;
}

export function commandArbitraries(concurrent: boolean): fc.Arbitrary<Cmd>[] {
  const buyer = fc.nat({ max: BUYERS - 1 });
  const seller = fc.nat({ max: SELLERS - 1 });
  const user = fc.nat({ max: BUYERS + SELLERS - 1 });
  const pick = fc.nat({ max: 99 });
  const verifying = fc.boolean();
  const priceFactor = fc.constantFrom(...PRICE_FACTORS);
  const buy = (pay: 'balance' | 'alipay', picks: fc.Arbitrary<number[]>) =>
    fc.tuple(buyer, picks, verifying).map(([who, chosen, verifyFirst]) => new Buy(who, pay, chosen, verifyFirst) as Cmd);
  const advance = fc.constantFrom(...(Object.keys(STEPS) as (keyof typeof STEPS)[])).map((step) => new Advance(step) as Cmd);
  const placeBuyOrder = (
    item: fc.Arbitrary<number>,
    targets: fc.Arbitrary<'listed' | 'unlisted' | 'any'> = fc.constantFrom('listed' as const, 'unlisted' as const, 'any' as const),
  ) =>
    fc
      .tuple(buyer, targets, item, fc.constantFrom(...BID_FACTORS), fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 }), verifying)
      .map(([who, target, p, factor, quantity, days, verifyFirst]) => new PlaceBuyOrder(who, target, p, factor, quantity, days, verifyFirst) as Cmd);
  const makeOffer = (listing: fc.Arbitrary<number>) =>
    fc
      .tuple(buyer, listing, fc.double({ min: 0, max: 1, noNaN: true }), verifying)
      .map(([who, p, fraction, verifyFirst]) => new MakeOffer(who, p, fraction, verifyFirst) as Cmd);
  // commands of several users aimed at the same pick: the races of a busy market
  const racers = (p: number) => {
    const same = fc.constant(p);
    return fc.oneof(
      buy('balance', fc.constant([p])),
      buy('alipay', fc.constant([p])),
      fc.oneof(priceFactor, fc.constant('meetBid' as const)).map((factor) => new Reprice(p, factor) as Cmd),
      fc.constant(new Unlist(p) as Cmd),
      fc.tuple(seller, priceFactor).map(([who, factor]) => new Relist(who, p, factor) as Cmd),
      fc.constantFrom('buyer' as const, 'seller' as const).map((by) => new Cancel(by, p) as Cmd),
      fc.constant(new Deliver(p, true) as Cmd),
      fc.constant(new Confirm(p, false, true) as Cmd),
      placeBuyOrder(same),
      fc.constant(new CancelBuyOrder(p) as Cmd),
      seller.map((who) => new SellToBuyOrder(who, p, true) as Cmd),
      makeOffer(same),
      fc.boolean().map((accept) => new AnswerOffer(p, accept, true) as Cmd),
      fc.constant(new CancelOffer(p) as Cmd),
      fc.tuple(user, fc.constantFrom('all' as const, 'half' as const, 'min' as const)).map(([who, share]) => new Withdraw(who, share, true) as Cmd),
    );
  };
  const togetherCommand = pick.chain((p) => fc.array(racers(p), { minLength: 2, maxLength: 4 })).map((commands) => new Together(commands) as Cmd);
  // fc.commands picks evenly among these: the common steps are listed more than once
  return [
    fc
      .tuple(buyer, fc.integer({ min: 1_000, max: 60_000 }), fc.constantFrom('DEPOSIT' as const, 'WITHDRAWABLE' as const))
      .map(([who, amount, account]) => new Fund(who, amount, account)),
    buy('balance', fc.array(pick, { minLength: 1, maxLength: 2 })),
    buy('balance', fc.array(pick, { minLength: 1, maxLength: 2 })),
    buy('alipay', fc.array(pick, { minLength: 1, maxLength: 2 })),
    pick.map((p) => new Pay(p)),
    pick.map((p) => new PayLost(p)),
    pick.map((p) => new Renotify(p)),
    fc
      .tuple(
        buyer,
        fc.constantFrom('ACCEPT', 'DECLINE', 'COUNTER', 'IGNORE', 'ESCROW', 'REVERSE', 'CANCEL_CONFIRMATION') as fc.Arbitrary<CounterpartyBehaviour>,
      )
      .map(([who, behaviour]) => new SetBehaviour(who, behaviour)),
    fc.tuple(pick, verifying).map(([p, verifyFirst]) => new Deliver(p, verifyFirst)),
    fc.tuple(pick, verifying).map(([p, verifyFirst]) => new Deliver(p, verifyFirst)),
    fc.tuple(pick, fc.boolean(), verifying).map(([p, refuse, verifyFirst]) => new Confirm(p, refuse, verifyFirst)),
    fc.tuple(pick, fc.boolean(), verifying).map(([p, refuse, verifyFirst]) => new Confirm(p, refuse, verifyFirst)),
    fc.tuple(fc.constantFrom('buyer' as const, 'seller' as const), pick).map(([by, p]) => new Cancel(by, p)),
    pick.map((p) => new ReverseTrade(p)),
    fc
      .tuple(user, fc.constantFrom('all' as const, 'half' as const, 'min' as const), verifying)
      .map(([who, share, verifyFirst]) => new Withdraw(who, share, verifyFirst)),
    fc.tuple(user, fc.boolean()).map(([who, failing]) => new SetPayee(who, failing)),
    user.map((who) => new VerifySession(who)),
    fc.tuple(buyer, fc.integer({ min: 500, max: 60_000 })).map(([who, amount]) => new Recharge(who, amount)),
    pick.map((p) => new PayRecharge(p)),
    pick.map((p) => new RenotifyRecharge(p)),
    fc.tuple(pick, priceFactor).map(([p, factor]) => new Reprice(p, factor)),
    pick.map((p) => new Reprice(p, 'meetBid')),
    // a listing repriced down to a bid fills it only when someone bids on an item on sale: both are drawn more often
    placeBuyOrder(pick, fc.constant('listed' as const)),
    pick.map((p) => new Reprice(p, 'meetBid')),
    pick.map((p) => new Unlist(p)),
    fc.tuple(seller, pick, priceFactor).map(([who, p, factor]) => new Relist(who, p, factor)),
    placeBuyOrder(pick),
    pick.map((p) => new CancelBuyOrder(p)),
    fc.tuple(seller, pick, verifying).map(([who, p, verifyFirst]) => new SellToBuyOrder(who, p, verifyFirst)),
    // a buy order waits only until a listing meets it, its buyer cancels it or its day or two pass: selling to one is drawn more often
    fc.tuple(seller, pick).map(([who, p]) => new SellToBuyOrder(who, p, true)),
    fc.tuple(seller, pick).map(([who, p]) => new SellToBuyOrder(who, p, true)),
    makeOffer(pick),
    fc.tuple(pick, fc.boolean(), verifying).map(([p, accept, verifyFirst]) => new AnswerOffer(p, accept, verifyFirst)),
    // an offer waits for its seller only while its listing stays put and its day lasts: accepting is drawn more often
    fc.tuple(pick, verifying).map(([p, verifyFirst]) => new AnswerOffer(p, true, verifyFirst)),
    fc.tuple(pick, verifying).map(([p, verifyFirst]) => new AnswerOffer(p, true, verifyFirst)),
    pick.map((p) => new CancelOffer(p)),
    pick.map((p) => new CancelOffer(p)),
    fc.tuple(pick, verifying).map(([p, verifyFirst]) => new AnswerOffer(p, false, verifyFirst)),
    advance,
    advance,
    advance,
    ...(concurrent ? [togetherCommand, togetherCommand, togetherCommand] : []),
  ];
}

// -------------------------------------------------------------------------------------------------
// The world of one run: fresh users on the shared app

async function party(api: TestApp, prefix: string, inventorySize: number, runs: number): Promise<Party> {
  const user = await api.signIn();
  const accountName = `${prefix}_${runs}_${randomUUID().slice(0, 8)}`;
  const password = `pw-${accountName}!`;
  const steam = await api.steam.createAccount({ accountName, password, inventorySize, seed: accountName });
  const bound = await api.call('POST', '/web/steam/accounts', { token: user.token, body: { mafile: steam.mafileJson, password } });
  assert.equal(bound.body.code, 0, `binding ${accountName}: ${bound.body.msg}`);
  return { token: user.token, userId: user.userId, steamId: steam.steamId, accountId: bound.body.data.account.id, phone: user.phone };
}

/** Lists a seller's first LISTINGS_PER_SELLER items at their reference price; answers the listings and every item the seller holds. */
async function listSome(api: TestApp, party: Party, seller: number): Promise<{ listings: ModelListing[]; items: ModelItem[] }> {
  await api.jobs.runDue();
  const answer = await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: party.token });
  const held = (answer.body.data.list as { id: string; hashName: string; referencePrice: number | null; tradable: boolean }[]).filter(
    (item): item is { id: string; hashName: string; referencePrice: number; tradable: boolean } => item.referencePrice !== null && item.tradable,
  );
  const listable = held.slice(0, LISTINGS_PER_SELLER);
  assert.equal(listable.length, LISTINGS_PER_SELLER, 'enough listable items');
  const listed = await api.call('POST', '/web/inventory/list', {
    token: party.token,
    body: { items: listable.map((item) => ({ id: item.id, multiplier: 1 })) },
  });
  assert.equal(listed.body.data.succeededCount, LISTINGS_PER_SELLER);
  const rows = await db().listing.findMany({ where: { inventoryItemId: { in: listable.map((item) => item.id) }, status: 'ON_SALE' }, orderBy: { id: 'asc' } });
  return {
    listings: rows.map((row) => ({
      id: row.id,
      itemId: row.inventoryItemId!,
      seller,
      price: row.priceCents,
      reference: listable.find((item) => item.id === row.inventoryItemId)!.referencePrice,
      status: row.status,
    })),
    items: held.map((item) => ({ id: item.id, seller, hashName: item.hashName, reference: item.referencePrice })),
  };
}

/** The buyer's company signs the recharge contract at the simulated Alipay's signing page. */
async function signRechargeContract(api: TestApp, buyer: Party) {
  const filled = await api.call('POST', '/web/recharge/contract', {
    token: buyer.token,
    body: { companyName: '模型测试有限公司', creditCode: newEnterpriseCreditCode() },
  });
  assert.equal(filled.body.code, 0, `the contract form: ${filled.body.msg}`);
  await pressButton(api, (filled.body.data as { signUrl: string }).signUrl, 'sign');
  await api.jobs.runDue();
}

/** BUYERS buyers with bound simulated accounts (accepting by default), a robot shop and ordinary sellers with listings and more items unlisted. */
export async function newWorld(api: TestApp, clock: ControlledClock, run: number): Promise<{ model: Model; real: Real }> {
  const buyers: Party[] = [];
  for (let index = 0; index < BUYERS; index += 1) buyers.push(await party(api, 'mb', 1, run));
  const sellers: Party[] = [];
  // a few spare items: some of the catalogue has no reference price or is not tradable yet
  for (let index = 0; index < SELLERS; index += 1)
    sellers.push(await party(api, index === 0 ? 'mr' : 'mo', (LISTINGS_PER_SELLER + UNLISTED_PER_SELLER) * 2, run));
  const typed = await api.call('PUT', `/web/steam/accounts/${sellers[0].accountId}`, { token: sellers[0].token, body: { type: 'ROBOT' } });
  assert.equal(typed.body.code, 0);
  for (const buyer of buyers) await api.steam.setBehaviour(buyer.steamId, 'ACCEPT', behaviourOptions('ACCEPT'));
  for (const buyer of buyers) await signRechargeContract(api, buyer);
  const listings: ModelListing[] = [];
  const items: ModelItem[] = [];
  for (const [index, seller] of sellers.entries()) {
    const listed = await listSome(api, seller, index);
    listings.push(...listed.listings);
    items.push(...listed.items);
  }
  const funded = partiesOf({ buyers, sellers } as Real).map(zero);
  for (const [index, buyer] of buyers.entries()) {
    for (const [kind, amount] of [
      ['DEPOSIT', 30_000],
      ['WITHDRAWABLE', 10_000],
    ] as const) {
      await fund(buyer.userId, kind, amount);
      funded[index][kind === 'DEPOSIT' ? 'deposit' : 'withdrawable'] += amount;
    }
  }
  const model: Model = {
    funded,
    behaviours: buyers.map(() => 'ACCEPT'),
    orders: [],
    listings,
    items,
    buyOrders: [],
    offers: [],
    now: 0,
    withdrawals: [],
    payeeFailing: funded.map(() => false),
    recharges: [],
    verifiedAt: funded.map(() => 0),
    receiving: buyers.map(() => true),
    placedBuyOrders: 0,
  };
  const knownDifferences = new Set((await reconcileLedger()).differences.map((difference) => JSON.stringify(difference)));
  return { model, real: { api, clock, buyers, sellers, run, knownDifferences } };
}

/** After the commands: the clock runs on far enough for every order to end; each ends as the steps explain, and the money is where it ends. */
export async function drain(model: Model, real: Real): Promise<void> {
  for (const step of ['12 h', '7 days', '7 days', '7 days'] as const) {
    await moveClock(model, real, STEPS[step]);
    await runDue(real);
    await observeAndCheck(model, real);
  }
  for (const order of model.orders) assert.ok(TERMINAL(order.statusDes), `order ${order.no} is still ${order.statusDes} after 21 days`);
  for (const withdrawal of model.withdrawals)
    assert.notEqual(withdrawal.phase, 'PROCESSING', `withdrawal ${withdrawal.serialNo} is still processing after 21 days`);
  for (const buyOrder of model.buyOrders) assert.notEqual(buyOrder.status, 'OPEN', `buy order ${buyOrder.no} is still open after 21 days`);
  for (const offer of model.offers) assert.notEqual(offer.status, 'OPEN', `offer ${offer.no} is still open after 21 days`);
  // every committed order transition, ledger entry and message of the run has its event (api/modules/events)
  const userIds = partiesOf(real).map((party) => party.userId);
  assert.deepEqual(await changesWithoutTheirEvents(userIds), [], 'every change has its event in the log');
}

export type ModelRunOptions = {
  api: TestApp;
  clock: ControlledClock;
  numRuns: number;
  maxCommands: number;
  /** after the runs, more rounds of `numRuns` runs until at least this many steps executed (a run's length is random) */
  minSteps?: number;
  /** after `minSteps`, one more run at a time while one of these kinds has not succeeded yet (a rare one's chance in a round is random) */
  coverKinds?: readonly string[];
  /** at most this many such runs (default 8): they stop as soon as every kind succeeded */
  coverRuns?: number;
  /** Together steps: several users' commands at once (PostgreSQL) */
  concurrent?: boolean;
  seed?: number;
  path?: string;
};

/**
 * Runs the property in rounds of `numRuns` runs until `minSteps` steps executed; answers how many
 * runs and steps it made. Throws fast-check's report (seed, path, shrunk steps) on a failure: with
 * MODEL_SEED a round replays that seed (and MODEL_PATH that counterexample).
 */
export async function runOrderModel(options: ModelRunOptions): Promise<{ runs: number; steps: number }> {
  const total = { runs: 0, steps: 0 };
  let coverRounds = 0;
  const uncovered = () => (options.coverKinds ?? []).some((kind) => !succeeded.has(kind));
  for (;;) {
    // a round to cover a kind still missing is one run: enough for a rare kind, short enough for the suite's time
    const round = await runRound(coverRounds > 0 ? { ...options, numRuns: 1 } : options, total.runs);
    total.runs += round.runs;
    total.steps += round.steps;
    if (options.seed !== undefined) break;
    if (total.steps < (options.minSteps ?? 0)) continue;
    if (coverRounds < (options.coverRuns ?? 8) && uncovered()) coverRounds += 1;
    else break;
  }
  return total;
}

async function runRound(options: ModelRunOptions, runsBefore: number): Promise<{ runs: number; steps: number }> {
  let runs = runsBefore;
  let firstFailure = false;
  let steps = 0;
  const commands = commandArbitraries(options.concurrent ?? false);
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: options.maxCommands, size: 'max' }), async (cmds) => {
      runs += 1;
      const t0 = performance.now();
      const world = await newWorld(options.api, options.clock, runs);
      const t1 = performance.now();
      const before = stepsRun();
      try {
        await fc.asyncModelRun(() => world, cmds);
        await drain(world.model, world.real);
      } catch (error) {
        // shrinking replays shorter runs on the same database: the first failure is the one to read
        if (!firstFailure) {
          firstFailure = true;
          console.error(`the order model's first failure (run ${runs}): ${error instanceof Error ? error.message : error}`);
        }
        throw error;
      }
      const t2 = performance.now();
      steps += stepsRun() - before;
      if (process.env.MODEL_DEBUG)
        console.log(`run ${runs}: world ${Math.round(t1 - t0)} ms, ${stepsRun() - before} steps and the drain ${Math.round(t2 - t1)} ms`);
    }),
    { numRuns: options.numRuns, seed: options.seed, path: options.path, endOnFailure: false, verbose: 1 },
  );
  return { runs: runs - runsBefore, steps };
}
