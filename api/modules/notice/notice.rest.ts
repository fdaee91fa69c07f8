import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Notice } from '../../db/generated/prisma/client.ts';
import type { Language, MessageKey } from '../../i18n/messages.ts';
import { integerParam, ok } from '../../rest/envelope.ts';
import { pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { MAX_NOTICE_TYPE, NOTICE_MAX_LIMIT, type NoticeFilter, noticeContent, noticeTitle } from './notice.service.ts';

type Query = Record<string, unknown>;
type Body = Record<string, unknown> | null | undefined;

const MAX_OFFSET = 10_000;

/** A notice as the REST API shows it; `read` only for a signed-in reader (a visitor has no read state). */
export function toRestNotice(notice: Notice & { read?: boolean | null }, language: Language) {
  return {
    id: notice.id,
    type: notice.type,
    subType: notice.subType,
    title: noticeTitle(notice, language),
    content: noticeContent(notice, language),
    publishedAt: notice.publishedAt.toISOString(),
    ...(typeof notice.read === 'boolean' ? { read: notice.read } : {}),
  };
}

function optionalInteger(value: unknown, field: MessageKey): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return integerParam(value, field, { defaultValue: 0, min: 0, max: MAX_NOTICE_TYPE, rangeKey: 'notice.paramRange' });
}

function filterOf(source: Record<string, unknown>): NoticeFilter {
  return { type: optionalInteger(source.type, 'field.noticeType'), subType: optionalInteger(source.subType, 'field.noticeSubType') };
}

/** A notice id of the path: anything but a positive whole number is an unknown notice (404 in the service). */
const noticeIdOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : -1);

/**
 * GET /web/notice (SPEC §7): no login needed; `limit=0` answers only the total. For a visitor
 * `total` counts the notices; for a signed-in user it is that user's unread notices of the filter
 * (the start-up check sets the unread counter to it), `count` then counts them all and each notice
 * says whether it was read. Reading needs a session: POST /web/notice/{id}/read and /web/notice/read.
 */
export function noticeRoutes(services: Services) {
  const notices = services.notice;
  return async (app: FastifyInstance) => {
    app.get('/notice', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const filter = filterOf(request.query);
      const page = pageParams(request.query, {
        defaultLimit: 10,
        minLimit: 0,
        maxLimit: NOTICE_MAX_LIMIT,
        maxOffset: MAX_OFFSET,
        rangeKey: 'notice.paramRange',
      });
      const result = await notices.page(request.viewer, filter, page);
      const list = result.notices.map((notice) => toRestNotice(notice, request.language));
      // SPEC §7 shows this list as { list, total }
      return ok(request, result.unread === null ? { list, total: result.total } : { list, total: result.unread, count: result.total });
    });

    app.get('/notice/unread', async (request) => ok(request, await notices.headerCounts(requireViewer(request))));

    app.post('/notice/read', async (request: FastifyRequest<{ Body: Body }>) => {
      const viewer = requireViewer(request);
      const body = request.body;
      const filter = filterOf(body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {});
      const marked = await notices.markAllRead(viewer, filter);
      return ok(request, { marked, unread: await notices.headerCounts(viewer) });
    });

    app.post('/notice/:id/read', async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const viewer = requireViewer(request);
      const notice = await notices.markRead(viewer, noticeIdOf(request.params.id));
      return ok(request, { notice: toRestNotice({ ...notice, read: true }, request.language), unread: await notices.headerCounts(viewer) });
    });
  };
}
