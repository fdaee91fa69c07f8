// What the parts of a lease after its delivery (leaseReturns.ts, leaseRenewal.ts, leaseOverdue.ts)
// read of a lease beside its locked columns: its accounts, assets, trades and times; the renter's own
// lease by its number; the item's name and the market's time for messages; Steam sessions of either
// party. Nothing here writes a lease.
import { formatAmount } from '../../../lib/money.ts';
import { db } from '../../db/client.ts';
import type { Prisma, SteamAccount } from '../../db/generated/prisma/client.ts';
import { AppError, NotFoundError, ServiceUnavailableError } from '../../errors.ts';
import type { SteamSession } from '../../integrations/tradePlatform/port.ts';
import { TradePlatformError } from '../../integrations/tradePlatform/port.ts';
import { marketClock } from '../../marketDay.ts';
import type { Viewer } from '../../session/viewer.ts';
import { templatesByIds } from '../catalog/catalog.service.ts';
import { RebindRequiredError, type SteamAccountService } from '../steam/steam.service.ts';
import { LeaseUnknownError } from './leaseAfter.errors.ts';
import type { LeaseState } from './leaseStateMachine.ts';

type Tx = Prisma.TransactionClient;

export const LEASE_AFTER_COLUMNS = {
  id: true,
  leaseNo: true,
  status: true,
  version: true,
  renterId: true,
  lenderId: true,
  templateId: true,
  leaseListingId: true,
  lenderSteamAccountId: true,
  lenderSteamId: true,
  renterSteamAccountId: true,
  renterSteamId: true,
  renterAssetId: true,
  deliveryTradeId: true,
  returnOfferId: true,
  returnTradeId: true,
  startedAt: true,
  endsAt: true,
  returnRequestedAt: true,
  returnedAt: true,
  deadlineAt: true,
  days: true,
  rentCents: true,
  depositCents: true,
  buyoutPriceCents: true,
  heldCents: true,
  lenderIncomeCents: true,
  feeCents: true,
} satisfies Prisma.LeaseSelect;

export type LeaseAfterRow = Omit<Prisma.LeaseGetPayload<{ select: typeof LEASE_AFTER_COLUMNS }>, 'status'> & { status: LeaseState };

/** The lease as the parts read it (outside a transaction, or in `client`'s); null when there is none. */
export async function leaseRow(id: string, client: Tx | ReturnType<typeof db> = db()): Promise<LeaseAfterRow | null> {
  return (await client.lease.findUnique({ where: { id }, select: LEASE_AFTER_COLUMNS })) as LeaseAfterRow | null;
}

/** The viewer's lease as its renter, by its number; LeaseUnknownError for anyone else's or none. */
export async function renterLease(viewer: Viewer, leaseNo: unknown): Promise<LeaseAfterRow> {
  const no = typeof leaseNo === 'string' ? leaseNo.trim() : '';
  const lease = no
    ? ((await db().lease.findFirst({ where: { leaseNo: no, renterId: viewer.user.id }, select: LEASE_AFTER_COLUMNS })) as LeaseAfterRow | null)
    : null;
  if (!lease) throw new LeaseUnknownError();
  return lease;
}

/** The item's name in messages (its hash name), read in `client`'s transaction. */
export async function itemNameOf(templateId: number, client: Tx): Promise<string> {
  const [template] = await templatesByIds([templateId], { hashName: true }, client);
  return template?.hashName ?? '';
}

/** "YYYY-MM-DD HH:mm" on the market's clock (UTC+8), as messages show a time. */
export function marketMinute(at: Date): string {
  return marketClock(at).toISOString().slice(0, 16).replace('T', ' ');
}

/** Cents as messages show yuan. */
export const yuan = (cents: number) => formatAmount(cents / 100);

/** Steam could not be asked now (unreachable, rate limited, a session to renew): ask again later. */
export function isTransient(error: unknown): boolean {
  if (error instanceof TradePlatformError) return ['UNAVAILABLE', 'RATE_LIMITED', 'SESSION_EXPIRED'].includes(error.code);
  return error instanceof ServiceUnavailableError || (error instanceof AppError && error.code === 'RATE_LIMITED');
}

/** A bound account of the lease's and a working session of it. */
export type Party = { account: SteamAccount; session: SteamSession };

/**
 * The bound account `accountId` of `userId` with a working session; null when it is unbound or must be
 * bound again (its session cannot be renewed). Steam unreachable throws (the caller asks later).
 */
export async function partyOf(steamAccounts: SteamAccountService, userId: string, accountId: string | null): Promise<Party | null> {
  if (!accountId) return null;
  let account: SteamAccount;
  try {
    account = await steamAccounts.findOwned(userId, accountId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  try {
    return { account, session: await steamAccounts.sessionFor(account) };
  } catch (error) {
    if (error instanceof RebindRequiredError) return null;
    throw error;
  }
}

/** A session of either party that can read the lease's trades (both are parties of them): the lender's first. */
export async function anySessionOf(steamAccounts: SteamAccountService, lease: LeaseAfterRow): Promise<SteamSession | null> {
  const lender = await partyOf(steamAccounts, lease.lenderId, lease.lenderSteamAccountId);
  if (lender) return lender.session;
  return (await partyOf(steamAccounts, lease.renterId, lease.renterSteamAccountId))?.session ?? null;
}
