// Site notices (/notice, GET /web/notice): announcements by type and sub-type, each in
// Chinese and English. Anyone may read them; only notices already published are shown. A signed-in
// user's reads are kept per notice (notice_reads), so the header counts that user's unread notices;
// a visitor has no read state.
import { db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import type { Notice, Prisma } from '../../db/generated/prisma/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { Language } from '../../i18n/messages.ts';
import { NO_ROW_ID, type Viewer } from '../../session/viewer.ts';
import type { EventLog, NewEvent } from '../events/events.service.ts';
import type { UnreadCounts as UnreadMessageCounts } from '../message/message.service.ts';

export const NOTICE_MAX_LIMIT = 50;
/** Types and sub-types are whole numbers 0–9999. */
export const MAX_NOTICE_TYPE = 9_999;

export type NoticeFilter = { type?: number; subType?: number };

/** The platform's announcements, the notices of /notice and of the header's counter. */
export const PLATFORM_NOTICES = { type: 0, subType: 1 } as const satisfies NoticeFilter;

/** What the header counts for a signed-in user: unread platform notices and unread messages. */
export type HeaderUnreadCounts = { notices: number; messages: number; total: number };

/** A notice with the viewer's read state: null for a visitor, who has none. */
export type NoticeWithReadState = Notice & { read: boolean | null };

function whereOf(filter: NoticeFilter, now: Date): Prisma.NoticeWhereInput {
  return {
    ...(filter.type !== undefined ? { type: filter.type } : {}),
    ...(filter.subType !== undefined ? { subType: filter.subType } : {}),
    publishedAt: { lte: now },
  };
}

const unreadBy = (userId: string): Prisma.NoticeWhereInput => ({ reads: { none: { userId } } });

/**
 * The newest published notices of a type and sub-type (either may be left out), with their total.
 * A limit of 0 answers only the total (the client's start-up check).
 */
async function listNotices<Q extends object = object>(
  filter: NoticeFilter,
  page: { offset: number; limit: number },
  query: Q | undefined,
  now: Date,
): Promise<{ notices: Notice[]; total: number }> {
  const where = whereOf(filter, now);
  const [notices, total] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([] as Notice[])
      : (db().notice.findMany({
          ...(query ?? {}),
          where,
          orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
          skip: page.offset,
          take: page.limit,
        }) as Promise<Notice[]>),
    db().notice.count({ where }),
  ]);
  return { notices, total };
}

/** How many published notices of the filter the user has not read. */
function countUnread(userId: string, filter: NoticeFilter, now: Date): Promise<number> {
  return db().notice.count({ where: { ...whereOf(filter, now), ...unreadBy(userId) } });
}

/** A published notice by its id; not found for an unknown id or one not yet published. */
async function publishedNotice(id: number, now: Date): Promise<Notice> {
  const notice = Number.isSafeInteger(id) && id > 0 ? await db().notice.findFirst({ where: { id, publishedAt: { lte: now } } }) : null;
  if (!notice) throw new NotFoundError('notice.notFound');
  return notice;
}

export function noticeTitle(notice: Pick<Notice, 'titleZh' | 'titleEn'>, language: Language): string {
  return language === 'en' ? notice.titleEn : notice.titleZh;
}

export function noticeContent(notice: Pick<Notice, 'contentZh' | 'contentEn'>, language: Language): string {
  return language === 'en' ? notice.contentEn : notice.contentZh;
}

/** The site notices and the viewer's reads of them, for REST and GraphQL alike. */
export class NoticeService {
  constructor(
    private readonly messages: { unreadCounts(viewer: Viewer): Promise<UnreadMessageCounts> },
    private readonly now: () => Date,
    private readonly events: EventLog,
  ) {}

  /** node(id) of a notice: published ones only (a key that is not a row id finds nothing). */
  nodeWhere(id: string): Prisma.NoticeWhereUniqueInput {
    return { id: /^\d{1,9}$/.test(id) ? Number(id) : -1, publishedAt: { lte: this.now() } };
  }

  /** The selection that brings the viewer's own read of each notice with the notices (a visitor reads none). */
  viewerReadSelection(viewer: Viewer | undefined) {
    return { reads: { where: { userId: viewer?.user.id ?? NO_ROW_ID }, select: { readAt: true }, take: 1 } } satisfies Prisma.NoticeSelect;
  }

  /** Whether the viewer opened the notice (loaded with viewerReadSelection); null for a visitor, who has no read state. */
  readByViewer(notice: { reads: unknown[] }, viewer: Viewer | undefined): boolean | null {
    return viewer ? notice.reads.length > 0 : null;
  }

  /** The notices of a filter, newest first, loaded with the caller's selection; the total counts them all (visitor or not). */
  list<Q extends object = object>(filter: NoticeFilter, page: { offset: number; limit: number }, query?: Q) {
    return listNotices(filter, page, query, this.now());
  }

  /**
   * A page of notices with the viewer's read state, for GET /web/notice: `unread` is the viewer's
   * unread notices of the filter, null for a visitor.
   */
  async page(
    viewer: Viewer | undefined,
    filter: NoticeFilter,
    page: { offset: number; limit: number },
  ): Promise<{ notices: NoticeWithReadState[]; total: number; unread: number | null }> {
    const now = this.now();
    if (!viewer) {
      const { notices, total } = await listNotices(filter, page, undefined, now);
      return { notices: notices.map((notice) => ({ ...notice, read: null })), total, unread: null };
    }
    const userId = viewer.user.id;
    const [{ notices, total }, unread] = await Promise.all([
      listNotices(filter, page, { include: { reads: { where: { userId }, select: { readAt: true } } } }, now),
      countUnread(userId, filter, now),
    ]);
    return {
      notices: (notices as (Notice & { reads: unknown[] })[]).map(({ reads, ...notice }) => ({ ...notice, read: reads.length > 0 })),
      total,
      unread,
    };
  }

  /** The viewer's unread platform notices (the header's notice part). */
  unreadCount(viewer: Viewer, filter: NoticeFilter = PLATFORM_NOTICES): Promise<number> {
    return countUnread(viewer.user.id, filter, this.now());
  }

  /** What the header counts: the viewer's unread platform notices plus their unread messages. */
  async headerCounts(viewer: Viewer): Promise<HeaderUnreadCounts> {
    const [notices, messages] = await Promise.all([this.unreadCount(viewer), this.messages.unreadCounts(viewer)]);
    return { notices, messages: messages.total, total: notices + messages.total };
  }

  /** Records that the viewer opened a notice (the first reading time stays); answers the notice. */
  async markRead(viewer: Viewer, id: number): Promise<Notice> {
    const notice = await publishedNotice(id, this.now());
    await transaction(async (tx) => {
      const { count } = await tx.noticeRead.createMany({ data: [{ userId: viewer.user.id, noticeId: notice.id, readAt: this.now() }], skipDuplicates: true });
      if (count > 0) await this.events.append(tx, [readEvent(viewer.user.id, notice.id, count)]);
    });
    return notice;
  }

  /**
   * Marks every published notice of the filter (all notices when empty) read for the viewer, in one
   * statement however many there are; answers how many were unread.
   */
  markAllRead(viewer: Viewer, filter: NoticeFilter = {}): Promise<number> {
    const now = this.now();
    const type = filter.type ?? null;
    const subType = filter.subType ?? null;
    return transaction(async (tx) => {
      const count = await tx.$executeRaw`
        INSERT INTO notice_reads (user_id, notice_id, read_at)
        SELECT ${viewer.user.id}, n.id, ${now}::timestamp(3)
        FROM notices n
        WHERE n.published_at <= ${now}::timestamp(3)
          AND (${type}::int IS NULL OR n.type = ${type}::int)
          AND (${subType}::int IS NULL OR n.sub_type = ${subType}::int)
        ON CONFLICT (user_id, notice_id) DO NOTHING`;
      if (count > 0) await this.events.append(tx, [readEvent(viewer.user.id, null, count)]);
      return count;
    });
  }
}

function readEvent(userId: string, noticeId: number | null, count: number): NewEvent {
  return { type: 'notices.read', aggregateId: userId, audience: [userId], payload: { noticeId, count } };
}
