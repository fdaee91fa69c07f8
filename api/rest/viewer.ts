import type { FastifyRequest } from 'fastify';
import { sessionToken } from '../session/cookie.ts';
import { requireSignedIn, type Viewer } from '../session/viewer.ts';

/** The signed-in user of a REST request, or 401 ("log in", or "log in again" when the cookie is stale). */
export function requireViewer(request: FastifyRequest): Viewer {
  return requireSignedIn(request.viewer, sessionToken(request) !== undefined);
}

/** The caller's address and browser, as sessions and code throttles record them. */
export function requestInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
