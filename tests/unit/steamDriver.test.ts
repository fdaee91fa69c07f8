import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mafile } from '../../api/integrations/tradePlatform/mafile.ts';
import { TradePlatformError, type SteamSession } from '../../api/integrations/tradePlatform/port.ts';
import { generateAuthCode } from '../../api/integrations/tradePlatform/steamGuard.ts';
import { offerError, sessionError, signInError, httpStatusError } from '../../api/integrations/tradePlatform/steam/errors.ts';
import {
  inspectLinkOf,
  mergeInventoryPages,
  parseInventoryPage,
  parseSteamGmtDate,
  type SteamInventoryResponse,
} from '../../api/integrations/tradePlatform/steam/inventoryParser.ts';
import { decodeJwtClaims, isJwtExpired, jwtExpiry } from '../../api/integrations/tradePlatform/steam/jwt.ts';
import {
  accountStanding,
  escrowDaysFromHoldDurations,
  offerFromManager,
  parseConfirmationList,
  parseProfileStanding,
  tradeReceiptFromSteam,
  type ManagerOfferLike,
} from '../../api/integrations/tradePlatform/steam/mapping.ts';
import {
  confirmationActionUrl,
  confirmationListUrl,
  cookieHeader,
  inventoryUrl,
  mobileConfirmationParams,
  tradeStatusUrl,
} from '../../api/integrations/tradePlatform/steam/requests.ts';
import { SteamTradePlatform, type LoginSessionLike } from '../../api/integrations/tradePlatform/steam/steamTradePlatform.ts';
import {
  SteamClock,
  clockOffsetSeconds,
  nextConfirmationTime,
  serverTimeFromQueryTime,
  withTimeout,
} from '../../api/integrations/tradePlatform/steam/timing.ts';
import { accountIdFromSteamId64, buildTradeLink, parseTradeLink, steamId64FromAccountId } from '../../api/integrations/tradePlatform/steam/tradeLink.ts';

// Fixed test secrets and ids, belonging to no account.
const STEAM_ID = '76561198012345678'; // account id 52079950
const OTHER_STEAM_ID = '76561198000000001';
const SHARED_SECRET = Buffer.from('000102030405060708090a0b0c0d0e0f10111213', 'hex').toString('base64');
const IDENTITY_SECRET = 'AQIDBAUGBwgJCgsMDQ4PEBESExQ='; // bytes 01..14
const PASSWORD = 'hunter2-Very-Secret';

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ typ: 'JWT', alg: 'EdDSA' })}.${encode(payload)}.c2lnbmF0dXJl`;
}
const refreshToken = (exp: number, sub = STEAM_ID) => jwt({ iss: 'steam', sub, aud: ['web', 'mobile', 'renew', 'derive'], exp, iat: exp - 200 * 86_400 });
const accessToken = (exp: number, sub = STEAM_ID) => jwt({ iss: 'r:0A1B', sub, aud: ['web', 'mobile'], exp });

function errorWith(fields: Record<string, unknown>, message = 'failure'): Error {
  return Object.assign(new Error(message), fields);
}

function expectCode(promiseOrFn: Promise<unknown>, code: string) {
  return expect(promiseOrFn).rejects.toMatchObject({ name: 'TradePlatformError', code });
}

describe('trade links', () => {
  it('converts between SteamID64 and the 32-bit partner id', () => {
    expect(accountIdFromSteamId64(STEAM_ID)).toBe(52_079_950);
    expect(steamId64FromAccountId(52_079_950)).toBe(STEAM_ID);
    expect(steamId64FromAccountId(1)).toBe('76561197960265729');
    expect(steamId64FromAccountId(4_294_967_295)).toBe('76561202255233023');
    expect(steamId64FromAccountId(0)).toBeNull();
    expect(steamId64FromAccountId(4_294_967_296)).toBeNull();
    expect(accountIdFromSteamId64('76561202255233024')).toBeNull(); // another instance, not an individual desktop account
    expect(accountIdFromSteamId64('not-an-id')).toBeNull();
  });

  it('parses valid links, as typed or as written in Steam pages', () => {
    const expected = { partner: 52_079_950, token: 'AbC-d_9x', url: 'https://steamcommunity.com/tradeoffer/new/?partner=52079950&token=AbC-d_9x' };
    expect(parseTradeLink('https://steamcommunity.com/tradeoffer/new/?partner=52079950&token=AbC-d_9x')).toEqual(expected);
    expect(parseTradeLink(' https://www.steamcommunity.com/tradeoffer/new?token=AbC-d_9x&partner=52079950 ')).toEqual(expected);
    expect(parseTradeLink('https://steamcommunity.com/tradeoffer/new/?partner=52079950&amp;token=AbC-d_9x')).toEqual(expected);
    expect(buildTradeLink(52_079_950, 'AbC-d_9x')).toEqual(expected);
  });

  it.each([
    ['another host', 'https://steamcommunity.co/tradeoffer/new/?partner=52079950&token=AbCdEf12'],
    ['a lookalike host', 'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=52079950&token=AbCdEf12'],
    ['another path', 'https://steamcommunity.com/tradeoffer/12345/?partner=52079950&token=AbCdEf12'],
    ['no token', 'https://steamcommunity.com/tradeoffer/new/?partner=52079950'],
    ['a token with other characters', 'https://steamcommunity.com/tradeoffer/new/?partner=52079950&token=Ab%3CCd%3E12'],
    ['partner 0', 'https://steamcommunity.com/tradeoffer/new/?partner=0&token=AbCdEf12'],
    ['a partner above 2^32-1', 'https://steamcommunity.com/tradeoffer/new/?partner=4294967296&token=AbCdEf12'],
    ['a SteamID64 as partner', `https://steamcommunity.com/tradeoffer/new/?partner=${STEAM_ID}&token=AbCdEf12`],
    ['a javascript URL', 'javascript:alert(1)//steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEf12'],
    ['not a URL', 'partner=52079950&token=AbCdEf12'],
  ])('refuses %s', (_, link) => {
    expect(parseTradeLink(link)).toBeNull();
  });

  it('refuses to build a link from a bad partner or token', () => {
    expect(() => buildTradeLink(0, 'AbCdEf12')).toThrow(RangeError);
    expect(() => buildTradeLink(52_079_950, 'a b')).toThrow(RangeError);
  });
});

describe('JWT expiry', () => {
  it('reads exp from the payload without any network', () => {
    const token = refreshToken(1_900_000_000);
    expect(jwtExpiry(token)?.toISOString()).toBe('2030-03-17T17:46:40.000Z');
    expect(decodeJwtClaims(token)).toMatchObject({ iss: 'steam', sub: STEAM_ID });
    expect(isJwtExpired(token, 1_899_999_999_000)).toBe(false);
    expect(isJwtExpired(token, 1_900_000_000_000)).toBe(true);
  });

  it('treats malformed tokens and tokens without exp as unusable', () => {
    expect(jwtExpiry('not.a-jwt')).toBeNull();
    expect(jwtExpiry('a.b.c')).toBeNull(); // payload is not JSON
    expect(jwtExpiry(jwt({ sub: STEAM_ID }))).toBeNull();
    expect(jwtExpiry(jwt({ exp: 'tomorrow' }))).toBeNull();
    expect(isJwtExpired(jwt({ sub: STEAM_ID }), 0)).toBe(true);
  });
});

describe('error mapping', () => {
  it.each([
    [5, 'BAD_CREDENTIALS'],
    [88, 'GUARD_CODE_REJECTED'],
    [65, 'GUARD_CODE_REJECTED'],
    [84, 'RATE_LIMITED'],
    [87, 'RATE_LIMITED'],
    [2, 'UNAVAILABLE'],
    [20, 'UNAVAILABLE'],
  ])('maps the sign-in EResult %i to %s', (eresult, code) => {
    const error = signInError(errorWith({ eresult }));
    expect(error).toBeInstanceOf(TradePlatformError);
    expect(error.code).toBe(code);
  });

  it('names the EResult but never copies a library message (it may hold a password or token)', () => {
    const leaky = errorWith({ eresult: 5 }, `POST https://api.steampowered.com/x?access_token=${accessToken(2e9)} password=${PASSWORD}`);
    const mapped = signInError(leaky);
    expect(mapped.message).toBe('Steam sign-in failed: InvalidPassword (5)');
    const network = signInError(errorWith({ code: 'ECONNRESET' }, `socket hang up ${PASSWORD}`));
    expect(network).toMatchObject({ code: 'UNAVAILABLE', message: 'Steam sign-in failed: ECONNRESET' });
    expect(offerError(new Error(`access_token=${PASSWORD}`), 'send the offer').message).not.toContain(PASSWORD);
  });

  it('maps refused refresh tokens to SESSION_EXPIRED and passes our own errors through', () => {
    for (const eresult of [15, 26, 27]) expect(sessionError(errorWith({ eresult })).code).toBe('SESSION_EXPIRED');
    expect(sessionError(errorWith({ eresult: 84 })).code).toBe('RATE_LIMITED');
    expect(sessionError(new Error('Not Logged In')).code).toBe('SESSION_EXPIRED');
    expect(sessionError(errorWith({ code: 'ETIMEDOUT' })).code).toBe('UNAVAILABLE');
    const own = new TradePlatformError('MAFILE_MISMATCH');
    expect(signInError(own)).toBe(own);
  });

  it("maps steam-tradeoffer-manager's causes and EResults for offers", () => {
    expect(offerError(errorWith({ cause: 'TargetCannotTrade' }), 'send').code).toBe('PARTNER_UNAVAILABLE');
    expect(offerError(errorWith({ cause: 'TradeBan' }), 'send').code).toBe('PARTNER_UNAVAILABLE');
    expect(offerError(errorWith({ cause: 'NewDevice' }), 'send').code).toBe('NOT_TRADABLE');
    expect(offerError(errorWith({ cause: 'OfferLimitExceeded', eresult: 25 }), 'send').code).toBe('RATE_LIMITED');
    expect(offerError(errorWith({ eresult: 26 }), 'send').code).toBe('NOT_TRADABLE');
    expect(offerError(errorWith({ eresult: '15' }), 'send').code).toBe('PARTNER_UNAVAILABLE');
    expect(offerError(errorWith({ eresult: 25 }), 'send').code).toBe('PARTNER_UNAVAILABLE');
    expect(offerError(new Error('Not Logged In'), 'send').code).toBe('SESSION_EXPIRED');
    expect(offerError(errorWith({ eresult: 16 }), 'send').code).toBe('UNAVAILABLE');
    expect(httpStatusError(403, 'x').code).toBe('SESSION_EXPIRED');
    expect(httpStatusError(429, 'x').code).toBe('RATE_LIMITED');
    expect(httpStatusError(502, 'x').code).toBe('UNAVAILABLE');
  });
});

// ---------------------------------------------------------------------------------------------
// Inventory fixtures, shaped like https://steamcommunity.com/inventory/<id>/730/<context>?l=english

const STICKER_INFO_TITLED =
  '<br><div id="sticker_info" name="sticker_info" title="Sticker" style="border: 2px solid rgb(102, 102, 102); border-radius: 6px; width=100; margin:4px; padding:8px;"><center>' +
  '<img width=64 height=48 src="https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/katowice2014/titan_holo.png" title="Sticker: Titan (Holo) | Katowice 2014">' +
  '<img width=64 height=48 src="https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/cologne2015/nv.png" title="Sticker: Team EnVyUs | Cologne 2015">' +
  '<br>Sticker: Titan (Holo) | Katowice 2014, Team EnVyUs | Cologne 2015</center></div>';
const STICKER_INFO_CAPTION_ONLY =
  '<br><div id="sticker_info" name="sticker_info" title="Sticker" style="border: 2px solid rgb(102, 102, 102);"><center>' +
  '<img width=64 height=48 src="https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/rmr2020/ence.png">' +
  '<img width=64 height=48 src="https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/rmr2020/ence.png">' +
  '<br>Sticker: ENCE | 2020 RMR, ENCE | 2020 RMR</center></div>';
const INSPECT_ACTION = {
  link: 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S%owner_steamid%A%assetid%D9279483394875421096',
  name: 'Inspect in Game...',
};

const inventoryPage1: SteamInventoryResponse = {
  assets: [
    { appid: 730, contextid: '2', assetid: '38001', classid: '5001', instanceid: '188530139', amount: '1' },
    { appid: 730, contextid: '2', assetid: '38002', classid: '5002', instanceid: '7110001', amount: '1' },
    { appid: 730, contextid: '2', assetid: '38003', classid: '5003', instanceid: '0', amount: '1' },
  ],
  descriptions: [
    {
      appid: 730,
      classid: '5001',
      instanceid: '188530139',
      name: 'AK-47 | Redline',
      market_hash_name: 'AK-47 | Redline (Field-Tested)',
      tradable: 1,
      marketable: 1,
      descriptions: [
        { type: 'html', value: 'Exterior: Field-Tested', name: 'exterior_wear' },
        { type: 'html', value: ' ', name: 'blank' },
        { type: 'html', value: STICKER_INFO_TITLED, name: 'sticker_info' },
      ],
      actions: [INSPECT_ACTION],
    },
    {
      appid: 730,
      classid: '5002',
      instanceid: '7110001',
      name: 'AWP | Asiimov',
      market_hash_name: 'AWP | Asiimov (Battle-Scarred)',
      tradable: 0,
      marketable: 0,
      owner_descriptions: [
        { type: 'html', value: ' ' },
        { type: 'html', value: 'Tradable/Marketable After Jun 25, 2024 (7:00:00) GMT', color: 'A75124' },
      ],
      cache_expiration: '2024-06-25T07:00:00Z',
      descriptions: [{ type: 'html', value: STICKER_INFO_CAPTION_ONLY, name: 'sticker_info' }],
      actions: [INSPECT_ACTION],
    },
    {
      appid: 730,
      classid: '5003',
      instanceid: '0',
      name: '5 Year Veteran Coin',
      market_hash_name: '5 Year Veteran Coin',
      tradable: 0,
      marketable: 0,
      descriptions: [{ type: 'html', value: 'Has been a member of the community for 5 years.' }],
    },
  ],
  asset_properties: [
    {
      appid: 730,
      contextid: '2',
      assetid: '38001',
      asset_properties: [
        { propertyid: 1, int_value: '661', name: 'Pattern Template' },
        { propertyid: 2, float_value: '0.2539130747318268', name: 'Wear Rating' },
      ],
    },
    {
      appid: 730,
      contextid: '2',
      assetid: '38002',
      asset_properties: [
        { propertyid: 2, float_value: 'garbage' },
        { propertyid: 1, int_value: '-4' },
      ],
    },
  ],
  more_items: 1,
  last_assetid: '38003',
  total_inventory_count: 4,
  success: 1,
};

const inventoryPage2: SteamInventoryResponse = {
  assets: [
    { appid: 730, contextid: '2', assetid: '38003', classid: '5003', instanceid: '0', amount: '1' }, // repeated across pages
    { appid: 730, contextid: '2', assetid: '38004', classid: '5004', instanceid: '0', amount: '1' },
  ],
  descriptions: [
    { appid: 730, classid: '5003', instanceid: '0', market_hash_name: '5 Year Veteran Coin', tradable: 0, marketable: 0 },
    { appid: 730, classid: '5004', instanceid: '0', market_hash_name: 'Recoil Case', tradable: 1, marketable: 1 },
  ],
  total_inventory_count: 4,
  success: 1,
};

const tradeProtectedPage: SteamInventoryResponse = {
  assets: [{ appid: 730, contextid: '16', assetid: '39001', classid: '5005', instanceid: '902658099', amount: '1' }],
  descriptions: [
    {
      appid: 730,
      classid: '5005',
      instanceid: '902658099',
      market_hash_name: 'M4A1-S | Printstream (Minimal Wear)',
      tradable: 0,
      marketable: 0,
      owner_descriptions: [
        { type: 'html', value: '⇆ Trade Protected' },
        { type: 'html', value: 'This item is trade-protected and cannot be consumed, modified, or transferred until Jul 22, 2025 (7:00:00) GMT' },
      ],
      actions: [{ link: 'steam://run/730//+csgo_econ_action_preview%20%propid:6%', name: 'Inspect in Game...' }],
    },
  ],
  asset_properties: [
    {
      appid: 730,
      contextid: '16',
      assetid: '39001',
      asset_properties: [
        { propertyid: 1, int_value: 12 },
        { propertyid: 2, float_value: 0.0812 },
        { propertyid: 6, string_value: 'C0A1B2' },
      ],
    },
  ],
  success: 1,
};

describe('inventory parsing', () => {
  it('maps a tradable skin with float, paint seed, stickers from titles and its inspect link', () => {
    const page = parseInventoryPage(inventoryPage1, '2', STEAM_ID);
    expect(page.nextStartAssetId).toBe('38003');
    expect(page.assets[0]).toEqual({
      assetId: '38001',
      contextId: '2',
      classId: '5001',
      instanceId: '188530139',
      marketHashName: 'AK-47 | Redline (Field-Tested)',
      tradable: true,
      tradableAfter: null,
      marketable: true,
      float: 0.2539130747318268,
      paintSeed: 661,
      paintIndex: null,
      stickers: [
        { slot: 0, stickerId: 0, name: 'Titan (Holo) | Katowice 2014', wear: null },
        { slot: 1, stickerId: 0, name: 'Team EnVyUs | Cologne 2015', wear: null },
      ],
      inspectLink: `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S${STEAM_ID}A38001D9279483394875421096`,
    });
  });

  it('reads the cooldown end of a skin, falls back to null for unparsable properties, and names stickers from the caption', () => {
    const cooling = parseInventoryPage(inventoryPage1, '2', STEAM_ID).assets[1];
    expect(cooling).toMatchObject({ tradable: false, marketable: false, float: null, paintSeed: null });
    expect(cooling.tradableAfter?.toISOString()).toBe('2024-06-25T07:00:00.000Z');
    expect(cooling.stickers.map((s) => [s.slot, s.name])).toEqual([
      [0, 'ENCE | 2020 RMR'],
      [1, 'ENCE | 2020 RMR'],
    ]);
  });

  it('keeps a non-tradable item without a date, floats and inspect link', () => {
    const coin = parseInventoryPage(inventoryPage1, '2', STEAM_ID).assets[2];
    expect(coin).toMatchObject({
      marketHashName: '5 Year Veteran Coin',
      tradable: false,
      tradableAfter: null,
      float: null,
      paintSeed: null,
      stickers: [],
      inspectLink: null,
    });
  });

  it('reads trade protection (context 16), numeric property values and %propid:N% links', () => {
    const [asset] = parseInventoryPage(tradeProtectedPage, '16', STEAM_ID).assets;
    expect(asset).toMatchObject({
      contextId: '16',
      tradable: false,
      float: 0.0812,
      paintSeed: 12,
      inspectLink: 'steam://run/730//+csgo_econ_action_preview%20C0A1B2',
    });
    expect(asset.tradableAfter?.toISOString()).toBe('2025-07-22T07:00:00.000Z');
  });

  it('merges pages and contexts, one entry per asset, and stops at the last page', () => {
    const pages = [
      parseInventoryPage(inventoryPage1, '2', STEAM_ID),
      parseInventoryPage(inventoryPage2, '2', STEAM_ID),
      parseInventoryPage(tradeProtectedPage, '16', STEAM_ID),
    ];
    expect(pages[1].nextStartAssetId).toBeNull();
    expect(mergeInventoryPages(pages).map((a) => `${a.contextId}/${a.assetId}`)).toEqual(['2/38001', '2/38002', '2/38003', '2/38004', '16/39001']);
  });

  it('reads an empty inventory and refuses an unsuccessful answer', () => {
    expect(parseInventoryPage({ success: 1, total_inventory_count: 0 }, '2', STEAM_ID)).toEqual({ assets: [], nextStartAssetId: null });
    expect(() => parseInventoryPage({ success: false, error: 'EYldRefreshAppIfNecessary failed with EResult 55' }, '2', STEAM_ID)).toThrow(TradePlatformError);
    expect(() => parseInventoryPage(null, '2', STEAM_ID)).toThrow(TradePlatformError);
  });

  it('parses Steam dates strictly and leaves links with unknown placeholders out', () => {
    expect(parseSteamGmtDate('Tradable After Dec 1, 2025 (23:59:59) GMT')?.toISOString()).toBe('2025-12-01T23:59:59.000Z');
    expect(parseSteamGmtDate('Tradable After Feb 30, 2025 (7:00:00) GMT')).toBeNull();
    expect(parseSteamGmtDate('Tradable After soon')).toBeNull();
    expect(
      inspectLinkOf({ actions: [{ link: 'steam://run/730//+csgo_econ_action_preview%20%propid:6%', name: 'Inspect in Game...' }] }, STEAM_ID, '1'),
    ).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

function managerOffer(overrides: Partial<ManagerOfferLike> = {}): ManagerOfferLike {
  return {
    id: '6543210987',
    partner: { getSteamID64: () => OTHER_STEAM_ID },
    message: 'Order 20250101',
    state: 2,
    itemsToGive: [{ appid: 730, contextid: '2', assetid: '38001', amount: 1 }],
    itemsToReceive: [
      { appid: 730, contextid: '16', id: '39001' },
      { appid: 440, contextid: '2', assetid: '777' }, // another game: not ours to track
    ],
    isOurOffer: true,
    created: new Date('2025-01-01T00:00:00Z'),
    updated: new Date('2025-01-01T00:05:00Z'),
    expires: new Date('2025-01-15T00:00:00Z'),
    tradeID: null,
    confirmationMethod: 2,
    escrowEnds: null,
    ...overrides,
  };
}

describe('offer mapping', () => {
  it("maps steam-tradeoffer-manager's TradeOffer into ours", () => {
    expect(offerFromManager(managerOffer({ state: 9 }))).toEqual({
      id: '6543210987',
      state: 'CREATED_NEEDS_CONFIRMATION',
      isOurOffer: true,
      partnerSteamId: OTHER_STEAM_ID,
      itemsToGive: [{ appId: 730, contextId: '2', assetId: '38001' }],
      itemsToReceive: [{ appId: 730, contextId: '16', assetId: '39001' }],
      message: 'Order 20250101',
      createdAt: new Date('2025-01-01T00:00:00Z'),
      updatedAt: new Date('2025-01-01T00:05:00Z'),
      expiresAt: new Date('2025-01-15T00:00:00Z'),
      escrowEndsAt: null,
      confirmationMethod: 'mobile',
      tradeId: null,
      counterOfferId: null,
    });
  });

  it.each([
    [2, 'ACTIVE'],
    [3, 'ACCEPTED'],
    [4, 'COUNTERED'],
    [7, 'DECLINED'],
    [10, 'CANCELED_BY_SECOND_FACTOR'],
    [11, 'IN_ESCROW'],
    [42, 'INVALID'],
  ])('maps the offer state %i to %s', (state, expected) => {
    expect(offerFromManager(managerOffer({ state })).state).toBe(expected);
  });

  it('carries escrow, trade id, received offers and missing fields', () => {
    const held = offerFromManager(
      managerOffer({
        state: 11,
        isOurOffer: false,
        tradeID: '4100000000000000001',
        escrowEnds: new Date('2025-01-08T00:00:00Z'),
        confirmationMethod: 0,
        message: null,
      }),
    );
    expect(held).toMatchObject({ state: 'IN_ESCROW', isOurOffer: false, tradeId: '4100000000000000001', confirmationMethod: 'none', message: '' });
    expect(held.escrowEndsAt?.toISOString()).toBe('2025-01-08T00:00:00.000Z');
    expect(() => offerFromManager(managerOffer({ id: null }))).toThrow(TradePlatformError);
  });
});

describe('trade status mapping', () => {
  const trade = (fields: Record<string, unknown>) => ({
    response: {
      trades: [
        {
          tradeid: '4100000000000000001',
          steamid_other: OTHER_STEAM_ID,
          time_init: 1_735_689_600,
          status: 3,
          assets_received: [
            { appid: 730, contextid: '2', assetid: '40001', amount: '1', classid: '1', instanceid: '0', new_assetid: '40999', new_contextid: '16' },
          ],
          assets_given: [{ appid: 730, contextid: '2', assetid: '38001', amount: '1', new_assetid: '41000', new_contextid: '2' }],
          ...fields,
        },
      ],
    },
  });

  it('maps a complete trade with the new asset ids', () => {
    expect(tradeReceiptFromSteam(trade({}), '4100000000000000001')).toEqual({
      tradeId: '4100000000000000001',
      status: 'COMPLETE',
      partnerSteamId: OTHER_STEAM_ID,
      createdAt: new Date('2025-01-01T00:00:00Z'),
      assetsReceived: [{ appId: 730, contextId: '2', assetId: '40001', newAssetId: '40999', newContextId: '16' }],
      rollbackTradeId: null,
    });
  });

  it('maps the trade-protection reversal (12) and its rollback trade, and other statuses', () => {
    expect(tradeReceiptFromSteam(trade({ status: 12, rollback_trade: '4100000000000000002' }), '4100000000000000001')).toMatchObject({
      status: 'TRADE_PROTECTION_ROLLBACK',
      rollbackTradeId: '4100000000000000002',
    });
    expect(tradeReceiptFromSteam(trade({ status: 10 }), '4100000000000000001')?.status).toBe('IN_ESCROW');
    expect(tradeReceiptFromSteam(trade({ status: 11 }), '4100000000000000001')?.status).toBe('ESCROW_ROLLBACK');
  });

  it('answers null for an unknown trade and refuses unknown statuses or malformed answers', () => {
    expect(tradeReceiptFromSteam({ response: { trades: [] } }, '1')).toBeNull();
    expect(tradeReceiptFromSteam(trade({}), '999')).toBeNull();
    expect(() => tradeReceiptFromSteam(trade({ status: 99 }), '4100000000000000001')).toThrow(TradePlatformError);
    expect(() => tradeReceiptFromSteam({ response: {} }, '1')).toThrow(TradePlatformError);
  });
});

describe('account standing', () => {
  const profileXml = (ban: string, limited: 0 | 1) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><profile><steamID64>${STEAM_ID}</steamID64><steamID><![CDATA[trader]]></steamID>` +
    `<vacBanned>0</vacBanned><tradeBanState>${ban}</tradeBanState><isLimitedAccount>${limited}</isLimitedAccount></profile>`;

  it('reads the profile XML and the hold durations', () => {
    expect(parseProfileStanding(profileXml('None', 0))).toEqual({ tradeBanState: 'None', isLimitedAccount: false });
    expect(parseProfileStanding(profileXml('Banned', 1))).toEqual({ tradeBanState: 'Banned', isLimitedAccount: true });
    expect(parseProfileStanding('<html>Sorry!</html>')).toBeNull();
    expect(
      escrowDaysFromHoldDurations({ response: { my_escrow: { escrow_end_duration_seconds: 0 }, their_escrow: { escrow_end_duration_seconds: 1_296_000 } } }),
    ).toBe(0);
    expect(escrowDaysFromHoldDurations({ response: { my_escrow: { escrow_end_duration_seconds: '604800' } } })).toBe(7);
    expect(escrowDaysFromHoldDurations({ response: { my_escrow: { escrow_end_duration_seconds: 86_401 } } })).toBe(2);
    expect(() => escrowDaysFromHoldDurations({ response: {} })).toThrow(TradePlatformError);
  });

  it('puts a trade ban before a limited account before a hold', () => {
    expect(accountStanding({ tradeBanState: 'None', isLimitedAccount: false }, 0)).toEqual({ canTrade: true, restriction: null, escrowDays: 0 });
    expect(accountStanding({ tradeBanState: 'Probation', isLimitedAccount: false }, 0).canTrade).toBe(true);
    expect(accountStanding({ tradeBanState: 'Banned', isLimitedAccount: true }, 7).restriction).toBe('TRADE_BAN');
    expect(accountStanding({ tradeBanState: 'None', isLimitedAccount: true }, 7).restriction).toBe('LIMITED_ACCOUNT');
    expect(accountStanding({ tradeBanState: 'None', isLimitedAccount: false }, 7)).toEqual({ canTrade: false, restriction: 'TRADE_HOLD', escrowDays: 7 });
  });
});

describe('request builders', () => {
  it('builds inventory URLs, with start_assetid for the next pages', () => {
    expect(inventoryUrl(STEAM_ID, '2')).toBe(`https://steamcommunity.com/inventory/${STEAM_ID}/730/2?l=english&count=1000`);
    expect(inventoryUrl(STEAM_ID, '16', '38003', 500)).toBe(`https://steamcommunity.com/inventory/${STEAM_ID}/730/16?l=english&count=500&start_assetid=38003`);
  });

  it('builds the mobile confirmation query with a key steam-totp and Steam agree on', () => {
    const params = mobileConfirmationParams({ steamId: STEAM_ID, identitySecret: IDENTITY_SECRET, time: 1_700_000_000, tag: 'list' });
    expect(Object.fromEntries(params)).toEqual({
      p: 'android:ab17d684-7c3f-7758-8af3-1836e87daac5',
      a: STEAM_ID,
      k: 'L2UabAxTNoT9k23IbZfwrQfRX+g=',
      t: '1700000000',
      m: 'react',
      tag: 'list',
    });
    expect(confirmationListUrl(params)).toBe(
      `https://steamcommunity.com/mobileconf/getlist?p=android%3Aab17d684-7c3f-7758-8af3-1836e87daac5&a=${STEAM_ID}&k=L2UabAxTNoT9k23IbZfwrQfRX%2Bg%3D&t=1700000000&m=react&tag=list`,
    );
    const accept = mobileConfirmationParams({
      steamId: STEAM_ID,
      identitySecret: IDENTITY_SECRET,
      time: 1_700_000_001,
      tag: 'accept',
      deviceId: 'android:mine',
    });
    const url = new URL(confirmationActionUrl(accept, { op: 'allow', confirmationId: '13000000001', nonce: '987654321' }));
    expect(url.pathname).toBe('/mobileconf/ajaxop');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      op: 'allow',
      cid: '13000000001',
      ck: '987654321',
      p: 'android:mine',
      a: STEAM_ID,
      k: 'bmKDslT7Gozvl4fqP0KydFUxre0=',
      t: '1700000001',
      m: 'react',
      tag: 'accept',
    });
  });

  it('builds the trade status URL and cookie headers', () => {
    const url = new URL(tradeStatusUrl('ACCESS', '41'));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.steampowered.com/IEconService/GetTradeStatus/v1/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ access_token: 'ACCESS', tradeid: '41', get_descriptions: '0' });
    expect(cookieHeader(['steamLoginSecure=765%7C%7Cabc; Path=/; Secure; HttpOnly', 'sessionid=0123abcd', 'junk'])).toBe(
      'steamLoginSecure=765%7C%7Cabc; sessionid=0123abcd',
    );
  });

  it('reads the confirmation list', () => {
    expect(
      parseConfirmationList({
        success: true,
        conf: [{ type: 2, type_name: 'Trade Offer', id: '13000000001', creator_id: '6543210987', nonce: '987654321', creation_time: 1_700_000_000 }],
      }),
    ).toEqual([{ id: '13000000001', nonce: '987654321', creatorId: '6543210987', type: 2 }]);
    expect(parseConfirmationList({ success: true })).toEqual([]);
    expect(() => parseConfirmationList({ success: false, needauth: true })).toThrow(expect.objectContaining({ code: 'SESSION_EXPIRED' }));
    expect(() => parseConfirmationList({ success: false })).toThrow(expect.objectContaining({ code: 'UNAVAILABLE' }));
  });
});

describe('timeouts and the clock', () => {
  afterEach(() => vi.useRealTimers());

  it('fails with UNAVAILABLE after the deadline and runs the cleanup', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const pending = withTimeout(new Promise(() => undefined), 15_000, 'the inventory', onTimeout);
    const outcome = expect(pending).rejects.toMatchObject({ code: 'UNAVAILABLE', message: 'Steam did not answer the inventory within 15000 ms' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('passes a result or a failure that arrive in time through', async () => {
    await expect(withTimeout(Promise.resolve(42), 10, 'x')).resolves.toBe(42);
    await expect(withTimeout(Promise.reject(new Error('boom')), 10, 'x')).rejects.toThrow('boom');
  });

  it("measures Steam's clock offset, caches it, and falls back to ours when Steam cannot be asked", async () => {
    expect(serverTimeFromQueryTime({ response: { server_time: '1700000100', skew_tolerance_seconds: '60' } })).toBe(1_700_000_100);
    expect(serverTimeFromQueryTime({ response: {} })).toBeNull();
    expect(clockOffsetSeconds(1_700_000_100, 1_700_000_000_000, 1_700_000_001_400)).toBe(99); // midpoint …000.7 s rounds to …001

    let now = 1_700_000_000_000;
    const query = vi.fn(async () => 1_700_000_030);
    const clock = new SteamClock(query, () => now, 3_600_000);
    expect(await clock.now()).toBe(1_700_000_030);
    now += 60_000;
    expect(await clock.now()).toBe(1_700_000_090);
    expect(query).toHaveBeenCalledTimes(1);
    now += 3_600_000;
    await clock.now();
    expect(query).toHaveBeenCalledTimes(2);

    const failing = new SteamClock(
      async () => Promise.reject(new Error('offline')),
      () => now,
    );
    expect(await failing.now()).toBe(Math.floor(now / 1000));
  });

  it('never reuses a confirmation time', () => {
    expect(nextConfirmationTime(100, null)).toBe(100);
    expect(nextConfirmationTime(100, 100)).toBe(101);
    expect(nextConfirmationTime(100, 105)).toBe(106);
    expect(nextConfirmationTime(200, 105)).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
// The driver with a fake LoginSession and a fake fetch: no request leaves the process.

const MAFILE: Mafile = { accountName: 'trader_01', sharedSecret: SHARED_SECRET, identitySecret: IDENTITY_SECRET, steamId: STEAM_ID };
const STEAM_TIME = 1_700_000_040;
const NOW_MS = 1_700_000_000_000;

class FakeLoginSession extends EventEmitter implements LoginSessionLike {
  loginTimeout = 30_000;
  steamID: { getSteamID64(): string } | null = null;
  accountName = '';
  refreshToken = '';
  accessToken = '';
  cancelled = false;
  credentials: { accountName: string; password: string; steamGuardCode?: string } | null = null;

  constructor(
    private readonly behaviour: Partial<{
      start: (self: FakeLoginSession) => Promise<{ actionRequired: boolean; validActions?: { type: number }[] }>;
      renew: (self: FakeLoginSession) => Promise<boolean>;
    }> = {},
  ) {
    super();
  }

  async startWithCredentials(details: { accountName: string; password: string; steamGuardCode?: string }) {
    this.credentials = details;
    if (this.behaviour.start) return this.behaviour.start(this);
    this.steamID = { getSteamID64: () => STEAM_ID };
    setImmediate(() => {
      this.accountName = details.accountName;
      this.refreshToken = refreshToken(1_717_280_000);
      this.emit('authenticated');
    });
    return { actionRequired: false };
  }

  async renewRefreshToken() {
    if (this.behaviour.renew) return this.behaviour.renew(this);
    this.refreshToken = refreshToken(1_720_000_000);
    this.accessToken = accessToken(1_700_086_400);
    return true;
  }

  async getWebCookies() {
    if (!this.accessToken) this.accessToken = accessToken(1_700_086_400);
    return [`steamLoginSecure=${encodeURIComponent(`${STEAM_ID}||${this.accessToken}`)}`, 'sessionid=0123456789abcdef01234567'];
  }

  cancelLoginAttempt() {
    this.cancelled = true;
  }
}

type FetchCall = { url: string; init?: RequestInit };

function fakeFetch(answer: (url: URL) => { status?: number; json?: unknown; text?: string }) {
  const calls: FetchCall[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url: String(input), init });
    if (url.pathname === '/ITwoFactorService/QueryTime/v1/') return Response.json({ response: { server_time: String(STEAM_TIME) } });
    const { status = 200, json, text } = answer(url);
    return json !== undefined ? Response.json(json, { status }) : new Response(text ?? '', { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

function driver(options: { session?: () => FakeLoginSession; fetch?: typeof fetch } = {}) {
  const sessions: FakeLoginSession[] = [];
  const platform = new SteamTradePlatform(
    { requestTimeoutMs: 5_000 },
    {
      nowMs: () => NOW_MS,
      fetch: options.fetch ?? fakeFetch(() => ({ status: 404 })).fetchImpl,
      createLoginSession: () => {
        const session = options.session?.() ?? new FakeLoginSession();
        sessions.push(session);
        return session;
      },
    },
  );
  return { platform, sessions };
}

const storedSession = (token = refreshToken(1_717_280_000)): SteamSession => ({
  steamId: STEAM_ID,
  accountName: 'trader_01',
  token,
  expiresAt: jwtExpiry(token)!,
});

describe('SteamTradePlatform with fakes', () => {
  it("signs in with the Mafile's code at Steam's time and answers the refresh token with its expiry", async () => {
    const { platform, sessions } = driver({ fetch: fakeFetch(() => ({ status: 404 })).fetchImpl });
    const session = await platform.signIn({ mafile: MAFILE, password: PASSWORD });
    expect(sessions[0].credentials).toEqual({ accountName: 'trader_01', password: PASSWORD, steamGuardCode: generateAuthCode(SHARED_SECRET, STEAM_TIME) });
    expect(session).toEqual({ steamId: STEAM_ID, accountName: 'trader_01', token: refreshToken(1_717_280_000), expiresAt: new Date(1_717_280_000_000) });
    expect(sessions[0].cancelled).toBe(true); // nothing keeps polling
  });

  it('refuses a Mafile of another account, a rejected code and a wrong password', async () => {
    const otherAccount = driver({
      session: () =>
        new FakeLoginSession({
          start: async (self) => {
            self.steamID = { getSteamID64: () => OTHER_STEAM_ID };
            return { actionRequired: false };
          },
        }),
    });
    await expectCode(otherAccount.platform.signIn({ mafile: MAFILE, password: PASSWORD }), 'MAFILE_MISMATCH');

    const codeRejected = driver({ session: () => new FakeLoginSession({ start: async () => ({ actionRequired: true, validActions: [{ type: 3 }] }) }) });
    await expectCode(codeRejected.platform.signIn({ mafile: MAFILE, password: PASSWORD }), 'GUARD_CODE_REJECTED');

    const badPassword = driver({ session: () => new FakeLoginSession({ start: async () => Promise.reject(errorWith({ eresult: 5 }, 'InvalidPassword')) }) });
    const failure = badPassword.platform.signIn({ mafile: MAFILE, password: PASSWORD });
    await expectCode(failure, 'BAD_CREDENTIALS');
    await failure.catch((error: Error) => expect(error.message).not.toContain(PASSWORD));
  });

  it('maps an error event during polling', async () => {
    const { platform } = driver({
      session: () =>
        new FakeLoginSession({
          start: async (self) => {
            self.steamID = { getSteamID64: () => STEAM_ID };
            setImmediate(() => self.emit('error', errorWith({ eresult: 84 })));
            return { actionRequired: false };
          },
        }),
    });
    await expectCode(platform.signIn({ mafile: MAFILE, password: PASSWORD }), 'RATE_LIMITED');
  });

  it('refreshes a session, and answers SESSION_EXPIRED for expired, foreign or refused tokens', async () => {
    const { platform } = driver();
    const refreshed = await platform.refreshSession(storedSession());
    expect(refreshed.token).toBe(refreshToken(1_720_000_000));
    expect(refreshed.expiresAt).toEqual(new Date(1_720_000_000_000));

    const untouched = driver();
    await expectCode(untouched.platform.refreshSession(storedSession(refreshToken(1_699_999_999))), 'SESSION_EXPIRED');
    await expectCode(untouched.platform.refreshSession(storedSession(refreshToken(1_717_280_000, OTHER_STEAM_ID))), 'SESSION_EXPIRED');
    await expectCode(untouched.platform.refreshSession(storedSession('garbage')), 'SESSION_EXPIRED');
    expect(untouched.sessions).toHaveLength(0); // decided without asking Steam

    const revoked = driver({ session: () => new FakeLoginSession({ renew: async () => Promise.reject(errorWith({ eresult: 26 })) }) });
    await expectCode(revoked.platform.refreshSession(storedSession()), 'SESSION_EXPIRED');
  });

  it('reads both inventory contexts page by page with the web cookies', async () => {
    const { calls, fetchImpl } = fakeFetch((url) => {
      if (url.pathname.endsWith('/730/2')) return { json: url.searchParams.get('start_assetid') === '38003' ? inventoryPage2 : inventoryPage1 };
      if (url.pathname.endsWith('/730/16')) return { json: tradeProtectedPage };
      return { status: 404 };
    });
    const { platform } = driver({ fetch: fetchImpl });
    const assets = await platform.getInventory(storedSession());
    expect(assets.map((a) => a.assetId)).toEqual(['38001', '38002', '38003', '38004', '39001']);
    const inventoryCalls = calls.filter((c) => c.url.includes('/inventory/'));
    expect(inventoryCalls.map((c) => c.url)).toEqual([inventoryUrl(STEAM_ID, '2'), inventoryUrl(STEAM_ID, '2', '38003'), inventoryUrl(STEAM_ID, '16')]);
    expect(new Headers(inventoryCalls[0].init?.headers).get('cookie')).toMatch(
      /^steamLoginSecure=76561198012345678%7C%7C.+; sessionid=0123456789abcdef01234567$/,
    );
  });

  it('answers SESSION_EXPIRED when Steam redirects to its login, RATE_LIMITED on 429', async () => {
    const redirected = driver({ fetch: fakeFetch(() => ({ status: 302 })).fetchImpl });
    await expectCode(redirected.platform.getInventory(storedSession()), 'SESSION_EXPIRED');
    const limited = driver({ fetch: fakeFetch(() => ({ status: 429 })).fetchImpl });
    await expectCode(limited.platform.getInventory(storedSession()), 'RATE_LIMITED');
  });

  it('lists confirmations with keys for the list tag and refuses an offer without one', async () => {
    const { calls, fetchImpl } = fakeFetch((url) =>
      url.pathname === '/mobileconf/getlist' ? { json: { success: true, conf: [{ id: '1', nonce: '2', creator_id: '999', type: 2 }] } } : { status: 404 },
    );
    const { platform } = driver({ fetch: fetchImpl });
    await expectCode(platform.confirmOffer(storedSession(), '6543210987', { identitySecret: IDENTITY_SECRET }), 'CONFIRMATION_NOT_FOUND');
    const list = new URL(calls.find((c) => c.url.includes('/mobileconf/getlist'))!.url);
    expect(list.searchParams.get('k')).toBe(
      mobileConfirmationParams({ steamId: STEAM_ID, identitySecret: IDENTITY_SECRET, time: STEAM_TIME, tag: 'list' }).get('k'),
    );
    expect(list.searchParams.get('t')).toBe(String(STEAM_TIME));
  });

  it('reads a trade status with the access token', async () => {
    const { calls, fetchImpl } = fakeFetch((url) =>
      url.pathname === '/IEconService/GetTradeStatus/v1/'
        ? { json: { response: { trades: [{ tradeid: url.searchParams.get('tradeid'), steamid_other: OTHER_STEAM_ID, time_init: 1, status: 12 }] } } }
        : { status: 404 },
    );
    const { platform } = driver({ fetch: fetchImpl });
    expect(await platform.getTrade(storedSession(), '41')).toMatchObject({ tradeId: '41', status: 'TRADE_PROTECTION_ROLLBACK' });
    expect(new URL(calls.at(-1)!.url).searchParams.get('access_token')).toBe(accessToken(1_700_086_400));
    expect(await platform.getTrade(storedSession(), 'not-a-number')).toBeNull();
  });

  it('refuses invalid trade links before talking to Steam', async () => {
    const { platform, sessions } = driver();
    const items = { itemsToGive: [{ appId: 730 as const, contextId: '2' as const, assetId: '38001' }], itemsToReceive: [] };
    await expectCode(
      platform.createOffer(storedSession(), { tradeLink: { partner: 0, token: 'x', url: 'https://example.com' }, ...items }),
      'INVALID_TRADE_LINK',
    );
    await expectCode(platform.createOffer(storedSession(), { tradeLink: buildTradeLink(52_079_950, 'AbCdEf12'), ...items }), 'INVALID_TRADE_LINK'); // its own
    expect(sessions).toHaveLength(0);
  });
});
