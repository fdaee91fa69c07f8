import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { AppError, RateLimitError } from '../errors.ts';
import { translate, type Language } from '../i18n/messages.ts';
import type { Services } from '../services.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../session/cookie.ts';
import type { GraphQLContext } from './context.ts';
import { inputSanity } from './inputSanity.ts';
import { schema } from './schema.ts';

export const MAX_QUERY_DEPTH = 12;

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

function depthOf(selectionSet: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, seen) : 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else if (!seen.has(selection.name.value)) {
      const fragment = fragments[selection.name.value];
      deepest = Math.max(deepest, depthOf(fragment?.selectionSet, fragments, new Set([...seen, selection.name.value])));
    }
  }
  return deepest;
}

/** Refuses operations nested deeper than MAX_QUERY_DEPTH (page sizes are capped per connection). */
function depthLimit(language: () => Language) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const fragments = Object.fromEntries(
        context
          .getDocument()
          .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
          .map((fragment) => [fragment.name.value, fragment]),
      );
      if (depthOf(operation.selectionSet, fragments, new Set()) > MAX_QUERY_DEPTH) {
        context.reportError(
          new GraphQLError(translate(language(), 'errors.tooDeep', { max: MAX_QUERY_DEPTH }), {
            nodes: [operation],
            extensions: { code: 'QUERY_TOO_DEEP' },
          }),
        );
      }
    },
  });
}

/**
 * Expected failures (AppError) become errors with a translated message and a code; anything else is
 * logged and masked, so no stack trace or SQL reaches a client.
 */
function translatedErrors(log: (error: unknown) => void): Plugin<GraphQLContext> {
  const translateResult = (result: ExecutionResult, language: Language): ExecutionResult => {
    if (!result.errors?.length) return result;
    const errors = result.errors.map((error) => {
      const original = error.originalError;
      if (original instanceof AppError) {
        return new GraphQLError(translate(language, original.messageKey, original.params), {
          nodes: error.nodes,
          path: error.path,
          extensions: {
            code: original.code,
            ...(original.field ? { field: original.field } : {}),
            ...(original instanceof RateLimitError ? { retryAfterSeconds: original.retryAfterSeconds } : {}),
          },
        });
      }
      if (original?.name === 'PothosValidationError') {
        // e.g. a malformed global id: the caller's mistake, not ours
        return new GraphQLError(translate(language, 'errors.invalidInput'), {
          nodes: error.nodes,
          path: error.path,
          extensions: { code: 'BAD_USER_INPUT', detail: original.message },
        });
      }
      if (original && !(original instanceof GraphQLError)) {
        log(original);
        return new GraphQLError(translate(language, 'errors.internal'), {
          nodes: error.nodes,
          path: error.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      }
      return error;
    });
    return { ...result, errors };
  };
  return {
    onValidate({ addValidationRule, context }) {
      addValidationRule(depthLimit(() => (context as Partial<GraphQLContext>).language ?? 'zh'));
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult, args }) {
          if (Symbol.asyncIterator in result) return;
          setResult(translateResult(result, (args.contextValue as GraphQLContext).language));
        },
      };
    },
  };
}

export function createGraphQLServer(options: { services: Services; secureCookies: boolean; graphiql: boolean; log: (error: unknown) => void }) {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql ? { title: 'CS2 market API' } : false,
    renderGraphiQL,
    maskedErrors: false,
    logging: false,
    landingPage: false,
    // Our own pages are same-origin and need no CORS; yoga's default would reflect any Origin (even
    // `null`) with Access-Control-Allow-Credentials. Partners get their own signed path, not this one.
    cors: false,
    plugins: [inputSanity(), translatedErrors(options.log)],
    context: ({ req, reply }): GraphQLContext => ({
      language: req.language,
      services: options.services,
      currency: options.services.currency,
      viewer: req.viewer,
      hadSessionCookie: sessionToken(req) !== undefined,
      sessionToken: sessionToken(req),
      request: { ip: req.ip, userAgent: req.headers['user-agent'] },
      setSession: (signedIn) => setSessionCookie(reply, signedIn, options.secureCookies),
      clearSession: () => clearSessionCookie(reply, options.secureCookies),
    }),
  });
}
