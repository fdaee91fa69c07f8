import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Message } from '../../db/generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { categoryName, parseCategory, renderMessage } from './message.service.ts';

export const MESSAGES_MAX_LIMIT = 50;

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
export function messageRoutes(services: Services) {
  const messages = services.message;
  return async (app: FastifyInstance) => {
    app.get('/messages', async (request: FastifyRequest<{ Querystring: Query }>) => {
      const viewer = requireViewer(request);
      const category = parseCategory(stringParam(request.query.category));
      const page = pageParams(request.query, { defaultLimit: 20, maxLimit: MESSAGES_MAX_LIMIT });
      const [{ messages: list, total }, unread] = await Promise.all([
        messages.list(viewer, { category, offset: page.offset, limit: page.limit }),
        messages.unreadCounts(viewer),
      ]);
      return ok(request, {
        ...pageOf(
          list.map((message) => toRestMessage(message, request.language)),
          total,
          page,
        ),
        unread,
      });
    });

    app.get('/messages/unread', async (request) => ok(request, await messages.unreadCounts(requireViewer(request))));

    app.post('/messages/read', async (request: FastifyRequest<{ Body: Body }>) => {
      const viewer = requireViewer(request);
      const body = request.body;
      const category = parseCategory(body !== null && typeof body === 'object' && !Array.isArray(body) ? body.category : undefined);
      const marked = await messages.markAllRead(viewer, category);
      return ok(request, { marked, unread: await messages.unreadCounts(viewer) });
    });

    // Reading a message is a GET and changes nothing (DESIGN.md §3: no state change on GET);
    // opening it in the message center marks it read with the POST below.
    app.get('/messages/:id', async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const viewer = requireViewer(request);
      return ok(request, toRestMessage(await messages.find(viewer, request.params.id), request.language));
    });

    app.post('/messages/:id/read', async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const viewer = requireViewer(request);
      const message = await messages.read(viewer, request.params.id);
      return ok(request, { message: toRestMessage(message, request.language), unread: await messages.unreadCounts(viewer) });
    });
  };
}
