// Queries that repeat run compiled (graphql-jit through @envelop/graphql-jit): a document's query is
// turned once into a function that resolves its fields and serializes its result without walking
// the document again: on a market page of 20 items, about half of GraphQL's time over REST's
// (docs/benchmarks.md). Everything else keeps graphql-js, the reference executor:
// - a document runs compiled from its second execution on (`after` executions interpreted; the tests
//   set 0, so that every query of the suite runs compiled). Compiling costs more than one execution
//   (about 4 ms and 190 KB of heap for one of the web client's queries), so a document sent once (a
//   partner's or GraphiQL's ad-hoc query) is never compiled. Yoga's parser cache hands back the same
//   document object for the same text, and only those objects are remembered, weakly;
// - the web client's trusted documents may all be compiled (46 queries: 9 MB); of other documents at
//   most `maxOthers` are compiled at a time (a compiled one counts until Yoga's cache lets its document
//   go), so a client sending many documents cannot make the server keep many compiled;
// - mutations (money moves through them; nothing there is hot), subscriptions, documents of several
//   operations and non-null variables with defaults are not compiled (see `compilable`).
// A compiled field error carries its locations but not the document's nodes, from which Yoga rebuilds
// every error before sending it (and would drop them): it is rebuilt here first from the document's
// source, so an error answers the same either way.
import { useGraphQlJit } from '@envelop/graphql-jit';
import { type DocumentNode, GraphQLError, Kind, type SourceLocation } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * One query and nothing else: a document of several operations is compiled once for whichever it
 * ran first, so another `operationName` would be answered with that one's result. Nor one with a
 * non-null variable that has a default (`$x: String! = "a"`): graphql-jit refuses it when omitted,
 * where graphql-js takes the default.
 */
const compilable = (document: DocumentNode) => {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || operations[0].operation !== 'query') return false;
  return (operations[0].variableDefinitions ?? []).every((variable) => variable.type.kind !== Kind.NON_NULL_TYPE || variable.defaultValue === undefined);
};

export type CompiledQueriesOptions = {
  /** executions of a document before it runs compiled: 1, or 0 in the tests */
  after: 0 | 1;
  /** the web client's documents (trustedDocuments.ts), which do not count against `maxOthers` */
  trusted: Iterable<DocumentNode>;
  /** other documents compiled at a time (64 when left out) */
  maxOthers?: number;
  onError: (error: unknown) => void;
};

export function compiledQueries<Context extends Record<string, unknown>>(options: CompiledQueriesOptions): Plugin<Context> {
  const trusted = new Set(options.trusted);
  const maxOthers = options.maxOthers ?? 64;
  const executedOnce = new WeakSet<DocumentNode>();
  const compiledDocuments = new WeakSet<DocumentNode>();
  let othersCompiled = 0;
  const othersReleased = new FinalizationRegistry<undefined>(() => {
    othersCompiled -= 1;
  });
  const compile = (document: DocumentNode) => {
    if (compiledDocuments.has(document)) return true;
    if (!compilable(document)) return false;
    if (options.after === 1 && !executedOnce.has(document)) {
      executedOnce.add(document);
      return false;
    }
    if (!trusted.has(document)) {
      if (othersCompiled >= maxOthers) return false;
      othersCompiled += 1;
      othersReleased.register(document, undefined);
    }
    compiledDocuments.add(document);
    return true;
  };
  const compiled = useGraphQlJit(
    {},
    {
      enableIf: ({ document }) => compile(document),
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
