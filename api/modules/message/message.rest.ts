import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Message } from '../../db/generated/prisma/client.ts';
import { languageFrom, type Language } from '../../i18n/messages.ts';
import { integerParam, ok, stringParam } from '../../rest/envelope.ts';
import { requireViewer } from '../auth/auth.rest.ts';
import { categoryName, findMessage, listMessages, markAllRead, parseCategory, readMessage, renderMessage, unreadCounts } from './message.service.ts';

export const MESSAGES_MAX_LIMIT = 50;
const MAX_OFFSET = 100_000;

type Query = Record<string, unknown>;
type Body = Record<string, unknown> | null | undefined;

/** A message as the REST API shows it: text rendered in the request's language. */
export function toRestMessage(message: Message, language: Language) {
  return {
    id: message.id,
    category: categoryName(message.category),
    ...renderMessage(message, language),
    read: message.readAt !== null,
    createdAt: message.createdAt.toISOString(),
  };
}

/** /web/messages*: the signed-in user's message center. */
export async function messageRoutes(app: FastifyInstance) {
  app.get('/messages', async (request: FastifyRequest<{ Querystring: Query }>) => {
    const viewer = requireViewer(request);
    const language = languageFrom(request.headers['accept-language']);
    const category = parseCategory(stringParam(request.query.category));
    const limit = integerParam(request.query.limit, 'field.limit', { defaultValue: 20, min: 1, max: MESSAGES_MAX_LIMIT, rangeKey: 'market.limitRange' });
    const page = integerParam(request.query.page, 'field.page', { defaultValue: 1, min: 1, max: Math.floor(MAX_OFFSET / limit) + 1, rangeKey: 'market.pageRange' });
    const [{ messages, total }, unread] = await Promise.all([
      listMessages(viewer.user.id, { category, offset: (page - 1) * limit, limit }),
      unreadCounts(viewer.user.id),
    ]);
    return ok(request, {
      list: messages.map((message) => toRestMessage(message, language)),
      total,
      pages: Math.ceil(total / limit),
      page,
      limit,
      unread,
    });
  });

  app.get('/messages/unread', async (request) => ok(request, await unreadCounts(requireViewer(request).user.id)));

  app.post('/messages/read', async (request: FastifyRequest<{ Body: Body }>) => {
    const viewer = requireViewer(request);
    const body = request.body;
    const category = parseCategory(body !== null && typeof body === 'object' && !Array.isArray(body) ? body.category : undefined);
    const marked = await markAllRead(viewer.user.id, category);
    return ok(request, { marked, unread: await unreadCounts(viewer.user.id) });
  });

  // Reading a message is a GET and changes nothing (DESIGN.md §3: no state change on GET);
  // opening it in the message center marks it read with the POST below.
  app.get('/messages/:id', async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const viewer = requireViewer(request);
    return ok(request, toRestMessage(await findMessage(viewer.user.id, request.params.id), languageFrom(request.headers['accept-language'])));
  });

  app.post('/messages/:id/read', async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const viewer = requireViewer(request);
    const message = await readMessage(viewer.user.id, request.params.id);
    return ok(request, { message: toRestMessage(message, languageFrom(request.headers['accept-language'])), unread: await unreadCounts(viewer.user.id) });
  });
}
