import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';

/**
 * The answers the server put in a first visit's page (api/http/pageHtml.ts): the queries the page
 * sends before it can render (the session, the exchange rate, the page's own query), run by the
 * server through its GraphQL endpoint for an anonymous visitor and written into index.html as
 * `<script type="application/json" id="preloaded-queries">` (data, not a script: the CSP allows no
 * inline script). The network layer answers the first identical request from it instead of the
 * network, once, and only in the language the server answered in; the rest is dropped once the
 * first page is on screen.
 */
export const PRELOADED_ELEMENT_ID = 'preloaded-queries';

export type PreloadedPayload = {
  /** The Accept-Language the answers were made for (the client's default: zh-CN). */
  language: string;
  /** preloadKey(operation id, variables) → the answer. */
  answers: Record<string, GraphQLResponse>;
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
export function preloadKey(operationId: string, variables: Variables): string {
  return `${operationId}:${stableJson(variables)}`;
}

export type PreloadedResponses = {
  /** The server's answer to this request, if the page holds one not used yet (it is then used up). */
  take(operation: RequestParameters, variables: Variables, language: string): GraphQLResponse | undefined;
  /** Drops the answers not used (the first page is on screen: later requests go to the network). */
  discard(): void;
};

/** The answers of the page's `#preloaded-queries` element (none when it is missing or unreadable). */
export function readPreloadedResponses(document: Document): PreloadedResponses {
  let payload: PreloadedPayload | null = null;
  const element = document.getElementById(PRELOADED_ELEMENT_ID);
  try {
    const parsed = element?.textContent ? (JSON.parse(element.textContent) as PreloadedPayload) : null;
    if (parsed && typeof parsed.language === 'string' && parsed.answers && typeof parsed.answers === 'object') payload = parsed;
  } catch {
    payload = null; // a page without usable answers: every request goes to the network
  }
  element?.remove();
  return preloadedResponsesOf(payload);
}

/** Answers taken from a payload (a copy: taking one does not change the payload given). */
export function preloadedResponsesOf(given: PreloadedPayload | null): PreloadedResponses {
  let payload = given && { language: given.language, answers: { ...given.answers } };
  return {
    take(operation, variables, language) {
      if (!payload || !operation.id || payload.language !== language) return undefined;
      const key = preloadKey(operation.id, variables);
      const answer = payload.answers[key];
      if (answer === undefined) return undefined;
      delete payload.answers[key];
      return answer;
    },
    discard() {
      payload = null;
    },
  };
}
