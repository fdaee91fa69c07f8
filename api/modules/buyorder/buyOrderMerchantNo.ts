// The 409 of a partner's merchant order number used before for a buy order: the first term that
// differs, the earlier buy order's value then this request's.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { numberUsedError } from '../holding/holding.service.ts';
import { type MerchantOrderNoUsedError, yuanText } from '../order/order.errors.ts';
import type { BuyOrderTerms } from './buyOrderTerms.ts';

type Tx = Prisma.TransactionClient;

/** The 409 of `merchantOrderNo` when one of the buyer's buy orders has it (see the top of this file); null when none has. */
export async function buyOrderNumberUsed(
  tx: Tx,
  buyerId: string,
  merchantOrderNo: string,
  params: BuyOrderTerms & { hashName: string; steamAccountId: string; tradeUrl: string | null },
): Promise<MerchantOrderNoUsedError | null> {
  const earlier = await tx.buyOrder.findFirst({
    where: { buyerId, merchantOrderNo },
    select: {
      priceCents: true,
      quantity: true,
      minFloat: true,
      maxFloat: true,
      paintSeeds: true,
      stickerHashName: true,
      buyerSteamAccountId: true,
      buyerTradeUrl: true,
      createdAt: true,
      expiresAt: true,
      template: { select: { hashName: true } },
    },
  });
  const shown = (value: number | null) => (value === null ? '-' : String(value));
  const daysOf = (row: { createdAt: Date; expiresAt: Date }) => Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000);
  return numberUsedError(merchantOrderNo, 'buyOrder', earlier, params, (was) => [
    was.template.hashName !== params.hashName && { field: 'item', was: was.template.hashName, now: params.hashName },
    was.priceCents !== params.priceCents && { field: 'price', was: yuanText(was.priceCents), now: yuanText(params.priceCents) },
    was.quantity !== params.quantity && { field: 'quantity', was: String(was.quantity), now: String(params.quantity) },
    (was.minFloat !== params.minFloat || was.maxFloat !== params.maxFloat) && {
      field: 'floatRange',
      was: `${shown(was.minFloat)}~${shown(was.maxFloat)}`,
      now: `${shown(params.minFloat)}~${shown(params.maxFloat)}`,
    },
    was.paintSeeds.join(',') !== params.paintSeeds.join(',') && {
      field: 'paintSeeds',
      was: was.paintSeeds.join(',') || '-',
      now: params.paintSeeds.join(',') || '-',
    },
    was.stickerHashName !== params.stickerHashName && { field: 'sticker', was: was.stickerHashName ?? '-', now: params.stickerHashName ?? '-' },
    daysOf(was) !== params.expiresInDays && { field: 'expiry', was: String(daysOf(was)), now: String(params.expiresInDays) },
  ]);
}
