import { builder } from '../../graphql/builder.ts';
import { pagedConnection } from '../../graphql/pagedConnection.ts';
import { noticeContent, noticeTitle } from './notice.service.ts';
import { currentTime } from '../../integrations/clock/port.ts';

/** A site notice (SPEC §7), its title and text in the request's language. */
export const NoticeNode = builder.prismaNode('Notice', {
  name: 'Notice',
  nullable: true,
  id: { field: 'id' },
  // a global id whose key is not a row id, or a notice not yet published, finds nothing
  findUnique: (id) => ({ id: /^\d{1,9}$/.test(id) ? Number(id) : -1, publishedAt: { lte: currentTime() } }),
  fields: (t) => ({
    type: t.exposeInt('type'),
    subType: t.exposeInt('subType'),
    title: t.string({ resolve: (notice, _, context) => noticeTitle(notice, context.language) }),
    content: t.string({ resolve: (notice, _, context) => noticeContent(notice, context.language) }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
  }),
});

const NoticeConnection = builder.connectionObject(
  {
    type: NoticeNode,
    name: 'NoticeConnection',
    fields: (t) => ({ totalCount: t.int({ resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount }) }),
  },
  { name: 'NoticeEdge' },
);

builder.queryField('notices', (t) =>
  t.connection(
    {
      type: NoticeNode,
      description: 'Published notices, newest first; `first: 0` answers only totalCount. No login needed.',
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
