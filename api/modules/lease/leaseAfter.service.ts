// A lease after its delivery (租赁; docs/money-and-orders.md "Leases"): what the renter does with a
// running lease (renew, buy out, return: one service method each, with the acting viewer, for the
// REST, GraphQL and partner adapters), what happens by itself (the return's offer and trade, the end,
// the grace, the trades' protection: the parts leaseReturns.ts and leaseOverdue.ts registered on
// LeaseLife, with the messages of leaseAfterNotices.ts), and what the rest of the market asks of
// leases: which assets a renter has on lease (the inventory's 租入 marks and selling's refusal), the
// lender's items out on lease (租出), and the lenders' income for the sales statistics.
import { Prisma } from '../../db/generated/prisma/client.ts';
import { db } from '../../db/client.ts';
import { sqlConstants } from '../../db/sqlConstants.ts';
import type { TradePlatform } from '../../integrations/tradePlatform/port.ts';
import type { Viewer } from '../../session/viewer.ts';
import { templatesByIds } from '../catalog/catalog.service.ts';
import type { OrderService } from '../order/order.service.ts';
import type { SteamAccountService } from '../steam/steam.service.ts';
import { leaseAfterNotices } from './leaseAfterNotices.ts';
import { offeredForRentSql } from './leaseListing.service.ts';
import type { LeaseLife } from './leaseLife.ts';
import { LeaseOverdue } from './leaseOverdue.ts';
import { type LeaseActionAnswer, LeaseRenewal, type LeaseRenewalAnswer } from './leaseRenewal.ts';
import { LeaseReturns } from './leaseReturns.ts';
import { type LeaseState, WITH_RENTER_STATES } from './leaseStateMachine.ts';

export type { LeaseActionAnswer, LeaseRenewalAnswer } from './leaseRenewal.ts';
export {
  LeaseNoBuyoutError,
  LeaseNotActionableError,
  LeaseRenewalDaysInvalidError,
  LeaseRenewalTooLongError,
  LeaseReturnTooEarlyError,
  LeaseUnknownError,
} from './leaseAfter.errors.ts';

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

/** An asset of a bound account, as the inventory names it. */
export type AssetRef = { steamAccountId: string; assetId: string };

/**
 * An asset's lease as the owner's inventory shows it: RENTER, 租入 (the renter's account holds it
 * on lease until `endsAt`: it cannot be sold, sold to a buy order or offered for rent); LENDER, 租出.
 */
export type LeaseMark = { role: 'RENTER' | 'LENDER'; leaseNo: string; status: LeaseState; endsAt: Date | null };

/** One of the lender's items out on lease (its asset left their account): what the inventory lists under 租出. */
export type LeasedOutItem = LeaseMark & {
  leaseId: string;
  templateId: number;
  hashName: string | null;
  nameZh: string | null;
  nameEn: string | null;
  iconUrl: string | null;
  /** the asset's id in the lender's account before it went */
  assetId: string;
  lenderSteamAccountId: string | null;
  floatValue: number | null;
  paintSeed: number | null;
};

export type LeaseAfterServiceOptions = {
  life: LeaseLife;
  /** a partner's renewals and buyouts count against its app's daily limits */
  orders: Pick<OrderService, 'checkPartnerDailyRoom'>;
  platform: TradePlatform;
  steamAccounts: SteamAccountService;
  warn: (error: unknown, message: string) => void;
};

/** The renter's key of an asset: its account and asset id. */
const keyOf = (ref: AssetRef) => `${ref.steamAccountId}:${ref.assetId}`;

export class LeaseAfterService {
  private readonly renewal: LeaseRenewal;
  /** the return and the trades' protection (the sandbox drives them at once: leaseSandbox.service.ts) */
  readonly returns: LeaseReturns;
  /** the end and the grace */
  readonly overdue: LeaseOverdue;

  constructor(options: LeaseAfterServiceOptions) {
    this.renewal = new LeaseRenewal(options.life, options.orders);
    this.returns = new LeaseReturns(options);
    options.life.register(this.returns.part);
    this.overdue = new LeaseOverdue(options.life, options.life.jobs);
    options.life.register(this.overdue.part);
    options.life.register(leaseAfterNotices);
  }

  /** 续租: adds `days` lease days to the viewer's running lease, holding the added rent (step-up). */
  renew(viewer: Viewer, leaseNo: unknown, days: unknown): Promise<LeaseRenewalAnswer> {
    return this.renewal.renew(viewer, leaseNo, days);
  }

  /** 买断: the viewer keeps the rented item for the lender's buyout price (step-up). */
  buyout(viewer: Viewer, leaseNo: unknown): Promise<LeaseActionAnswer> {
    return this.renewal.buyout(viewer, leaseNo);
  }

  /** 归还: from day 8 the platform sends the item back from the viewer's account to the lender's. */
  requestReturn(viewer: Viewer, leaseNo: unknown): Promise<LeaseActionAnswer> {
    return this.returns.request(viewer, leaseNo);
  }

  /**
   * The SQL condition that the asset of account `steamAccountId` with id `assetId` is on lease to its
   * holder (the renter has it and the lease has not ended): for the inventory's statements, which
   * cannot name this module's table.
   */
  leasedInSql(asset: { steamAccountId: Prisma.Sql; assetId: Prisma.Sql }): Prisma.Sql {
    return Prisma.sql`EXISTS (SELECT 1 FROM leases le
      WHERE le.renter_steam_account_id = ${asset.steamAccountId} AND le.renter_asset_id = ${asset.assetId}
        AND le.status IN (${sqlConstants(WITH_RENTER_STATES)}))`;
  }

  /** The SQL condition that the inventory item `inventoryItemId` is offered for rent now (出租中), for the inventory's statements. */
  offeredForRentSql(inventoryItemId: Prisma.Sql): Prisma.Sql {
    return offeredForRentSql(inventoryItemId);
  }

  /**
   * The SQL count of the lender's copies of the catalogue item `templateId` out on lease (租出, as
   * leasedOut lists them; of one account's when `steamAccountId` is given), for the inventory's variety rows.
   */
  lentOutCountSql(lender: { userId: string; steamAccountId?: string }, templateId: Prisma.Sql): Prisma.Sql {
    const account = lender.steamAccountId === undefined ? Prisma.empty : Prisma.sql` AND le.lender_steam_account_id = ${lender.steamAccountId}`;
    return Prisma.sql`(SELECT count(*)::int FROM leases le
      WHERE le.lender_id = ${lender.userId} AND le.template_id = ${templateId}
        AND le.status IN (${sqlConstants(WITH_RENTER_STATES)})${account})`;
  }

  /** Which of these assets are on lease to their holder (see leasedInSql), by `accountId:assetId`; read with `client` (a caller's transaction). */
  async leasedIn(client: Client, assets: readonly AssetRef[]): Promise<Set<string>> {
    if (assets.length === 0) return new Set();
    const rows = await client.lease.findMany({
      where: {
        status: { in: [...WITH_RENTER_STATES] },
        OR: assets.map((asset) => ({ renterSteamAccountId: asset.steamAccountId, renterAssetId: asset.assetId })),
      },
      select: { renterSteamAccountId: true, renterAssetId: true },
    });
    return new Set(rows.map((row) => keyOf({ steamAccountId: row.renterSteamAccountId ?? '', assetId: row.renterAssetId ?? '' })));
  }

  /** The 租入 marks of the viewer's assets among these (those of a lease they rent that has not ended), by `accountId:assetId`. */
  async marksOf(viewer: Viewer, assets: readonly AssetRef[]): Promise<Map<string, LeaseMark>> {
    if (assets.length === 0) return new Map();
    const rows = await db().lease.findMany({
      where: {
        renterId: viewer.user.id,
        status: { in: [...WITH_RENTER_STATES] },
        OR: assets.map((asset) => ({ renterSteamAccountId: asset.steamAccountId, renterAssetId: asset.assetId })),
      },
      select: { leaseNo: true, status: true, endsAt: true, renterSteamAccountId: true, renterAssetId: true },
    });
    return new Map(
      rows.map((row) => [
        keyOf({ steamAccountId: row.renterSteamAccountId ?? '', assetId: row.renterAssetId ?? '' }),
        { role: 'RENTER' as const, leaseNo: row.leaseNo, status: row.status as LeaseState, endsAt: row.endsAt },
      ]),
    );
  }

  /**
   * The viewer's items out on lease (租出): the leases they lend whose renter has the item or is
   * sending it back, newest end last; their assets left the viewer's account, so the lease shows them.
   */
  async leasedOut(viewer: Viewer): Promise<LeasedOutItem[]> {
    const rows = await db().lease.findMany({
      where: { lenderId: viewer.user.id, status: { in: [...WITH_RENTER_STATES] } },
      orderBy: [{ endsAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        leaseNo: true,
        status: true,
        endsAt: true,
        templateId: true,
        assetId: true,
        lenderSteamAccountId: true,
        leaseListing: { select: { floatValue: true, paintSeed: true } },
      },
    });
    const templates = await templatesByIds([...new Set(rows.map((row) => row.templateId))], {
      id: true,
      hashName: true,
      nameZh: true,
      nameEn: true,
      iconUrl: true,
    });
    const byId = new Map(templates.map((template) => [template.id, template]));
    return rows.map((row) => {
      const template = byId.get(row.templateId);
      return {
        role: 'LENDER',
        leaseId: row.id,
        leaseNo: row.leaseNo,
        status: row.status as LeaseState,
        endsAt: row.endsAt,
        templateId: row.templateId,
        hashName: template?.hashName ?? null,
        nameZh: template?.nameZh ?? null,
        nameEn: template?.nameEn ?? null,
        iconUrl: template?.iconUrl ?? null,
        assetId: row.assetId,
        lenderSteamAccountId: row.lenderSteamAccountId,
        floatValue: row.leaseListing.floatValue,
        paintSeed: row.leaseListing.paintSeed,
      };
    });
  }

  /**
   * A lender's income from leases that ended in [start, end) and paid them (completed, defaulted or
   * bought out): how many, and what their renters paid them (the rent, deposit or buyout before the
   * fee), as an order's sale counts its price in the sales statistics.
   */
  async lenderIncomeTotals(lenderId: string, start: Date, end: Date): Promise<{ count: number; amount: number }> {
    const result = await db().lease.aggregate({
      where: { lenderId, closedAt: { gte: start, lt: end }, status: { in: ['COMPLETED', 'DEFAULTED', 'BOUGHT_OUT'] }, lenderIncomeCents: { gt: 0 } },
      _count: { _all: true },
      _sum: { lenderIncomeCents: true, feeCents: true },
    });
    return { count: result._count._all, amount: (result._sum.lenderIncomeCents ?? 0) + (result._sum.feeCents ?? 0) };
  }
}
