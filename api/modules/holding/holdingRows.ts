// The rows of money held, as the holding lifecycle (holding.service.ts) reads them: every holding
// table (buy_orders, bargains) has the holder (buyer_id) and where the items go (a bound Steam account,
// or a partner's trade URL), an item, the hold and its deposit part, a status and an expiry.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { sqlRows } from '../../db/sql.ts';
import type { Viewer } from '../../session/viewer.ts';
import { NoUsableSteamAccountError } from '../inventory/selling.service.ts';
import { parseTradeLinkUrl, steamIdOfTradeLink } from '../order/order.service.ts';

type Tx = Prisma.TransactionClient;

/** The tables of money held. */
export type HoldingTable = 'buy_orders' | 'bargains';

/** The SQL list of states ('OPEN', 'COUNTERED'), for `status IN (…)`: a state machine's constants only. */
export function stateList(states: readonly string[]): string {
  if (states.length === 0 || states.some((state) => !/^[A-Z_]+$/.test(state))) throw new Error(`not a list of states: ${states.join(', ')}`);
  return states.map((state) => `'${state}'`).join(', ');
}

/** What every locked holding answers beside its kind's own columns. */
export type HeldColumns = {
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
  /** its item's hash name */
  hashName: string;
  /** the SteamID its items go to: the bound account's while it is usable, a partner's trade URL's; null when none */
  buyerSteamId: string | null;
};

/**
 * Locks one holding (FOR UPDATE of its row) in the caller's transaction, with the columns every
 * holding has and `columns` (the kind's own, of alias `b`); null when there is none.
 */
export async function lockHolding<Own extends object>(
  tx: Tx,
  table: HoldingTable,
  columns: string,
  id: string,
  now: Date,
): Promise<(Own & HeldColumns) | null> {
  const [row] = await sqlRows<Own & HeldColumns>(
    tx,
    `SELECT ${columns}, b.id, b.buyer_id AS "buyerId", b.template_id AS "templateId", b.price_cents AS "priceCents",
            b.held_cents AS "heldCents", b.held_from_deposit_cents AS "heldFromDepositCents",
            b.buyer_steam_account_id AS "buyerSteamAccountId", b.buyer_trade_url AS "buyerTradeUrl", b.partner_app_id AS "partnerAppId",
            b.merchant_order_no AS "merchantOrderNo", b.status::text AS status, b.expires_at <= $2::timestamp AS expired, t.hash_name AS "hashName",
            CASE WHEN a.status = 'NORMAL' AND a.trade_link_url IS NOT NULL THEN a.steam_id END AS "buyerSteamId"
     FROM ${table} b
     JOIN item_templates t ON t.id = b.template_id
     LEFT JOIN steam_accounts a ON a.id = b.buyer_steam_account_id
     WHERE b.id = $1
     FOR UPDATE OF b`,
    [id, now],
  );
  if (!row) return null;
  // a partner's customer receives through the trade URL: its SteamID is the URL's
  const link = row.buyerSteamId === null && row.buyerTradeUrl ? parseTradeLinkUrl(row.buyerTradeUrl) : null;
  return link ? { ...row, buyerSteamId: steamIdOfTradeLink(link) } : row;
}

/** The ids of a table's holdings in `states` whose time is over, the oldest first, at most `limit`. */
export async function dueHoldings(client: Tx, table: HoldingTable, states: readonly string[], now: Date, limit: number): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(
    client,
    `SELECT id FROM ${table} WHERE status IN (${stateList(states)}) AND expires_at <= $1::timestamp ORDER BY expires_at LIMIT ${Math.trunc(limit)}`,
    [now],
  );
  return rows.map((row) => row.id);
}

/** The ids of a table's holdings in `states` that deliver to a Steam account, in id order. */
export async function holdingsDeliveringTo(tx: Tx, table: HoldingTable, states: readonly string[], steamAccountId: string): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(tx, `SELECT id FROM ${table} WHERE buyer_steam_account_id = $1 AND status IN (${stateList(states)}) ORDER BY id`, [
    steamAccountId,
  ]);
  return rows.map((row) => row.id);
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
  viewer: Viewer,
  steamAccountId: string,
  partner: { merchantOrderNo: string; tradeLink: { url: string } | null } | null,
): Promise<Holder> {
  const buyerId = viewer.user.id;
  const [account] = steamAccountId
    ? await sqlRows<{ id: string }>(tx, `SELECT id FROM steam_accounts WHERE id = $1 AND user_id = $2 AND status = 'NORMAL' AND trade_link_url IS NOT NULL`, [
        steamAccountId,
        buyerId,
      ])
    : [];
  if (!account && !partner?.tradeLink) throw new NoUsableSteamAccountError();
  return {
    buyerId,
    buyerSteamAccountId: account?.id ?? null,
    buyerTradeUrl: account ? null : (partner?.tradeLink?.url ?? null),
    partnerAppId: viewer.partner?.appId ?? null,
    merchantOrderNo: partner?.merchantOrderNo ?? null,
  };
}
