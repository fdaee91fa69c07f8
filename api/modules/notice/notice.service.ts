// Site notices (SPEC §2 /notice, §7 GET /web/notice): announcements by type and sub-type, each in
// Chinese and English. Anyone may read them; only notices already published are shown.
import { db } from '../../db/client.ts';
import type { Notice, Prisma } from '../../db/generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { currentTime } from '../../integrations/clock/port.ts';

export const NOTICE_MAX_LIMIT = 50;

export type NoticeFilter = { type?: number; subType?: number };

function whereOf(filter: NoticeFilter, now: Date): Prisma.NoticeWhereInput {
  return {
    ...(filter.type !== undefined ? { type: filter.type } : {}),
    ...(filter.subType !== undefined ? { subType: filter.subType } : {}),
    publishedAt: { lte: now },
  };
}

/**
 * The newest published notices of a type and sub-type (either may be left out), with their total.
 * A limit of 0 answers only the total (the client's start-up check, SPEC §7).
 */
async function listNotices<Q extends object = object>(
  filter: NoticeFilter,
  page: { offset: number; limit: number },
  query?: Q,
  now: Date = currentTime(),
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

export function noticeTitle(notice: Pick<Notice, 'titleZh' | 'titleEn'>, language: Language): string {
  return language === 'en' ? notice.titleEn : notice.titleZh;
}

export function noticeContent(notice: Pick<Notice, 'contentZh' | 'contentEn'>, language: Language): string {
  return language === 'en' ? notice.contentEn : notice.contentZh;
}

/** The site notices, for REST and GraphQL alike (no viewer: anyone may read them). */
export class NoticeService {
  constructor(private readonly now: () => Date = currentTime) {}

  list<Q extends object = object>(filter: NoticeFilter, page: { offset: number; limit: number }, query?: Q) {
    return listNotices(filter, page, query, this.now());
  }
}
