// Where a partner's callbacks may go: in production only https to public addresses, checked when the
// URL is submitted and again before each delivery after DNS resolution (a name may resolve elsewhere
// later); development and tests also allow http to 127.0.0.1, localhost and [::1], so `npm start` is
// a complete sandbox. An address is judged by the special-purpose ranges ipaddr.js names, never by
// string matching: IPv4 must be plain unicast, IPv6 global unicast, and an IPv6 address carrying
// IPv4 (mapped, NAT64, 6to4, Teredo) must also carry only public IPv4 addresses, since the packet
// may end up there.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ValidationError } from '../../errors.ts';

const MAX_URL_LENGTH = 2_048;

// ipaddr.js calls 'unicast' every IPv6 address it has no name for, including the IETF-reserved space
// outside 2000::/3: the deprecated IPv4-compatible ::/96 (::7f00:1 is 127.0.0.1) and the dummy
// prefix 100:0:0:1::/64. Only 2000::/3 is allocated as global unicast.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
// ipaddr.js files the local-use NAT64 prefix (RFC 8215, not globally reachable) under 'rfc6052'
// together with the well-known 64:ff9b::/96, which alone is public.
const NAT64_LOCAL_USE = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48');

const ipv4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/** The IPv4 addresses an IPv6 address of the given range carries, or null when it carries none. */
function carriedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4[] | null {
  const parts = address.parts;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [ipv4(parts[6], parts[7])];
    case '6to4':
      return [ipv4(parts[1], parts[2])];
    case 'teredo':
      // the server in bits 32-63, the client in the last 32 bits inverted
      return [ipv4(parts[2], parts[3]), ipv4(parts[6] ^ 0xffff, parts[7] ^ 0xffff)];
    default:
      return null;
  }
}

/**
 * Whether an address is one the public internet routes to; the same judgement for a literal in the URL
 * and for every address its name resolves to. Only plain dotted-quad IPv4 and IPv6 without a zone.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0 || address.includes('%')) return false;
  const parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.range() === 'unicast';
  const range = parsed.range();
  const carried = carriedIPv4(parsed, range);
  if (carried) {
    if (!carried.every((inner) => inner.range() === 'unicast')) return false;
    // IPv4-translated addresses lie in reserved space; the other carriers are reachable through what they carry
    return range !== 'rfc6145' && !parsed.match(NAT64_LOCAL_USE);
  }
  return range === 'unicast' && parsed.match(GLOBAL_UNICAST);
}

export type CallbackPolicy = {
  /** production: https and public addresses only */
  production: boolean;
  resolve?: (host: string) => Promise<string[]>;
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const defaultResolve = async (host: string) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The URL a callback may be POSTed to, and the addresses it resolves to now: a translated refusal
 * for anything else. Called at submission and before each delivery (the delivery connects to one of
 * the addresses answered, not to a second lookup of the name).
 */
export async function checkCallbackUrl(input: unknown, policy: CallbackPolicy): Promise<{ url: URL; addresses: string[] }> {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_URL_LENGTH) throw new ValidationError('callbackUrl', 'openplat.callbackUrlInvalid');
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new ValidationError('callbackUrl', 'openplat.callbackUrlInvalid');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.hash || !url.hostname) {
    throw new ValidationError('callbackUrl', 'openplat.callbackUrlInvalid');
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (!policy.production && local) return { url, addresses: [url.hostname === '[::1]' ? '::1' : '127.0.0.1'] };
  if (url.protocol !== 'https:') throw new ValidationError('callbackUrl', 'openplat.callbackUrlNotHttps');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (policy.resolve ?? defaultResolve)(host);
    } catch {
      throw new ValidationError('callbackUrl', 'openplat.callbackUrlUnresolvable');
    }
    if (addresses.length === 0) throw new ValidationError('callbackUrl', 'openplat.callbackUrlUnresolvable');
  }
  if (!addresses.every(isPublicAddress)) throw new ValidationError('callbackUrl', 'openplat.callbackUrlPrivate');
  return { url, addresses };
}
