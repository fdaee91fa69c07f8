import type { IEnvironment } from 'relay-runtime';
import type { NetworkOptions } from './network.ts';
import { redirectToServerErrorOnce } from './serverError.ts';
import { STEP_UP_ENVELOPE_CODE } from './stepUp.ts';

/** The REST adapter's answer (docs/rest.md "The envelope"): code 0 is success and `data` is the result. */
export type Envelope<T> = { code: number; msg: string; data: T };

/** An envelope with a code other than 0 (its `msg` is already translated by the API). */
export class WebApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'WebApiError';
  }
}

export type WebRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined>;
  /** A JSON body, or a FormData for multipart uploads (the browser sets its content type). */
  body?: unknown;
  /** More headers, such as the Idempotency-Key of a money-moving request (a step-up retry sends them again). */
  headers?: Record<string, string>;
  /**
   * The caller handles failures itself: nothing is shown
   * and no redirect happens; the WebApiError is thrown to the caller.
   */
  handleErrors?: boolean;
};

export type WebApi = <T>(path: string, request?: WebRequest) => Promise<T>;

/**
 * The client of the REST adapter `/web/*`, with the rules the Relay network layer follows for GraphQL
 * (docs/web-client.md "Messages and errors"):
 * - headers: JSON Accept (and Content-Type for JSON bodies), the X-Requested-With marker (the
 *   API refuses state changes without it, multipart uploads included) and Accept-Language;
 * - envelope code not 0: its msg as a toast, except 401 (silent; the app treats the user as
 *   signed out);
 * - transport failure: status 500 goes to /serverError once per session, any other failure
 *   shows the answer's msg (or the translated transport message).
 * Page query parameters are not copied into requests (see network.ts: every parameter is explicit).
 */
export function createWebApi(options: NetworkOptions): WebApi {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));

  return async <T>(path: string, request: WebRequest = {}): Promise<T> => {
    const { method = 'GET', params, body, handleErrors = false, headers: extraHeaders } = request;
    const url = new URL(path, 'http://relative.invalid');
    for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {
      ...extraHeaders,
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': options.getLanguage(),
    };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    const fail = (error: WebApiError): never => {
      if (error.code === 401) options.onUnauthenticated?.();
      else if (!handleErrors) options.notify(error.message);
      throw error;
    };

    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    };
    const send = async (): Promise<{ response: Response; envelope: Partial<Envelope<T>> | null }> => {
      const response = await fetchImpl(`${url.pathname}${url.search}`, init);
      try {
        return { response, envelope: (await response.json()) as Partial<Envelope<T>> };
      } catch {
        return { response, envelope: null };
      }
    };

    let response: Response;
    let envelope: Partial<Envelope<T>> | null;
    try {
      ({ response, envelope } = await send());
      // step-up: the very same request (same headers, so the same Idempotency-Key) again once the session is verified
      if (envelope?.code === STEP_UP_ENVELOPE_CODE && options.onStepUpRequired && (await options.onStepUpRequired())) ({ response, envelope } = await send());
    } catch {
      return fail(new WebApiError(-1, options.messages().network, null));
    }

    if (response.status >= 500) {
      const message = envelope?.msg || options.messages().server;
      const error = new WebApiError(typeof envelope?.code === 'number' ? envelope.code : response.status, message, response.status);
      if (handleErrors) throw error;
      if (response.status !== 500 || !redirectToServerErrorOnce(options.navigate)) options.notify(message);
      throw error;
    }
    if (!envelope || typeof envelope.code !== 'number') return fail(new WebApiError(response.status, options.messages().server, response.status));
    if (envelope.code !== 0) return fail(new WebApiError(envelope.code, envelope.msg || options.messages().server, response.status));
    return envelope.data as T;
  };
}

const clients = new WeakMap<IEnvironment, WebApi>();

/** Keeps the REST client beside the Relay environment it shares its options with. */
export function registerWebApi(environment: IEnvironment, client: WebApi): void {
  clients.set(environment, client);
}

export function webApiFor(environment: IEnvironment): WebApi {
  const client = clients.get(environment);
  if (!client) throw new Error('No /web client registered for this Relay environment (createRelayEnvironment registers one)');
  return client;
}
