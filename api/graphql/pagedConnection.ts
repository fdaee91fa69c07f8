import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { ValidationError } from '../errors.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { checkOffsetCursors } from './cursors.ts';

export type ConnectionArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };

export type Page = { offset: number; limit: number };

/**
 * An offset-paged connection with its totalCount, whose nodes are loaded with the Prisma selection
 * the operation asked for at edges.node (so the statements do not grow with the page size).
 * `first` is capped at MAX_PAGE_SIZE and the cursors are checked, each with a translated error.
 */
export async function pagedConnection<T>(
  args: ConnectionArgs,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
  load: (page: Page, query: object) => Promise<{ rows: T[]; total: number }>,
  options: { prismaNodes?: boolean } = {},
) {
  if (args.first != null && (args.first < 0 || args.first > MAX_PAGE_SIZE)) {
    throw new ValidationError('first', 'errors.pageSizeTooLarge', { max: MAX_PAGE_SIZE });
  }
  checkOffsetCursors(args);
  // nodes of a Prisma type are loaded with the selection the operation asked for; others need none
  const query = options.prismaNodes === false ? {} : queryFromInfo({ context, info, path: ['edges', 'node'] });
  let total = 0;
  const connection = await resolveOffsetConnection({ args, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE }, async ({ offset, limit }) => {
    const result = await load({ offset, limit }, query);
    total = result.total;
    return result.rows;
  });
  return { ...connection, totalCount: total };
}
