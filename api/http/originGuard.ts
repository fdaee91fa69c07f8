// CSRF defence of the cookie-authenticated API (DESIGN.md §3): a state-changing request to /web/* or
// /graphql must come from our own pages. It must carry the XMLHttpRequest marker (a cross-site form
// or text/plain POST cannot set it), and when the browser says where it comes from (Origin,
// Sec-Fetch-Site) that must be our own origin. A refused request runs nothing: the hook answers 403
// before any handler. Requests that name no origin at all (curl, server to server) carry no
// visitor's cookie by accident and are judged by the marker alone.
import type { FastifyRequest } from 'fastify';
import { ForbiddenRequestError } from '../modules/auth/auth.errors.ts';
import { isSignedRequest } from '../modules/openplatform/partnerAuth.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The paths a browser reaches with the visitor's session cookie. */
const COOKIE_AUTHENTICATED_PREFIXES = ['/web/', '/graphql'];

/**
 * The one place for paths under those prefixes that authenticate by a signature instead of the
 * cookie and are called by other servers (no marker, any origin): the payment notifications
 * (`/web/pay/notify/`) and the open platform's signed calls when they come. Paths outside the
 * prefixes above (e.g. `/open/`) are not guarded in the first place; a signed POST /graphql (isGuarded) neither.
 */
const SIGNATURE_AUTHENTICATED_PREFIXES: readonly string[] = ['/web/pay/notify/'];

/**
 * Paths under those prefixes that our own server-rendered pages post to with a plain HTML form,
 * which cannot add the marker (the pages run no script, under the strict CSP): the simulated
 * Alipay's cashier (`/web/pay/sim/cashier/`) and signing page (`/web/pay/sim/agreement/`), whose Pay and Cancel buttons post back to the page
 * itself. A browser names the origin of every form post (Origin, Sec-Fetch-Site), so these must name
 * ours: a form on another site can neither pay nor cancel.
 */
const SAME_ORIGIN_FORM_PREFIXES: readonly string[] = ['/web/pay/sim/cashier/', '/web/pay/sim/agreement/'];

/**
 * Sec-Fetch-Site values accepted: `same-origin`, and `none` (the user typed the address). `same-site`
 * (a sibling subdomain) is refused like `cross-site`: our web client is always same-origin, and a
 * sibling host is not ours to trust.
 */
const ACCEPTED_FETCH_SITES = new Set(['same-origin', 'none']);

const pathOf = (url: string) => url.split('?')[0];

/** Whether the request needs the CSRF defence: a state-changing call to the cookie-authenticated API. */
export function isGuarded(request: Pick<FastifyRequest, 'method' | 'url'> & { headers?: FastifyRequest['headers'] }): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const path = pathOf(request.url);
  if (!COOKIE_AUTHENTICATED_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  // a partner's signed GraphQL request: its RSA signature is checked instead, and no cookie counts for it
  // (a cross-site page cannot send these headers without a CORS preflight we never grant)
  if (path === '/graphql' && request.headers && isSignedRequest(request.headers)) return false;
  return !SIGNATURE_AUTHENTICATED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Our own origin as the browser writes it: the request's scheme and host (from X-Forwarded-* only behind TRUST_PROXY). */
function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/** Whether an Origin header names our own origin; `null` (sandboxed frames, redirects, files) never does. */
function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  let parsed: string;
  try {
    parsed = new URL(origin).origin;
  } catch {
    return false;
  }
  return parsed !== 'null' && parsed === ownOrigin(request);
}

/** Refuses (403, ForbiddenRequestError) a state-changing API request that did not come from our own pages. */
export function assertSameOriginRequest(request: FastifyRequest): void {
  if (!isGuarded(request)) return;
  const origin = request.headers.origin;
  if (SAME_ORIGIN_FORM_PREFIXES.some((prefix) => pathOf(request.url).startsWith(prefix))) {
    // no marker, but the browser must say the post comes from our own origin
    const namesOwnOrigin = origin !== undefined ? isOwnOrigin(origin, request) : request.headers['sec-fetch-site'] === 'same-origin';
    if (!namesOwnOrigin) throw new ForbiddenRequestError();
  } else if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new ForbiddenRequestError();
  if (origin !== undefined && !isOwnOrigin(origin, request)) throw new ForbiddenRequestError();
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !ACCEPTED_FETCH_SITES.has(String(site))) throw new ForbiddenRequestError();
}
