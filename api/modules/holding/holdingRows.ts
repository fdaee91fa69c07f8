// The rows of money held, as the holding lifecycle (holding.service.ts) reads them: every holding
// table (buy_orders, bargains) has the holder (buyer_id) and where the items go (a bound Steam account,
// or a partner's trade URL), an item, the hold and its deposit part, a status and an expiry. Each kind
// reads and locks its own table (its module owns it); the item's name and the receiving account are
// asked of the catalog and the Steam accounts.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Viewer } from '../../session/viewer.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { parseTradeLinkUrl, steamIdOfTradeLink } from '../order/order.service.ts';
import { NoUsableSteamAccountError } from '../steam/steam.errors.ts';
import type { SteamAccountService } from '../steam/steam.service.ts';

type Tx = Prisma.TransactionClient;

/** What a holding reads of other modules: its item's name, and whether the account it delivers to can receive. */
export type HoldingReads = {
  catalog: Pick<CatalogService, 'itemsByIds'>;
  steamAccounts: Pick<SteamAccountService, 'usableReceivers'>;
};

/** The columns every holding's locked row has, as its kind's statement reads them. */
export type LockedColumns = {
  id: string;
  buyerId: string;
  templateId: number;
  priceCents: number;
  heldCents: number;
  heldFromDepositCents: number;
  buyerSteamAccountId: string | null;
  buyerTradeUrl: string | null;
  partnerAppId: string | null;
  /** a partner's own number for it (its orders carry it too); null for the web's */
  merchantOrderNo: string | null;
  status: string;
  /** its time is over (expires_at at or before the clock's now) */
  expired: boolean;
};

/** What every locked holding answers beside its kind's own columns. */
export type HeldColumns = LockedColumns & {
  /** its item's hash name */
  hashName: string;
  /** the SteamID its items go to: the bound account's while it is usable, a partner's trade URL's; null when none */
  buyerSteamId: string | null;
};

/** A holding its kind has locked (null: none), with its item's hash name and the SteamID its items go to. */
export async function withReceiver<Row extends LockedColumns>(tx: Tx, reads: HoldingReads, row: Row | undefined): Promise<(Row & HeldColumns) | null> {
  if (!row) return null;
  const items = await reads.catalog.itemsByIds(tx, [row.templateId]);
  const receivers = await reads.steamAccounts.usableReceivers(tx, row.buyerSteamAccountId === null ? [] : [row.buyerSteamAccountId]);
  const hashName = items.get(row.templateId)?.hashName;
  if (hashName === undefined) throw new Error(`holding ${row.id}: no catalogue item ${row.templateId}`);
  const account = row.buyerSteamAccountId === null ? undefined : receivers.get(row.buyerSteamAccountId);
  // a partner's customer receives through the trade URL: its SteamID is the URL's
  const link = !account && row.buyerTradeUrl ? parseTradeLinkUrl(row.buyerTradeUrl) : null;
  return { ...row, hashName, buyerSteamId: account?.steamId ?? (link ? steamIdOfTradeLink(link) : null) };
}

/** Who holds a new holding and where its items go: the columns every holding table has. */
export type Holder = {
  buyerId: string;
  buyerSteamAccountId: string | null;
  buyerTradeUrl: string | null;
  partnerAppId: string | null;
  merchantOrderNo: string | null;
};

/**
 * The holder of a new holding: the viewer, receiving with their usable bound account (NORMAL, with a
 * trade link) or, for a partner without one, the trade URL it gave; NoUsableSteamAccountError when
 * neither. A partner's merchant order number goes with it.
 */
export async function holderOf(
  tx: Tx,
  steamAccounts: HoldingReads['steamAccounts'],
  viewer: Viewer,
  steamAccountId: string,
  partner: { merchantOrderNo: string; tradeLink: { url: string } | null } | null,
): Promise<Holder> {
  const buyerId = viewer.user.id;
  const usable = steamAccountId ? (await steamAccounts.usableReceivers(tx, [steamAccountId])).get(steamAccountId) : undefined;
  const own = usable?.userId === buyerId;
  if (!own && !partner?.tradeLink) throw new NoUsableSteamAccountError();
  return {
    buyerId,
    buyerSteamAccountId: own ? steamAccountId : null,
    buyerTradeUrl: own ? null : (partner?.tradeLink?.url ?? null),
    partnerAppId: viewer.partner?.appId ?? null,
    merchantOrderNo: partner?.merchantOrderNo ?? null,
  };
}
