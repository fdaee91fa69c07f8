// The name of the GraphQL operation a request runs, kept on its Fastify request for the request
// metrics (api/observability/metrics.ts). Read from the document being executed (a trusted
// document's, or the one a client sent), so a request that never gets that far has none.
import type { FastifyRequest } from 'fastify';
import { type DocumentNode, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';

declare module 'fastify' {
  interface FastifyRequest {
    /** the GraphQL operation the request executed ('anonymous' when unnamed); undefined before or without one */
    graphqlOperation: string | undefined;
  }
}

type Executed = { document: DocumentNode; operationName?: string | null; contextValue: unknown };

function note({ document, operationName, contextValue }: Executed): void {
  const request = (contextValue as { req?: FastifyRequest }).req;
  if (request) request.graphqlOperation = getOperationAST(document, operationName)?.name?.value ?? 'anonymous';
}

/** Placed before the response cache, whose hit ends the execution before later plugins see it. */
export function operationNames(): Plugin {
  return {
    onExecute: ({ args }) => note(args),
    onSubscribe: ({ args }) => note(args),
  };
}
