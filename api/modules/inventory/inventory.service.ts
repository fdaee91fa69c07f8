// Inventories of the user's bound Steam accounts (/user/inventory): refreshing them from
// Steam with visible progress, and reading them by tab, in pages by variety (one row per item) or by
// quantity (one row per asset), in the six sorts of the page.
import { db } from '../../db/client.ts';
import type { JobQueue } from '../../db/jobs.ts';
import { PURGE_DEFAULTS, type PurgeLimits, type PurgeResult, purgeInBatches } from '../../db/purge.ts';
import { type InventoryItem, type InventoryRefresh, Prisma, type SteamAccount } from '../../db/generated/prisma/client.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { TradePlatformError, type InventoryAsset, type SteamSession, type TradePlatform } from '../../integrations/tradePlatform/port.ts';
import type { ThrottleFactory } from '../../security/throttle.ts';
import { templatesByHashNames, templatesByIds } from '../catalog/catalog.service.ts';
import { LISTING_STATES, type ListingService, type ListingState, referencePrices, sellerListing, sellerListings } from '../listing/listing.service.ts';
import { postMessage } from '../message/message.service.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import { markInventoryRefreshed, steamAccountsOf, steamSignInError, type SteamAccountService } from '../steam/steam.service.ts';
import { lockUser } from '../user/user.service.ts';
import { SELECT_ALL_MAX } from '../../../lib/pricing.ts';
import {
  decodePosition,
  encodePosition,
  type InventoryCounts,
  type InventoryFilter,
  inventoryCounts,
  type GroupLeaseSql,
  type InventoryGroupView,
  inventoryGroups,
  NO_GROUP_LEASES,
  type InventoryItemQuery,
  type InventoryItemRow,
  inventoryItemIds,
  type InventorySort,
  itemIdsAfter,
  type Page,
  type SelectPurpose,
  selectableCount,
  selectableIds,
} from './inventoryPages.ts';
import {
  type InventoryLeases,
  leasedInOf,
  NoUsableSteamAccountError,
  type PriceRequest,
  SellingRefusedError,
  type SellingFailureReason,
  type SellingOptions,
  type SellingResult,
  type SellingService,
} from './selling.service.ts';

export {
  INVENTORY_SORTS,
  INVENTORY_TABS,
  SELECT_PURPOSES,
  type InventoryCounts,
  type InventoryFilter,
  type InventoryGroupRow,
  type InventoryGroupView,
  type InventoryItemQuery,
  type InventoryItemRow,
  type InventorySort,
  type InventoryTab,
  type Page,
  type SelectPurpose,
} from './inventoryPages.ts';

export type ListingQuery = { include?: Prisma.ListingInclude; select?: Prisma.ListingSelect };
type RefreshQuery = { include?: Prisma.InventoryRefreshInclude; select?: Prisma.InventoryRefreshSelect };

/** How long a finished refresh is kept: the latest of each user's stays for good (the page shows it). */
export const INVENTORY_REFRESH_KEPT_DAYS = 30;
/**
 * A batch of the finished refreshes started before $1 that are not their user's latest, the oldest
 * first, by inventory_refreshes_started_at_idx (each one's user's latest by the user's index).
 */
export const PURGE_REFRESHES_SQL = `DELETE FROM inventory_refreshes WHERE ctid = ANY(ARRAY(
  SELECT r.ctid FROM inventory_refreshes r
  WHERE r.started_at < $1 AND r.status <> 'RUNNING'
    AND r.started_at < (SELECT max(latest.started_at) FROM inventory_refreshes latest WHERE latest.user_id = r.user_id)
  ORDER BY r.started_at LIMIT $2 FOR UPDATE OF r SKIP LOCKED))`;

/** A refresh that has not finished after this long is considered dead (its process stopped). */
const REFRESH_STALE_MS = 10 * 60_000;
/** Refreshes a user may ask for (each reads every account's inventory at Steam); the refresh after a bind is not counted. */
export const INVENTORY_REFRESHES_PER_USER = 10;
export const INVENTORY_REFRESHES_PER_ACCOUNT = 5;
export const INVENTORY_REFRESH_WINDOW_SECONDS = 10 * 60;

/** A listing of the seller's as the partner's listing page reads it. */
export const OWN_LISTING_INCLUDE = {
  template: { select: { hashName: true, nameZh: true, nameEn: true, iconUrl: true } },
  inventoryItem: { select: { assetId: true } },
} as const satisfies Prisma.ListingInclude;
export type OwnListingRow = Prisma.ListingGetPayload<{ include: typeof OWN_LISTING_INCLUDE }>;

/** `status` of the listing page: a state of the listing state machine, any case; every state when absent. */
function listingStateOf(value: unknown): ListingState | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const found = LISTING_STATES.find((state) => state === text);
  if (!found) throw new ValidationError('status', 'inventory.listingStatusInvalid', { states: LISTING_STATES.join(', ') });
  return found;
}

/** An asset to list named by its Steam asset id (the partner API), at a price in cents. */
export type AssetPrice = { assetId: string; priceCents?: number | null };

/** listAssets' answer: SellingResult keyed by Steam asset id, with the listing created for each listed asset. */
export type AssetListingResult = {
  listed: { assetId: string; listingId: string; priceCents: number }[];
  lowered: { assetId: string; priceCents: number }[];
  failures: { assetId: string; reason: SellingFailureReason; minimumCents?: number }[];
};

/** An asset's lease as its owner's inventory shows it: RENTER, 租入 until `endsAt` (it cannot be sold or offered for rent); LENDER, 租出. */
export type InventoryLeaseMark = { role: 'RENTER' | 'LENDER'; leaseNo: string; status: string; endsAt: Date | null };

/**
 * What the inventory asks the leases (api/modules/lease's LeaseAfterService; services.ts connects it):
 * the condition that an asset is on lease to its holder, the marks of the viewer's rented assets
 * by `steamAccountId:assetId`, and what a variety row counts of leases.
 */
export type InventoryLeaseReads = InventoryLeases & {
  marksOf(viewer: Viewer, assets: readonly { steamAccountId: string; assetId: string }[]): Promise<Map<string, InventoryLeaseMark>>;
  /** the condition that the inventory item `inventoryItemId` is offered for rent now (出租中) */
  offeredForRentSql(inventoryItemId: Prisma.Sql): Prisma.Sql;
  /** the count of the lender's copies of the catalogue item `templateId` out on lease (租出; of one account's when given) */
  lentOutCountSql(lender: { userId: string; steamAccountId?: string }, templateId: Prisma.Sql): Prisma.Sql;
};

/** One of the viewer's listings after a change by its id: its asset and price. */
export type ListingChange = { listingId: string; assetId: string; priceCents: number; lowered: boolean };

// ---------------------------------------------------------------------------------------------
// Refreshing from Steam

export type RefreshHandle = { refreshId: string };

/** The job that reads a refresh's accounts from Steam (its id is the refresh's id). */
export const INVENTORY_REFRESH_JOB = 'inventory-refresh';
/** Receives a refresh whose attempts are spent (each died or failed): it closes the refresh as failed. */
export const INVENTORY_REFRESH_FAILED_JOB = 'inventory-refresh-failed';
type RefreshJob = { refreshId: string };

export class InventoryService {
  private readonly refreshesByUser;
  private readonly refreshesByAccount;
  private readonly goneListeners: ((tx: Prisma.TransactionClient, inventoryItemIds: readonly string[]) => Promise<void>)[] = [];

  constructor(
    private readonly platform: TradePlatform,
    private readonly steamAccounts: SteamAccountService,
    private readonly jobs: JobQueue,
    private readonly warn: (error: unknown, message: string) => void = () => {},
    private readonly now: () => Date,
    // the shared store (Redis with REDIS_URL): no default, so no service counts alone by mistake
    throttles: ThrottleFactory,
    private readonly listings: ListingService,
    private readonly selling: SellingService,
    /** the leases (租入 marks, and which assets cannot be listed); none: no asset is on lease */
    private readonly leases: () => InventoryLeaseReads | undefined = () => undefined,
  ) {
    const rule = { windowSeconds: INVENTORY_REFRESH_WINDOW_SECONDS, messageKey: 'steam.inventoryRefreshThrottled' } as const;
    this.refreshesByUser = throttles.create({ name: 'inventory-refresh-user', points: INVENTORY_REFRESHES_PER_USER, ...rule });
    this.refreshesByAccount = throttles.create({ name: 'inventory-refresh-account', points: INVENTORY_REFRESHES_PER_ACCOUNT, ...rule });
    // An attempt whose process died is expired by pg-boss when the refresh counts as dead and retried
    // by another process; the retry starts the refresh over on the same row.
    jobs.work<RefreshJob>(INVENTORY_REFRESH_JOB, { retryLimit: 2, expireInSeconds: REFRESH_STALE_MS / 1000, deadLetter: INVENTORY_REFRESH_FAILED_JOB }, (job) =>
      this.runRefresh(job.data.refreshId, job.retryCount > 0),
    );
    jobs.work<RefreshJob>(INVENTORY_REFRESH_FAILED_JOB, { retryLimit: 5, retryDelaySeconds: 30 }, (job) => this.abandonRefresh(job.data.refreshId));
  }

  /**
   * Registers a listener told, in a refresh's transaction before their rows go, of assets the refresh
   * no longer finds in their Steam inventory: the lease module ends their offers for rent there.
   */
  whenItemsGone(listener: (tx: Prisma.TransactionClient, inventoryItemIds: readonly string[]) => Promise<void>): void {
    this.goneListeners.push(listener);
  }

  /** node(id) of an asset: only the owner of its Steam account finds it. */
  itemNodeWhere(viewer: Viewer | undefined, id: string): Prisma.InventoryItemWhereUniqueInput {
    return { id, steamAccount: { userId: viewer?.user.id ?? NO_ROW_ID } };
  }

  /** node(id) of an inventory refresh: only the user who started it finds it. */
  refreshNodeWhere(viewer: Viewer | undefined, id: string): Prisma.InventoryRefreshWhereUniqueInput {
    return { id, userId: viewer?.user.id ?? NO_ROW_ID };
  }

  /**
   * Whether an asset can be traded (and listed) now, when its cooldown or protection ends if one
   * applies now, and whether Steam never lets it trade: one answer for REST and GraphQL.
   */
  tradability(item: Pick<InventoryItem, 'tradable' | 'tradableAfter'>): { tradable: boolean; cooldownEndsAt: Date | null; neverTradable: boolean } {
    const now = this.now();
    return {
      tradable: item.tradable && (item.tradableAfter === null || item.tradableAfter <= now),
      cooldownEndsAt: item.tradableAfter && item.tradableAfter > now ? item.tradableAfter : null,
      neverTradable: !item.tradable && item.tradableAfter === null,
    };
  }

  /** The condition that the asset `i` is on lease to its holder (the lease module's SQL). */
  private leasedIn() {
    return leasedInOf(this.leases());
  }

  /**
   * The 租入 marks of these assets of the viewer's (rented from a lease that has not ended), by
   * inventory item id: one answer for REST and GraphQL.
   */
  async leaseMarks(viewer: Viewer, items: readonly Pick<InventoryItem, 'id' | 'steamAccountId' | 'assetId'>[]): Promise<Map<string, InventoryLeaseMark>> {
    const leases = this.leases();
    if (!leases || items.length === 0) return new Map();
    const marks = await leases.marksOf(viewer, items);
    const byItem = new Map<string, InventoryLeaseMark>();
    for (const item of items) {
      const mark = marks.get(`${item.steamAccountId}:${item.assetId}`);
      if (mark) byItem.set(item.id, mark);
    }
    return byItem;
  }

  /** The user's "refresh inventory" (one account, or all): startRefresh within the throttles. */
  async requestRefresh(viewer: Viewer, steamAccountId?: string): Promise<RefreshHandle> {
    const userId = viewer.user.id;
    if (steamAccountId !== undefined) {
      const account = await this.steamAccounts.findOwned(userId, steamAccountId);
      await Promise.all([this.refreshesByAccount.consume(account.id), this.refreshesByUser.consume(userId)]);
    } else {
      await this.refreshesByUser.consume(userId);
    }
    return this.startRefresh(userId, steamAccountId);
  }

  /**
   * Starts refreshing the user's inventories (one account, or all) and answers at once: the refresh
   * runs as a job, its progress stored on the InventoryRefresh row. A refresh still running for the
   * user is answered instead of starting a second one.
   */
  async startRefresh(userId: string, steamAccountId?: string): Promise<RefreshHandle> {
    const accounts = steamAccountId ? [await this.steamAccounts.findOwned(userId, steamAccountId)] : await steamAccountsOf(userId);
    if (accounts.length === 0) throw new NoUsableSteamAccountError();
    const refresh = await transaction(async (tx) => {
      // one refresh at a time per user: serialise the check-and-create on the user's row
      await lockUser(tx, userId);
      // a refresh whose process stopped never finishes: close it so its progress stops showing
      await tx.inventoryRefresh.updateMany({
        where: { userId, status: 'RUNNING', startedAt: { lte: new Date(this.now().getTime() - REFRESH_STALE_MS) } },
        data: { status: 'FAILED', finishedAt: this.now() },
      });
      const running = await tx.inventoryRefresh.findFirst({
        where: { userId, status: 'RUNNING', startedAt: { gt: new Date(this.now().getTime() - REFRESH_STALE_MS) } },
      });
      if (running) return { row: running, started: false };
      const row = await tx.inventoryRefresh.create({
        data: { userId, steamAccountId: steamAccountId ?? null, accountsTotal: accounts.length, startedAt: this.now() },
      });
      return { row, started: true };
    });
    // sent after the commit; a process that stops in between leaves a RUNNING row that resumeRefreshes queues again
    if (refresh.started) await this.queueRefresh(refresh.row.id);
    return { refreshId: refresh.row.id };
  }

  /**
   * Queues every refresh still RUNNING (at start-up): one whose job was never sent gets it now; for
   * the others the job id (the refresh's id) makes this a no-op, and pg-boss retries them itself.
   */
  async resumeRefreshes(): Promise<number> {
    const running = await db().inventoryRefresh.findMany({ where: { status: 'RUNNING' }, select: { id: true } });
    let queued = 0;
    for (const { id } of running) if (await this.queueRefresh(id)) queued += 1;
    return queued;
  }

  /** Deletes finished refreshes older than INVENTORY_REFRESH_KEPT_DAYS, but each user's latest; run daily by the server. */
  purgeOld(limits: PurgeLimits = PURGE_DEFAULTS): Promise<PurgeResult> {
    return purgeInBatches(PURGE_REFRESHES_SQL, [new Date(this.now().getTime() - INVENTORY_REFRESH_KEPT_DAYS * 86_400_000)], limits);
  }

  private async queueRefresh(refreshId: string) {
    return (await this.jobs.send<RefreshJob>(INVENTORY_REFRESH_JOB, { refreshId }, { id: refreshId })) !== null;
  }

  /** The job: reads the refresh's accounts from Steam, unless the refresh has been closed meanwhile. */
  private async runRefresh(refreshId: string, retry: boolean) {
    const refresh = await db().inventoryRefresh.findUnique({ where: { id: refreshId } });
    if (refresh?.status !== 'RUNNING') return;
    // the accounts bound now (one may have been unbound since the refresh was asked for)
    const accounts = await steamAccountsOf(refresh.userId, refresh.steamAccountId);
    if (retry || accounts.length !== refresh.accountsTotal) {
      await db().inventoryRefresh.update({
        where: { id: refreshId },
        data: { accountsTotal: accounts.length, accountsDone: 0, accountsFailed: 0, itemsFound: 0, delistedCount: 0 },
      });
    }
    await this.run(refreshId, refresh.userId, accounts);
  }

  /** Dead letter: a refresh whose every attempt died or failed is closed as failed, and the user told. */
  private async abandonRefresh(refreshId: string) {
    await transaction(async (tx) => {
      const refresh = await tx.inventoryRefresh.findUnique({ where: { id: refreshId } });
      if (!refresh) return;
      const { count } = await tx.inventoryRefresh.updateMany({
        where: { id: refreshId, status: 'RUNNING' },
        data: { status: 'FAILED', finishedAt: this.now() },
      });
      if (count > 0) await postMessage(tx, refresh.userId, 'INVENTORY', 'inventoryRefreshFailed', { accounts: Math.max(refresh.accountsTotal, 1) });
    });
  }

  private async run(refreshId: string, userId: string, accounts: SteamAccount[]) {
    let itemsFound = 0;
    let failed = 0;
    let delisted = 0;
    for (const account of accounts) {
      try {
        const synced = await this.refreshAccount(account);
        itemsFound += synced.items;
        delisted += synced.delisted;
      } catch (error) {
        failed += 1;
        if (!(error instanceof AppError)) this.warn(error, 'inventory refresh of an account failed');
      }
      await db().inventoryRefresh.update({
        where: { id: refreshId },
        data: { accountsDone: { increment: 1 }, accountsFailed: failed, itemsFound, delistedCount: delisted },
      });
    }
    const succeeded = failed < accounts.length;
    await transaction(async (tx) => {
      // only a refresh still running is finished (a stale one may have been closed meanwhile)
      const { count } = await tx.inventoryRefresh.updateMany({
        where: { id: refreshId, status: 'RUNNING' },
        data: { status: succeeded ? 'SUCCEEDED' : 'FAILED', finishedAt: this.now() },
      });
      if (count === 0) return;
      if (succeeded) await postMessage(tx, userId, 'INVENTORY', 'inventoryRefreshed', { items: itemsFound, accounts: accounts.length - failed });
      if (failed > 0) await postMessage(tx, userId, 'INVENTORY', 'inventoryRefreshFailed', { accounts: failed });
      if (delisted > 0) await postMessage(tx, userId, 'INVENTORY', 'listingsWithdrawn', { count: delisted });
    });
  }

  /** Reads one account's inventory from Steam and makes the stored one equal to it. */
  async refreshAccount(account: SteamAccount): Promise<{ items: number; delisted: number }> {
    let session: SteamSession;
    let assets: InventoryAsset[];
    try {
      session = await this.steamAccounts.sessionFor(account);
      assets = await this.platform.getInventory(session);
      await this.steamAccounts.updateStanding(account.id, session);
    } catch (error) {
      throw error instanceof TradePlatformError ? steamSignInError(error) : error;
    }
    const templates = await templatesByHashNames([...new Set(assets.map((asset) => asset.marketHashName))], { id: true, hashName: true });
    const templateByHash = new Map(templates.map((template) => [template.hashName, template.id]));
    const now = this.now();
    const rows = assets.map((asset) => ({
      asset_id: asset.assetId,
      context_id: asset.contextId,
      class_id: asset.classId,
      instance_id: asset.instanceId,
      market_hash_name: asset.marketHashName,
      template_id: templateByHash.get(asset.marketHashName) ?? null,
      tradable: asset.tradable,
      tradable_after: asset.tradableAfter?.toISOString() ?? null,
      marketable: asset.marketable,
      float_value: asset.float,
      paint_seed: asset.paintSeed,
      paint_index: asset.paintIndex,
      stickers: asset.stickers,
      inspect_link: asset.inspectLink,
    }));
    const delisted = await transaction(async (tx) => {
      const gone = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM inventory_items
        WHERE steam_account_id = ${account.id} AND NOT (asset_id = ANY(${assets.map((asset) => asset.assetId)}::text[]))`;
      const goneIds = gone.map((row) => row.id);
      // the listings of assets gone from the inventory leave the market (the listing module's ITEM_GONE)
      const closed = (await this.listings.apply(tx, { event: 'ITEM_GONE', where: { inventoryItemIds: goneIds } })).length;
      if (goneIds.length > 0) {
        for (const listener of this.goneListeners) await listener(tx, goneIds);
        await tx.inventoryItem.deleteMany({ where: { id: { in: goneIds } } });
      }
      if (rows.length > 0) {
        await tx.$executeRaw`
          INSERT INTO inventory_items (id, steam_account_id, asset_id, context_id, class_id, instance_id, market_hash_name, template_id,
                                       tradable, tradable_after, marketable, float_value, paint_seed, paint_index, stickers, inspect_link, first_seen_at)
          SELECT gen_random_uuid()::text, ${account.id}, x.asset_id, x.context_id, x.class_id, x.instance_id, x.market_hash_name, x.template_id,
                 x.tradable, x.tradable_after, x.marketable, x.float_value, x.paint_seed, x.paint_index, COALESCE(x.stickers, '[]'::jsonb), x.inspect_link, ${now}
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(
            asset_id text, context_id text, class_id text, instance_id text, market_hash_name text, template_id int,
            tradable boolean, tradable_after timestamp(3), marketable boolean, float_value float8, paint_seed int, paint_index int,
            stickers jsonb, inspect_link text)
          ON CONFLICT (steam_account_id, asset_id) DO UPDATE SET
            context_id = EXCLUDED.context_id, tradable = EXCLUDED.tradable, tradable_after = EXCLUDED.tradable_after,
            marketable = EXCLUDED.marketable, float_value = EXCLUDED.float_value, paint_seed = EXCLUDED.paint_seed,
            paint_index = EXCLUDED.paint_index, stickers = EXCLUDED.stickers, inspect_link = EXCLUDED.inspect_link,
            template_id = EXCLUDED.template_id, market_hash_name = EXCLUDED.market_hash_name`;
      }
      await markInventoryRefreshed(tx, account.id, now);
      return closed;
    });
    return { items: assets.length, delisted };
  }

  // -------------------------------------------------------------------------------------------
  // Reading, always the viewer's own

  /**
   * One page of the viewer's assets (quantity mode), loaded with the caller's selection (a resolver's
   * `query`, or a REST handler's include), in the page's order.
   */
  async itemPage<Q extends InventoryItemQuery>(viewer: Viewer, filter: InventoryFilter, sort: InventorySort, page: Page, query?: Q) {
    const { ids, total } = await inventoryItemIds(viewer.user.id, filter, sort, page, this.now(), this.leasedIn());
    return { rows: (await this.itemsByIds(viewer, ids, query)) as InventoryItemRow<Q>[], total };
  }

  /**
   * The viewer's assets under the filter (quantity mode), newest first (the page's default sort), a
   * page at a time after a cursor (the partner API's GET /open/v1/inventory): keyset pages, so a page
   * deep in the inventory costs what the first does and an asset found meanwhile never shifts a page.
   */
  async itemsAfter<Q extends InventoryItemQuery>(viewer: Viewer, filter: InventoryFilter, options: { after?: string; limit: number }, query?: Q) {
    const position = options.after ? decodePosition(options.after) : null;
    const found = await itemIdsAfter(viewer.user.id, filter, position, options.limit, this.now(), this.leasedIn());
    const page = found.slice(0, options.limit);
    const last = page.at(-1);
    const rows = (await this.itemsByIds(
      viewer,
      page.map((row) => row.id),
      query,
    )) as InventoryItemRow<Q>[];
    return { rows, next: found.length > options.limit && last ? encodePosition({ at: last.first_seen_at, id: last.id }) : null };
  }

  /**
   * The viewer's own listings, in one state of the listing state machine or in any (`status`), newest
   * first, a page at a time after a cursor (the partner API's GET /open/v1/listings).
   */
  async listingsAfter(viewer: Viewer, options: { status?: unknown; after?: string; limit: number }): Promise<{ rows: OwnListingRow[]; next: string | null }> {
    const status = listingStateOf(options.status);
    const position = options.after ? decodePosition(options.after) : null;
    const rows = await sellerListings(viewer.user.id, { status, before: position, take: options.limit + 1 }, { include: OWN_LISTING_INCLUDE });
    const page = rows.slice(0, options.limit);
    const last = page.at(-1);
    return { rows: page, next: rows.length > options.limit && last ? encodePosition({ at: last.createdAt, id: last.id }) : null };
  }

  /** The viewer's assets of these ids, in the order given; ids of other users' assets find nothing. */
  async itemsByIds<Q extends InventoryItemQuery>(viewer: Viewer, ids: readonly string[], query?: Q): Promise<InventoryItem[]> {
    // no early return without ids: the caller's selection must be used (Pothos refuses an unused one);
    // the id is needed to restore the order even when the caller's selection lacks it
    const selection = query?.select ? { ...query, select: { ...query.select, id: true } } : query;
    const rows = (await db().inventoryItem.findMany({
      ...selection,
      where: { id: { in: [...ids] }, steamAccount: { userId: viewer.user.id } },
    })) as InventoryItem[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One page of the viewer's variety rows, each with its catalogue item (null when the catalogue does not know it). */
  async groupPage(viewer: Viewer, filter: InventoryFilter, sort: InventorySort, page: Page): Promise<{ rows: InventoryGroupView[]; total: number }> {
    const leases = this.leases();
    const counted: GroupLeaseSql = leases
      ? {
          leasedIn: this.leasedIn(),
          offeredForRent: leases.offeredForRentSql(Prisma.sql`i.id`),
          lentOutCount: (templateId) => leases.lentOutCountSql({ userId: viewer.user.id, steamAccountId: filter.steamAccountId }, templateId),
        }
      : NO_GROUP_LEASES;
    const { groups, total } = await inventoryGroups(viewer.user.id, filter, sort, page, this.now(), counted);
    const templateIds = groups.flatMap((group) => (group.templateId === null ? [] : [group.templateId]));
    const templates = await templatesByIds(templateIds, {
      id: true,
      hashName: true,
      nameZh: true,
      nameEn: true,
      iconUrl: true,
      rarity: true,
      exterior: true,
      tagType: true,
      subType: true,
    });
    const byId = new Map(templates.map((template) => [template.id, template]));
    return { rows: groups.map((group) => ({ ...group, template: group.templateId === null ? null : (byId.get(group.templateId) ?? null) })), total };
  }

  /** How many of the viewer's assets under the filter "select all" takes for the purpose. */
  selectableCount(viewer: Viewer, filter: InventoryFilter, purpose: SelectPurpose): Promise<number> {
    return selectableCount(viewer.user.id, filter, purpose, this.now(), this.leasedIn());
  }

  /**
   * "Select all" (全选) across pages: every asset of the viewer's under the filter that the purpose
   * can act on, loaded with the caller's selection, in the page's order. More than SELECT_ALL_MAX is
   * refused with a message that says how many and asks for a narrower filter.
   */
  async selectAll<Q extends InventoryItemQuery>(viewer: Viewer, filter: InventoryFilter, purpose: SelectPurpose, sort: InventorySort, query?: Q) {
    const ids = await selectableIds(viewer.user.id, filter, purpose, sort, SELECT_ALL_MAX, this.now(), this.leasedIn());
    if (ids === null) {
      const count = await selectableCount(viewer.user.id, filter, purpose, this.now(), this.leasedIn());
      throw new ValidationError('filter', 'selling.selectAllTooMany', { count, max: SELECT_ALL_MAX });
    }
    return (await this.itemsByIds(viewer, ids, query)) as InventoryItemRow<Q>[];
  }

  /** The viewer's reference prices of these catalogue items (the listing module's referencePrice.ts), by item id. */
  referencePrices(viewer: Viewer, templateIds: readonly number[]): Promise<Map<number, number>> {
    return referencePrices(viewer.user.id, templateIds);
  }

  /** The number of the viewer's assets under each tab. */
  counts(viewer: Viewer, filter: Omit<InventoryFilter, 'tab'>): Promise<InventoryCounts> {
    return inventoryCounts(viewer.user.id, filter, this.now(), this.leasedIn());
  }

  /** The viewer's latest inventory refresh (its progress while it runs), or null. */
  latestRefresh<Q extends RefreshQuery>(viewer: Viewer, query?: Q): Promise<InventoryRefresh | null> {
    return db().inventoryRefresh.findFirst({
      ...query,
      where: { userId: viewer.user.id },
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
    }) as Promise<InventoryRefresh | null>;
  }

  /** One of the viewer's refreshes; another user's is "not found". */
  async refresh<Q extends RefreshQuery>(viewer: Viewer, refreshId: string, query?: Q): Promise<InventoryRefresh> {
    const refresh = await db().inventoryRefresh.findFirst({ ...query, where: { id: refreshId, userId: viewer.user.id } });
    if (!refresh) throw new NotFoundError();
    return refresh as InventoryRefresh;
  }

  /** Lists the viewer's assets at their prices; what cannot be listed is reported per item. */
  listItems(viewer: Viewer, requests: readonly PriceRequest[], options: SellingOptions = {}): Promise<SellingResult> {
    return this.selling.listItems(viewer, requests, options);
  }

  /** Changes the prices of the viewer's listings. */
  repriceItems(viewer: Viewer, requests: readonly PriceRequest[], options: SellingOptions = {}): Promise<SellingResult> {
    return this.selling.repriceItems(viewer, requests, options);
  }

  /** Sells the viewer's items straight to the best buy orders paying at least the prices they saw. */
  sellToBuyOrders(viewer: Viewer, requests: readonly { inventoryItemId: string; priceCents: number }[], options: SellingOptions = {}): Promise<SellingResult> {
    return this.selling.sellToBuyOrders(viewer.user.id, requests, options);
  }

  /** Takes the viewer's listings of these assets off the market. */
  unlistItems(viewer: Viewer, inventoryItemIds: readonly unknown[], options: SellingOptions = {}): Promise<SellingResult> {
    return this.selling.unlistItems(viewer.user.id, inventoryItemIds, options);
  }

  // -------------------------------------------------------------------------------------------
  // Selling by Steam asset id and by listing id (the partner API, api/modules/openplatform/partnerListings.rest.ts)

  /**
   * Lists assets named by their Steam asset ids: each is looked up among the assets of the viewer's
   * bound accounts (Steam gives an asset a new id whenever it changes hands, so an id names at most one
   * of them) and listed by the selling service under the web's rules. An asset id none of the viewer's
   * accounts holds goes to the selling service as an id no inventory item has, so it is reported not
   * found exactly as another user's item would be.
   */
  async listAssets(viewer: Viewer, requests: readonly AssetPrice[], options: SellingOptions = {}): Promise<AssetListingResult> {
    const assetIds = [...new Set(requests.map((request) => request.assetId))];
    const itemOfAsset = await this.selling.itemIdsOfAssets(viewer.user.id, assetIds);
    const idOf = (assetId: string) => itemOfAsset.get(assetId) ?? `asset:${assetId}`;
    const assetOf = new Map(assetIds.map((assetId) => [idOf(assetId), assetId]));
    const result = await this.selling.listItems(
      viewer,
      requests.map((request) => ({ inventoryItemId: idOf(request.assetId), priceCents: request.priceCents })),
      options,
    );
    const asset = (inventoryItemId: string) => assetOf.get(inventoryItemId) ?? inventoryItemId;
    return {
      listed: (result.listings ?? []).map((listing) => ({
        assetId: asset(listing.inventoryItemId),
        listingId: listing.listingId,
        priceCents: listing.priceCents,
      })),
      lowered: result.lowered.map((entry) => ({ assetId: asset(entry.inventoryItemId), priceCents: entry.priceCents })),
      failures: result.failures.map((failure) => ({ assetId: asset(failure.inventoryItemId), reason: failure.reason, minimumCents: failure.minimumCents })),
    };
  }

  /** Changes the price of one of the viewer's listings; another user's is not found, a refusal is a SellingRefusedError. */
  async repriceListing(viewer: Viewer, listingId: string, priceCents: number | undefined): Promise<ListingChange> {
    const listing = await this.ownListing(viewer, listingId);
    const result = await this.selling.repriceItems(viewer, [{ inventoryItemId: listing.inventoryItemId, priceCents, listingId }]);
    if (result.failures[0]) throw new SellingRefusedError(result.failures[0]);
    const lowered = result.lowered[0];
    return { listingId, assetId: listing.assetId, priceCents: lowered?.priceCents ?? priceCents ?? 0, lowered: lowered !== undefined };
  }

  /** Takes one of the viewer's listings off the market; another user's is not found, a refusal is a SellingRefusedError. */
  async unlistListing(viewer: Viewer, listingId: string): Promise<{ listingId: string; assetId: string }> {
    const listing = await this.ownListing(viewer, listingId);
    const result = await this.selling.unlistListing(viewer.user.id, { listingId, inventoryItemId: listing.inventoryItemId });
    if (result.failures[0]) throw new SellingRefusedError(result.failures[0]);
    return { listingId, assetId: listing.assetId };
  }

  /** One of the viewer's listings in whatever state (a live event's), with a GraphQL selection; null for another user's. */
  async listingOfSeller<Q extends ListingQuery>(viewer: Viewer, listingId: string, query: Q): Promise<Prisma.ListingGetPayload<Q> | null> {
    return sellerListing(viewer.user.id, listingId, query);
  }

  /** The asset one of the viewer's listings sells, while it is in one of their bound accounts, with a GraphQL selection; null otherwise. */
  async itemOfListing<Q extends InventoryItemQuery>(viewer: Viewer, listingId: string, query: Q): Promise<Prisma.InventoryItemGetPayload<Q> | null> {
    return (await db().inventoryItem.findFirst({
      ...query,
      where: { listings: { some: { id: listingId, sellerId: viewer.user.id } }, steamAccount: { userId: viewer.user.id } },
    })) as Prisma.InventoryItemGetPayload<Q> | null;
  }

  /**
   * The asset of one of the viewer's listings. Another user's listing is not found (as their inventory
   * items are); one of the viewer's whose asset has left the inventory is not listed.
   */
  private async ownListing(viewer: Viewer, listingId: string): Promise<{ inventoryItemId: string; assetId: string }> {
    const listing = await sellerListing(viewer.user.id, listingId, { select: { inventoryItem: { select: { id: true, assetId: true } } } });
    if (!listing) throw new NotFoundError();
    if (!listing.inventoryItem) throw new SellingRefusedError({ inventoryItemId: '', reason: 'notListed' });
    return { inventoryItemId: listing.inventoryItem.id, assetId: listing.inventoryItem.assetId };
  }
}

/** The inventory items' SQL the listing module's statements join, given by services.ts (inventoryItemSql.ts). */
export { inventoryItemSql } from './inventoryItemSql.ts';
