// Trusted documents: the web client sends only the id of each operation the Relay
// compiler persisted into api/graphql/persisted-documents.json (id = SHA-256 of the text, sent as the
// automatic-persisted-query extension). The store ships with the server: every document is parsed and
// validated against the schema once at start-up, so a request by id skips both. Full documents are
// accepted from signed partner requests always, and from anyone while the developer aids are on
// (GraphiQL) or ARBITRARY_GRAPHQL_DOCUMENTS allows them; otherwise (production) an unknown document
// from a cookie session or an anonymous client is refused.
import { readFileSync } from 'node:fs';
import { type DocumentNode, type GraphQLSchema, parse, validate } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { type Language, type MessageKey, translate } from '../i18n/messages.ts';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { isSignedRequest } from '../modules/openplatform/partnerAuth.ts';

const STORE = new URL('./persisted-documents.json', import.meta.url);

/** The compiled store: id → parsed document, each valid against `schema` (a stale store fails the start). */
export function loadTrustedDocuments(schema: GraphQLSchema, file: URL = STORE): Map<string, DocumentNode> {
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const documents = new Map<string, DocumentNode>();
  for (const [id, text] of Object.entries(texts)) {
    const document = parse(text);
    const errors = validate(schema, document);
    if (errors.length > 0) throw new Error(`trusted document ${id} does not fit the schema (run npm run relay): ${errors[0].message}`);
    documents.set(id, document);
  }
  return documents;
}

/** A refusal in the request's language (Fastify's, which the server context carries). */
function refusal(messageKey: MessageKey, code: string) {
  return (payload: { context: unknown }) => {
    const language = (payload.context as { req?: { language?: Language } }).req?.language ?? 'zh';
    return createGraphQLError(translate(language, messageKey), { extensions: { code, http: { status: 400 } } });
  };
}

export function trustedDocuments(options: { documents: Map<string, DocumentNode>; allowAnyDocument: boolean }): Plugin {
  return usePersistedOperations({
    customErrors: {
      // an id from an older build of the client (a page open across a deployment)
      notFound: refusal('graphql.documentUnknown', 'PERSISTED_QUERY_NOT_FOUND'),
      persistedQueryOnly: refusal('graphql.documentNotTrusted', 'PERSISTED_QUERY_ONLY'),
      keyNotFound: refusal('graphql.documentMissing', 'BAD_REQUEST'),
    },
    getPersistedOperation: (id) => options.documents.get(id) ?? null,
    // validated at start-up against the same schema
    skipDocumentValidation: true,
    allowArbitraryOperations: (request) =>
      options.allowAnyDocument ||
      isSignedRequest({ 'x-app-id': request.headers.get('x-app-id') ?? undefined, 'x-signature': request.headers.get('x-signature') ?? undefined }),
  });
}
