// The /sans page's check of a destination (api/modules/outbound/outbound.service.ts) and its
// setting OUTBOUND_ALLOWED_HOSTS; the same check through GraphQL and REST is in tests/api/sitePages.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { OUTBOUND_URL_MAX_LENGTH, OutboundLinkService } from '../../api/modules/outbound/outbound.service.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'outbound-config-'));
const service = new OutboundLinkService(['steamcommunity.com', 'store.steampowered.com', 'www.alipay.com']);

describe('OUTBOUND_ALLOWED_HOSTS', () => {
  it('defaults to Steam and Alipay', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).outboundAllowedHosts).toEqual(['steamcommunity.com', 'store.steampowered.com', 'www.alipay.com']);
  });

  it('reads comma-separated host names, lower-cased, without repeats', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), OUTBOUND_ALLOWED_HOSTS: ' Example.COM, docs.example.com ,example.com' });
    expect(config.outboundAllowedHosts).toEqual(['example.com', 'docs.example.com']);
  });

  it.each(['https://steamcommunity.com', 'steamcommunity.com/path', '*.steamcommunity.com', 'steam community.com', ' , '])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), OUTBOUND_ALLOWED_HOSTS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), OUTBOUND_ALLOWED_HOSTS: value })).toThrow(/OUTBOUND_ALLOWED_HOSTS: must be comma-separated host names/);
    },
  );
});

describe('a destination of /sans', () => {
  it('is allowed on a listed host and its subdomains, normalised, with its host', () => {
    expect(service.check('https://steamcommunity.com/tradeoffer/new/?partner=1&token=ab')).toEqual({
      url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=ab',
      host: 'steamcommunity.com',
      allowed: true,
      refusal: null,
    });
    expect(service.check('  HTTPS://Help.SteamCommunity.com  ')).toMatchObject({
      url: 'https://help.steamcommunity.com/',
      host: 'help.steamcommunity.com',
      allowed: true,
    });
    expect(service.check('http://store.steampowered.com:80/app/730')).toMatchObject({ url: 'http://store.steampowered.com/app/730', allowed: true });
  });

  it.each([
    ['https://evil.example/', 'evil.example'],
    ['https://steamcommunity.com.evil.example/login', 'steamcommunity.com.evil.example'],
    ['https://evilsteamcommunity.com/', 'evilsteamcommunity.com'],
    ['https://alipay.com/', 'alipay.com'],
    ['https://steamcommunity.com:8443/', 'steamcommunity.com:8443'],
    ['https://steamcommunity.com./', 'steamcommunity.com.'],
  ])('refuses a host that is not listed: %s', (destination, host) => {
    expect(service.check(destination)).toEqual({ url: null, host, allowed: false, refusal: 'HOST_NOT_ALLOWED' });
  });

  it('refuses credentials before the host, and says where the address really leads', () => {
    expect(service.check('https://steamcommunity.com@evil.example/')).toEqual({ url: null, host: 'evil.example', allowed: false, refusal: 'CREDENTIALS' });
    expect(service.check('https://user:secret@steamcommunity.com/')).toMatchObject({ allowed: false, refusal: 'CREDENTIALS' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://steamcommunity.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
    '/market',
    'steamcommunity.com',
    'ftp://steamcommunity.com/',
    'https://',
    'https://steam community.com/',
    'https://evil.example\\@steamcommunity.com/',
    'https://steamcommunity.com/\u0000',
    '',
  ])('refuses what is not an http(s) address: %j', (destination) => {
    expect(service.check(destination)).toEqual({ url: null, host: null, allowed: false, refusal: 'NOT_WEB_ADDRESS' });
  });

  it(`refuses an address over ${OUTBOUND_URL_MAX_LENGTH} characters without reading it`, () => {
    const base = 'https://steamcommunity.com/?q=';
    expect(service.check(base + 'a'.repeat(OUTBOUND_URL_MAX_LENGTH - base.length)).allowed).toBe(true);
    expect(service.check(base + 'a'.repeat(OUTBOUND_URL_MAX_LENGTH - base.length + 1))).toEqual({ url: null, host: null, allowed: false, refusal: 'TOO_LONG' });
  });
});
