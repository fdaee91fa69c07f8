import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Message } from '../../db/generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { answers, isoTime, pagedList } from '../../rest/answers.ts';
import { checkedField } from '../../rest/checkedField.ts';
import { ok, stringParam } from '../../rest/envelope.ts';
import { pageOf, pageParams } from '../../rest/paging.ts';
import { requireViewer } from '../../rest/viewer.ts';
import type { Services } from '../../services.ts';
import { categoryName, parseCategory, renderMessage } from './message.service.ts';

export const MESSAGES_MAX_LIMIT = 50;

const CATEGORY_NAMES = ['trade', 'service', 'inventory', 'system'] as const;

const MessageAnswer = z
  .object({
    id: z.string().describe('The message id.'),
    category: z.enum(CATEGORY_NAMES).describe('Its category.'),
    title: z.string().describe('In the language of the request.'),
    content: z.string().describe('In the language of the request.'),
    read: z.boolean().describe('The user has read it.'),
    createdAt: isoTime('When it was sent.'),
  })
  .meta({ id: 'Message', description: "A message of the user's message center." });

const UnreadMessages = z
  .object({
    trade: z.number().int(),
    service: z.number().int(),
    inventory: z.number().int(),
    system: z.number().int(),
    total: z.number().int().describe('Every category together.'),
  })
  .meta({ id: 'UnreadMessages', description: 'Unread messages by category.' });

const TAGS = ['Messages'];

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
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/messages',
      {
        schema: {
          operationId: 'listMessages',
          summary: "The user's messages, newest first, with the unread counts",
          tags: TAGS,
          querystring: z.object({
            category: z.string().optional().describe('trade, service, inventory or system; every category when absent.'),
            page: z.string().optional().describe('The page, from 1.'),
            limit: z.string().optional().describe(`Rows a page, 1-${MESSAGES_MAX_LIMIT}; 20 by default.`),
          }),
          response: answers(pagedList(MessageAnswer).extend({ unread: UnreadMessages })),
        },
      },
      async (request) => {
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
      },
    );

    routes.get(
      '/messages/unread',
      { schema: { operationId: 'countUnreadMessages', summary: "The user's unread messages by category", tags: TAGS, response: answers(UnreadMessages) } },
      async (request) => ok(request, await messages.unreadCounts(requireViewer(request))),
    );

    routes.post(
      '/messages/read',
      {
        schema: {
          operationId: 'markAllMessagesRead',
          summary: "Marks the user's messages of a category, or all, read",
          tags: TAGS,
          body: z.object({ category: checkedField('string', 'trade, service, inventory or system; every category when absent.') }).nullish(),
          response: answers(z.object({ marked: z.number().int().describe('Messages marked read now.'), unread: UnreadMessages })),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const marked = await messages.markAllRead(viewer, parseCategory(request.body?.category));
        return ok(request, { marked, unread: await messages.unreadCounts(viewer) });
      },
    );

    // Reading a message is a GET and changes nothing (no state change on GET); opening it in the
    // message center marks it read with the POST below.
    routes.get(
      '/messages/:id',
      {
        schema: {
          operationId: 'getMessage',
          summary: 'One of the user’s messages',
          description: 'Changes nothing: POST /web/messages/{id}/read marks it read. Another user’s message is 404.',
          tags: TAGS,
          params: z.object({ id: z.string().describe('The message id.') }),
          response: answers(MessageAnswer),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        return ok(request, toRestMessage(await messages.find(viewer, request.params.id), request.language));
      },
    );

    routes.post(
      '/messages/:id/read',
      {
        schema: {
          operationId: 'markMessageRead',
          summary: 'Marks one of the user’s messages read',
          tags: TAGS,
          params: z.object({ id: z.string().describe('The message id.') }),
          response: answers(z.object({ message: MessageAnswer, unread: UnreadMessages })),
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const message = await messages.read(viewer, request.params.id);
        return ok(request, { message: toRestMessage(message, request.language), unread: await messages.unreadCounts(viewer) });
      },
    );
  };
}
