import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Notice } from '../../db/generated/prisma/client.ts';
import type { Language, MessageKey } from '../../i18n/messages.ts';
import { integerParam, ok } from '../../rest/envelope.ts';
import { pageParams } from '../../rest/paging.ts';
import type { Services } from '../../services.ts';
import { NOTICE_MAX_LIMIT, noticeContent, noticeTitle } from './notice.service.ts';

type Query = Record<string, unknown>;

const MAX_OFFSET = 10_000;
const MAX_TYPE = 9_999;

export function toRestNotice(notice: Notice, language: Language) {
  return {
    id: notice.id,
    type: notice.type,
    subType: notice.subType,
    title: noticeTitle(notice, language),
    content: noticeContent(notice, language),
    publishedAt: notice.publishedAt.toISOString(),
  };
}

function optionalInteger(value: unknown, field: MessageKey): number | undefined {
  if (value === undefined || value === '') return undefined;
  return integerParam(value, field, { defaultValue: 0, min: 0, max: MAX_TYPE, rangeKey: 'notice.paramRange' });
}

/** GET /web/notice (SPEC §7): no login needed; `limit=0` answers only the total. */
export function noticeRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/notice', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const query = request.query;
      const type = optionalInteger(query.type, 'field.noticeType');
      const subType = optionalInteger(query.subType, 'field.noticeSubType');
      const page = pageParams(query, { defaultLimit: 10, minLimit: 0, maxLimit: NOTICE_MAX_LIMIT, maxOffset: MAX_OFFSET, rangeKey: 'notice.paramRange' });
      const { notices, total } = await services.notice.list({ type, subType }, page);
      // SPEC §7 shows this list as { list, total }
      return ok(request, { list: notices.map((notice) => toRestNotice(notice, request.language)), total });
    });
  };
}
