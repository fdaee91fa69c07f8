import { type CacheConfig, Network, type FetchFunction, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import type { PreloadedResponses } from './preloadedResponses.ts';
import { requestBody } from './requestBody.ts';
import { redirectToServerErrorOnce } from './serverError.ts';
import { asksForStepUp, isStepUpFieldError } from './stepUp.ts';
import { createSubscribeFn } from './subscriptions.ts';

export const GRAPHQL_ENDPOINT = '/graphql';

/** `networkCacheConfig.metadata` key of a background request that fails quietly. */
export const QUIET = 'quiet';

export type NetworkMessages = {
  /** The request never got an answer (offline, connection refused, CORS, aborted). */
  network: string;
  /** The server answered with an error status and no usable GraphQL body. */
  server: string;
};

export type NetworkOptions = {
  /** The current language tag, sent as Accept-Language: the API translates its messages by it. */
  getLanguage: () => string;
  /** Translated transport messages, read at the time of the failure. */
  messages: () => NetworkMessages;
  /** Shows a message to the user (the toast system). */
  notify: (message: string) => void;
  /** Client-side navigation, used for the /serverError redirect. */
  navigate: (path: string) => void;
  /**
   * Called (silently, no toast) when an answer says the user is not signed in (code 401 /
   * UNAUTHENTICATED): the app then treats the user as signed out.
   */
  onUnauthenticated?: () => void;
  /**
   * Called when an answer says the session must be verified by SMS first (REST 4031, GraphQL
   * StepUpRequiredError): settles true once verified, and the very same request is sent again
   * (same body, so the same idempotency key); false keeps the first answer (web/relay/stepUp.ts).
   */
  onStepUpRequired?: () => Promise<boolean>;
  /**
   * The answers the server put in the page for its first queries (web/relay/preloadedResponses.ts):
   * a query it holds the answer to is answered from it, once, without a request.
   */
  preloaded?: PreloadedResponses;
  fetchImpl?: typeof fetch;
  endpoint?: string;
};

type GraphQLError = { message?: string; extensions?: { code?: unknown } };
type Payload = { data?: unknown; errors?: GraphQLError[] };

/** GraphQL errors with `extensions.code` 401 (not logged in) are silent (docs/web-client.md "Messages and errors"). */
export function isSilentError(error: GraphQLError): boolean {
  const code = error.extensions?.code;
  return code === 401 || code === '401' || code === 'UNAUTHENTICATED';
}

export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export class GraphQLResponseError extends Error {
  constructor(readonly errors: GraphQLError[]) {
    super(errors.map((error) => error.message ?? '').join('\n') || 'GraphQL error');
    this.name = 'GraphQLResponseError';
  }
}

/**
 * The fetch function of the Relay network layer (docs/web-client.md "Messages and errors"):
 * - headers: JSON Accept and Content-Type, the X-Requested-With marker and Accept-Language;
 * - HTTP 500, or an operation that failed as a whole on a server bug (no data, an error with code
 *   INTERNAL_SERVER_ERROR, which Yoga answers with HTTP 200): /serverError once per browser
 *   session (remembering the page), a toast afterwards;
 * - GraphQL errors: their (already translated) message as a toast, except code 401;
 * - transport failures: a translated toast.
 *
 * Page query parameters: the operation's variables are typed, so the page's query parameters are
 * copied into a request explicitly, never wholesale:
 * the route loaders read the page's query string (market filters and sort, the goods hashName)
 * and pass them, validated, as the page query's variables. Nothing else is appended to /graphql.
 */
export function createFetchFn(options: NetworkOptions): FetchFunction {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const endpoint = options.endpoint ?? GRAPHQL_ENDPOINT;

  const send = async (operation: RequestParameters, variables: Variables, cacheConfig: CacheConfig): Promise<GraphQLResponse> => {
    // A background request (the 5-minute profile refresh) fails quietly: no toast, no redirect.
    const quiet = cacheConfig?.metadata?.[QUIET] === true;
    const notify = quiet ? () => undefined : options.notify;
    const redirect = (navigate: (path: string) => void) => (quiet ? true : redirectToServerErrorOnce(navigate));
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'Accept-Language': options.getLanguage(),
        },
        body: JSON.stringify(requestBody(operation, variables)),
      });
    } catch (cause) {
      const message = options.messages().network;
      notify(message);
      throw new NetworkError(`${message} (${cause instanceof Error ? cause.message : String(cause)})`, null);
    }

    if (response.status >= 500) {
      const message = options.messages().server;
      if (response.status !== 500 || !redirect(options.navigate)) notify(message);
      throw new NetworkError(message, response.status);
    }

    let payload: Payload;
    try {
      payload = (await response.json()) as Payload;
    } catch {
      const message = options.messages().server;
      notify(message);
      throw new NetworkError(message, response.status);
    }

    const errors = Array.isArray(payload.errors) ? payload.errors : [];
    const failed = payload.data === undefined || payload.data === null;
    if (failed && errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
      const message = errors.find((error) => error.message)?.message ?? options.messages().server;
      if (!redirect(options.navigate)) notify(message);
      throw new GraphQLResponseError(errors);
    }
    if (errors.some(isSilentError)) options.onUnauthenticated?.();
    const shown = new Set<string>();
    for (const error of errors) {
      // the step-up dialog answers a field refused for want of a verification
      if (isSilentError(error) || (options.onStepUpRequired && isStepUpFieldError(error)) || !error.message || shown.has(error.message)) continue;
      shown.add(error.message);
      notify(error.message);
    }
    if (failed) {
      if (errors.length) throw new GraphQLResponseError(errors);
      const message = options.messages().server;
      notify(message);
      throw new NetworkError(message, response.status);
    }
    return payload as GraphQLResponse;
  };

  // step-up: an operation answered StepUpRequiredError (or a field's STEP_UP_REQUIRED) is sent again, unchanged, once the session is verified
  return async (operation, variables, cacheConfig) => {
    if (operation.operationKind === 'query') {
      const preloaded = options.preloaded?.take(operation, variables, options.getLanguage());
      if (preloaded) return preloaded;
    }
    const first = await send(operation, variables, cacheConfig);
    if (!options.onStepUpRequired || !asksForStepUp(first as Payload)) return first;
    return (await options.onStepUpRequired()) ? send(operation, variables, cacheConfig) : first;
  };
}

export function createNetwork(options: NetworkOptions) {
  return Network.create(
    createFetchFn(options),
    createSubscribeFn({ getLanguage: options.getLanguage, endpoint: options.endpoint ?? GRAPHQL_ENDPOINT, fetchImpl: options.fetchImpl }),
  );
}
