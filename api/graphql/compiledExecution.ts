// Queries that repeat run compiled (graphql-jit through @envelop/graphql-jit): a document's query is
// turned once into a function that resolves its fields and serializes its result without walking
// the document again, which on a market page of 20 items is most of GraphQL's time over REST's
// (issue 24). Everything else keeps graphql-js, the reference executor:
// - a document runs compiled from its second execution on (`after` executions interpreted; the tests
//   set 0, so that every query of the suite runs compiled). Compiling costs more than one execution,
//   so a document sent once (a partner's or GraphiQL's ad-hoc query) is never compiled, and a client
//   cannot make the server compile at will: Yoga's parser cache hands back the same document object
//   for the same text, and only those objects are remembered (weakly, as long as the cache keeps them);
// - mutations (money moves through them; nothing there is hot) and subscriptions are not compiled.
// A compiled field error carries its locations but not the document's nodes, from which Yoga rebuilds
// every error before sending it (and would drop them): it is rebuilt here first from the document's
// source, so an error answers the same either way.
import { useGraphQlJit } from '@envelop/graphql-jit';
import { type DocumentNode, GraphQLError, Kind, type SourceLocation } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const onlyQueries = (document: DocumentNode) =>
  document.definitions.every((definition) => definition.kind !== Kind.OPERATION_DEFINITION || definition.operation === 'query');

export function compiledQueries<Context extends Record<string, unknown>>(options: { after: 0 | 1; onError: (error: unknown) => void }): Plugin<Context> {
  const executedOnce = new WeakSet<DocumentNode>();
  const repeated = (document: DocumentNode) => {
    if (options.after === 0 || executedOnce.has(document)) return true;
    executedOnce.add(document);
    return false;
  };
  const compiled = useGraphQlJit(
    {},
    {
      enableIf: ({ document }) => onlyQueries(document) && repeated(document),
      // a document the compiler refuses runs as its compiled error says; logged, as it is our bug
      onError: options.onError,
    },
  ) as Plugin<Context>;
  return {
    onPluginInit: ({ addPlugin }) => addPlugin(compiled),
    onExecute: ({ args }) => ({
      onExecuteDone: ({ result, setResult }) => {
        if (Symbol.asyncIterator in result || !result.errors?.some((error) => error.locations && !error.nodes)) return;
        setResult({ ...result, errors: result.errors.map((error) => withSourcePositions(error, args.document)) });
      },
    }),
  };
}

/** The error with its locations as offsets into the document's source, which graphql-js keeps. */
function withSourcePositions(error: GraphQLError, document: DocumentNode): GraphQLError {
  const source = document.loc?.source;
  if (!error.locations || error.nodes || !source) return error;
  const lineStarts = [0];
  for (let index = 0; index < source.body.length; index += 1) if (source.body[index] === '\n') lineStarts.push(index + 1);
  const offset = (location: SourceLocation) => (lineStarts[location.line - 1] ?? 0) + location.column - 1;
  return new GraphQLError(error.message, {
    source,
    positions: error.locations.map(offset),
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}
