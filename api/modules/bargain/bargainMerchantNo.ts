// The 409 of a partner's merchant order number used before for a price offer: what differs (the
// listing, the price, then the receiver), the earlier offer's value then this request's.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { numberUsedError } from '../holding/holding.service.ts';
import { type MerchantOrderNoUsedError, yuanText } from '../order/order.errors.ts';

type Tx = Prisma.TransactionClient;

/** The 409 of `merchantOrderNo` when one of the buyer's offers has it (see the top of this file); null when none has. */
export async function bargainNumberUsed(
  tx: Tx,
  buyerId: string,
  merchantOrderNo: string,
  params: { listingId: string; priceCents: number; steamAccountId: string; tradeUrl: string | null },
): Promise<MerchantOrderNoUsedError | null> {
  const earlier = await tx.bargain.findFirst({
    where: { buyerId, merchantOrderNo },
    select: { listingId: true, priceCents: true, buyerSteamAccountId: true, buyerTradeUrl: true },
  });
  return numberUsedError(merchantOrderNo, 'bargain', earlier, params, (was) => [
    was.listingId !== params.listingId && { field: 'listing', was: was.listingId, now: params.listingId },
    was.priceCents !== params.priceCents && { field: 'price', was: yuanText(was.priceCents), now: yuanText(params.priceCents) },
  ]);
}
