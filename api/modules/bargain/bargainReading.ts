// Reading price offers: a party's lists and one offer, as its buyer and its seller may see it (the
// seller never sees where the buyer receives the item, nor the buyer's partner app and number).
import { db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { Viewer } from '../../session/viewer.ts';
import { OPEN_BARGAIN_STATUSES } from './bargainStateMachine.ts';

export const BARGAIN_ROLES = ['BUYER', 'SELLER'] as const;
export type BargainRole = (typeof BARGAIN_ROLES)[number];
export const BARGAIN_STATUS_FILTERS = ['ALL', 'OPEN', 'CLOSED'] as const;
export type BargainStatusFilter = (typeof BARGAIN_STATUS_FILTERS)[number];

export const WITH_DETAILS = {
  include: {
    template: { select: { hashName: true, nameZh: true, nameEn: true, iconUrl: true } },
    steps: { orderBy: { id: 'asc' } },
    order: { select: { orderNo: true, status: true, statusDes: true } },
  },
} as const;
export type BargainWithDetails = Prisma.BargainGetPayload<typeof WITH_DETAILS>;
export type BargainQuery = { include?: Prisma.BargainInclude; select?: Prisma.BargainSelect };

/** The viewer's offers on one side (made as the buyer, received as the seller), newest first, loaded with `query`. */
export async function listBargains<Q extends BargainQuery>(
  viewer: Viewer,
  role: BargainRole,
  status: BargainStatusFilter,
  page: { offset: number; limit: number },
  query: Q,
): Promise<{ rows: Prisma.BargainGetPayload<Q>[]; total: number }> {
  const where: Prisma.BargainWhereInput = {
    ...(role === 'BUYER' ? { buyerId: viewer.user.id } : { sellerId: viewer.user.id }),
    ...(status === 'OPEN' ? { status: { in: [...OPEN_BARGAIN_STATUSES] } } : status === 'CLOSED' ? { status: { notIn: [...OPEN_BARGAIN_STATUSES] } } : {}),
  };
  const [rows, total] = await Promise.all([
    db().bargain.findMany({ ...query, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.offset, take: page.limit }),
    db().bargain.count({ where }),
  ]);
  return { rows: rows.map((row) => forParty(viewer, row)) as Prisma.BargainGetPayload<Q>[], total };
}

/** One offer the viewer is a party of, by its number or its id, loaded with `query`; null for none or anyone else's. */
export async function findBargain<Q extends BargainQuery>(
  viewer: Viewer,
  which: { bargainNo: string } | { id: string },
  query: Q,
): Promise<Prisma.BargainGetPayload<Q> | null> {
  const found = await db().bargain.findFirst({ ...query, where: { ...which, OR: [{ buyerId: viewer.user.id }, { sellerId: viewer.user.id }] } });
  return found ? (forParty(viewer, found) as Prisma.BargainGetPayload<Q>) : null;
}

/** What the seller may not see of an offer: where the buyer receives the item, the buyer's partner app and its own number. */
function forParty<T extends object>(viewer: Viewer, row: T): T {
  if (!('sellerId' in row) || row.sellerId !== viewer.user.id || ('buyerId' in row && row.buyerId === viewer.user.id)) return row;
  return { ...row, buyerSteamAccountId: null, buyerTradeUrl: null, partnerAppId: null, merchantOrderNo: null };
}
