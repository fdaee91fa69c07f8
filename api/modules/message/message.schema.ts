import { builder } from '../../graphql/builder.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Message } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { Viewer } from '../user/user.schema.ts';
import { type MESSAGE_CATEGORIES, renderMessage, type UnreadCounts } from './message.service.ts';

export const MessageCategory = builder.enumType('MessageCategory', {
  description: 'Message center tabs: trade, customer service, inventory, system notices.',
  values: {
    TRADE: { description: 'The trade tab.' },
    SERVICE: { description: 'The customer service tab.' },
    INVENTORY: { description: 'The inventory tab.' },
    SYSTEM: { description: 'The system notices tab (the welcome, open platform decisions, …).' },
  } satisfies Record<(typeof MESSAGE_CATEGORIES)[number], { description: string }>,
});

/** A message of the viewer's message center; another user's message is not found. */
export const MessageNode = builder.prismaNode('Message', {
  name: 'Message',
  description: "A message of the viewer's message center, its texts in the request's language. Only its recipient can read it.",
  nullable: true,
  id: { field: 'id' },
  findUnique: (id, context) => context.services.message.nodeWhere(context.viewer, id),
  fields: (t) => ({
    category: t.field({ type: MessageCategory, description: 'Its tab of the message center.', resolve: (message) => message.category }),
    kind: t.exposeString('kind', { description: 'What the message is about (welcome, …); the texts come from it.' }),
    title: t.string({ description: "In the request's language.", resolve: (message, _, context) => renderMessage(message, context.language).title }),
    content: t.string({ description: "In the request's language.", resolve: (message, _, context) => renderMessage(message, context.language).content }),
    read: t.boolean({ description: 'Whether the viewer has opened it.', resolve: (message) => message.readAt !== null }),
    readAt: t.expose('readAt', { description: 'When the viewer opened it; null while unread.', type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When it was sent.', type: 'DateTime' }),
  }),
});

const MessageConnection = builder.connectionObject(
  {
    type: MessageNode,
    name: 'MessageConnection',
    description: "A page of the viewer's messages.",
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'MessageEdge', description: 'A message of the page, with its cursor.' },
);

const UnreadMessageCounts = builder.objectRef<UnreadCounts>('UnreadMessageCounts').implement({
  description: 'Unread messages per message-center tab.',
  fields: (t) => ({
    trade: t.exposeInt('trade', { description: 'Unread messages about trades.' }),
    service: t.exposeInt('service', { description: 'Unread messages from customer service.' }),
    inventory: t.exposeInt('inventory', { description: 'Unread messages about the inventory.' }),
    system: t.exposeInt('system', { description: 'Unread system notices.' }),
    total: t.exposeInt('total', { description: 'Unread messages of every tab.' }),
  }),
});

builder.prismaObjectFields(Viewer, (t) => ({
  messages: t.connection(
    {
      type: MessageNode,
      description: "The viewer's messages, newest first, of one category or all.",
      authScopes: { loggedIn: true },
      args: { category: t.arg({ type: MessageCategory, description: 'Only this tab; every tab when left out.' }) },
      resolve: async (user, args, context, info) => {
        const viewer = ownViewer(user, context);
        return pagedConnection(args, context, info, async ({ offset, limit }, query) => {
          const { messages, total } = await context.services.message.list(viewer, { category: args.category ?? undefined, offset, limit }, query);
          return { rows: messages, total };
        });
      },
    },
    MessageConnection,
  ),
  unreadMessageCounts: t.field({
    description: "The viewer's unread messages per tab.",
    type: UnreadMessageCounts,
    authScopes: { loggedIn: true },
    resolve: (user, _, context) => context.services.message.unreadCounts(ownViewer(user, context)),
  }),
}));

const MarkAllMessagesReadInput = builder.inputType('MarkAllMessagesReadInput', {
  description: 'Which messages to mark read.',
  fields: (t) => ({ category: t.field({ type: MessageCategory, description: 'Only this tab; all messages when left out.' }) }),
});

type ViewerRow = NonNullable<GraphQLContext['viewer']>['user'];

const MarkAllMessagesReadPayload = builder.objectRef<{ markedCount: number; viewer: ViewerRow }>('MarkAllMessagesReadPayload').implement({
  description: 'Messages were marked read.',
  fields: (t) => ({
    markedCount: t.exposeInt('markedCount', { description: 'How many messages were unread and are now read.' }),
    viewer: t.field({ type: Viewer, description: 'Select unreadMessageCounts through it to update the tabs.', resolve: (payload) => payload.viewer }),
  }),
});

builder.mutationField('markAllMessagesRead', (t) =>
  t.field({
    description: 'Marks every unread message of the viewer read (of one tab, when given).',
    type: MarkAllMessagesReadPayload,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: MarkAllMessagesReadInput, defaultValue: {}, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'MarkAllMessagesReadResult', description: 'What markAllMessagesRead answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const viewer = requireViewer(context);
      return { markedCount: await context.services.message.markAllRead(viewer, input?.category ?? undefined), viewer: viewer.user };
    },
  }),
);

const ReadMessageInput = builder.inputType('ReadMessageInput', {
  description: 'The message to open.',
  fields: (t) => ({ id: t.globalID({ required: true, for: [MessageNode], description: "The message's global id." }) }),
});

const ReadMessagePayload = builder.objectRef<{ message: Message; viewer: ViewerRow }>('ReadMessagePayload').implement({
  description: 'The message opened.',
  fields: (t) => ({
    // not `message`: that would clash with Error.message when a client selects both in the union
    openedMessage: t.field({ type: MessageNode, description: 'The message, now read.', resolve: (payload) => payload.message }),
    viewer: t.field({ type: Viewer, description: 'Select unreadMessageCounts through it to update the tabs.', resolve: (payload) => payload.viewer }),
  }),
});

builder.mutationField('readMessage', (t) =>
  t.field({
    type: ReadMessagePayload,
    description: "Opens one of the viewer's messages: answers it, marked read.",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ReadMessageInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [NotFoundError, ValidationError],
      directResult: true,
      union: { name: 'ReadMessageResult', description: 'What readMessage answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const viewer = requireViewer(context);
      return { message: await context.services.message.read(viewer, input.id.id), viewer: viewer.user };
    },
  }),
);
