import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { createComplexityRule } from '@pothos/plugin-complexity';
import { type DocumentNode, GraphQLError, type GraphQLSchema, NoSchemaIntrospectionCustomRule, type Source, type ValidationContext, validate } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../errors.ts';
import { languageFrom, type MessageKey, translate } from '../i18n/messages.ts';
import { placeOf } from './errorPlace.ts';

/** Bounds of one GraphQL request (docs/graphql.md); the cost model is in builder.ts (fieldComplexity). */
export const OPERATION_LIMITS = {
  /** Lexical tokens of the document: refuses huge documents (and inline id lists) while parsing. */
  tokens: 2_000,
  /** Levels of nested fields (fragment spreads add no level). */
  depth: 12,
  /**
   * Levels counting each fragment spread as one too: refuses chains of fragments (whose expansion can
   * double at each link) before anything else looks at them, valid or not.
   */
  fragmentDepth: 16,
  /** Aliased fields, counted through every fragment spread. */
  aliases: 10,
  directives: 20,
  /** Entries of any list in the variables (selling takes 200 items): longer ones are refused before they are decoded. */
  variableListEntries: 500,
  /** Cost budget: a field costs 1, a connection 1 + first × its children (see builder.ts). */
  cost: 25_000,
} as const;

/** A refusal by one of the limits; its message key is translated when the answer is written. */
export class OperationLimitError extends GraphQLError {
  constructor(
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number>,
    code: string,
  ) {
    super(messageKey, { extensions: { code, http: { status: 400 } } });
  }
}

const refuse = (messageKey: MessageKey, code: string, max: number) => (context: ValidationContext | null) => {
  const error = new OperationLimitError(messageKey, { max }, code);
  if (!context) throw error;
  context.reportError(error);
};

const documentRules = [
  maxDepthRule({
    n: OPERATION_LIMITS.depth,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [refuse('errors.tooDeep', 'QUERY_TOO_DEEP', OPERATION_LIMITS.depth)],
  }),
  maxDepthRule({
    n: OPERATION_LIMITS.fragmentDepth,
    flattenFragments: false,
    propagateOnRejection: false,
    onReject: [refuse('errors.fragmentsTooDeep', 'QUERY_TOO_DEEP', OPERATION_LIMITS.fragmentDepth)],
  }),
  maxAliasesRule({
    n: OPERATION_LIMITS.aliases,
    propagateOnRejection: false,
    onReject: [refuse('errors.tooManyAliases', 'TOO_MANY_ALIASES', OPERATION_LIMITS.aliases)],
  }),
  maxDirectivesRule({
    n: OPERATION_LIMITS.directives,
    propagateOnRejection: false,
    onReject: [refuse('errors.tooManyDirectives', 'TOO_MANY_DIRECTIVES', OPERATION_LIMITS.directives)],
  }),
];

/** Parses with graphql-armor's token counter: a document over the limit is refused while it is read. */
export function parseWithTokenLimit(source: string | Source): DocumentNode {
  return new MaxTokensParserWLexer(source, {
    n: OPERATION_LIMITS.tokens,
    propagateOnRejection: false,
    onReject: [refuse('errors.tooManyTokens', 'TOO_MANY_TOKENS', OPERATION_LIMITS.tokens)],
  }).parseDocument();
}

/** The longest list anywhere in the variables (walked without recursion or spreads: JSON may nest deeply). */
function longestList(variables: unknown): number {
  let longest = 0;
  const pending: unknown[] = [variables];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    const entries = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value)) longest = Math.max(longest, value.length);
    if (longest > OPERATION_LIMITS.variableListEntries) return longest;
    for (const entry of entries) pending.push(entry);
  }
  return longest;
}

export type OperationMeasure = { cost: number | undefined; refusal: OperationLimitError | undefined };

/**
 * Measures one request against the limits: the length of the variables' lists, then depth, aliases and
 * directives (graphql-armor, each fragment measured once) and the cost with the request's variables
 * (Pothos complexity). Other problems (unknown fields, bad variables) are left to GraphQL validation
 * and execution.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  request: { variables?: Record<string, unknown>; operationName?: string | null; context?: object; introspection?: boolean },
): OperationMeasure {
  if (longestList(request.variables) > OPERATION_LIMITS.variableListEntries) {
    return { cost: undefined, refusal: new OperationLimitError('errors.listTooLong', { max: OPERATION_LIMITS.variableListEntries }, 'LIST_TOO_LONG') };
  }
  let cost: number | undefined;
  const costRule = createComplexityRule({
    context: request.context ?? {},
    variableValues: request.variables ?? {},
    operationName: request.operationName ?? undefined,
    validate: (result, reportError) => {
      cost = Math.max(cost ?? 0, result.complexity);
      if (result.complexity > OPERATION_LIMITS.cost) {
        reportError(new OperationLimitError('errors.tooComplex', { max: OPERATION_LIMITS.cost }, 'QUERY_TOO_COMPLEX'));
      }
    },
  });
  const refusal = validate(schema, document, [...documentRules, costRule]).find((error): error is OperationLimitError => error instanceof OperationLimitError);
  if (refusal || request.introspection !== false) return { cost, refusal };
  // graphql-js's own rule refuses __schema and __type; its message is replaced by a translated one
  const introspection = validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0;
  return { cost, refusal: introspection ? new OperationLimitError('errors.introspectionDisabled', {}, 'INTROSPECTION_DISABLED') : undefined };
}

type MeasuredRequest = { variables?: Record<string, unknown>; operationName?: string | null };
/** Measures kept per document (the most recent variables; the oldest is forgotten first). */
const MEASURES_PER_DOCUMENT = 100;

/**
 * "Did you mean …?" hints of validation and variable errors (field, argument, type and enum value
 * names); graphql-armor's blockFieldSuggestions mask only knows the field form, so they are removed here.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * Bounds every operation before GraphQL validation runs (so no rule sees a document over a limit) and
 * writes the refusals in the request's language. Batching stays off (a JSON array body is refused).
 */
export function operationLimits(options: { introspection: boolean; suggestions: boolean }): Plugin {
  // A document's measure depends on it, its operation name and its variables only (no field's cost
  // reads the context): the web client repeats the same few documents and variables, so each of those
  // is measured once (Yoga's parser cache hands out the same document object for the same text).
  const measured = new WeakMap<DocumentNode, Map<string, OperationMeasure>>();
  const measure = (schema: GraphQLSchema, document: DocumentNode, request: MeasuredRequest, context: object): OperationMeasure => {
    const key = `${request.operationName ?? ''}\u0000${JSON.stringify(request.variables ?? {})}`;
    let byRequest = measured.get(document);
    const known = byRequest?.get(key);
    if (known) return known;
    const fresh = measureOperation(schema, document, { ...request, context, introspection: options.introspection });
    if (!byRequest) {
      byRequest = new Map();
      measured.set(document, byRequest);
    }
    if (byRequest.size >= MEASURES_PER_DOCUMENT) byRequest.delete(byRequest.keys().next().value!);
    byRequest.set(key, fresh);
    return fresh;
  };
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (Array.isArray(requestParserResult)) throw new OperationLimitError('errors.batchingNotSupported', {}, 'BATCHING_NOT_SUPPORTED');
        },
      };
    },
    onParse({ setParseFn }) {
      setParseFn(parseWithTokenLimit);
    },
    onValidate({ params, context }) {
      // runs on every request, also when Yoga answers the validation from its cache: the cost
      // depends on the variables, so a refusal is thrown here and never cached with the document
      const { params: request } = context as { params?: MeasuredRequest };
      let measurement: OperationMeasure;
      try {
        measurement = measure(params.schema, params.documentAST, { variables: request?.variables, operationName: request?.operationName }, context);
      } catch (error) {
        // an argument the cost depends on could not be read (a malformed global id, say): the
        // operation is refused as it would be by its resolver, translated, rather than run unmeasured
        if (error instanceof AppError) throw new OperationLimitError(error.messageKey, error.params, error.code);
        throw error;
      }
      if (measurement.refusal) throw measurement.refusal;
    },
    onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      const language = languageFrom(request.headers.get('accept-language'));
      setResult({
        ...result,
        errors: result.errors.map((error) => {
          if (error instanceof OperationLimitError) {
            return new GraphQLError(translate(language, error.messageKey, error.params), { extensions: error.extensions });
          }
          const message = options.suggestions ? error.message : error.message.replace(SUGGESTION, '');
          return message === error.message ? error : new GraphQLError(message, { ...placeOf(error), extensions: error.extensions });
        }),
      });
    },
  };
}
