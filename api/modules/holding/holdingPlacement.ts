// Making a holding once: a new buy order or price offer runs under the buyer's idempotency key or,
// for a partner, under its merchant order number, which stays the number of that one holding for
// ever. The same number with other terms is a 409 naming the first term that differs.
import { db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { IdempotencyKeyReusedError, idempotent, type JsonAnswer } from '../../db/idempotency.ts';
import type { Viewer } from '../../session/viewer.ts';
import { type MerchantOrderNoDifference, type MerchantOrderNoResource, MerchantOrderNoUsedError } from '../order/order.errors.ts';
import type { OrderService } from '../order/order.service.ts';

type Tx = Prisma.TransactionClient;

/** A partner's part of a new holding (parsePartnerPurchase's answer). */
export type PartnerHolding = { merchantOrderNo: string; tradeLink: { url: string } | null };

export type Placement = {
  viewer: Viewer;
  partner: PartnerHolding | null;
  /** the buyer's idempotency key (a partner's is its merchant order number) */
  idempotencyKey: unknown;
  /** the operation's stable name (idempotency) and the prefix of a partner's key */
  operation: string;
  merchantKeyPrefix: string;
  /** the request's terms, normalised: the same key with other terms is refused */
  params: unknown;
  now: Date;
  resource: MerchantOrderNoResource;
  /** the 409 of the partner's number used before by a holding of this kind (the earlier one's terms against these); null when unused */
  numberUsed: (client: Tx, merchantOrderNo: string) => Promise<MerchantOrderNoUsedError | null>;
  /** what the holding may still buy, counted against the partner app's daily limits before `work` (which may check more once it knows it: the app's row stays locked) */
  room: { orders: number; amountCents: number };
  /** the order module, which counts a partner app's daily limits */
  orders: Pick<OrderService, 'checkPartnerDailyRoom'>;
};

/**
 * Runs `work` (which makes the holding) once per key, in one transaction: a partner's number used
 * before, or the app's daily limits, refuse it first. The same key again answers the first answer; a
 * partner's number reused with other terms is a 409 naming what differs.
 */
export function placeOnce<T extends JsonAnswer>(placement: Placement, work: (tx: Tx) => Promise<T>): Promise<T> {
  const { viewer, partner, now } = placement;
  // for a partner the key is its merchant order number: reused with other terms it is a 409
  const key = partner ? `${placement.merchantKeyPrefix}:${partner.merchantOrderNo}` : placement.idempotencyKey;
  return idempotent({ userId: viewer.user.id, key, operation: placement.operation, params: placement.params, now, required: true }, async (tx) => {
    if (partner) {
      // a number used before (its idempotency record is kept 24 hours, the holding for ever)
      const used = await placement.numberUsed(tx, partner.merchantOrderNo);
      if (used) throw used;
      await placement.orders.checkPartnerDailyRoom(tx, viewer.partner!.appId, placement.room, now);
    }
    return work(tx);
  }).catch(async (error: unknown) => {
    if (!(partner && error instanceof IdempotencyKeyReusedError)) throw error;
    throw (await placement.numberUsed(db(), partner.merchantOrderNo)) ?? new MerchantOrderNoUsedError(partner.merchantOrderNo, placement.resource);
  });
}

/** Where a holding's items go, as stored and as asked for again. */
type Receiver = { buyerSteamAccountId: string | null; buyerTradeUrl: string | null };

/**
 * The 409 of a merchant order number an earlier holding has: the first of `differences` (its terms',
 * the earlier value then this request's), else a different receiver; null when no holding has it.
 */
export function numberUsedError<Earlier extends Receiver>(
  merchantOrderNo: string,
  resource: MerchantOrderNoResource,
  earlier: Earlier | null,
  asked: { steamAccountId: string; tradeUrl: string | null },
  differences: (earlier: Earlier) => (MerchantOrderNoDifference | false)[],
): MerchantOrderNoUsedError | null {
  if (!earlier) return null;
  const sameReceiver = asked.tradeUrl !== null ? earlier.buyerTradeUrl === asked.tradeUrl : earlier.buyerSteamAccountId === asked.steamAccountId;
  const difference = [...differences(earlier), !sameReceiver && ({ field: 'receiver' } as const)].find(
    (each): each is MerchantOrderNoDifference => each !== false,
  );
  return new MerchantOrderNoUsedError(merchantOrderNo, resource, difference);
}
