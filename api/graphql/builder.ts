import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import { type GraphQLField, getNullableType, isListType } from 'graphql';
import { db } from '../db/client.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { AppError } from '../errors.ts';
import { UnauthenticatedError } from '../session/viewer.ts';
import type { GraphQLContext } from './context.ts';
import { decodeCleanGlobalID, MAX_NODE_IDS, nodeQueryOptions, nodesQueryOptions } from './globalIds.ts';
import OperationPolicyPlugin from './operationPolicyPlugin.ts';
export { MAX_NODE_IDS } from './globalIds.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** Ids one `nodes(ids:)` call may ask for. */
/** What a list whose length no argument gives (stickers, tags, payload items) is assumed to hold. */
const UNSIZED_LIST_LENGTH = 10;

/**
 * The cost of a field for the operation limits (api/graphql/limits.ts): 1, plus its children times
 * the number of entries it answers: a connection's `first` (or `last`, or the default page size),
 * `nodes(ids:)`' ids, `priceHistory(days:)`' days. A connection's edges are already counted by it.
 */
function fieldCost(args: Record<string, unknown>, field: GraphQLField<unknown, GraphQLContext>): { field: number; multiplier: number } {
  const sizes = field.args.map((arg) => arg.name);
  if (sizes.includes('first')) {
    const requested = (args.first ?? args.last ?? DEFAULT_PAGE_SIZE) as number;
    return { field: 1, multiplier: Math.max(0, requested) };
  }
  if (sizes.includes('ids')) return { field: 1, multiplier: (args.ids as unknown[]).length };
  if (sizes.includes('days')) return { field: 1, multiplier: Math.max(0, (args.days as number | null) ?? 0) };
  const isList = isListType(getNullableType(field.type));
  return { field: 1, multiplier: isList && field.name !== 'edges' ? UNSIZED_LIST_LENGTH : 1 };
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  AuthScopes: { loggedIn: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Money: { Input: number; Output: number };
  };
}>({
  defaultFieldNullability: false,
  // the operation policy last: it wraps innermost, so the errors plugin answers its StepUpRequiredError
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, DataloaderPlugin, ZodPlugin, ComplexityPlugin, OperationPolicyPlugin],
  // the budget is enforced before validation by api/graphql/limits.ts, not in the root resolvers
  complexity: { fieldComplexity: (args, _context, field) => fieldCost(args, field), disabled: true },
  scopeAuth: {
    authScopes: (context) => ({ loggedIn: context.viewer !== undefined }),
    unauthorizedError: (_, context) => new UnauthenticatedError(context.hadSessionCookie ? 'auth.sessionInvalid' : 'auth.loginRequired'),
  },
  errors: { defaultTypes: [AppError] },
  prisma: {
    client: () => db(),
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'error',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    decodeGlobalID: decodeCleanGlobalID,
    nodeQueryOptions: {
      ...nodeQueryOptions,
      description: 'Any object of the schema by its global id (public objects to anyone; private ones to whoever may see them), or null.',
      args: { id: { description: "A global id, as read from an object's `id` field." } },
    },
    nodesQueryOptions: {
      ...nodesQueryOptions,
      description: `Several objects by their global ids (at most ${MAX_NODE_IDS}), in the same order, null for each one not found or not visible to the viewer.`,
      args: { ids: { description: "Global ids, as read from objects' `id` fields." } },
    },
    // descriptions of the types and fields the relay plugin generates (connections name their own)
    nodeTypeOptions: { description: 'An object with a global id, which node(id:) and nodes(ids:) find again.' },
    idFieldOptions: { description: 'The global id of the object (opaque: base64 of its type and key).' },
    pageInfoTypeOptions: { description: 'Where a page of a connection lies in the whole list.' },
    hasNextPageFieldOptions: { description: 'Whether items follow the page (pass endCursor as `after` to read them).' },
    hasPreviousPageFieldOptions: { description: 'Whether items come before the page.' },
    startCursorFieldOptions: { description: 'The cursor of the first item of the page; null when the page is empty.' },
    endCursorFieldOptions: { description: 'The cursor of the last item of the page; null when the page is empty.' },
    pageInfoFieldOptions: { description: 'Where this page lies in the whole list.' },
    edgesFieldOptions: { nullable: false, description: 'The items of the page, each with its cursor.' },
    cursorFieldOptions: { description: 'The position of this item in the list: pass it as `after` to read the items that follow.' },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    firstArgOptions: { description: `How many items to answer from the start or from \`after\` (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}).` },
    afterArgOptions: { description: "The cursor (an edge's cursor, or pageInfo.endCursor) after which to start." },
    lastArgOptions: { description: 'How many items to answer from the end or before `before` (where the list allows backward paging).' },
    beforeArgOptions: { description: 'The cursor before which to end (where the list allows backward paging).' },
  },
});

builder.queryType({ description: "What can be read: the public market and content, and the signed-in viewer's own data under `viewer`." });
builder.mutationType({
  description:
    'What can be changed. Every mutation answers a union of its payload and its typed errors (Error); most need a session, some a recent step-up verification.',
});
