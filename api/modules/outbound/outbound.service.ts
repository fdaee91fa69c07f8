// The /sans page (the stop before another site): before a user leaves for another site,
// the server says whether that destination may be offered at all. Only http(s) addresses on a host
// of OUTBOUND_ALLOWED_HOSTS (or a subdomain of one) are; the page never redirects by itself, so an
// address of ours can never carry a user to a site we did not choose (no open redirect).

/** Longer destinations are refused without being read further. */
export const OUTBOUND_URL_MAX_LENGTH = 2048;

export const OUTBOUND_REFUSALS = ['TOO_LONG', 'NOT_WEB_ADDRESS', 'CREDENTIALS', 'HOST_NOT_ALLOWED'] as const;
/**
 * Why a destination is refused: TOO_LONG (over OUTBOUND_URL_MAX_LENGTH characters); NOT_WEB_ADDRESS
 * (not an absolute http:// or https:// address: javascript:, data:, relative or malformed);
 * CREDENTIALS (a user name or password before the host, which hides the real host from the reader);
 * HOST_NOT_ALLOWED (a host, or a port, that is not on the list).
 */
export type OutboundRefusal = (typeof OUTBOUND_REFUSALS)[number];

export type OutboundLink = {
  /** The destination as a browser would follow it (normalised); only when it is allowed. */
  url: string | null;
  /** The host (with a port when it has one) the address really leads to, when it could be read. */
  host: string | null;
  allowed: boolean;
  refusal: OutboundRefusal | null;
};

const refused = (refusal: OutboundRefusal, host: string | null = null): OutboundLink => ({ url: null, host, allowed: false, refusal });

export class OutboundLinkService {
  private readonly allowedHosts: readonly string[];

  /** `allowedHosts`: lower-case host names (config OUTBOUND_ALLOWED_HOSTS). */
  constructor(allowedHosts: readonly string[]) {
    this.allowedHosts = allowedHosts;
  }

  /** Whether a host name is one of the list or a subdomain of one (never a look-alike such as steamcommunity.com.evil.example). */
  isAllowedHost(hostname: string): boolean {
    const host = hostname.toLowerCase();
    return this.allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  }

  /** Checks a destination the /sans page was given. Public: the page is for visitors too. */
  check(destination: string): OutboundLink {
    const text = destination.trim();
    if (text.length > OUTBOUND_URL_MAX_LENGTH) return refused('TOO_LONG');
    // whitespace and control characters inside would be dropped or rewritten by the URL parser:
    // what the user reads must be what the browser follows
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    if (!/^https?:\/\//i.test(text) || /[\s\u0000-\u001f\u007f\\]/.test(text)) return refused('NOT_WEB_ADDRESS');
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return refused('NOT_WEB_ADDRESS');
    }
    if (url.hostname === '') return refused('NOT_WEB_ADDRESS');
    if (url.username !== '' || url.password !== '') return refused('CREDENTIALS', url.host);
    // a port other than the scheme's own is another service than the site the list names
    if (url.port !== '' || !this.isAllowedHost(url.hostname)) return refused('HOST_NOT_ALLOWED', url.host);
    return { url: url.href, host: url.host, allowed: true, refusal: null };
  }
}
