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
import { decodeCleanGlobalID, nodeQueryOptions, nodesQueryOptions } from './globalIds.ts';
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
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    decodeGlobalID: decodeCleanGlobalID,
    nodeQueryOptions,
    nodesQueryOptions,
  },
});

builder.queryType({});
builder.mutationType({});
