// The answers the server put in a first visit's page (lib/preloadedQueries.ts): the queries the page
// sends before it can render (the session, the exchange rate, the page's own query), run by the
// server through its GraphQL endpoint for an anonymous visitor. The network layer answers the first
// identical request from them instead of the network, once, and only in the language the server
// answered in; the rest is dropped once the first page is on screen.
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { PRELOADED_ELEMENT_ID, type PreloadedPayload, preloadKey } from '../../lib/preloadedQueries.ts';

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
