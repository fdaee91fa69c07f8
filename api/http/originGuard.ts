// CSRF defence of the cookie-authenticated API (docs/security.md): a state-changing request to /web/* or
// /graphql must not come from another site. When the browser says where it comes from (Origin,
// Sec-Fetch-Site) that must be our own origin. And a request must be one a page on another site could
// not have sent without a CORS preflight, which we never grant: a JSON body (any Content-Type outside
// the CORS-safelisted form and text types) or a method other than POST (PUT, DELETE, PATCH); a form,
// multipart or text/plain POST, or a POST with no Content-Type, must carry the XMLHttpRequest marker,
// which no cross-site form can set. So GraphiQL and standard GraphQL clients need no custom header,
// and an upload still needs the marker. A refused request runs nothing: the hook answers 403 before
// any handler. Requests that name no origin at all (curl, server to server) carry no visitor's cookie
// by accident and are judged by their type and method alone.
import type { FastifyRequest } from 'fastify';
import { ForbiddenRequestError } from '../modules/auth/auth.errors.ts';
import { isSignedRequest } from '../modules/openplatform/partnerAuth.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The methods a cross-site page may send without a preflight (Fetch's CORS-safelisted methods). */
const CORS_SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** The body types a cross-site page (a form, fetch in no-cors mode, a beacon) may send without a preflight. */
const CORS_SAFELISTED_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/** RFC 9110 token characters, as in the type and subtype of a media type. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

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

/**
 * A Content-Type's essence (`type/subtype`, lower case, parameters dropped) as Fetch's MIME type parser
 * reads it, so it is the type the browser judged; undefined when absent or unparseable.
 */
function mediaTypeEssence(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const value = contentType.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
  const slash = value.indexOf('/');
  if (slash <= 0) return undefined;
  const type = value.slice(0, slash);
  const subtype = value
    .slice(slash + 1)
    .split(';')[0]
    .replace(/[\t\n\r ]+$/, '');
  if (!TOKEN.test(type) || !TOKEN.test(subtype)) return undefined;
  return `${type}/${subtype}`.toLowerCase();
}

/**
 * Whether no page on another site could have sent this request without a CORS preflight: a method
 * other than GET, HEAD and POST, or a body type outside the safelisted ones. An unparseable type is
 * treated as a safelisted one (the marker is asked for), so no reading of ours is laxer than a browser's.
 */
function needsPreflight(request: FastifyRequest): boolean {
  if (!CORS_SIMPLE_METHODS.has(request.method)) return true;
  const essence = mediaTypeEssence(request.headers['content-type']);
  return essence !== undefined && !CORS_SAFELISTED_TYPES.has(essence);
}

/** Refuses (403, ForbiddenRequestError) a state-changing API request that did not come from our own pages. */
export function assertSameOriginRequest(request: FastifyRequest): void {
  if (!isGuarded(request)) return;
  const origin = request.headers.origin;
  if (SAME_ORIGIN_FORM_PREFIXES.some((prefix) => pathOf(request.url).startsWith(prefix))) {
    // no marker, but the browser must say the post comes from our own origin
    const namesOwnOrigin = origin !== undefined ? isOwnOrigin(origin, request) : request.headers['sec-fetch-site'] === 'same-origin';
    if (!namesOwnOrigin) throw new ForbiddenRequestError();
  } else if (!needsPreflight(request) && request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new ForbiddenRequestError();
  if (origin !== undefined && !isOwnOrigin(origin, request)) throw new ForbiddenRequestError();
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !ACCEPTED_FETCH_SITES.has(String(site))) throw new ForbiddenRequestError();
}
