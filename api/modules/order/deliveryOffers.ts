// An order's offer at Steam, for delivery (delivery.service.ts): made from the seller's account to the
// buyer's trade link (`send`), read again (`check`), and what Steam says of it applied to the order as
// the transition(s) of the table (`react`, through `step` under the order's row lock and version).
// An accepted offer completes an order only when its trade's partner is the buyer's SteamID and
// exactly the order's asset went to it (anti-scam: `verifyTrade`). Nothing here holds a database
// transaction across a call to Steam.
import { db } from '../../db/client.ts';
import type { Order, Prisma, SteamAccount } from '../../db/generated/prisma/client.ts';
import { AppError, ServiceUnavailableError } from '../../errors.ts';
import { translate } from '../../i18n/messages.ts';
import { isTradePending, isTradeReversed } from '../../integrations/tradePlatform/offerStates.ts';
import {
  CS2_APP_ID,
  CS2_CONTEXT_DEFAULT,
  CS2_CONTEXT_TRADE_PROTECTED,
  type SteamSession,
  type TradeOffer,
  type TradePlatform,
  TradePlatformError,
} from '../../integrations/tradePlatform/port.ts';
import { postMessage } from '../message/message.service.ts';
import { RebindRequiredError, type SteamAccountService } from '../steam/steam.service.ts';
import { DeliveryBuyerUnavailableError, DeliveryItemUnavailableError, DeliverySellerAccountError } from './delivery.errors.ts';
import type { OrderService } from './order.service.ts';
import { type OrderEvent, type OrderStatusDes, transitionOf } from './orderStateMachine.ts';
import type { OrderActor, TransitionFields } from './orderTransitions.ts';
import { parseTradeLinkUrl, steamIdOfTradeLink } from './tradeLink.ts';

type Tx = Prisma.TransactionClient;

const LOAD = {
  sellerSteamAccount: true,
  buyerSteamAccount: { select: { tradeLinkUrl: true } },
  template: { select: { hashName: true } },
  listing: { select: { inventoryItem: { select: { assetId: true, contextId: true } } } },
} satisfies Prisma.OrderInclude;
export type LoadedOrder = Prisma.OrderGetPayload<{ include: typeof LOAD }>;

type Verdict = 'verified' | 'mismatch' | 'unverified';
/** What a look at Steam did: moved the order (its new transition follows it), or nothing yet. */
export type Step = 'moved' | 'wait';

/** Why an offer could not be made: 'retry' is Steam unreachable; the others end the order (system cancel). */
type SendFailure = 'retry' | 'item' | 'buyer' | 'account';

/** Steam could not be asked now (unreachable, rate limited, a session problem): ask again later. */
export function isTransient(error: unknown): boolean {
  if (error instanceof TradePlatformError) return ['UNAVAILABLE', 'RATE_LIMITED', 'SESSION_EXPIRED'].includes(error.code);
  return error instanceof ServiceUnavailableError || (error instanceof AppError && error.code === 'RATE_LIMITED');
}

export function sendFailureOf(error: unknown): SendFailure | null {
  if (error instanceof RebindRequiredError || error instanceof DeliverySellerAccountError) return 'account';
  if (error instanceof DeliveryBuyerUnavailableError) return 'buyer';
  if (error instanceof TradePlatformError) {
    if (error.code === 'NOT_TRADABLE') return 'item';
    if (error.code === 'INVALID_TRADE_LINK' || error.code === 'PARTNER_UNAVAILABLE') return 'buyer';
  }
  return isTransient(error) ? 'retry' : null;
}

function failureError(failure: Exclude<SendFailure, 'retry'>): AppError {
  if (failure === 'item') return new DeliveryItemUnavailableError();
  if (failure === 'buyer') return new DeliveryBuyerUnavailableError();
  return new DeliverySellerAccountError();
}

export type DeliveryOffersOptions = {
  platform: TradePlatform;
  steamAccounts: SteamAccountService;
  orders: OrderService;
  now: () => Date;
  warn: (error: unknown, message: string) => void;
  /** whether a seller is a demo player, whose offers the platform confirms as a robot account's */
  isDemoPlayer: (userId: string) => Promise<boolean>;
};

export class DeliveryOffers {
  private readonly platform: TradePlatform;
  private readonly steamAccounts: SteamAccountService;
  private readonly orders: OrderService;
  private readonly now: () => Date;
  private readonly warn: (error: unknown, message: string) => void;
  private readonly isDemoPlayer: (userId: string) => Promise<boolean>;

  constructor(options: DeliveryOffersOptions) {
    this.platform = options.platform;
    this.steamAccounts = options.steamAccounts;
    this.orders = options.orders;
    this.now = options.now;
    this.warn = options.warn;
    this.isDemoPlayer = options.isDemoPlayer;
  }

  /** The order with what delivery reads of it (its accounts, its item's name and inventory context). */
  load(orderId: string): Promise<LoadedOrder> {
    return db().order.findUniqueOrThrow({ where: { id: orderId }, include: LOAD });
  }

  /** The seller's account that gives the order's asset; DeliverySellerAccountError when it or the asset is gone. */
  sellerAccountOf(order: LoadedOrder): SteamAccount {
    const account = order.sellerSteamAccount;
    if (!account || !order.assetId) throw new DeliverySellerAccountError();
    return account;
  }

  sessionOf(account: SteamAccount): Promise<SteamSession> {
    return this.steamAccounts.sessionFor(account);
  }

  /** Whose offers the platform confirms: a robot account's, and a demo player's (they confirm by themselves, on their "phone"). */
  private async confirmsItself(order: Order, account: SteamAccount): Promise<boolean> {
    return account.type === 'ROBOT' || (await this.isDemoPlayer(order.sellerId));
  }

  /** The inventory context of the order's asset (its listing's inventory item), CS2's default context when unknown. */
  private contextOf(order: LoadedOrder): typeof CS2_CONTEXT_DEFAULT | typeof CS2_CONTEXT_TRADE_PROTECTED {
    const item = order.listing.inventoryItem;
    return item?.assetId === order.assetId && item.contextId === CS2_CONTEXT_TRADE_PROTECTED ? CS2_CONTEXT_TRADE_PROTECTED : CS2_CONTEXT_DEFAULT;
  }

  /**
   * Creates the offer of an order still waiting for delivery at `version`, records it (OFFER_CREATED)
   * and, for a robot account, confirms it. Refusals that can never succeed (the item or the account is
   * gone, the buyer cannot receive) send the order to a system cancellation and throw the translated
   * refusal; a Steam that cannot be reached throws ServiceUnavailableError.
   */
  async send(orderId: string, version: number, actor: OrderActor): Promise<void> {
    const order = await this.load(orderId);
    if (order.version !== version || order.statusDes !== 'SELLER_DELIVERING' || order.offerId) return;
    let session: SteamSession;
    let account: SteamAccount;
    let offer: TradeOffer;
    try {
      account = this.sellerAccountOf(order);
      // the buyer may have unbound the account since: no link, no offer (a partner's order carries its trade URL)
      const tradeLink = parseTradeLinkUrl(order.buyerTradeUrl ?? order.buyerSteamAccount?.tradeLinkUrl);
      // the link must lead to the SteamID the buyer chose: an offer to anyone else is never made
      if (!tradeLink || steamIdOfTradeLink(tradeLink) !== order.buyerSteamId) throw new DeliveryBuyerUnavailableError();
      session = await this.sessionOf(account);
      offer = await this.platform.createOffer(session, {
        tradeLink,
        itemsToGive: [{ appId: CS2_APP_ID, contextId: this.contextOf(order), assetId: order.assetId! }],
        itemsToReceive: [],
        message: translate('zh', 'order.offerMessage', { orderNo: order.orderNo }),
      });
    } catch (error) {
      const failure = sendFailureOf(error);
      if (failure === null) throw error;
      if (failure === 'retry') throw error instanceof AppError ? error : new ServiceUnavailableError('steam.unavailable');
      await this.step(order, ['SYSTEM_CANCEL_REQUESTED'], { actor: 'SYSTEM', detail: { reason: `delivery:${failure}` } });
      throw failureError(failure);
    }

    const recorded = await this.orders.transitions.run(async (tx) => {
      const current = await this.lockVersion(tx, order.id);
      if (current?.statusDes !== 'SELLER_DELIVERING' || current.offerId) return false;
      const applied = await this.orders.applyTransition(tx, order.id, 'OFFER_CREATED', {
        actor,
        detail: { offerId: offer.id, state: offer.state },
        fields: { offerId: offer.id, offerSenderSteamId: session.steamId },
      });
      if (account.type !== 'ROBOT' && actor === 'SELLER') {
        await postMessage(tx, order.sellerId, 'TRADE', 'orderOfferCreated', {
          orderNo: order.orderNo,
          item: order.template.hashName,
          offerId: offer.id,
          hours: Math.max(1, Math.floor(((applied.order.deadlineAt?.getTime() ?? 0) - this.now().getTime()) / 3_600_000)),
        });
      }
      return true;
    });
    if (!recorded) {
      // another delivery or a deadline got there first: this offer must not stay open
      await this.platform.cancelOffer(session, offer.id).catch((error: unknown) => this.warn(error, `an extra offer ${offer.id} could not be cancelled`));
      return;
    }
    if (offer.state === 'CREATED_NEEDS_CONFIRMATION' && (await this.confirmsItself(order, account))) {
      try {
        offer = await this.steamAccounts.confirmOffer(account, session, offer.id);
      } catch (error) {
        // the follow-up of OFFER_CREATED confirms it again
        if (!isTransient(error) && !(error instanceof TradePlatformError)) throw error;
        this.warn(error, `the offer of order ${order.orderNo} could not be confirmed yet`);
        return;
      }
    }
    await this.react(await this.load(order.id), offer, session);
  }

  /** Reads the offer (or, when protected, the trade) and applies what Steam says. */
  async check(order: LoadedOrder): Promise<Step> {
    if (!order.offerId) return 'wait';
    const session = await this.sessionOf(this.sellerAccountOf(order));
    if (order.statusDes === 'PROTECTED') return this.checkProtection(order, session, false);
    const offer = await this.platform.getOffer(session, order.offerId);
    if (!offer) return 'wait';
    return this.react(order, offer, session);
  }

  /**
   * The transition(s) Steam's offer state calls for in the order's status (orderStateMachine.ts):
   * ACTIVE: sent; ACCEPTED: the trade verified (partner and asset) or not; IN_ESCROW: on hold;
   * DECLINED, COUNTERED, EXPIRED; CANCELED by the seller (after a deadline: our own cancellation);
   * CANCELED_BY_SECOND_FACTOR: the seller refused to send it, or the buyer refused their acceptance;
   * INVALID_ITEMS: the item went away (a system cancellation).
   */
  async react(order: LoadedOrder, offer: TradeOffer, session: SteamSession): Promise<Step> {
    const des = order.statusDes as OrderStatusDes;
    const delivering = des === 'SELLER_DELIVERING';
    // an offer the buyer acted on while we still thought it unsent was sent first
    const sent: OrderEvent[] = delivering ? ['OFFER_SENT'] : [];
    const deadlinePassed = order.deadlineAt !== null && order.deadlineAt.getTime() <= this.now().getTime();
    const steam = { actor: 'STEAM' as const, detail: { offerId: offer.id, state: offer.state } };
    switch (offer.state) {
      case 'CREATED_NEEDS_CONFIRMATION': {
        if (!delivering) return 'wait';
        const account = this.sellerAccountOf(order);
        if (!(await this.confirmsItself(order, account))) return 'wait';
        const confirmed = await this.steamAccounts.confirmOffer(account, session, offer.id);
        return confirmed.state === 'CREATED_NEEDS_CONFIRMATION' ? 'wait' : this.react(order, confirmed, session);
      }
      case 'ACTIVE':
        if (delivering) return this.step(order, ['OFFER_SENT'], steam);
        // still open after the receipt deadline passed unread: the system cancels it
        if (des === 'VERIFYING_STATUS')
          return this.step(order, ['SYSTEM_CANCEL_REQUESTED'], { actor: 'SYSTEM', detail: { ...steam.detail, reason: 'receiptTimeout' } });
        return 'wait';
      case 'ACCEPTED': {
        if (!['SELLER_DELIVERING', 'WAITING_RECEIPT', 'VERIFYING_STATUS', 'ON_HOLD'].includes(des)) return 'wait';
        const verdict = await this.verifyTrade(order, offer, session);
        const fields: TransitionFields = { tradeId: offer.tradeId };
        const detail = { ...steam.detail, tradeId: offer.tradeId, verdict };
        if (verdict === 'verified') return this.step(order, [...sent, 'OFFER_ACCEPTED'], { ...steam, detail, fields });
        if (des === 'ON_HOLD') return 'wait';
        if (verdict === 'mismatch') return this.step(order, [...sent, 'TRADE_MISMATCH'], { ...steam, detail, fields });
        return des === 'VERIFYING_STATUS' ? 'wait' : this.step(order, [...sent, 'TRADE_VERIFYING'], { ...steam, detail, fields });
      }
      case 'IN_ESCROW': {
        if (des === 'ON_HOLD') return 'wait';
        const fields: TransitionFields = { tradeId: offer.tradeId };
        if (!this.offerIsTheOrders(order, offer)) return this.step(order, [...sent, 'TRADE_MISMATCH'], { ...steam, fields });
        return this.step(order, [...sent, 'OFFER_IN_ESCROW'], {
          ...steam,
          detail: { ...steam.detail, escrowEndsAt: offer.escrowEndsAt?.toISOString() },
          fields,
        });
      }
      case 'DECLINED':
        return this.step(order, [...sent, 'OFFER_DECLINED'], steam);
      case 'COUNTERED':
        // the counter-offer is declined for the seller: the order does not trade on other terms
        if (offer.counterOfferId) {
          await this.platform
            .cancelOffer(session, offer.counterOfferId)
            .catch((error: unknown) => this.warn(error, `the counter-offer ${offer.counterOfferId} could not be declined`));
        }
        return this.step(order, [...sent, 'OFFER_COUNTERED'], { ...steam, detail: { ...steam.detail, counterOfferId: offer.counterOfferId } });
      case 'EXPIRED':
        return this.step(order, delivering ? ['SHIPMENT_TIMEOUT'] : ['RECEIPT_TIMEOUT'], steam);
      case 'CANCELED':
        // after a deadline the cancellation is ours (shipment or receipt timeout); before it, the seller's
        if (deadlinePassed && delivering) return this.step(order, ['SHIPMENT_TIMEOUT'], steam);
        if (deadlinePassed && des === 'WAITING_RECEIPT') return this.step(order, ['RECEIPT_TIMEOUT'], steam);
        return this.step(order, ['OFFER_CANCELLED_BY_SELLER'], steam);
      case 'CANCELED_BY_SECOND_FACTOR':
        // unsent: the seller refused to confirm it; sent: the buyer refused the confirmation of their acceptance
        return this.step(order, [delivering ? 'OFFER_CANCELLED_BY_SELLER' : 'OFFER_DECLINED'], steam);
      case 'INVALID_ITEMS':
      case 'INVALID':
        return this.step(order, ['SYSTEM_CANCEL_REQUESTED'], { actor: 'SYSTEM', detail: { ...steam.detail, reason: 'offerInvalid' } });
    }
  }

  /** The offer is the order's: sent by us to the buyer's SteamID, giving exactly the order's asset and asking nothing. */
  offerIsTheOrders(order: Order, offer: TradeOffer): boolean {
    return (
      offer.isOurOffer &&
      offer.partnerSteamId === order.buyerSteamId &&
      offer.itemsToReceive.length === 0 &&
      offer.itemsToGive.length === 1 &&
      offer.itemsToGive[0].assetId === order.assetId
    );
  }

  /**
   * An accepted offer's trade: verified when its partner is the buyer's SteamID, the offer gave exactly
   * the order's asset and nothing came back; a mismatch otherwise (or when Steam undid it); unverified
   * while Steam cannot say (the trade unknown yet, still committing, or Steam unreachable).
   */
  async verifyTrade(order: Order, offer: TradeOffer, session: SteamSession): Promise<Verdict> {
    if (!this.offerIsTheOrders(order, offer)) return 'mismatch';
    if (!offer.tradeId) return 'unverified';
    let receipt: Awaited<ReturnType<TradePlatform['getTrade']>>;
    try {
      receipt = await this.platform.getTrade(session, offer.tradeId);
    } catch (error) {
      if (isTransient(error)) return 'unverified';
      throw error;
    }
    if (!receipt || isTradePending(receipt.status)) return 'unverified';
    if (isTradeReversed(receipt.status)) return 'mismatch';
    return receipt.partnerSteamId === order.buyerSteamId && receipt.assetsReceived.length === 0 ? 'verified' : 'mismatch';
  }

  /**
   * Inside the protection: a reversed trade ends the order (TRADE_REVERSED: the buyer refunded from
   * the frozen proceeds, the fee returned, the seller's account ABNORMAL and told why); at its end an
   * intact trade settles (`settle`). Throws while the trade cannot be read: nothing settles unchecked.
   */
  async checkProtection(order: LoadedOrder, session: SteamSession, settle: boolean): Promise<Step> {
    if (!order.tradeId) throw new Error(`protected order ${order.orderNo} has no trade`);
    const receipt = await this.platform.getTrade(session, order.tradeId);
    if (!receipt) throw new ServiceUnavailableError('steam.unavailable');
    if (isTradeReversed(receipt.status)) return this.reverse(order, receipt.status);
    if (settle) return this.step(order, ['SETTLED'], { actor: 'SYSTEM', detail: { tradeStatus: receipt.status } });
    return 'wait';
  }

  private async reverse(order: LoadedOrder, tradeStatus: string): Promise<Step> {
    const account = order.sellerSteamAccount;
    return this.step(order, ['TRADE_REVERSED'], { actor: 'STEAM', detail: { tradeId: order.tradeId, tradeStatus } }, async (tx) => {
      if (!account) return;
      await this.steamAccounts.markAbnormal(tx, account.id, 'tradeReversed');
      await postMessage(tx, order.sellerId, 'TRADE', 'steamAccountAbnormal', {
        orderNo: order.orderNo,
        item: order.template.hashName,
        account: account.accountName,
      });
    });
  }

  /**
   * Applies `events` in order, in one transaction, if the order is still at the version it was read
   * at (else another job or a user moved it first, and nothing happens). `also` runs in the same transaction.
   */
  async step(
    order: Order,
    events: OrderEvent[],
    options: { actor: OrderActor; detail?: Record<string, unknown>; fields?: TransitionFields },
    also?: (tx: Tx) => Promise<void>,
  ): Promise<Step> {
    // a verification that Steam answers with an offer not accepted after all: the system cancels
    // (the cancellation verification cancels the offer at Steam if it is still open)
    if (order.statusDes === 'VERIFYING_STATUS' && !transitionOf(events[0], order)) {
      events = ['SYSTEM_CANCEL_REQUESTED'];
      options = { actor: 'SYSTEM', detail: { ...options.detail, reason: 'notAccepted' } };
    }
    if (!transitionOf(events[0], order)) {
      this.warn(new Error(`${events[0]} from ${order.statusDes}`), `order ${order.orderNo}: Steam's answer has no transition here; it waits`);
      return 'wait';
    }
    const moved = await this.orders.transitions.run(async (tx) => {
      const current = await this.lockVersion(tx, order.id);
      if (!current || current.version !== order.version) return false;
      for (const [index, event] of events.entries()) {
        const last = index === events.length - 1;
        await this.orders.applyTransition(tx, order.id, event, last ? options : { actor: options.actor, detail: options.detail });
      }
      if (also) await also(tx);
      return true;
    });
    return moved ? 'moved' : 'wait';
  }

  private async lockVersion(tx: Tx, orderId: string): Promise<Pick<Order, 'version' | 'statusDes' | 'offerId'> | null> {
    const rows = await tx.$queryRaw<{ version: number; status_des: string; offer_id: string | null }[]>`
      SELECT version, status_des, offer_id FROM orders WHERE id = ${orderId} FOR UPDATE`;
    return rows[0] ? { version: rows[0].version, statusDes: rows[0].status_des, offerId: rows[0].offer_id } : null;
  }

  /** Cancels the offer at Steam when it is in one of `states`; answers the offer as it is now (null when Steam does not know it). */
  cancelIfOpen(session: SteamSession, offerId: string, states: TradeOffer['state'][]): Promise<TradeOffer | null> {
    return cancelOfferIfOpen(this.platform, session, offerId, states);
  }
}

/**
 * Cancels an offer the session's account sent when Steam has it in one of `states` (an order's or a
 * lease's delivery at its deadline); answers the offer as it is now (null when Steam does not know it).
 */
export async function cancelOfferIfOpen(
  platform: TradePlatform,
  session: SteamSession,
  offerId: string,
  states: TradeOffer['state'][],
): Promise<TradeOffer | null> {
  const offer = await platform.getOffer(session, offerId);
  if (!offer || !states.includes(offer.state)) return offer;
  try {
    return await platform.cancelOffer(session, offerId);
  } catch (error) {
    // it moved on meanwhile (accepted, declined…): what it became decides
    if (error instanceof TradePlatformError && error.code === 'OFFER_NOT_OPEN') return platform.getOffer(session, offerId);
    throw error;
  }
}
