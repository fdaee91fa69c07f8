// Where a partner's callbacks may go (issue 23 point 5): in production only https to public
// addresses, checked when the URL is submitted and again at each delivery after DNS resolution (a
// name may resolve elsewhere later); development and tests also allow http to 127.0.0.1 and
// localhost, so `npm start` is a complete sandbox. Private, loopback, link-local, shared,
// multicast and reserved ranges are refused by Node's own BlockList, never by string matching.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ValidationError } from '../../errors.ts';

const MAX_URL_LENGTH = 2_048;

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is one the public internet routes to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (NOT_PUBLIC.check(address, type)) return false;
  // an IPv4-mapped IPv6 address is judged as the IPv4 address it carries
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? isPublicAddress(mapped[1]) : true;
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
