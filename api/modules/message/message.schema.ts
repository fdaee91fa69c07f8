import { builder } from '../../graphql/builder.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Message } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { Viewer } from '../user/user.schema.ts';
import { MESSAGE_CATEGORIES, renderMessage, type UnreadCounts } from './message.service.ts';

export const MessageCategory = builder.enumType('MessageCategory', {
  description: 'Message center tabs: trade, customer service, inventory, system notices.',
  values: MESSAGE_CATEGORIES,
});

/** A message of the viewer's message center; another user's message is not found. */
export const MessageNode = builder.prismaNode('Message', {
  name: 'Message',
  nullable: true,
  id: { field: 'id' },
  findUnique: (id, context) => context.services.message.nodeWhere(context.viewer, id),
  fields: (t) => ({
    category: t.field({ type: MessageCategory, resolve: (message) => message.category }),
    kind: t.exposeString('kind', { description: 'What the message is about (welcome, …); the texts come from it.' }),
    title: t.string({ description: "In the request's language.", resolve: (message, _, context) => renderMessage(message, context.language).title }),
    content: t.string({ description: "In the request's language.", resolve: (message, _, context) => renderMessage(message, context.language).content }),
    read: t.boolean({ resolve: (message) => message.readAt !== null }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
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
    trade: t.exposeInt('trade'),
    service: t.exposeInt('service'),
    inventory: t.exposeInt('inventory'),
    system: t.exposeInt('system'),
    total: t.exposeInt('total'),
  }),
});

builder.prismaObjectFields(Viewer, (t) => ({
  messages: t.connection(
    {
      type: MessageNode,
      description: "The viewer's messages, newest first, of one category or all.",
      authScopes: { loggedIn: true },
      args: { category: t.arg({ type: MessageCategory }) },
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
    type: UnreadMessageCounts,
    authScopes: { loggedIn: true },
    resolve: (user, _, context) => context.services.message.unreadCounts(ownViewer(user, context)),
  }),
}));

const MarkAllMessagesReadInput = builder.inputType('MarkAllMessagesReadInput', {
  fields: (t) => ({ category: t.field({ type: MessageCategory, description: 'Only this tab; all messages when left out.' }) }),
});

type ViewerRow = NonNullable<GraphQLContext['viewer']>['user'];

const MarkAllMessagesReadPayload = builder.objectRef<{ markedCount: number; viewer: ViewerRow }>('MarkAllMessagesReadPayload').implement({
  fields: (t) => ({
    markedCount: t.exposeInt('markedCount', { description: 'How many messages were unread and are now read.' }),
    viewer: t.field({ type: Viewer, description: 'Select unreadMessageCounts through it to update the tabs.', resolve: (payload) => payload.viewer }),
  }),
});

builder.mutationField('markAllMessagesRead', (t) =>
  t.field({
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
  fields: (t) => ({ id: t.globalID({ required: true, for: [MessageNode], description: "The message's global id." }) }),
});

const ReadMessagePayload = builder.objectRef<{ message: Message; viewer: ViewerRow }>('ReadMessagePayload').implement({
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
