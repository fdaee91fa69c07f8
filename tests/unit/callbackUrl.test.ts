// Where a partner's callbacks may go (api/modules/openplatform/callbackUrl.ts): public addresses only,
// including the IPv4 address an IPv6 one carries (mapped, IPv4-compatible, NAT64, 6to4, Teredo), both
// for a literal in the URL and for every address the name resolves to. The submission and delivery
// paths through the API are in tests/api/openPlatform.test.ts.
import { describe, expect, it } from 'vitest';
import { checkCallbackUrl, isPublicAddress } from '../../api/modules/openplatform/callbackUrl.ts';

// one or two addresses of each IPv4 range that is not globally reachable (IANA special-purpose registry, multicast)
const PRIVATE_IPV4 = [
  '0.0.0.0',
  '0.255.255.255',
  '10.0.0.1',
  '10.255.255.255',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.255.255.254',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.254',
  '192.0.0.1',
  '192.0.0.170',
  '192.0.2.1',
  '192.88.99.1',
  '192.168.0.1',
  '192.168.255.254',
  '198.18.0.1',
  '198.19.255.254',
  '198.51.100.1',
  '203.0.113.1',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.254',
  '255.255.255.255',
];

// IPv6 addresses that reach a loopback, link-local or private IPv4 address, or are not public themselves
const PRIVATE_IPV6 = [
  '::',
  '::1',
  'fe80::1',
  'fc00::1',
  'fd00::1',
  'fec0::1',
  'ff02::1',
  'ff0e::1',
  '2001:db8::1',
  '3fff::1',
  '100::1',
  '100:0:0:1::1',
  '2001:2::1',
  '5f00::1',
  '4000::1',
  // IPv4-mapped
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:a9fe:a9fe',
  // IPv4-compatible (deprecated), even carrying a public address
  '::7f00:1',
  '::127.0.0.1',
  '::a9fe:a9fe',
  '::a00:1',
  '::808:808',
  // IPv4-translated
  '::ffff:0:7f00:1',
  '::ffff:0:808:808',
  // NAT64, well-known prefix carrying a private address
  '64:ff9b::7f00:1',
  '64:ff9b::a9fe:a9fe',
  // NAT64, local-use prefix: not globally reachable whatever it carries
  '64:ff9b:1::7f00:1',
  '64:ff9b:1::808:808',
  // 6to4 carrying 127.0.0.1, 169.254.169.254, 10.0.0.1, 192.168.1.1
  '2002:7f00:1::',
  '2002:7f00:1::1',
  '2002:a9fe:a9fe::1',
  '2002:a00:1::1',
  '2002:c0a8:101::1',
  // Teredo: server 65.54.227.120 and client 127.0.0.1, 169.254.169.254, 10.0.0.1 (the client is stored inverted)
  '2001:0:4136:e378:8000:63bf:80ff:fffe',
  '2001:0:4136:e378:8000:63bf:5601:5601',
  '2001:0:4136:e378:8000:63bf:f5ff:fffe',
  // Teredo: server 127.0.0.1 or 10.0.0.1, client 8.8.8.8
  '2001:0:7f00:1:8000:63bf:f7f7:f7f7',
  '2001:0:a00:1:8000:63bf:f7f7:f7f7',
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '2001:4860:4860::8888',
  '2606:4700:4700::1111',
  // 6to4 carrying 8.8.8.8
  '2002:0808:0808::1',
  // IPv4-mapped 8.8.8.8, in both notations
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  // NAT64 well-known prefix carrying 8.8.8.8 (what DNS64 answers for an IPv4-only name)
  '64:ff9b::808:808',
  // Teredo: server 65.54.227.120, client 8.8.8.8
  '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
];

const production = (addresses: string[] = []) => ({ production: true, resolve: async () => addresses });
const refusedAsPrivate = { messageKey: 'openplat.callbackUrlPrivate' };

describe('isPublicAddress', () => {
  it.each(PRIVATE_IPV4)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PRIVATE_IPV6)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(['', 'partner.example', '127.1', '0x7f000001', '2130706433', '::ffff:0x7f.0.0.1', '2001:4860:4860::8888%eth0', 'fe80::1%eth0'])(
    'refuses %j, which is no plain address',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );
});

describe('checkCallbackUrl in production', () => {
  it.each([...PRIVATE_IPV4, ...PRIVATE_IPV6])('refuses a URL naming %s', async (address) => {
    const host = address.includes(':') ? `[${address}]` : address;
    await expect(checkCallbackUrl(`https://${host}/cb`, production())).rejects.toMatchObject(refusedAsPrivate);
  });

  it.each([
    'https://[::7f00:1]/cb',
    'https://[::a9fe:a9fe]/cb',
    'https://[2002:7f00:1::]/cb',
    'https://[64:ff9b:1::7f00:1]/cb',
    'https://[::ffff:127.0.0.1]/cb',
  ])('refuses %s outside production too', async (url) => {
    await expect(checkCallbackUrl(url, { production: false, resolve: async () => [] })).rejects.toMatchObject(refusedAsPrivate);
  });

  it.each(PUBLIC)('accepts a URL naming %s', async (address) => {
    const host = address.includes(':') ? `[${address}]` : address;
    await expect(checkCallbackUrl(`https://${host}/cb`, production())).resolves.toMatchObject({ url: { protocol: 'https:' } });
  });

  it.each([...PRIVATE_IPV4, ...PRIVATE_IPV6])('refuses a name resolving to %s', async (address) => {
    await expect(checkCallbackUrl('https://partner.example/cb', production([address]))).rejects.toMatchObject(refusedAsPrivate);
  });

  it.each([
    ['8.8.8.8', '::7f00:1'],
    ['2606:4700:4700::1111', '2002:a9fe:a9fe::1'],
    ['1.1.1.1', '2001:4860:4860::8888', '64:ff9b:1::808:808'],
    ['::ffff:127.0.0.1', '8.8.8.8'],
    ['93.184.216.34', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['93.184.216.34', '192.88.99.1'],
  ])('refuses a name resolving to public and private addresses together: %s, %s', async (...addresses) => {
    await expect(checkCallbackUrl('https://partner.example/cb', production(addresses))).rejects.toMatchObject(refusedAsPrivate);
  });

  it('accepts a name resolving to public addresses only, answering them all', async () => {
    const addresses = ['8.8.8.8', '2001:4860:4860::8888', '2002:0808:0808::1', '64:ff9b::808:808'];
    const checked = await checkCallbackUrl('https://partner.example/cb', production(addresses));
    expect(checked.url.href).toBe('https://partner.example/cb');
    expect(checked.addresses).toEqual(addresses);
  });

  it('refuses http, and http to loopback, in production', async () => {
    await expect(checkCallbackUrl('http://partner.example/cb', production(['8.8.8.8']))).rejects.toMatchObject({ messageKey: 'openplat.callbackUrlNotHttps' });
    await expect(checkCallbackUrl('http://127.0.0.1:8080/cb', production())).rejects.toMatchObject({ messageKey: 'openplat.callbackUrlNotHttps' });
    await expect(checkCallbackUrl('https://localhost/cb', production(['127.0.0.1']))).rejects.toMatchObject(refusedAsPrivate);
  });
});

describe('checkCallbackUrl outside production', () => {
  it.each([
    ['http://127.0.0.1:8080/cb', '127.0.0.1'],
    ['http://localhost:8080/cb', '127.0.0.1'],
    ['http://[::1]:8080/cb', '::1'],
  ])('allows %s, a sandbox on this machine', async (url, address) => {
    await expect(checkCallbackUrl(url, { production: false })).resolves.toMatchObject({ addresses: [address] });
  });
});
