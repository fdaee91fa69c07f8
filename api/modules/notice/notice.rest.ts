import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Notice } from '../../db/generated/prisma/client.ts';
import { languageFrom, type Language, type MessageKey } from '../../i18n/messages.ts';
import { integerParam, ok } from '../../rest/envelope.ts';
import { listNotices, NOTICE_MAX_LIMIT, noticeContent, noticeTitle } from './notice.service.ts';

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

/** GET /web/notice (SPEC §7): no login needed. */
export async function noticeRoutes(app: FastifyInstance) {
  app.get('/notice', async (request: FastifyRequest<{ Querystring: Query }>) => {
    const query = request.query;
    const type = optionalInteger(query.type, 'field.noticeType');
    const subType = optionalInteger(query.subType, 'field.noticeSubType');
    const limit = integerParam(query.limit, 'field.limit', { defaultValue: 10, min: 0, max: NOTICE_MAX_LIMIT, rangeKey: 'notice.paramRange' });
    const page = integerParam(query.page, 'field.page', {
      defaultValue: 1,
      min: 1,
      max: Math.floor(MAX_OFFSET / Math.max(limit, 1)) + 1,
      rangeKey: 'notice.paramRange',
    });
    const { notices, total } = await listNotices({ type, subType }, { offset: (page - 1) * limit, limit });
    const language = languageFrom(request.headers['accept-language']);
    return ok(request, { list: notices.map((notice) => toRestNotice(notice, language)), total });
  });
}
