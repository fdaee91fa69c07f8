// The request a piece of work belongs to. An HTTP request runs in a context naming its id (the
// `X-Request-Id` a trusted proxy gave, else one of ours); the jobs it queues carry that id, and so
// do the events it appends and the partner callbacks they become. A log line written in a context
// (the app's logger, a service's warning, a job's failure) names the id as `reqId`, the key Fastify
// gives its own request lines, so one search finds a request and everything it caused.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const current = new AsyncLocalStorage<string>();

/** The id of the request the running code works for, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** Runs `work` as part of request `requestId` (nothing changes when it is null or undefined). */
export function withRequestId<T>(requestId: string | null | undefined, work: () => T): T {
  return requestId ? current.run(requestId, work) : work();
}

/**
 * Runs `work` as part of no request: for work one request happens to wake that serves many (a timer
 * started during a request would otherwise carry that request's id into everything it does).
 */
export function outsideAnyRequest<T>(work: () => T): T {
  return current.exit(work);
}

/** An id we accept from a proxy: what nginx's `$request_id` and common tracers produce, nothing a log line could be confused by. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's genReqId: a proxy's `X-Request-Id` when the app sits behind trusted proxies (TRUST_PROXY
 * set; the proxy sets the header on every request, so a client cannot choose it) and it looks like
 * an id, otherwise a new UUID.
 */
export function requestIdGenerator(behindTrustedProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (behindTrustedProxy && typeof given === 'string' && ACCEPTED_ID.test(given)) return given;
    return randomUUID();
  };
}

type Bindings = { bindings?: () => Record<string, unknown> };

/**
 * pino's mixin: the context's request id on every line written while it runs, unless the logger
 * already names one (Fastify's request logger binds `reqId` itself).
 */
export function requestIdMixin(_merge: object, _level: number, logger?: Bindings): Record<string, string> {
  const requestId = current.getStore();
  if (!requestId || logger?.bindings?.().reqId !== undefined) return {};
  return { reqId: requestId };
}
