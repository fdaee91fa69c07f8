// The answers the server puts in a first visit's page (api/http/pageHtml.ts) and the web client
// takes instead of its first requests (web/relay/preloadedResponses.ts): where they are in the page,
// their shape, and the key each answer is found by.

/**
 * The page's `<script type="application/json" id="preloaded-queries">` element (data, not a script:
 * the CSP allows no inline script).
 */
export const PRELOADED_ELEMENT_ID = 'preloaded-queries';

/** A whole answer: the client's own request would have had it from /graphql. */
export type PreloadedAnswer = { data: Record<string, unknown> };

export type PreloadedPayload = {
  /** The Accept-Language the answers were made for (the client's default: zh-CN). */
  language: string;
  /** preloadKey(operation id, variables) → the answer. */
  answers: Record<string, PreloadedAnswer>;
};

/** JSON with the keys of every object sorted: the same variables give the same text on both sides. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, entry]) => entry !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key of a request: its persisted operation's id and its (Relay-normalised) variables. */
export function preloadKey(operationId: string, variables: Record<string, unknown>): string {
  return `${operationId}:${stableJson(variables)}`;
}
