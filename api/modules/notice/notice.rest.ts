import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Notice } from '../../db/generated/prisma/client.ts';
import type { Language, MessageKey } from '../../i18n/messages.ts';
import { answers, isoTime } from '../../rest/answers.ts';
import { checkedField } from '../../rest/checkedField.ts';
import { integerParam, ok } from '../../rest/envelope.ts';
import { pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { MAX_NOTICE_TYPE, NOTICE_MAX_LIMIT, type NoticeFilter, noticeContent, noticeTitle } from './notice.service.ts';

const MAX_OFFSET = 10_000;

const NoticeAnswer = z
  .object({
    id: z.number().int().describe('The notice id.'),
    type: z.number().int().describe('Its type (0-9999; 0 platform).'),
    subType: z.number().int().describe('Its sub-type (0-9999; type 0 sub-type 1: announcements).'),
    title: z.string().describe('In the language of the request.'),
    content: z.string().describe('In the language of the request.'),
    publishedAt: isoTime('When it was published.'),
    read: z.boolean().optional().describe('The signed-in reader has read it; absent for a visitor.'),
  })
  .meta({ id: 'Notice', description: 'A published notice.' });

const HeaderUnread = z
  .object({
    notices: z.number().int().describe('Unread platform announcements.'),
    messages: z.number().int().describe('Unread messages.'),
    total: z.number().int().describe('Both together: the header counter.'),
  })
  .meta({ id: 'HeaderUnread', description: "The header's unread counts of a signed-in user." });

const noticeFilterShape = {
  type: z.string().optional().describe('Only this type, 0-9999.'),
  subType: z.string().optional().describe('Only this sub-type, 0-9999.'),
};

const TAGS = ['Notices'];

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
 * GET /web/notice: no login needed; `limit=0` answers only the total. For a visitor
 * `total` counts the notices; for a signed-in user it is that user's unread notices of the filter
 * (the start-up check sets the unread counter to it), `count` then counts them all and each notice
 * says whether it was read. Reading needs a session: POST /web/notice/{id}/read and /web/notice/read.
 */
export function noticeRoutes(services: Services) {
  const notices = services.notice;
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/notice',
      {
        schema: {
          operationId: 'listNotices',
          summary: 'Published notices, newest first',
          description:
            'No login needed; limit=0 answers only the total. A visitor gets { list, total }, total counting the notices; a signed-in user { list, total, count }: total is their unread notices of the filter, count all of them, and each notice says whether it was read.',
          tags: TAGS,
          querystring: z.object({
            ...noticeFilterShape,
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe(`Rows a page, 0-${NOTICE_MAX_LIMIT}; 10 by default; 0 answers only the total.`),
          }),
          response: answers(
            z.object({
              list: z.array(NoticeAnswer),
              total: z.number().int().describe("A visitor: the filter's notices. A signed-in user: those of them unread."),
              count: z.number().int().optional().describe("A signed-in user only: the filter's notices."),
            }),
          ),
        },
      },
      async (request) => {
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
        // the list is { list, total }, as the web client's start-up check reads it
        return ok(request, result.unread === null ? { list, total: result.total } : { list, total: result.unread, count: result.total });
      },
    );

    routes.get(
      '/notice/unread',
      { schema: { operationId: 'countUnread', summary: "The header's unread notices and messages", tags: TAGS, response: answers(HeaderUnread) } },
      async (request) => ok(request, await notices.headerCounts(requireViewer(request))),
    );

    routes.post(
      '/notice/read',
      {
        schema: {
          operationId: 'markAllNoticesRead',
          summary: 'Marks every published notice of the filter read',
          tags: TAGS,
          body: z
            .object({
              type: checkedField(['integer', 'string'], 'Only this type, a whole number 0-9999.'),
              subType: checkedField(['integer', 'string'], 'Only this sub-type, a whole number 0-9999.'),
            })
            .nullish()
            .describe('Every published notice when the filter is absent.'),
          response: answers(z.object({ marked: z.number().int().describe('Notices marked read now.'), unread: HeaderUnread })),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const marked = await notices.markAllRead(viewer, filterOf(request.body ?? {}));
        return ok(request, { marked, unread: await notices.headerCounts(viewer) });
      },
    );

    routes.post(
      '/notice/:id/read',
      {
        schema: {
          operationId: 'markNoticeRead',
          summary: 'Marks a notice read',
          description: 'The first reading time stays. An unknown or unpublished notice is 404.',
          tags: TAGS,
          params: z.object({ id: z.string().describe('The notice id.') }),
          response: answers(z.object({ notice: NoticeAnswer, unread: HeaderUnread })),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const notice = await notices.markRead(viewer, noticeIdOf(request.params.id));
        return ok(request, { notice: toRestNotice({ ...notice, read: true }, request.language), unread: await notices.headerCounts(viewer) });
      },
    );
  };
}
