// The partner sandbox: with the simulated Steam and the simulated payment, a
// partner drives the Steam side of one of its orders (as buyer or seller) to see every status and
// callback without waiting for people: the customer accepts or declines the offer, the current
// deadline passes, or the trade is reversed inside the protection. Each action is what Steam (or the
// clock) would do; the order then moves by the same delivery code and state machine as always.
// With a real Steam or a real payment driver the sandbox does not exist (404).
import { db } from '../../db/client.ts';
import type { Order, Prisma } from '../../db/generated/prisma/client.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import type { OfferAnswer, SimulatedSteamControls } from '../../integrations/tradePlatform/port.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { DeliveryService } from './delivery.service.ts';
import type { OrderQuery, OrderService } from './order.service.ts';

export const SANDBOX_ACTIONS = ['deliver', 'decline', 'timeout', 'reverse'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

/** How often `timeout` reads the order again when another writer changed it meanwhile. */
const TIMEOUT_ATTEMPTS = 3;

/** The statuses whose offer the customer can still answer. */
const ANSWERABLE = ['SELLER_DELIVERING', 'WAITING_RECEIPT'];

/** The action does not apply to the order in its status (e.g. reversing a trade not made yet): nothing changed. */
export class SandboxActionNotApplicableError extends AppError {
  constructor(action: SandboxAction, statusDes: string) {
    super('sandbox.notApplicable', { action, status: statusDes }, 'SANDBOX_NOT_APPLICABLE', 409);
  }
}

export type OrderSandboxOptions = {
  orders: OrderService;
  delivery: DeliveryService;
  /** present only when both the trade platform and the payment are simulated */
  steam: SimulatedSteamControls | undefined;
  now: () => Date;
};

export class OrderSandboxService {
  constructor(private readonly options: OrderSandboxOptions) {}

  /** Whether the sandbox exists on this server. */
  get enabled(): boolean {
    return this.options.steam !== undefined;
  }

  /**
   * Drives the viewer's order (bought or sold) and answers it as it is afterwards:
   * - deliver: the seller's offer is made and confirmed if it was not, and the buyer's account accepts it (protected, or on hold when Steam holds it);
   * - decline: the same offer, declined by the buyer's account (the order fails and the buyer is refunded);
   * - timeout: the deadline of the current status passes now (unpaid: cancelled; not shipped: shipment timeout; offer unanswered: receipt timeout; protected: settled);
   * - reverse: the protected trade is reversed (the order fails, the buyer is refunded from the seller's frozen proceeds).
   */
  async drive<Q extends OrderQuery>(viewer: Viewer, orderNo: unknown, action: unknown, query?: Q): Promise<Prisma.OrderGetPayload<Q>> {
    const steam = this.options.steam;
    if (!steam) throw new NotFoundError('sandbox.unavailable');
    if (typeof action !== 'string' || !(SANDBOX_ACTIONS as readonly string[]).includes(action)) {
      throw new ValidationError('action', 'sandbox.action', { actions: SANDBOX_ACTIONS.join(', ') });
    }
    const order = await this.options.orders.get(viewer, orderNo);
    const chosen = action as SandboxAction;
    if (chosen === 'deliver' || chosen === 'decline') await this.answer(steam, order, chosen, chosen === 'deliver' ? 'ACCEPT' : 'DECLINE');
    else if (chosen === 'timeout') await this.timeout(order);
    else await this.reverse(steam, order);
    return this.options.orders.get(viewer, order.orderNo, query);
  }

  private async answer(steam: SimulatedSteamControls, order: Order, action: SandboxAction, answer: OfferAnswer): Promise<void> {
    if (!ANSWERABLE.includes(order.statusDes)) throw new SandboxActionNotApplicableError(action, order.statusDes);
    const offerId = await this.options.delivery.sendAndConfirmSimulatedOffer(order.id);
    if (!offerId) throw new SandboxActionNotApplicableError(action, order.statusDes);
    try {
      await steam.answerOffer(offerId, answer);
    } catch (error) {
      // answered, cancelled or expired meanwhile (a deadline, another call): what Steam says now decides
      if ((error as { code?: unknown })?.code !== 'NOT_FOUND') throw error;
    }
    await this.options.delivery.lookNow(order.id);
  }

  /**
   * The order's current deadline is moved to now and handled as its deadline job would. When a job
   * changed the order since it was read (its version moved on), the deadline of the order as it is
   * now is the one that passes.
   */
  private async timeout(read: Order): Promise<void> {
    let order = read;
    for (let attempt = 1; ; attempt += 1) {
      const now = this.options.now();
      const { count } = await db().order.updateMany({
        where: { id: order.id, version: order.version, deadlineAt: { gt: now } },
        data: { deadlineAt: now },
      });
      if (count > 0 || (order.deadlineAt && order.deadlineAt <= now)) break;
      const current = await db().order.findUniqueOrThrow({ where: { id: order.id } });
      if (current.version === order.version || attempt === TIMEOUT_ATTEMPTS) throw new SandboxActionNotApplicableError('timeout', current.statusDes);
      order = current;
    }
    await this.options.orders.transitions.handleDue(order.id);
  }

  private async reverse(steam: SimulatedSteamControls, order: Order): Promise<void> {
    if (order.statusDes !== 'PROTECTED' || !order.tradeId) throw new SandboxActionNotApplicableError('reverse', order.statusDes);
    try {
      await steam.reverseTrade(order.tradeId);
    } catch (error) {
      // reversed already (another call): what Steam says now decides
      if ((error as { code?: unknown })?.code !== 'NOT_FOUND') throw error;
    }
    await this.options.delivery.lookNow(order.id);
  }
}
