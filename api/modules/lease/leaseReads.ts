// Reading leases: a party's lists and one lease, as its renter and its lender may see it (the lender
// never sees where the renter receives the item, nor the renter's partner app, number or payment), and
// the one pure rule of what a party may do with a lease now (`leaseActionsOf`), which every face
// answers (REST `actions`, GraphQL `Lease.actions`).
import { firstReturnAt } from '../../../lib/leaseTerms.ts';
import type { LeaseSettings } from '../../config.ts';
import { db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Viewer } from '../../session/viewer.ts';
import { CLOSED_LEASE_STATES, LEASE_STATES, type LeaseState, OPEN_LEASE_STATES } from './leaseStateMachine.ts';

export const LEASE_ROLES = ['RENTER', 'LENDER'] as const;
/** The viewer's side of a lease: RENTER rents the item, LENDER lent it. */
export type LeaseRole = (typeof LEASE_ROLES)[number];

/** Which leases a list shows: every one, the open ones, the ended ones, or those of one status. */
export const LEASE_STATUS_FILTERS = ['ALL', 'OPEN', 'CLOSED', ...LEASE_STATES] as const;
export type LeaseStatusFilter = (typeof LEASE_STATUS_FILTERS)[number];

/**
 * What a party may do with a lease now, in the order the buttons show:
 * - pay: the renter pays an Alipay lease at the cashier (AWAITING_PAYMENT, before its deadline);
 * - cancel: the renter cancels before the lender's offer was made (AWAITING_PAYMENT, AWAITING_DELIVERY);
 * - deliver: the lender has the platform make the offer (发货: AWAITING_DELIVERY, no offer yet, before the shipment deadline).
 */
export const LEASE_ACTIONS = ['pay', 'cancel', 'deliver', 'renew', 'return', 'buyout'] as const;
export type LeaseAction = (typeof LEASE_ACTIONS)[number];

/** What `leaseActionsOf` reads of a lease. */
export type LeaseForActions = {
  status: LeaseState;
  deliveryOfferId: string | null;
  deadlineAt: Date | null;
  startedAt: Date | null;
  endsAt: Date | null;
  buyoutPriceCents: number | null;
};

/** What the viewer in `role` may do with the lease at `now` (see LEASE_ACTIONS): one pure rule for every face. */
export function leaseActionsOf(lease: LeaseForActions, role: LeaseRole, now: Date, settings: Pick<LeaseSettings, 'dayMs'>): LeaseAction[] {
  const beforeDeadline = lease.deadlineAt === null || lease.deadlineAt.getTime() > now.getTime();
  const actions: LeaseAction[] = [];
  if (role === 'RENTER') {
    if (lease.status === 'AWAITING_PAYMENT' && beforeDeadline) actions.push('pay');
    if (lease.status === 'AWAITING_PAYMENT' || (lease.status === 'AWAITING_DELIVERY' && lease.deliveryOfferId === null)) actions.push('cancel');
    const running = lease.status === 'RENTING' || lease.status === 'OVERDUE';
    if (lease.status === 'RENTING' && lease.endsAt !== null && lease.endsAt.getTime() > now.getTime()) actions.push('renew');
    if (running && lease.startedAt !== null && firstReturnAt(lease.startedAt, settings.dayMs / 1000).getTime() <= now.getTime()) actions.push('return');
    if (running && lease.buyoutPriceCents !== null) actions.push('buyout');
  } else if (lease.status === 'AWAITING_DELIVERY' && lease.deliveryOfferId === null && beforeDeadline) {
    actions.push('deliver');
  }
  return actions;
}

/** Whole lease days left until its end (rounded up), never below 0; null before it started. */
export function leaseDaysLeft(lease: Pick<LeaseForActions, 'endsAt' | 'status'>, now: Date, settings: Pick<LeaseSettings, 'dayMs'>): number | null {
  if (!lease.endsAt) return null;
  if ((CLOSED_LEASE_STATES as readonly string[]).includes(lease.status)) return 0;
  return Math.max(0, Math.ceil((lease.endsAt.getTime() - now.getTime()) / settings.dayMs));
}

export const LEASE_DETAILS = {
  include: {
    template: {
      select: {
        hashName: true,
        nameZh: true,
        nameEn: true,
        iconUrl: true,
        rarity: true,
        quality: true,
        exterior: true,
        tagType: true,
        subType: true,
        collection: { select: { id: true, nameZh: true, nameEn: true } },
      },
    },
    lender: { select: { id: true, nickname: true, isDemo: true, avatarUrl: true } },
    renter: { select: { nickname: true, avatarUrl: true } },
    leaseListing: { select: { floatValue: true, dailyRentCents: true, longDailyRentCents: true, maxDays: true } },
    steps: { orderBy: { id: 'asc' } },
  },
} as const satisfies { include: Prisma.LeaseInclude };
export type LeaseWithDetails = Prisma.LeaseGetPayload<typeof LEASE_DETAILS>;
export type LeaseQuery = { include?: Prisma.LeaseInclude; select?: Prisma.LeaseSelect };

function statusWhere(status: LeaseStatusFilter): Prisma.LeaseWhereInput {
  if (status === 'ALL') return {};
  if (status === 'OPEN') return { status: { in: [...OPEN_LEASE_STATES] } };
  if (status === 'CLOSED') return { status: { in: [...CLOSED_LEASE_STATES] } };
  return { status };
}

/** The viewer's leases on one side (rented as the renter, lent as the lender), newest first, loaded with `query`. */
export async function listLeases<Q extends LeaseQuery>(
  viewer: Viewer,
  role: LeaseRole,
  status: LeaseStatusFilter,
  page: { offset: number; limit: number },
  query: Q,
): Promise<{ rows: Prisma.LeaseGetPayload<Q>[]; total: number }> {
  const where: Prisma.LeaseWhereInput = {
    ...(role === 'RENTER' ? { renterId: viewer.user.id } : { lenderId: viewer.user.id }),
    ...statusWhere(status),
  };
  const [rows, total] = await Promise.all([
    db().lease.findMany({ ...query, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit }),
    db().lease.count({ where }),
  ]);
  return { rows: rows.map((row) => forParty(viewer, row)) as Prisma.LeaseGetPayload<Q>[], total };
}

/**
 * The viewer's leases on one side, newest first, a keyset page after `before` (the position of the
 * previous page's last row), with `take` rows; a renter's may be narrowed to one merchant order number.
 */
export async function leasesBefore<Q extends LeaseQuery>(
  viewer: Viewer,
  filter: { role: LeaseRole; status: LeaseStatusFilter; merchantOrderNo?: string },
  page: { before: { at: Date; id: string } | null; take: number },
  query: Q,
): Promise<Prisma.LeaseGetPayload<Q>[]> {
  const before = page.before;
  const where: Prisma.LeaseWhereInput = {
    ...(filter.role === 'RENTER' ? { renterId: viewer.user.id } : { lenderId: viewer.user.id }),
    ...(filter.merchantOrderNo !== undefined && { renterId: viewer.user.id, merchantOrderNo: filter.merchantOrderNo }),
    ...statusWhere(filter.status),
    ...(before && { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] }),
  };
  const rows = await db().lease.findMany({ ...query, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: page.take });
  return rows.map((row) => forParty(viewer, row)) as Prisma.LeaseGetPayload<Q>[];
}

/** The renter and the partner's merchant order number of each of these leases, by id (the partner callbacks' refs). */
export async function leasePartnerRefs(ids: readonly string[]): Promise<Map<string, { buyerId: string; merchantOrderNo: string | null }>> {
  const rows = await db().lease.findMany({ where: { id: { in: [...ids] } }, select: { id: true, renterId: true, merchantOrderNo: true } });
  return new Map(rows.map((row) => [row.id, { buyerId: row.renterId, merchantOrderNo: row.merchantOrderNo }]));
}

/** One lease the viewer is a party of, by its number or its id, loaded with `query`; null for none or anyone else's. */
export async function findLease<Q extends LeaseQuery>(
  viewer: Viewer,
  which: { leaseNo: string } | { id: string },
  query: Q,
): Promise<Prisma.LeaseGetPayload<Q> | null> {
  const found = await db().lease.findFirst({ ...query, where: { ...which, OR: [{ renterId: viewer.user.id }, { lenderId: viewer.user.id }] } });
  return found ? (forParty(viewer, found) as Prisma.LeaseGetPayload<Q>) : null;
}

/** The leases these payments paid for, by payment id. */
export async function leasesPaidBy(paymentIds: readonly string[]): Promise<{ paymentId: string; leaseNo: string }[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db().lease.findMany({ where: { paymentId: { in: [...paymentIds] } }, select: { paymentId: true, leaseNo: true } });
  return rows.flatMap((row) => (row.paymentId ? [{ paymentId: row.paymentId, leaseNo: row.leaseNo }] : []));
}

/** The last step of a lease (a retried request is answered as its first was). */
export function lastLeaseStep(leaseId: string): Promise<{ event: string; actor: string } | null> {
  return db().leaseStep.findFirst({ where: { leaseId }, orderBy: { id: 'desc' }, select: { event: true, actor: true } });
}

/**
 * What each party may not see of the other's side: the lender not where the renter receives the item,
 * nor the renter's partner app, number and payment; the renter not which of the lender's bound
 * accounts gives it (its SteamID, which the offer comes from, stays visible).
 */
function forParty<T extends object>(viewer: Viewer, row: T): T {
  const renter = 'renterId' in row && row.renterId === viewer.user.id;
  const lender = 'lenderId' in row && row.lenderId === viewer.user.id;
  if (renter && lender) return row;
  if (lender) return { ...row, renterSteamAccountId: null, renterTradeUrl: null, partnerAppId: null, merchantOrderNo: null, paymentId: null };
  if (renter) return { ...row, lenderSteamAccountId: null };
  return row;
}
