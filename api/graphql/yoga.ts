import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { AppError, RateLimitError } from '../errors.ts';
import { translate, type Language } from '../i18n/messages.ts';
import type { Services } from '../services.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../session/cookie.ts';
import { compiledQueries } from './compiledExecution.ts';
import { operationSpans } from './operationSpans.ts';
import { placeOf } from './errorPlace.ts';
import { GRAPHIQL_EXAMPLES } from './graphiqlExamples.ts';
import { type GraphQLContext, trackViewerReads } from './context.ts';
import { inputSanity } from './inputSanity.ts';
import { operationLimits } from './limits.ts';
import { operationNames } from './operationName.ts';
import { schema } from './schema.ts';
import { loadTrustedDocuments, trustedDocuments } from './trustedDocuments.ts';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

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
          ...placeOf(error),
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
          ...placeOf(error),
          extensions: { code: 'BAD_USER_INPUT', detail: original.message },
        });
      }
      if (original && !(original instanceof GraphQLError)) {
        log(original);
        return new GraphQLError(translate(language, 'errors.internal'), {
          ...placeOf(error),
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      }
      return error;
    });
    return { ...result, errors };
  };
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult, args }) {
          if (Symbol.asyncIterator in result) return;
          setResult(translateResult(result, (args.contextValue as GraphQLContext).language));
        },
      };
    },
    // a subscription refused before it streams (signed out, a bad cursor, too many streams), and each
    // event it streams, are translated the same way
    onSubscribe() {
      return {
        onSubscribeResult({ result, setResult, args }) {
          const language = (args.contextValue as GraphQLContext).language;
          if (!(Symbol.asyncIterator in result)) {
            setResult(translateResult(result, language));
            return;
          }
          return { onNext: ({ result: next, setResult: setNext }) => setNext(translateResult(next, language)) };
        },
      };
    },
  };
}

const documents = loadTrustedDocuments(schema);

/**
 * `graphiql` turns on the developer aids together: GraphiQL, introspection and "Did you mean" hints;
 * with them (or `anyDocument`) anyone may send full documents, else only signed partner requests may
 * (the web client sends the ids of its trusted documents).
 */
export function createGraphQLServer(options: {
  services: Services;
  secureCookies: boolean;
  graphiql: boolean;
  anyDocument: boolean;
  /** how many times a query runs interpreted before it runs compiled (compiledExecution.ts): 1, or 0 in the tests */
  compileQueriesAfter: 0 | 1;
  /** the public response cache's plugin (responseCache.ts); null when it is off */
  responseCache: Plugin<GraphQLContext> | null;
  log: (error: unknown) => void;
}) {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // the page and its scripts are served whole from render-graphiql's bundle (no CDN); its requests are
    // same-origin JSON with the visitor's cookie (credentials same-origin), which originGuard.ts lets through
    graphiql: options.graphiql ? { title: 'CS2 market API', defaultTabs: [{ query: GRAPHIQL_EXAMPLES }] } : false,
    renderGraphiQL,
    batching: false,
    maskedErrors: false,
    logging: false,
    landingPage: false,
    // Our own pages are same-origin and need no CORS; yoga's default would reflect any Origin (even
    // `null`) with Access-Control-Allow-Credentials. Partners get their own signed path, not this one.
    cors: false,
    plugins: [
      trustedDocuments({ documents, allowAnyDocument: options.graphiql || options.anyDocument }),
      // the operation's name for the request metrics, before the response cache can answer without executing
      operationNames(),
      // Before the response cache, which runs a miss through the executor it finds (then the compiled
      // one), and answers a hit without executing; placed after it, the compiler took the cache's place
      // on a miss. Before the translation too: its locations fix of a compiled error runs first.
      compiledQueries({ after: options.compileQueriesAfter, trusted: documents.values(), onError: options.log }),
      // after the trusted documents: its key is the document they resolved
      ...(options.responseCache ? [options.responseCache] : []),
      // a span per operation when tracing is on, around the executor the two above chose
      ...operationSpans(),
      operationLimits({ introspection: options.graphiql, suggestions: options.graphiql }),
      inputSanity(),
      translatedErrors(options.log),
    ],
    context: (initial): GraphQLContext => {
      const { req, reply } = initial;
      trackViewerReads(initial, req.viewer);
      // without `viewer`, which Yoga would copy onto the context as a plain value
      return {
        language: req.language,
        services: options.services,
        currency: options.services.currency,
        hadSessionCookie: sessionToken(req) !== undefined,
        sessionToken: sessionToken(req),
        request: { ip: req.ip, userAgent: req.headers['user-agent'] },
        setSession: (signedIn) => setSessionCookie(reply, signedIn, options.secureCookies),
        clearSession: () => clearSessionCookie(reply, options.secureCookies),
      } as Omit<GraphQLContext, 'viewer'> as GraphQLContext;
    },
  });
}
