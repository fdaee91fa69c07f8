// A model-based test of the whole money and order system (issue 11 point 7, DESIGN.md §8: what
// TigerBeetle's randomised simulation does for its ledger). fast-check plays random sequences of
// commands through the real app (REST, the simulated Alipay's cashier and notifications, the simulated
// Steam, the controlled clock and the job queue) and after EVERY step checks:
// - the ledger: no user account negative, every unit sums to zero, every balance equals its entries
//   (reconcileLedger());
// - the listings: none in two orders that have not failed, none SOLD without an open or successful
//   order, none RESERVED without an unpaid one, none back on sale with an open one;
// - every order's money is where its status says (orderStateMachine.ts MONEY_LOCATION): the escrow
//   holds exactly the prices of the orders in escrow states, each seller's FROZEN the proceeds of its
//   PROTECTED orders, its WITHDRAWABLE those of its TRADE_SUCCESSFUL ones, the fee account the fees of
//   both, and every failed paid order was refunded exactly once to where the money came from (the
//   deposit/withdrawable split of a balance payment, one Alipay refund of the price for Alipay);
// - withdrawals (issue 12): each frozen once, then paid (payout and fee) or returned exactly once as its
//   status says; paid only if its payee was at some time set to be paid, failed only if it was set to fail;
// - recharges (issue 12): one paid at the cashier, or whose notification came after its cashier closed,
//   credited to the deposit exactly once however often the notification is delivered, an unpaid one never;
// - the model's balances of every user (deposit, withdrawable, frozen, points) equal the ledger's;
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
const LISTINGS_PER_SELLER = 3;
const BUYERS = 2;
/** STEP_UP_WINDOW_SECONDS's default: a login or an SMS verification lets a session spend the balance and withdraw for 30 minutes. */
const STEP_UP_MS = 30 * MINUTE;

/** The fee of a price: round half up of price × rate (SPEC §5), computed here apart from the code under test. */
export const modelFee = (price: number) => Math.floor((price * FEE_RATE_BPS + 5_000) / 10_000);

// -------------------------------------------------------------------------------------------------
// The model

type SellerKind = 'robot' | 'ordinary';
type Phase = 'UNPAID' | 'ESCROW' | 'PROTECTED' | 'SETTLED' | 'REFUNDED' | 'CANCELLED';
type Money = { deposit: number; withdrawable: number; frozen: number; points: number };

/** `lost`: paid at the cashier while every notification was lost (SIM_PAY_DROP_NOTIFY), not yet seen by the market: a redelivery or the deadline's trade query must find it. */
type ModelPayment = { payUrl: string; orderNos: string[]; expiresAt: number; paid: boolean; cancelled: boolean; latePaid: boolean; lost: boolean };

type ModelOrder = {
  no: string;
  buyer: number;
  seller: SellerKind;
  listing: number;
  price: number;
  fee: number;
  pay: 'balance' | 'alipay';
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

type ModelListing = { id: string; seller: SellerKind; price: number; status: string };

export type Model = {
  /** money each user was given: buyers 0..BUYERS-1, then the robot seller, then the ordinary one */
  funded: Money[];
  behaviours: CounterpartyBehaviour[];
  orders: ModelOrder[];
  listings: ModelListing[];
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
  robot: Party;
  ordinary: Party;
  run: number;
  /** differences the ledger already had when the run began (an earlier run broke it): only new ones fail this run, so it shrinks to its own steps */
  knownDifferences: Set<string>;
};

const userIndex = (seller: SellerKind) => (seller === 'robot' ? BUYERS : BUYERS + 1);
const zero = (): Money => ({ deposit: 0, withdrawable: 0, frozen: 0, points: 0 });

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
    if (order.phase === 'PROTECTED') seller.frozen += proceeds;
    if (order.phase === 'SETTLED') {
      seller.withdrawable += proceeds;
      buyer.points += Math.floor(order.price / 100);
    }
  }
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
  if (order.seller === 'ordinary' && !order.confirmed) ends.add('SELLER_SHIPMENT_TIMEOUT');
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
// Counting what ran (the script prints it)
//
// The due jobs run when the clock moves (Advance) and after a payment (its notification is a job): a
// server runs them at once, but nothing the model checks differs when they run a moment later, and
// the job queue's round is the costliest part of a step on the embedded database.

export const executed = new Map<string, number>();
const count = (name: string) => executed.set(name, (executed.get(name) ?? 0) + 1);
/** Commands run so far (all runs). */
export const stepsRun = () => [...executed.values()].reduce((sum, n) => sum + n, 0);

// -------------------------------------------------------------------------------------------------
// Observing the system and checking it

export const timings = { jobs: 0, observe: 0, ledger: 0 };
async function runDue(real: Real) {
  const started = performance.now();
  await real.api.jobs.runDue();
  timings.jobs += performance.now() - started;
}

/** Reads the run's orders and listings into the model (checking each move is one the model allows), then every invariant. */
export async function observeAndCheck(model: Model, real: Real): Promise<void> {
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
    const where = `order ${order.no} (${order.pay}, ${order.seller} seller) ${order.statusDes} -> ${des}`;
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
  const listings = await db().listing.findMany({ where: { id: { in: model.listings.map((listing) => listing.id) } }, select: { id: true, status: true } });
  for (const listing of listings) model.listings.find((known) => known.id === listing.id)!.status = listing.status;

  const started = performance.now();
  await checkInvariants(model, real);
  timings.observe += performance.now() - started;
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
  const users = [...real.buyers, real.robot, real.ordinary];
  for (const [index, user] of users.entries()) {
    const actual = await balancesOf(db() as never, user.userId);
    const name = index < BUYERS ? `buyer ${index}` : index === BUYERS ? 'robot seller' : 'ordinary seller';
    assert.deepEqual(
      { deposit: Number(actual.deposit), withdrawable: Number(actual.withdrawable), frozen: Number(actual.frozen), points: Number(actual.points) },
      expected[index],
      `${name}'s balances`,
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
  for (const seller of [real.robot, real.ordinary]) {
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
    if (order.pay === 'balance') {
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
    await observeAndCheck(model, real);
  }
  toString = () => `Fund(buyer ${this.buyer}, ${this.amount} to ${this.account})`;
}

/** Buys one or two listings on sale, by balance (refused unless the balance covers the total) or by Alipay. */
class Buy implements Cmd {
  constructor(
    readonly buyer: number,
    readonly pay: 'balance' | 'alipay',
    readonly picks: number[],
  ) {}
  private chosen: ModelListing[] = [];
  check = (model: Readonly<Model>) => model.listings.some((listing) => listing.status === 'ON_SALE');
  async run(model: Model, real: Real) {
    count(`Buy(${this.pay})`);
    const onSale = model.listings.filter((listing) => listing.status === 'ON_SALE');
    this.chosen = [...new Set(this.picks.map((pick) => pickFrom(onSale, pick)))];
    const total = this.chosen.reduce((sum, listing) => sum + listing.price, 0);
    const buyer = real.buyers[this.buyer];
    const balance = expectedBalances(model)[this.buyer];
    // the Steam standing is the simulated Steam's, not the model's: a trade hold (ESCROW) makes the account NOT_SELLABLE at its next refresh
    const account = await db().steamAccount.findUniqueOrThrow({ where: { id: buyer.accountId }, select: { status: true } });
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
    if (this.pay === 'balance' && !stepUpFresh(model, this.buyer)) {
      count('Buy(balance) refused: step-up');
      assert.equal(answer.body.code, 4031, `a balance purchase from a session verified ${model.now - model.verifiedAt[this.buyer]} ms ago: ${answer.body.msg}`);
    } else if (account.status !== 'NORMAL') {
      count('Buy refused: account not usable');
      assert.notEqual(answer.body.code, 0, `a purchase to a ${account.status} account was not refused`);
    } else if (this.pay === 'balance' && balance.deposit + balance.withdrawable < total) {
      count('Buy(balance) refused: too little');
      assert.notEqual(answer.body.code, 0, `a purchase of ${total} with ${balance.deposit + balance.withdrawable} was not refused`);
    } else {
      assert.equal(answer.body.code, 0, `the purchase was refused: ${answer.body.msg}`);
      const placed: { orderNo: string; statusDes: string }[] = answer.body.data.orders;
      assert.equal(placed.length, this.chosen.length);
      const rows = await db().order.findMany({ where: { orderNo: { in: placed.map((order) => order.orderNo) } }, select: { orderNo: true, listingId: true } });
      let deposit = balance.deposit;
      const payment: ModelPayment | null =
        this.pay === 'alipay'
          ? { payUrl: answer.body.data.payUrl, orderNos: [], expiresAt: model.now + PAYMENT_MS, paid: false, cancelled: false, latePaid: false, lost: false }
          : null;
      for (const placedOrder of placed) {
        const listingId = rows.find((row) => row.orderNo === placedOrder.orderNo)!.listingId;
        const listing = this.chosen.find((chosen) => chosen.id === listingId)!;
        const fromDeposit = this.pay === 'balance' ? Math.min(deposit, listing.price) : 0;
        deposit -= fromDeposit;
        payment?.orderNos.push(placedOrder.orderNo);
        model.orders.push({
          no: placedOrder.orderNo,
          buyer: this.buyer,
          seller: listing.seller,
          listing: model.listings.indexOf(listing),
          price: listing.price,
          fee: modelFee(listing.price),
          pay: this.pay,
          fromDeposit,
          fromWithdrawable: this.pay === 'balance' ? listing.price - fromDeposit : 0,
          payment,
          phase: this.pay === 'balance' ? 'ESCROW' : 'UNPAID',
          statusDes: this.pay === 'balance' ? 'SELLER_DELIVERING' : 'WAITING_PAYMENT',
          behaviours: new Set([model.behaviours[this.buyer]]),
          buyerCancelled: false,
          sellerCancelled: false,
          refusedConfirmation: false,
          delivered: false,
          confirmed: false,
          reversed: false,
          paidAt: null,
        });
        assert.equal(placedOrder.statusDes, this.pay === 'balance' ? 'SELLER_DELIVERING' : 'WAITING_PAYMENT');
      }
    }
    // a robot shop sends the offer at once (a job): run it now, or a long jump of the clock would find the shipment deadline first
    if (model.orders.some((order) => order.seller === 'robot' && order.phase === 'ESCROW' && order.statusDes === 'SELLER_DELIVERING')) await runDue(real);
    await observeAndCheck(model, real);
  }
  toString = () =>
    `Buy(buyer ${this.buyer}, ${this.pay}, ${this.chosen.length ? this.chosen.map((l) => `${l.seller}:${l.price}`).join('+') : this.picks.join('+')})`;
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
    const payment = pickFrom(unpaidPayments(model), this.pick);
    await pressButton(real.api, payment.payUrl, 'pay');
    payment.paid = true;
    for (const order of model.orders) if (order.payment === payment) order.behaviours.add(model.behaviours[order.buyer]);
    await runDue(real);
    await observeAndCheck(model, real);
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
    await observeAndCheck(model, real);
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
    const order = await db().order.findUniqueOrThrow({ where: { orderNo: payment.orderNos[0] }, select: { paymentId: true } });
    const row = await db().payment.findUniqueOrThrow({ where: { id: order.paymentId! } });
    const answer = await notify(real.api, alipayForm(row, real.clock.now()));
    assert.equal(answer.body, 'success', `the notification was answered ${answer.body}`);
    if (!payment.paid) payment.latePaid = true;
    payment.lost = false;
    await runDue(real);
    await observeAndCheck(model, real);
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
    const yuan = (this.amount / 100).toFixed(2);
    const answer = await reply(real, 'POST', '/web/recharge', real.buyers[this.buyer].token, { amount: yuan }, { 'idempotency-key': randomUUID() });
    assert.equal(answer.body.code, 0, `recharging ${yuan}: ${answer.body.msg}`);
    const { outTradeNo, payUrl } = answer.body.data as { outTradeNo: string; payUrl: string };
    model.recharges.push({ outTradeNo, payUrl, user: this.buyer, amount: this.amount, expiresAt: model.now + RECHARGE_PAYMENT_MS, paid: false });
    await observeAndCheck(model, real);
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
    const recharge = pickFrom(payableRecharges(model), this.pick);
    await pressButton(real.api, recharge.payUrl, 'pay');
    recharge.paid = true;
    await runDue(real);
    await observeAndCheck(model, real);
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
    const row = await db().payment.findUniqueOrThrow({ where: { outTradeNo: recharge.outTradeNo } });
    const answer = await notify(real.api, alipayForm(row, real.clock.now()));
    assert.equal(answer.body, 'success', `the notification was answered ${answer.body}`);
    recharge.paid = true;
    await runDue(real);
    await observeAndCheck(model, real);
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
    await real.api.steam.setBehaviour(real.buyers[this.buyer].steamId, this.behaviour, behaviourOptions(this.behaviour));
    model.behaviours[this.buyer] = this.behaviour;
    for (const order of openOrders(model, (order) => order.buyer === this.buyer)) order.behaviours.add(this.behaviour);
    await observeAndCheck(model, real);
  }
  toString = () => `SetBehaviour(buyer ${this.buyer}, ${this.behaviour})`;
}

const realOrder = (no: string) => db().order.findUniqueOrThrow({ where: { orderNo: no } });

/** The ordinary seller presses 发货: allowed only while the order waits for delivery and has no offer. */
class Deliver implements Cmd {
  constructor(readonly pick: number) {}
  private candidates = (model: Readonly<Model>) => openOrders(model, (order) => order.seller === 'ordinary' && order.phase === 'ESCROW' && !order.delivered);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const order = pickFrom(this.candidates(model), this.pick);
    const before = await realOrder(order.no);
    const answer = await reply(real, 'POST', `/web/order/${order.no}/deliver`, real.ordinary.token);
    if (!stepUpFresh(model, userIndex('ordinary'))) {
      // the item would leave the seller's Steam account: a session verified by SMS recently, or nothing happens
      count('Deliver refused: step-up');
      assert.equal(answer.body.code, 4031, `发货 from a session verified ${model.now - model.verifiedAt[userIndex('ordinary')]} ms ago: ${answer.body.msg}`);
      assert.equal((await realOrder(order.no)).offerId, before.offerId, '发货 refused for the step-up made an offer');
      await observeAndCheck(model, real);
      return;
    }
    const allowed = before.statusDes === 'SELLER_DELIVERING' && before.offerId === null;
    count(allowed ? 'Deliver' : 'Deliver refused');
    assert.equal(answer.body.code === 0, allowed, `发货 on ${before.statusDes}: ${answer.body.msg}`);
    order.delivered = true;
    await observeAndCheck(model, real);
  }
  toString = () => `Deliver(#${this.pick})`;
}

/** The ordinary seller confirms (the simulated Steam's mobile confirmation) or refuses the offer it made. */
class Confirm implements Cmd {
  constructor(
    readonly pick: number,
    readonly refuse: boolean,
  ) {}
  private candidates = (model: Readonly<Model>) => openOrders(model, (order) => order.seller === 'ordinary' && order.delivered && !order.confirmed);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const order = pickFrom(this.candidates(model), this.pick);
    const before = await realOrder(order.no);
    const offer = before.offerId ? await db().simTradeOffer.findUnique({ where: { offerId: BigInt(before.offerId) } }) : null;
    const pending = before.statusDes === 'SELLER_DELIVERING' && offer?.state === 'CREATED_NEEDS_CONFIRMATION';
    if (this.refuse) {
      count(pending ? 'RefuseConfirmation' : 'RefuseConfirmation (nothing pending)');
      if (pending) {
        await real.api.steam.refuseConfirmation(real.ordinary.steamId, before.offerId!);
        order.refusedConfirmation = true;
      }
    } else {
      const answer = await reply(real, 'POST', `/web/order/${order.no}/confirm-offer`, real.ordinary.token);
      if (!stepUpFresh(model, userIndex('ordinary'))) {
        count('ConfirmOffer refused: step-up');
        assert.equal(
          answer.body.code,
          4031,
          `confirming from a session verified ${model.now - model.verifiedAt[userIndex('ordinary')]} ms ago: ${answer.body.msg}`,
        );
        await observeAndCheck(model, real);
        return;
      }
      count(pending ? 'ConfirmOffer' : 'ConfirmOffer refused');
      if (pending) assert.equal(answer.body.code, 0, `confirming the pending offer: ${answer.body.msg}`);
      else if (before.statusDes !== 'SELLER_DELIVERING') assert.notEqual(answer.body.code, 0, `confirming in ${before.statusDes} was not refused`);
      if (pending) order.confirmed = true;
    }
    await observeAndCheck(model, real);
  }
  toString = () => `${this.refuse ? 'RefuseConfirmation' : 'ConfirmOffer'}(#${this.pick})`;
}

/** The buyer or the seller cancels; allowed exactly where the service allows it (order.service.ts cancel). */
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
    const token = this.by === 'buyer' ? real.buyers[order.buyer].token : order.seller === 'robot' ? real.robot.token : real.ordinary.token;
    const answer = await reply(real, 'POST', `/web/order/${order.no}/cancel`, token);
    const allowed =
      this.by === 'buyer'
        ? before.statusDes === 'WAITING_PAYMENT' || before.statusDes === 'SELLER_DELIVERING'
        : before.statusDes === 'SELLER_DELIVERING' || before.statusDes === 'WAITING_RECEIPT';
    count(`Cancel(${this.by})${allowed ? '' : ' refused'}`);
    assert.equal(answer.body.code === 0, allowed, `a ${this.by} cancel in ${before.statusDes}: ${answer.body.msg}`);
    if (allowed && this.by === 'buyer') {
      const siblings = order.payment && before.statusDes === 'WAITING_PAYMENT' ? model.orders.filter((other) => other.payment === order.payment) : [order];
      for (const sibling of siblings) sibling.buyerCancelled = true;
      if (order.payment && before.statusDes === 'WAITING_PAYMENT') {
        order.payment.cancelled = true;
        if (order.payment.lost) {
          // it had been paid, unnoticed: closing the trade at the provider finds the money, which is refunded in full
          Object.assign(order.payment, { paid: false, lost: false, latePaid: true });
          await runDue(real);
        }
      }
    }
    if (allowed && this.by === 'seller') order.sellerCancelled = true;
    await observeAndCheck(model, real);
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
    order.reversed = true;
    await observeAndCheck(model, real);
  }
  toString = () => `ReverseTrade(#${this.pick})`;
}

const partiesOf = (real: Real) => [...real.buyers, real.robot, real.ordinary];
const payeeOf = (party: Party) => `payee-${party.userId}@example.com`;
const userName = (index: number) => (index < BUYERS ? `buyer ${index}` : index === BUYERS ? 'robot seller' : 'ordinary seller');
/** A valid ID number: the first withdrawal verifies the name with it. */
const MODEL_ID_NUMBER = '11010519491231002X';

/** A user withdraws settled money (all, half or the 10-yuan minimum) with a fresh SMS code; refused only by the code's 60-second cooldown. */
class Withdraw implements Cmd {
  constructor(
    readonly user: number,
    readonly share: 'all' | 'half' | 'min',
  ) {}
  check = (model: Readonly<Model>) => expectedBalances(model as Model)[this.user].withdrawable >= 1_000;
  async run(model: Model, real: Real) {
    const party = partiesOf(real)[this.user];
    const available = expectedBalances(model)[this.user].withdrawable;
    const amount = this.share === 'all' ? Math.min(available, 5_000_000) : this.share === 'half' ? Math.max(1_000, Math.floor(available / 2)) : 1_000;
    const sent = await reply(real, 'POST', '/web/withdraw/code', party.token);
    if (sent.body.code !== 0) {
      assert.equal(sent.status, 429, `the withdrawal code: ${sent.body.msg}`);
      count('Withdraw refused: code cooldown');
      await observeAndCheck(model, real);
      return;
    }
    const smsCode = real.api.sms.latestCode(party.phone, 'withdraw');
    const body = { amount: (amount / 100).toFixed(2), smsCode, name: '张三', idNumber: MODEL_ID_NUMBER, account: payeeOf(party) };
    const answer = await reply(real, 'POST', '/web/withdraw', party.token, body, { 'idempotency-key': randomUUID() });
    if (!stepUpFresh(model, this.user)) {
      assert.equal(answer.body.code, 4031, `a withdrawal from a session verified ${model.now - model.verifiedAt[this.user]} ms ago: ${answer.body.msg}`);
      count('Withdraw refused: step-up');
      await observeAndCheck(model, real);
      return;
    }
    assert.equal(answer.body.code, 0, `${userName(this.user)} withdrawing ${amount} of ${available}: ${answer.body.msg}`);
    count('Withdraw');
    const failing = model.payeeFailing[this.user];
    model.withdrawals.push({ serialNo: answer.body.data.serialNo, user: this.user, amount, phase: 'PROCESSING', mayFail: failing, mayPass: !failing });
    await observeAndCheck(model, real);
  }
  toString = () => `Withdraw(${userName(this.user)}, ${this.share})`;
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
    const account = payeeOf(partiesOf(real)[this.user]);
    if (this.failing) await (real.api.payment as SimulatedAlipay).payouts.failPayee(account, '收款账户状态异常');
    else await db().simPayPayee.deleteMany({ where: { account } });
    model.payeeFailing[this.user] = this.failing;
    for (const withdrawal of model.withdrawals) {
      if (withdrawal.user !== this.user || withdrawal.phase !== 'PROCESSING') continue;
      if (this.failing) withdrawal.mayFail = true;
      else withdrawal.mayPass = true;
    }
    await observeAndCheck(model, real);
  }
  toString = () => `SetPayee(${userName(this.user)}, ${this.failing ? 'fail' : 'pay'})`;
}

/** A user verifies the session with an SMS code (step-up); refused only by the code limits (60 s per purpose, 5 codes an hour per phone). */
class VerifySession implements Cmd {
  constructor(readonly user: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const party = partiesOf(real)[this.user];
    const sent = await reply(real, 'POST', '/web/sms', party.token, { phone: party.phone, purpose: 'verify' });
    if (sent.body.code !== 0) {
      assert.equal(sent.status, 429, `the verify code: ${sent.body.msg}`);
      count('VerifySession refused: code limit');
    } else {
      const verified = await reply(real, 'POST', '/web/user/verify', party.token, { code: real.api.sms.latestCode(party.phone, 'verify') });
      assert.equal(verified.body.code, 0, `verifying ${userName(this.user)}: ${verified.body.msg}`);
      model.verifiedAt[this.user] = model.now;
      count('VerifySession');
    }
    await observeAndCheck(model, real);
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
  const userIds = [...real.buyers, real.robot, real.ordinary].map((party) => party.userId);
  await db().session.updateMany({ where: { userId: { in: userIds } }, data: { expiresAt: new Date(real.clock.now().getTime() + 30 * DAY) } });
}

/** The clock moves on and every job due runs (offers answered, deadlines, settlements, reversals found). */
class Advance implements Cmd {
  constructor(readonly step: keyof typeof STEPS) {}
  check = () => true;
  async run(model: Model, real: Real) {
    count(`Advance(${this.step})`);
    await moveClock(model, real, STEPS[this.step]);
    await runDue(real);
    await observeAndCheck(model, real);
  }
  toString = () => `Advance(${this.step})`;
}

export function commandArbitraries(): fc.Arbitrary<Cmd>[] {
  const buyer = fc.nat({ max: BUYERS - 1 });
  const pick = fc.nat({ max: 99 });
  const buy = (pay: 'balance' | 'alipay') =>
    fc.tuple(buyer, fc.array(pick, { minLength: 1, maxLength: 2 })).map(([who, picks]) => new Buy(who, pay, picks) as Cmd);
  const advance = fc.constantFrom(...(Object.keys(STEPS) as (keyof typeof STEPS)[])).map((step) => new Advance(step) as Cmd);
  // fc.commands picks evenly among these: the common steps are listed more than once
  return [
    fc
      .tuple(buyer, fc.integer({ min: 1_000, max: 60_000 }), fc.constantFrom('DEPOSIT' as const, 'WITHDRAWABLE' as const))
      .map(([who, amount, account]) => new Fund(who, amount, account)),
    buy('balance'),
    buy('balance'),
    buy('alipay'),
    pick.map((p) => new Pay(p)),
    pick.map((p) => new PayLost(p)),
    pick.map((p) => new Renotify(p)),
    fc
      .tuple(
        buyer,
        fc.constantFrom('ACCEPT', 'DECLINE', 'COUNTER', 'IGNORE', 'ESCROW', 'REVERSE', 'CANCEL_CONFIRMATION') as fc.Arbitrary<CounterpartyBehaviour>,
      )
      .map(([who, behaviour]) => new SetBehaviour(who, behaviour)),
    pick.map((p) => new Deliver(p)),
    fc.tuple(pick, fc.boolean()).map(([p, refuse]) => new Confirm(p, refuse)),
    fc.tuple(fc.constantFrom('buyer' as const, 'seller' as const), pick).map(([by, p]) => new Cancel(by, p)),
    pick.map((p) => new ReverseTrade(p)),
    fc.tuple(fc.nat({ max: BUYERS + 1 }), fc.constantFrom('all' as const, 'half' as const, 'min' as const)).map(([user, share]) => new Withdraw(user, share)),
    fc.tuple(fc.nat({ max: BUYERS + 1 }), fc.boolean()).map(([user, failing]) => new SetPayee(user, failing)),
    fc.nat({ max: BUYERS + 1 }).map((user) => new VerifySession(user)),
    fc.nat({ max: BUYERS + 1 }).map((user) => new VerifySession(user)),
    fc.tuple(buyer, fc.integer({ min: 500, max: 60_000 })).map(([who, amount]) => new Recharge(who, amount)),
    pick.map((p) => new PayRecharge(p)),
    pick.map((p) => new RenotifyRecharge(p)),
    advance,
    advance,
    advance,
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

async function listAll(api: TestApp, seller: Party, kind: SellerKind): Promise<ModelListing[]> {
  await api.jobs.runDue();
  const items = await api.call('GET', '/web/inventory?tab=UNLISTED&limit=100', { token: seller.token });
  const listable = (items.body.data.list as { id: string; referencePrice: number | null }[])
    .filter((item) => item.referencePrice !== null)
    .slice(0, LISTINGS_PER_SELLER);
  assert.equal(listable.length, LISTINGS_PER_SELLER, 'enough listable items');
  const listed = await api.call('POST', '/web/inventory/list', {
    token: seller.token,
    body: { items: listable.map((item) => ({ id: item.id, multiplier: 1 })) },
  });
  assert.equal(listed.body.data.succeededCount, LISTINGS_PER_SELLER);
  const rows = await db().listing.findMany({ where: { inventoryItemId: { in: listable.map((item) => item.id) }, status: 'ON_SALE' }, orderBy: { id: 'asc' } });
  return rows.map((row) => ({ id: row.id, seller: kind, price: row.priceCents, status: row.status }));
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

/** Two buyers with bound simulated accounts (accepting by default), a robot shop and an ordinary seller with listings. */
export async function newWorld(api: TestApp, clock: ControlledClock, run: number): Promise<{ model: Model; real: Real }> {
  const buyers = [await party(api, 'mb', 1, run), await party(api, 'mb', 1, run)];
  const robot = await party(api, 'mr', LISTINGS_PER_SELLER * 3, run);
  const typed = await api.call('PUT', `/web/steam/accounts/${robot.accountId}`, { token: robot.token, body: { type: 'ROBOT' } });
  assert.equal(typed.body.code, 0);
  const ordinary = await party(api, 'mo', LISTINGS_PER_SELLER * 3, run);
  for (const buyer of buyers) await api.steam.setBehaviour(buyer.steamId, 'ACCEPT', behaviourOptions('ACCEPT'));
  for (const buyer of buyers) await signRechargeContract(api, buyer);
  const listings = [...(await listAll(api, robot, 'robot')), ...(await listAll(api, ordinary, 'ordinary'))];
  const funded = [zero(), zero(), zero(), zero()];
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
    now: 0,
    withdrawals: [],
    payeeFailing: funded.map(() => false),
    recharges: [],
    verifiedAt: funded.map(() => 0),
  };
  const knownDifferences = new Set((await reconcileLedger()).differences.map((difference) => JSON.stringify(difference)));
  return { model, real: { api, clock, buyers, robot, ordinary, run, knownDifferences } };
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
  // every committed order transition, ledger entry and message has its event (api/modules/events)
  assert.deepEqual(await changesWithoutTheirEvents(), [], 'every change has its event in the log');
}

export type ModelRunOptions = {
  api: TestApp;
  clock: ControlledClock;
  numRuns: number;
  maxCommands: number;
  /** after the runs, more rounds of `numRuns` runs until at least this many steps executed (a run's length is random) */
  minSteps?: number;
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
  do {
    const round = await runRound(options, total.runs);
    total.runs += round.runs;
    total.steps += round.steps;
  } while (total.steps < (options.minSteps ?? 0) && options.seed === undefined);
  return total;
}

async function runRound(options: ModelRunOptions, runsBefore: number): Promise<{ runs: number; steps: number }> {
  let runs = runsBefore;
  let steps = 0;
  const commands = commandArbitraries();
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: options.maxCommands, size: 'max' }), async (cmds) => {
      runs += 1;
      const t0 = performance.now();
      const world = await newWorld(options.api, options.clock, runs);
      const t1 = performance.now();
      const before = stepsRun();
      await fc.asyncModelRun(() => world, cmds);
      const t2 = performance.now();
      await drain(world.model, world.real);
      const t3 = performance.now();
      steps += stepsRun() - before;
      if (process.env.MODEL_DEBUG)
        console.log(
          `run ${runs}: world ${Math.round(t1 - t0)} ms, ${stepsRun() - before} steps ${Math.round(t2 - t1)} ms, drain ${Math.round(t3 - t2)} ms; prices ${world.model.listings.map((l) => l.price).join(',')}`,
        );
    }),
    { numRuns: options.numRuns, seed: options.seed, path: options.path, endOnFailure: false, verbose: 1 },
  );
  return { runs: runs - runsBefore, steps };
}
