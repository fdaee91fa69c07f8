import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { ownViewer, requireViewer } from '../../graphql/viewer.ts';
import type { Notice } from '../../db/generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { Viewer } from '../user/user.schema.ts';
import { type HeaderUnreadCounts, MAX_NOTICE_TYPE, noticeContent, noticeTitle } from './notice.service.ts';

/** A site notice, its title and text in the request's language. */
export const NoticeNode = builder.prismaNode('Notice', {
  name: 'Notice',
  description: "A site notice (announcement), its title and text in the request's language. Public.",
  nullable: true,
  id: { field: 'id' },
  findUnique: (id, context) => context.services.notice.nodeWhere(id),
  fields: (t) => ({
    type: t.exposeInt('type', { description: 'Notice type (0: platform notices).' }),
    subType: t.exposeInt('subType', { description: 'Sub-type inside the type (1: announcements).' }),
    title: t.string({ description: "The title in the request's language.", resolve: (notice, _, context) => noticeTitle(notice, context.language) }),
    content: t.string({ description: "The text in the request's language.", resolve: (notice, _, context) => noticeContent(notice, context.language) }),
    publishedAt: t.expose('publishedAt', { description: 'When it was published.', type: 'DateTime' }),
    read: t.boolean({
      nullable: true,
      description: 'Whether the signed-in viewer has opened it; null for a visitor, who has no read state.',
      // the viewer's read of each notice comes with the notices' own statement
      select: (_, context) => context.services.notice.viewerReadSelection(context.viewer),
      resolve: (notice, _, context) => context.services.notice.readByViewer(notice, context.viewer),
    }),
  }),
});

const NoticeConnection = builder.connectionObject(
  {
    type: NoticeNode,
    name: 'NoticeConnection',
    description: 'A page of notices.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many there are over all the pages.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'NoticeEdge', description: 'A notice of the page, with its cursor.' },
);

builder.queryField('notices', (t) =>
  t.connection(
    {
      type: NoticeNode,
      description: 'Published notices, newest first; `first: 0` answers only totalCount (all of them, read or not). No login needed.',
      args: {
        type: t.arg.int({ description: 'Notice type (0: platform notices).' }),
        subType: t.arg.int({ description: 'Sub-type inside the type (1: announcements).' }),
      },
      resolve: async (_, args, context, info) => {
        return pagedConnection(args, context, info, async ({ offset, limit }, query) => {
          const { notices, total } = await context.services.notice.list(
            { type: args.type ?? undefined, subType: args.subType ?? undefined },
            // first: 0 needs no rows (the connection asks for one more than it shows)
            { offset, limit: args.first === 0 ? 0 : limit },
            query,
          );
          return { rows: notices, total };
        });
      },
    },
    NoticeConnection,
  ),
);

export const UnreadCounts = builder.objectRef<HeaderUnreadCounts>('UnreadCounts').implement({
  description: "What the header's counter shows: unread platform notices (type 0, sub-type 1) plus unread messages.",
  fields: (t) => ({
    notices: t.exposeInt('notices', { description: 'Unread platform announcements.' }),
    messages: t.exposeInt('messages', { description: 'Unread messages of the message center.' }),
    total: t.exposeInt('total', { description: 'notices + messages.' }),
  }),
});

builder.prismaObjectFields(Viewer, (t) => ({
  unreadCounts: t.field({
    description: "The header counter's unread notices and messages of the viewer.",
    type: UnreadCounts,
    authScopes: { loggedIn: true },
    resolve: (user, _, context) => context.services.notice.headerCounts(ownViewer(user, context)),
  }),
}));

type ViewerRow = NonNullable<GraphQLContext['viewer']>['user'];

const MarkNoticeReadInput = builder.inputType('MarkNoticeReadInput', {
  description: 'The notice to mark read.',
  fields: (t) => ({ id: t.globalID({ required: true, for: [NoticeNode], description: "The notice's global id." }) }),
});

const MarkNoticeReadPayload = builder.objectRef<{ notice: Notice; viewer: ViewerRow }>('MarkNoticeReadPayload').implement({
  description: 'The notice was marked read.',
  fields: (t) => ({
    notice: t.field({ type: NoticeNode, description: 'The notice, now read.', resolve: (payload) => payload.notice }),
    viewer: t.field({ type: Viewer, description: 'Select unreadCounts through it to update the header.', resolve: (payload) => payload.viewer }),
  }),
});

builder.mutationField('markNoticeRead', (t) =>
  t.field({
    type: MarkNoticeReadPayload,
    description: 'Records that the viewer opened a notice (again: no change).',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: MarkNoticeReadInput, required: true, description: 'What the mutation acts on.' }) },
    errors: {
      types: [NotFoundError, ValidationError],
      directResult: true,
      union: { name: 'MarkNoticeReadResult', description: 'What markNoticeRead answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const viewer = requireViewer(context);
      const id = /^\d{1,9}$/.test(input.id.id) ? Number(input.id.id) : -1;
      return { notice: await context.services.notice.markRead(viewer, id), viewer: viewer.user };
    },
  }),
);

const MarkAllNoticesReadInput = builder.inputType('MarkAllNoticesReadInput', {
  description: 'Which notices to mark read.',
  fields: (t) => ({
    type: t.int({ description: 'Only notices of this type; all types when left out.' }),
    subType: t.int({ description: 'Only notices of this sub-type; all when left out.' }),
  }),
});

const MarkAllNoticesReadPayload = builder.objectRef<{ markedCount: number; viewer: ViewerRow }>('MarkAllNoticesReadPayload').implement({
  description: 'Notices were marked read.',
  fields: (t) => ({
    markedCount: t.exposeInt('markedCount', { description: 'How many notices were unread and are now read.' }),
    viewer: t.field({ type: Viewer, description: 'Select unreadCounts through it to update the header.', resolve: (payload) => payload.viewer }),
  }),
});

builder.mutationField('markAllNoticesRead', (t) =>
  t.field({
    type: MarkAllNoticesReadPayload,
    description: "Marks every published notice (of a type and sub-type, when given) read for the viewer (the notice page's mark all read).",
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: MarkAllNoticesReadInput, defaultValue: {}, description: 'What the mutation acts on.' }) },
    errors: {
      types: [ValidationError],
      directResult: true,
      union: { name: 'MarkAllNoticesReadResult', description: 'What markAllNoticesRead answers: its payload, or one of its typed errors.' },
    },
    resolve: async (_, { input }, context) => {
      const viewer = requireViewer(context);
      const filter = { type: input?.type ?? undefined, subType: input?.subType ?? undefined };
      for (const [field, value, label] of [
        ['type', filter.type, 'field.noticeType'],
        ['subType', filter.subType, 'field.noticeSubType'],
      ] as const) {
        if (value !== undefined && (value < 0 || value > MAX_NOTICE_TYPE)) {
          throw new ValidationError(field, 'notice.paramRange', { field: label, min: 0, max: MAX_NOTICE_TYPE });
        }
      }
      return { markedCount: await context.services.notice.markAllRead(viewer, filter), viewer: viewer.user };
    },
  }),
);
