import type { RequestParameters, Variables } from 'relay-runtime';

/**
 * What a request sends: the operation's id in the trusted-document store the compiler built
 * (api/graphql/persisted-documents.json, as an automatic-persisted-query extension: the id is the
 * SHA-256 of the text), or its text when it has no id (tests' hand-written operations).
 */
export function requestBody(operation: RequestParameters, variables: Variables) {
  if (operation.id) {
    return { operationName: operation.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } };
  }
  return { query: operation.text ?? '', operationName: operation.name, variables };
}
