// Offering items for rent (出租) and finding them (docs/money-and-orders.md "Leases"; docs/rest.md
// "Leases"): the lender's lease listings (offer, change the terms, delist, their list) and the public
// reads (an item's lease listings on the item page's 租赁 tab, the market's lease figures). Renting
// them, delivery and return are the lease lifecycle's (lease.service.ts).
//
// Offering checks each asset by the selling rules (the inventory module's SellingService answers
// them: a usable bound account, a known item, tradable now, not held for or sold to a buyer; an asset
// on sale may be offered too) and the terms by lib/leaseTerms.ts against the reference price listing
// uses (the lender's: other sellers' lowest, else the catalogue's). Each request works on many items
// in one transaction, reporting each refused item while the others go through, as listing does.
//
// A lease listing ends (DELISTED) when its lender delists it, when its asset is sold (the listing
// module's off-sale listeners), when a refresh no longer finds the asset in its Steam inventory (the
// inventory's gone-items listeners) and when its account's listings leave the market because it is
// unbound or marked ABNORMAL (the Steam account service's listeners); services.ts registers them.
// Only an ON_LEASE listing changes here: a LEASED one belongs to its lease until the lease ends.
import { formatAmount } from '../../../lib/money.ts';
import {
  checkLeaseAsk,
  DAILY_RENT_MAX_PERCENT_OF_REFERENCE,
  DEPOSIT_MIN_PERCENT_OF_REFERENCE,
  LEASE_BATCH_MAX,
  LEASE_LONG_DAYS,
  LEASE_MAX_DAYS,
  LEASE_MIN_DAYS,
  type LeaseAsk,
  type LeaseAskProblem,
} from '../../../lib/leaseTerms.ts';
import { db } from '../../db/client.ts';
import { type LeaseListing, LeaseListingStatus, Prisma } from '../../db/generated/prisma/client.ts';
import { idempotent } from '../../db/idempotency.ts';
import { publicPrisma } from '../../db/replica.ts';
import { sqlConstant } from '../../db/sqlConstants.ts';
import { transaction } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import { templateByHashName } from '../catalog/catalog.service.ts';
import type { EventLog } from '../events/events.service.ts';
import { decodePosition, encodePosition } from '../../db/keysetPosition.ts';
import type { LeaseRefusal, SellingService } from '../inventory/selling.service.ts';
import { referencePrices } from '../listing/listing.service.ts';
import {
  LeaseAlreadyOfferedError,
  LeaseListingEndedError,
  LeaseListingLeasedError,
  LeaseListingNotFoundError,
  LeaseTermsError,
} from './leaseListing.errors.ts';
import { figuresOfRow, type LeaseFigures, type LeaseFiguresRow, leaseFiguresSql } from './leaseMarket.ts';

export { LEASE_BATCH_MAX };
export { type LeaseFigures, leaseFiguresSql } from './leaseMarket.ts';

/** The SQL condition that the inventory item `inventoryItemId` is offered for rent now (出租中: a lease listing ON_LEASE), for the inventory's statements. */
export function offeredForRentSql(inventoryItemId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM lease_listings ll
    WHERE ll.inventory_item_id = ${inventoryItemId} AND ll.status = ${sqlConstant(LeaseListingStatus.ON_LEASE)})`;
}

type Tx = Prisma.TransactionClient;

/** A Pothos/Prisma selection of lease listings (a resolver's `query`, or a REST handler's), spread into the load. */
export type LeaseListingQuery = { include?: Prisma.LeaseListingInclude; select?: Prisma.LeaseListingSelect };
export type LeaseListingRow<Q extends LeaseListingQuery> = Prisma.LeaseListingGetPayload<Q>;

export type Page = { offset: number; limit: number };

/** The states of a lease listing, and the status filter of a lender's list (ALL: every state). */
export const LEASE_LISTING_STATES = ['ON_LEASE', 'LEASED', 'DELISTED'] as const satisfies readonly LeaseListingStatus[];
export const LEASE_LISTING_STATUS_FILTERS = ['ALL', ...LEASE_LISTING_STATES] as const;
export type LeaseListingStatusFilter = (typeof LEASE_LISTING_STATUS_FILTERS)[number];

/** The orders of an item's lease listings (the 租赁 tab); the float sorts put the listings without a float last. */
export const LEASE_LISTING_SORTS = ['RENT_ASC', 'RENT_DESC', 'DEPOSIT_ASC', 'FLOAT_ASC', 'FLOAT_DESC'] as const;
export type LeaseListingSort = (typeof LEASE_LISTING_SORTS)[number];

/** One item to offer for rent, as a client sends it: money in integer cents (each value read with its own message). */
export type LeaseOfferInput = {
  inventoryItemId: unknown;
  dailyRent: unknown;
  longDailyRent?: unknown;
  deposit: unknown;
  maxDays: unknown;
  buyoutPrice?: unknown;
};

/** A change of a lease listing's terms: the terms given change (null clears the long rent or the buyout), the others stay. */
export type LeaseTermsChange = {
  dailyRent?: unknown;
  longDailyRent?: unknown;
  deposit?: unknown;
  maxDays?: unknown;
  buyoutPrice?: unknown;
};

/** Why one item was not offered: the selling rules' refusal, an offer already live, or a term over its limit. */
export type LeaseOfferFailureReason =
  | LeaseRefusal
  | 'alreadyOffered'
  | 'dailyRentNotPositive'
  | 'dailyRentTooHigh'
  | 'longDailyRentNotPositive'
  | 'longDailyRentAboveDailyRent'
  | 'maxDaysRange'
  | 'depositTooLow'
  | 'buyoutPriceBelowDeposit';

export const LEASE_OFFER_FAILURE_REASONS = [
  'notFound',
  'unknownItem',
  'reserved',
  'leased',
  'accountAbnormal',
  'accountNotSellable',
  'notTradable',
  'alreadyOffered',
  'dailyRentNotPositive',
  'dailyRentTooHigh',
  'longDailyRentNotPositive',
  'longDailyRentAboveDailyRent',
  'maxDaysRange',
  'depositTooLow',
  'buyoutPriceBelowDeposit',
] as const satisfies readonly LeaseOfferFailureReason[];

/** The term a refusal is about (dailyRent, longDailyRent, deposit, maxDays, buyoutPrice), and the limit it names (cents). */
export type LeaseOfferFailure = { inventoryItemId: string; reason: LeaseOfferFailureReason; field: LeaseTermField | null; limitCents: number | null };

export type LeaseTermField = LeaseAskProblem['field'];

/** What an offer did, item by item (plain JSON: an idempotent answer). */
export type LeaseOfferResult = {
  /** inventory item ids offered */
  succeeded: string[];
  /** the lease listing made for each */
  listings: { inventoryItemId: string; leaseListingId: string }[];
  failures: LeaseOfferFailure[];
};

export type LeaseListingOptions = {
  /** the client's Idempotency-Key (REST header) or idempotencyKey (GraphQL input), unchecked; none when undefined */
  idempotencyKey?: unknown;
};

/** The message (key and parameters) of a refused item or term, for both APIs. */
export function leaseFailureMessage(failure: Pick<LeaseOfferFailure, 'reason' | 'limitCents'>): { key: MessageKey; params: Record<string, string | number> } {
  return {
    key: `leaseListing.refused.${failure.reason}`,
    params: {
      limit: formatAmount((failure.limitCents ?? 0) / 100),
      percent: failure.reason === 'depositTooLow' ? DEPOSIT_MIN_PERCENT_OF_REFERENCE : DAILY_RENT_MAX_PERCENT_OF_REFERENCE,
      days: LEASE_LONG_DAYS,
      min: LEASE_MIN_DAYS,
      max: LEASE_MAX_DAYS,
    },
  };
}

/** A term's problem (lib/leaseTerms.ts) as a refusal: its reason, field and limit. */
function failureOfProblem(problem: LeaseAskProblem, ask: LeaseAsk): Omit<LeaseOfferFailure, 'inventoryItemId'> {
  const reason = `${problem.field}${problem.reason[0].toUpperCase()}${problem.reason.slice(1)}` as LeaseOfferFailureReason;
  const limitCents = problem.field === 'buyoutPrice' ? ask.depositCents : 'limitCents' in problem ? (problem.limitCents ?? null) : null;
  return { reason, field: problem.field, limitCents };
}

const FIELD_NAMES = {
  dailyRent: 'leaseListing.field.dailyRent',
  longDailyRent: 'leaseListing.field.longDailyRent',
  deposit: 'leaseListing.field.deposit',
  buyoutPrice: 'leaseListing.field.buyoutPrice',
} as const satisfies Record<string, MessageKey>;

/** An amount of money as sent: integer cents, never coerced from text; optional ones may be absent or null. */
function centsOf(value: unknown, field: keyof typeof FIELD_NAMES, optional: boolean): number | null {
  if (optional && (value === undefined || value === null)) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new ValidationError(field, 'leaseListing.amountInvalid', { field: FIELD_NAMES[field] });
  return value;
}

function maxDaysOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new ValidationError('maxDays', 'leaseListing.maxDaysInvalid');
  return value;
}

/** The ask of one item, each value read with its own message (malformed input refuses the whole request). */
function askOf(input: LeaseOfferInput): LeaseAsk {
  return {
    dailyRentCents: centsOf(input.dailyRent, 'dailyRent', false)!,
    longDailyRentCents: centsOf(input.longDailyRent, 'longDailyRent', true),
    depositCents: centsOf(input.deposit, 'deposit', false)!,
    maxDays: maxDaysOf(input.maxDays),
    buyoutPriceCents: centsOf(input.buyoutPrice, 'buyoutPrice', true),
  };
}

const askColumns = (ask: LeaseAsk) => ({
  dailyRentCents: ask.dailyRentCents,
  longDailyRentCents: ask.longDailyRentCents,
  depositCents: ask.depositCents,
  maxDays: ask.maxDays,
  buyoutPriceCents: ask.buyoutPriceCents,
});

const ORDER_OF_SORT: Record<LeaseListingSort, Prisma.LeaseListingOrderByWithRelationInput[]> = {
  RENT_ASC: [{ dailyRentCents: 'asc' }, { depositCents: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  RENT_DESC: [{ dailyRentCents: 'desc' }, { depositCents: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  DEPOSIT_ASC: [{ depositCents: 'asc' }, { dailyRentCents: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  FLOAT_ASC: [{ floatValue: { sort: 'asc', nulls: 'last' } }, { dailyRentCents: 'asc' }, { id: 'asc' }],
  FLOAT_DESC: [{ floatValue: { sort: 'desc', nulls: 'last' } }, { dailyRentCents: 'asc' }, { id: 'asc' }],
};

/** `status` of a lender's list, any case; ALL when absent. */
export function leaseListingStatusOf(value: unknown): LeaseListingStatusFilter {
  if (value === undefined || value === null || value === '') return 'ALL';
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const found = LEASE_LISTING_STATUS_FILTERS.find((state) => state === text);
  if (!found) throw new ValidationError('status', 'leaseListing.statusInvalid');
  return found;
}

/** `sort` of an item's lease listings (rent_asc, rent_desc, deposit_asc, float_asc, float_desc; any case); RENT_ASC when absent. */
export function leaseListingSortOf(value: unknown): LeaseListingSort {
  if (value === undefined || value === null || value === '') return 'RENT_ASC';
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const found = LEASE_LISTING_SORTS.find((sort) => sort === text);
  if (!found) throw new ValidationError('sort', 'leaseListing.sortInvalid');
  return found;
}

export type LeaseListingServiceOptions = {
  now: () => Date;
  events: EventLog;
  /** the selling rules an asset must pass to be offered, and its reference price (the inventory module's) */
  selling: Pick<SellingService, 'leasableAssets' | 'itemIdsOfAssets'>;
};

type ChangedLeaseListing = Pick<LeaseListing, 'id' | 'templateId' | 'lenderId' | 'status'>;
const CHANGED_SELECT = { id: true, templateId: true, lenderId: true, status: true } as const satisfies Prisma.LeaseListingSelect;

/** Lenders' lease listings and the public reads of them (see the top of this file). */
export class LeaseListingService {
  private readonly now: () => Date;
  private readonly events: EventLog;
  private readonly selling: LeaseListingServiceOptions['selling'];

  constructor(options: LeaseListingServiceOptions) {
    this.now = options.now;
    this.events = options.events;
    this.selling = options.selling;
  }

  // -------------------------------------------------------------------------------------------
  // The lender's

  /**
   * Offers the viewer's assets for rent at their terms. Malformed input (a term that is not a whole
   * number of cents, nothing or too much selected) refuses the whole request and changes nothing; an
   * asset the selling rules refuse, one already offered, or terms over their limits (lib/leaseTerms.ts,
   * against the asset's reference price) are reported per item while the others are offered.
   */
  async offer(viewer: Viewer, inputs: readonly LeaseOfferInput[], options: LeaseListingOptions = {}): Promise<LeaseOfferResult> {
    if (inputs.length === 0) throw new ValidationError('items', 'leaseListing.nothingSelected');
    if (inputs.length > LEASE_BATCH_MAX) throw new ValidationError('items', 'leaseListing.tooMany', { max: LEASE_BATCH_MAX });
    const userId = viewer.user.id;
    const asks = inputs.map((input) => ({ inventoryItemId: String(input.inventoryItemId ?? ''), ask: askOf(input) }));
    const now = this.now();
    const params = asks.map(({ inventoryItemId, ask }) => ({ inventoryItemId, ...askColumns(ask) }));
    return idempotent({ userId, key: options.idempotencyKey, operation: 'lease.offer', params, now }, async (tx) => {
      const ids = [...new Set(asks.map((entry) => entry.inventoryItemId))];
      const assets = await this.selling.leasableAssets(tx, userId, ids);
      const live = await tx.leaseListing.findMany({
        where: { inventoryItemId: { in: ids }, status: { in: [LeaseListingStatus.ON_LEASE, LeaseListingStatus.LEASED] } },
        select: { inventoryItemId: true },
      });
      // an asset named twice in one request is offered once: the later entries find it offered
      const offered = new Set(live.map((row) => row.inventoryItemId));
      const result: LeaseOfferResult = { succeeded: [], listings: [], failures: [] };
      const rows: Prisma.LeaseListingCreateManyInput[] = [];
      for (const { inventoryItemId, ask } of asks) {
        const fail = (failure: Omit<LeaseOfferFailure, 'inventoryItemId'>) => result.failures.push({ inventoryItemId, ...failure });
        const asset = assets.get(inventoryItemId);
        if (!asset || 'refusal' in asset) {
          fail({ reason: asset?.refusal ?? 'notFound', field: null, limitCents: null });
          continue;
        }
        if (offered.has(inventoryItemId)) {
          fail({ reason: 'alreadyOffered', field: null, limitCents: null });
          continue;
        }
        const problem = checkLeaseAsk(ask, asset.referenceCents);
        if (problem) {
          fail(failureOfProblem(problem, ask));
          continue;
        }
        offered.add(inventoryItemId);
        rows.push({
          lenderId: userId,
          templateId: asset.templateId,
          inventoryItemId,
          steamAccountId: asset.steamAccountId,
          assetId: asset.assetId,
          floatValue: asset.floatValue,
          paintSeed: asset.paintSeed,
          stickers: asset.stickers,
          ...askColumns(ask),
          status: LeaseListingStatus.ON_LEASE,
          createdAt: now,
          updatedAt: now,
        });
        result.succeeded.push(inventoryItemId);
      }
      if (rows.length === 0) return result;
      // the partial unique index (one live lease listing per asset) stands behind the row locks
      const created = await tx.leaseListing
        .createManyAndReturn({ data: rows, select: { ...CHANGED_SELECT, inventoryItemId: true } })
        .catch((error: unknown) => {
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new LeaseAlreadyOfferedError();
          throw error;
        });
      await this.announce(tx, created, 'offered');
      result.listings = created.map((row) => ({ inventoryItemId: row.inventoryItemId ?? '', leaseListingId: row.id }));
      return result;
    });
  }

  /**
   * `offer` with the assets named by their Steam asset ids (the partner API): each id is the viewer's
   * inventory item of that asset (an unknown or another user's asset is refused as `notFound`), and
   * the result names them by asset id again.
   */
  async offerAssets(
    viewer: Viewer,
    inputs: readonly (Omit<LeaseOfferInput, 'inventoryItemId'> & { assetId: string })[],
    options: LeaseListingOptions = {},
  ): Promise<{
    succeeded: string[];
    listings: { assetId: string; leaseListingId: string }[];
    failures: (Omit<LeaseOfferFailure, 'inventoryItemId'> & { assetId: string })[];
  }> {
    const itemOfAsset = await this.selling.itemIdsOfAssets(
      viewer.user.id,
      inputs.map((input) => input.assetId),
    );
    const idOf = (assetId: string) => itemOfAsset.get(assetId) ?? `asset:${assetId}`;
    const assetOf = new Map(inputs.map((input) => [idOf(input.assetId), input.assetId]));
    const asset = (inventoryItemId: string) => assetOf.get(inventoryItemId) ?? inventoryItemId;
    const result = await this.offer(
      viewer,
      inputs.map(({ assetId, ...terms }) => ({ ...terms, inventoryItemId: idOf(assetId) })),
      options,
    );
    return {
      succeeded: result.succeeded.map(asset),
      listings: result.listings.map((listing) => ({ assetId: asset(listing.inventoryItemId), leaseListingId: listing.leaseListingId })),
      failures: result.failures.map(({ inventoryItemId, ...failure }) => ({ ...failure, assetId: asset(inventoryItemId) })),
    };
  }

  /**
   * Changes the terms of one of the viewer's lease listings offered for rent: the terms given change,
   * the others stay, and the whole is checked as an offer is (against the reference price now).
   * Another lender's is not found; a rented or delisted one is refused (409); terms over a limit are
   * refused naming the field and the limit; nothing changes then.
   */
  async update<Q extends LeaseListingQuery>(viewer: Viewer, leaseListingId: string, change: LeaseTermsChange, query?: Q): Promise<LeaseListingRow<Q>> {
    const given = Object.entries(change).filter(([, value]) => value !== undefined);
    if (given.length === 0) throw new ValidationError('dailyRent', 'leaseListing.nothingToChange');
    const parsed = {
      dailyRentCents: change.dailyRent === undefined ? undefined : centsOf(change.dailyRent, 'dailyRent', false)!,
      longDailyRentCents: change.longDailyRent === undefined ? undefined : centsOf(change.longDailyRent, 'longDailyRent', true),
      depositCents: change.deposit === undefined ? undefined : centsOf(change.deposit, 'deposit', false)!,
      maxDays: change.maxDays === undefined ? undefined : maxDaysOf(change.maxDays),
      buyoutPriceCents: change.buyoutPrice === undefined ? undefined : centsOf(change.buyoutPrice, 'buyoutPrice', true),
    };
    const userId = viewer.user.id;
    await transaction(async (tx) => {
      const row = await this.lockOwn(tx, userId, leaseListingId);
      if (row.status === LeaseListingStatus.LEASED) throw new LeaseListingLeasedError();
      if (row.status === LeaseListingStatus.DELISTED) throw new LeaseListingEndedError();
      const ask: LeaseAsk = {
        dailyRentCents: parsed.dailyRentCents ?? row.dailyRentCents,
        longDailyRentCents: parsed.longDailyRentCents === undefined ? row.longDailyRentCents : parsed.longDailyRentCents,
        depositCents: parsed.depositCents ?? row.depositCents,
        maxDays: parsed.maxDays ?? row.maxDays,
        buyoutPriceCents: parsed.buyoutPriceCents === undefined ? row.buyoutPriceCents : parsed.buyoutPriceCents,
      };
      const reference = (await referencePrices(userId, [row.templateId], tx)).get(row.templateId);
      if (reference === undefined) throw new LeaseListingNotFoundError();
      const problem = checkLeaseAsk(ask, reference);
      if (problem) {
        const failure = failureOfProblem(problem, ask);
        const message = leaseFailureMessage(failure);
        throw new LeaseTermsError(problem.field, message.key, message.params);
      }
      const updated = await tx.leaseListing.updateManyAndReturn({
        where: { id: row.id, status: LeaseListingStatus.ON_LEASE },
        data: { ...askColumns(ask), updatedAt: this.now() },
        select: CHANGED_SELECT,
      });
      await this.announce(tx, updated, 'updated');
    });
    return this.ownOrThrow(viewer, leaseListingId, query);
  }

  /**
   * Delists one of the viewer's lease listings offered for rent. Another lender's is not found; a
   * rented one is refused (409); one delisted already is answered as it is (a retry changes nothing).
   */
  async cancel<Q extends LeaseListingQuery>(viewer: Viewer, leaseListingId: string, query?: Q): Promise<LeaseListingRow<Q>> {
    const userId = viewer.user.id;
    await transaction(async (tx) => {
      const row = await this.lockOwn(tx, userId, leaseListingId);
      if (row.status === LeaseListingStatus.LEASED) throw new LeaseListingLeasedError();
      if (row.status === LeaseListingStatus.DELISTED) return;
      await this.delist(tx, { id: row.id });
    });
    return this.ownOrThrow(viewer, leaseListingId, query);
  }

  /** The viewer's lease listings in a state (every state with ALL), newest first, a page at a time. */
  async list<Q extends LeaseListingQuery>(
    viewer: Viewer,
    status: LeaseListingStatusFilter,
    page: Page,
    query?: Q,
  ): Promise<{ rows: LeaseListingRow<Q>[]; total: number }> {
    const where: Prisma.LeaseListingWhereInput = { lenderId: viewer.user.id, ...(status === 'ALL' ? {} : { status }) };
    const [rows, total] = await Promise.all([
      db().leaseListing.findMany({ ...query, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit }),
      db().leaseListing.count({ where }),
    ]);
    return { rows: rows as LeaseListingRow<Q>[], total };
  }

  /** The viewer's lease listings in a state, newest first, a keyset page after a cursor (the partner API): pass `next` as `after`. */
  async listAfter<Q extends LeaseListingQuery>(
    viewer: Viewer,
    status: LeaseListingStatusFilter,
    page: { after?: string; limit: number },
    query: Q,
  ): Promise<{ rows: LeaseListingRow<Q>[]; next: string | null }> {
    const before = page.after ? decodePosition(page.after) : null;
    const where: Prisma.LeaseListingWhereInput = {
      lenderId: viewer.user.id,
      ...(status === 'ALL' ? {} : { status }),
      ...(before && { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] }),
    };
    const selection = query.select ? { ...query, select: { ...query.select, id: true, createdAt: true } } : query;
    const rows = (await db().leaseListing.findMany({
      ...selection,
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: page.limit + 1,
    })) as unknown as (LeaseListingRow<Q> & {
      id: string;
      createdAt: Date;
    })[];
    const shown = rows.slice(0, page.limit);
    const last = shown.at(-1);
    return { rows: shown, next: rows.length > page.limit && last ? encodePosition({ at: last.createdAt, id: last.id }) : null };
  }

  /** One of the viewer's lease listings, in whatever state; null for another lender's or an unknown id. */
  async findOwn<Q extends LeaseListingQuery>(viewer: Viewer, leaseListingId: string, query?: Q): Promise<LeaseListingRow<Q> | null> {
    const row = await db().leaseListing.findFirst({ ...query, where: { id: leaseListingId, lenderId: viewer.user.id } });
    return row as LeaseListingRow<Q> | null;
  }

  private async ownOrThrow<Q extends LeaseListingQuery>(viewer: Viewer, leaseListingId: string, query?: Q): Promise<LeaseListingRow<Q>> {
    const row = await this.findOwn(viewer, leaseListingId, query);
    if (!row) throw new LeaseListingNotFoundError();
    return row;
  }

  /** Locks one of the user's lease listings (FOR UPDATE) and reads it; another lender's or an unknown id is not found. */
  private async lockOwn(tx: Tx, userId: string, leaseListingId: string): Promise<LeaseListing> {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM lease_listings WHERE id = ${String(leaseListingId)} AND lender_id = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw new LeaseListingNotFoundError();
    return tx.leaseListing.findUniqueOrThrow({ where: { id: locked[0].id } });
  }

  // -------------------------------------------------------------------------------------------
  // Ended by what happens to the asset (the listeners services.ts registers), in the change's transaction

  /** The listings sold (the listing module's off-sale listeners): their assets' offers for rent end. */
  async endForSoldAssets(tx: Tx, inventoryItemIds: readonly string[]): Promise<void> {
    if (inventoryItemIds.length === 0) return;
    await this.delist(tx, { inventoryItemId: { in: [...inventoryItemIds] } });
  }

  /** Assets an inventory refresh no longer finds in their Steam inventory: their offers for rent end. */
  async endForGoneAssets(tx: Tx, inventoryItemIds: readonly string[]): Promise<void> {
    if (inventoryItemIds.length === 0) return;
    await this.delist(tx, { inventoryItemId: { in: [...inventoryItemIds] } });
  }

  /** A Steam account unbound or marked ABNORMAL (its listings leave the market): its assets' offers for rent end. */
  async endForAccount(tx: Tx, steamAccountId: string): Promise<void> {
    await this.delist(tx, { steamAccountId });
  }

  /** The lease listings offered for rent under `where` become DELISTED, each with its event; a rented one stays. */
  private async delist(tx: Tx, where: Prisma.LeaseListingWhereInput): Promise<void> {
    const at = this.now();
    const ended = await tx.leaseListing.updateManyAndReturn({
      where: { ...where, status: LeaseListingStatus.ON_LEASE },
      data: { status: LeaseListingStatus.DELISTED, closedAt: at, updatedAt: at },
      select: CHANGED_SELECT,
    });
    await this.announce(tx, ended, 'delisted');
  }

  /** Each changed lease listing's event, seen by its lender (the public answers' cache is emptied by it). */
  private announce(tx: Tx, changed: readonly ChangedLeaseListing[], event: 'offered' | 'updated' | 'delisted'): Promise<void> {
    return this.events.append(
      tx,
      changed.map((row) => ({
        type: 'leaseListing.changed' as const,
        aggregateId: row.id,
        audience: [row.lenderId],
        payload: { leaseListingId: row.id, templateId: row.templateId, event, status: row.status },
      })),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Public reads

  /** node(id) of a lease listing: anyone finds one offered for rent; its lender finds it in any state. */
  nodeWhere(viewer: Viewer | undefined, id: string): Prisma.LeaseListingWhereUniqueInput {
    return { id, OR: [{ status: LeaseListingStatus.ON_LEASE }, { lenderId: viewer?.user.id ?? NO_ROW_ID }] };
  }

  /** Whether the viewer is the listing's lender (the item page marks it and offers no Rent). */
  isLenderOf(listing: { lenderId: string }, viewer: Viewer | undefined): boolean {
    return viewer !== undefined && listing.lenderId === viewer.user.id;
  }

  /** A page of one item's lease listings offered for rent, in a sort (the item page's 租赁 tab), with their count (a public read, api/db/replica.ts). */
  async itemLeaseListings<Q extends LeaseListingQuery>(
    templateId: number,
    sort: LeaseListingSort,
    page: Page,
    query?: Q,
  ): Promise<{ rows: LeaseListingRow<Q>[]; total: number }> {
    const where: Prisma.LeaseListingWhereInput = { templateId, status: LeaseListingStatus.ON_LEASE };
    const [rows, total] = await Promise.all([
      publicPrisma((prisma) => prisma.leaseListing.findMany({ ...query, where, orderBy: ORDER_OF_SORT[sort], skip: page.offset, take: page.limit })),
      publicPrisma((prisma) => prisma.leaseListing.count({ where })),
    ]);
    return { rows: rows as LeaseListingRow<Q>[], total };
  }

  /**
   * The item page's 租赁 tab by the item's hash name: its lease figures ("from ¥x/day", that
   * listing's deposit, how many; null when none is offered), a page of its lease listings loaded with
   * the caller's selection, and their lenders' delivery records (deliveriesOf). An item the catalogue
   * does not know is not found.
   */
  async itemLeases<S extends Prisma.LeaseListingSelect>(hashName: string | undefined, sort: LeaseListingSort, page: Page, select: S) {
    const item = hashName ? await publicPrisma((prisma) => templateByHashName(hashName, { select: { id: true } }, prisma)) : null;
    if (!item) throw new NotFoundError('market.itemNotFound');
    const [figures, listings] = await Promise.all([
      this.figuresOf([item.id]),
      this.itemLeaseListings(item.id, sort, page, { select: { ...select, lenderId: true } }),
    ]);
    const deliveries = await this.deliveriesOf(listings.rows.map((row) => (row as unknown as { lenderId: string }).lenderId));
    return { figures: figures.get(item.id) ?? null, ...listings, deliveries };
  }

  /** The lease figures of these items (those with a lease listing offered; leaseMarket.ts), by item id (a public read). */
  async figuresOf(templateIds: readonly number[]): Promise<Map<number, LeaseFigures>> {
    const ids = [...new Set(templateIds)];
    if (ids.length === 0) return new Map();
    const rows = await publicPrisma((prisma) => prisma.$queryRaw<LeaseFiguresRow[]>(leaseFiguresSql(ids)));
    return new Map(rows.map((row) => [row.template_id, figuresOfRow(row)]));
  }

  /** How many leases each lender has delivered (the renter received the item), by lender id: their delivery record on the 租赁 tab (a public read). */
  async deliveriesOf(lenderIds: readonly string[]): Promise<Map<string, number>> {
    const ids = [...new Set(lenderIds)];
    if (ids.length === 0) return new Map();
    const rows = await publicPrisma((prisma) =>
      prisma.lease.groupBy({ by: ['lenderId'], where: { lenderId: { in: ids }, startedAt: { not: null } }, _count: { _all: true } }),
    );
    return new Map(rows.map((row) => [row.lenderId, row._count._all]));
  }
}
