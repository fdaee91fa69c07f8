import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import { db } from '../db/client.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { AppError } from '../errors.ts';
import { UnauthenticatedError } from '../session/viewer.ts';
import type { GraphQLContext } from './context.ts';
import { decodeCleanGlobalID, nodeQueryOptions, nodesQueryOptions } from './globalIds.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

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
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, DataloaderPlugin, ZodPlugin],
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
