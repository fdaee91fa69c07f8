import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAFILE_MAX_BYTES, describeMafileProblems, normaliseSteamId64, parseMafile, type MafileProblem } from '../../api/integrations/tradePlatform/mafile.ts';
import {
  OFFER_TRANSITIONS,
  STEAM_OFFER_STATE_NUMBER,
  TRADE_OFFER_STATES,
  TRADE_STATUSES,
  canTransition,
  isFinal,
  isTradeDelivered,
  isTradePending,
  isTradeReversed,
  offerStateFromSteam,
  offerStateToSteam,
  tradeStatusFromSteam,
  tradeStatusToSteam,
  type TradeOfferState,
} from '../../api/integrations/tradePlatform/offerStates.ts';
import {
  STEAM_GUARD_ALPHABET,
  deviceIdFor,
  generateAuthCode,
  generateConfirmationKey,
  verifyAuthCode,
} from '../../api/integrations/tradePlatform/steamGuard.ts';

// Fixed test secrets (base64 of 20 bytes), not belonging to any account.
const SHARED = Buffer.from('000102030405060708090a0b0c0d0e0f10111213', 'hex').toString('base64'); // AAECAwQFBgcICQoLDA0ODxAREhM=
const IDENTITY = Buffer.from('Steam identity secret'.slice(0, 20)).toString('base64');
const STEAM_ID = '76561198012345678';

function mafileJson(overrides: Record<string, unknown> = {}, session: Record<string, unknown> | null = { SteamID: STEAM_ID }) {
  const base: Record<string, unknown> = {
    shared_secret: SHARED,
    serial_number: '1234567890123456789',
    revocation_code: 'R12345',
    uri: 'otpauth://totp/Steam:trader_01?secret=X&issuer=Steam',
    server_time: 1700000000,
    account_name: 'trader_01',
    token_gid: '2a3b4c5d6e7f',
    identity_secret: IDENTITY,
    secret_1: 'c2VjcmV0',
    status: 1,
    device_id: 'android:0a1b2c3d-0000-1111-2222-333344445555',
    fully_enrolled: true,
    ...overrides,
  };
  if (session) base.Session = { SessionID: 'abc', SteamLoginSecure: 'x', ...session };
  return JSON.stringify(base);
}

// Steam's algorithm, written independently of steam-totp.
function referenceAuthCode(secretBase64: string, time: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30)));
  const hmac = createHmac('sha1', Buffer.from(secretBase64, 'base64')).update(counter).digest();
  const start = hmac[19] & 0x0f;
  let full = hmac.readUInt32BE(start) & 0x7fffffff;
  let code = '';
  for (let i = 0; i < 5; i += 1) {
    code += STEAM_GUARD_ALPHABET[full % 26];
    full = Math.floor(full / 26);
  }
  return code;
}

function referenceConfirmationKey(secretBase64: string, time: number, tag: string): string {
  const buffer = Buffer.alloc(8 + tag.length);
  buffer.writeBigUInt64BE(BigInt(time));
  buffer.write(tag, 8);
  return createHmac('sha1', Buffer.from(secretBase64, 'base64')).update(buffer).digest('base64');
}

describe('parseMafile', () => {
  it('accepts a valid SDA Mafile and keeps the optional fields', () => {
    const result = parseMafile(mafileJson());
    expect(result).toEqual({
      ok: true,
      mafile: {
        accountName: 'trader_01',
        sharedSecret: SHARED,
        identitySecret: IDENTITY,
        steamId: STEAM_ID,
        revocationCode: 'R12345',
        deviceId: 'android:0a1b2c3d-0000-1111-2222-333344445555',
        serialNumber: '1234567890123456789',
        tokenGid: '2a3b4c5d6e7f',
      },
    });
  });

  it('reads a SteamID written as a bare JSON number exactly (beyond 2^53), and bytes with a BOM', () => {
    const text = mafileJson({}, { SteamID: 0 }).replace('"SteamID":0', `"SteamID":${STEAM_ID}`);
    expect(text).toContain(`"SteamID":${STEAM_ID}`);
    const result = parseMafile(Buffer.from(`\ufeff${text}`, 'utf8'));
    expect(result.ok && result.mafile.steamId).toBe(STEAM_ID);
  });

  it('accepts a Mafile without the optional fields', () => {
    const text = JSON.stringify({ account_name: 'abc', shared_secret: SHARED, identity_secret: IDENTITY, Session: { SteamID: STEAM_ID } });
    const result = parseMafile(text);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.mafile).sort()).toEqual(['accountName', 'identitySecret', 'sharedSecret', 'steamId']);
  });

  const missingCases: [string, string, Record<string, unknown>, Record<string, unknown> | null][] = [
    ['account_name', 'absent', { account_name: undefined }, { SteamID: STEAM_ID }],
    ['account_name', 'empty', { account_name: '' }, { SteamID: STEAM_ID }],
    ['shared_secret', 'absent', { shared_secret: undefined }, { SteamID: STEAM_ID }],
    ['identity_secret', 'null', { identity_secret: null }, { SteamID: STEAM_ID }],
    ['Session.SteamID', 'no Session', {}, null],
    ['Session.SteamID', 'no SteamID', {}, { SteamID: undefined }],
  ];
  it.each(missingCases)('reports %s as missing (%s)', (field, _why, overrides, session) => {
    const result = parseMafile(mafileJson(overrides, session));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual([{ field, problem: 'missing' }]);
  });

  const invalidCases: [string, unknown][] = [
    ['account_name', 'ab'],
    ['account_name', 'a'.repeat(65)],
    ['account_name', 'trader-01'],
    ['account_name', 'trader 01'],
    ['account_name', 42],
    ['shared_secret', Buffer.alloc(19, 1).toString('base64')],
    ['shared_secret', Buffer.alloc(21, 1).toString('base64')],
    ['shared_secret', 'not base64 at all!!!!!!!!!!='],
    ['shared_secret', Buffer.alloc(20, 1).toString('hex')],
    ['identity_secret', 12345],
    ['identity_secret', IDENTITY.slice(0, -1)],
    ['revocation_code', { code: 'R1' }],
    ['device_id', true],
  ];
  it.each(invalidCases)('reports %s = %j as invalid', (field, value) => {
    const result = parseMafile(mafileJson({ [field]: value }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual([{ field, problem: 'invalid' }]);
  });

  const badSteamIds: unknown[] = [
    '76561197960265728', // account id 0
    '76561202255233024', // one past the last individual account
    '7656119801234567', // 16 digits
    '103582791429521412', // a group (type 7)
    '76561198012345678x',
    '-76561198012345678',
    123456,
    true,
  ];
  it.each(badSteamIds)('reports Session.SteamID %j as invalid', (steamId) => {
    const result = parseMafile(mafileJson({}, { SteamID: steamId }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual([{ field: 'Session.SteamID', problem: 'invalid' }]);
  });

  it('reports a fractional or exponent SteamID number in the text as invalid', () => {
    for (const literal of ['76561198012345678.5', '7.6561198012345678e16', '-76561198012345678']) {
      const text = mafileJson({}, { SteamID: 0 }).replace('"SteamID":0', `"SteamID":${literal}`);
      expect(parseMafile(text)).toEqual({ ok: false, accountName: 'trader_01', problems: [{ field: 'Session.SteamID', problem: 'invalid' }] });
    }
  });

  it('accepts the first and last individual SteamIDs', () => {
    expect(normaliseSteamId64('76561197960265729')).toBe('76561197960265729');
    expect(normaliseSteamId64('76561202255233023')).toBe('76561202255233023');
    expect(normaliseSteamId64(76561198012345678n)).toBe(STEAM_ID);
  });

  it('reports every problem at once, with the account name when it is readable', () => {
    const result = parseMafile(mafileJson({ shared_secret: 'x', identity_secret: undefined }, { SteamID: '1' }));
    expect(result).toEqual({
      ok: false,
      accountName: 'trader_01',
      problems: [
        { field: 'shared_secret', problem: 'invalid' },
        { field: 'identity_secret', problem: 'missing' },
        { field: 'Session.SteamID', problem: 'invalid' },
      ],
    });
    const anonymous = parseMafile(mafileJson({ account_name: 'no way' }));
    expect(anonymous.ok === false && 'accountName' in anonymous).toBe(false);
  });

  it('refuses non-JSON, non-objects and files over 64 KB', () => {
    for (const text of ['', 'not json', '{"account_name":', 'AAECAwQFBgcICQoLDA0ODxAREhM=']) {
      expect(parseMafile(text)).toEqual({ ok: false, problems: [{ field: 'file', problem: 'not_json' }] });
    }
    for (const text of ['[]', 'null', '"text"', '42']) {
      expect(parseMafile(text)).toEqual({ ok: false, problems: [{ field: 'file', problem: 'not_object' }] });
    }
    const padded = mafileJson({ padding: 'x'.repeat(MAFILE_MAX_BYTES) });
    expect(parseMafile(padded)).toEqual({ ok: false, problems: [{ field: 'file', problem: 'too_large' }] });
    expect(parseMafile(Buffer.from(padded))).toEqual({ ok: false, problems: [{ field: 'file', problem: 'too_large' }] });
    const exactlyAtLimit = mafileJson({ padding: '' });
    const fill = MAFILE_MAX_BYTES - Buffer.byteLength(exactlyAtLimit);
    expect(parseMafile(mafileJson({ padding: 'x'.repeat(fill) })).ok).toBe(true);
    expect(parseMafile(mafileJson({ padding: 'x'.repeat(fill + 1) })).ok).toBe(false);
  });

  it('never puts secret values into problems or their description', () => {
    const secretLike = Buffer.alloc(19, 7).toString('base64');
    const result = parseMafile(mafileJson({ shared_secret: secretLike, identity_secret: `${IDENTITY}!`, revocation_code: 99.5 }));
    expect(result.ok).toBe(false);
    const problems: MafileProblem[] = result.ok ? [] : result.problems;
    const texts = [JSON.stringify(result), describeMafileProblems(problems)];
    for (const text of texts) {
      expect(text).not.toContain(secretLike);
      expect(text).not.toContain(IDENTITY);
      expect(text).not.toContain('99.5');
    }
    expect(describeMafileProblems(problems)).toBe('shared_secret: invalid; identity_secret: invalid; revocation_code: invalid');
  });
});

describe('Steam Guard codes', () => {
  const times = [0, 29, 30, 1_000_000_000, 1_700_000_000, 1_700_000_029, 1_763_729_425, 2_147_483_647, 4_102_444_800];

  it('generates the same 5-character codes as Steam’s algorithm', () => {
    for (const secret of [SHARED, IDENTITY, Buffer.alloc(20, 0xab).toString('base64')]) {
      for (const time of times) {
        const code = generateAuthCode(secret, time);
        expect(code).toMatch(/^[23456789BCDFGHJKMNPQRTVWXY]{5}$/);
        expect(code).toBe(referenceAuthCode(secret, time));
      }
    }
  });

  it('matches fixed vectors', () => {
    expect(generateAuthCode(SHARED, 1_700_000_000)).toBe(referenceAuthCode(SHARED, 1_700_000_000));
    expect(generateAuthCode(SHARED, 1_700_000_000)).toBe('7MQGM');
    expect(generateAuthCode(SHARED, 0)).toBe('YFG53');
    expect(generateConfirmationKey(SHARED, 1_700_000_000, 'conf')).toBe('MnyTnNQlGkbWQN0NCU9mCTxb/Ec=');
  });

  it('accepts the secret as bytes too and ignores fractions of a second', () => {
    expect(generateAuthCode(Buffer.from(SHARED, 'base64'), 1_700_000_000)).toBe(generateAuthCode(SHARED, 1_700_000_000.9));
  });

  it('keeps one code for a whole 30-second step', () => {
    const step = 1_700_000_010; // 1_700_000_010 is divisible by 30
    expect(step % 30).toBe(0);
    const code = generateAuthCode(SHARED, step);
    expect(generateAuthCode(SHARED, step + 29)).toBe(code);
    expect(generateAuthCode(SHARED, step - 1)).toBe(referenceAuthCode(SHARED, step - 1));
  });

  it('verifies codes of the adjacent steps only, within the window', () => {
    const now = 1_700_000_015;
    const codeAt = (offsetSteps: number) => referenceAuthCode(SHARED, now + offsetSteps * 30);
    expect(verifyAuthCode(SHARED, codeAt(0), now)).toBe(true);
    expect(verifyAuthCode(SHARED, codeAt(-1), now)).toBe(true);
    expect(verifyAuthCode(SHARED, codeAt(1), now)).toBe(true);
    const farCodes = [codeAt(-2), codeAt(2)].filter((c) => ![codeAt(-1), codeAt(0), codeAt(1)].includes(c));
    for (const code of farCodes) expect(verifyAuthCode(SHARED, code, now)).toBe(false);
    expect(verifyAuthCode(SHARED, codeAt(-1), now, 0)).toBe(codeAt(-1) === codeAt(0));
    expect(verifyAuthCode(SHARED, codeAt(2), now, 2)).toBe(true);
    expect(verifyAuthCode(SHARED, codeAt(0).toLowerCase(), now)).toBe(true);
    expect(verifyAuthCode(SHARED, ` ${codeAt(0)} `, now)).toBe(true);
  });

  it('refuses codes that are not shaped like Steam Guard codes', () => {
    const now = 1_700_000_015;
    for (const code of ['', 'ABCDE', '23456A', '2345', 'AAAAA', '00000']) expect(verifyAuthCode(SHARED, code, now)).toBe(false);
    expect(verifyAuthCode(IDENTITY, referenceAuthCode(SHARED, now), now, 0)).toBe(referenceAuthCode(IDENTITY, now) === referenceAuthCode(SHARED, now));
    expect(() => verifyAuthCode(SHARED, 'BCDFG', now, -1)).toThrow(RangeError);
  });

  it('generates confirmation keys as Steam’s algorithm does', () => {
    for (const tag of ['conf', 'details', 'allow', 'cancel', 'list', 'accept', 'reject']) {
      for (const time of [1_700_000_000, 1_763_729_425, 4_102_444_800]) {
        const key = generateConfirmationKey(IDENTITY, time, tag);
        expect(key).toBe(referenceConfirmationKey(IDENTITY, time, tag));
        expect(Buffer.from(key, 'base64')).toHaveLength(20);
      }
    }
    expect(generateConfirmationKey(IDENTITY, 1_700_000_000, 'allow')).not.toBe(generateConfirmationKey(IDENTITY, 1_700_000_001, 'allow'));
  });

  it('derives the standard device id from the SteamID', () => {
    const id = deviceIdFor(STEAM_ID);
    expect(id).toMatch(/^android:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(id).toBe(deviceIdFor(STEAM_ID));
    expect(deviceIdFor('76561198012345679')).not.toBe(id);
  });
});

describe('offer states', () => {
  it('maps Steam’s ETradeOfferState numbers both ways', () => {
    const expected: [number, TradeOfferState][] = [
      [1, 'INVALID'],
      [2, 'ACTIVE'],
      [3, 'ACCEPTED'],
      [4, 'COUNTERED'],
      [5, 'EXPIRED'],
      [6, 'CANCELED'],
      [7, 'DECLINED'],
      [8, 'INVALID_ITEMS'],
      [9, 'CREATED_NEEDS_CONFIRMATION'],
      [10, 'CANCELED_BY_SECOND_FACTOR'],
      [11, 'IN_ESCROW'],
    ];
    for (const [number, state] of expected) {
      expect(offerStateFromSteam(number)).toBe(state);
      expect(offerStateToSteam(state)).toBe(number);
    }
    expect(Object.keys(STEAM_OFFER_STATE_NUMBER)).toHaveLength(TRADE_OFFER_STATES.length);
    for (const unknown of [0, 12, -1, 2.5, Number.NaN]) expect(offerStateFromSteam(unknown)).toBeNull();
  });

  it('maps Steam’s ETradeStatus numbers both ways, including the reversals', () => {
    const names = [
      'INIT',
      'PRE_COMMITTED',
      'COMMITTED',
      'COMPLETE',
      'FAILED',
      'PARTIAL_SUPPORT_ROLLBACK',
      'FULL_SUPPORT_ROLLBACK',
      'SUPPORT_ROLLBACK_SELECTIVE',
      'ROLLBACK_FAILED',
      'ROLLBACK_ABANDONED',
      'IN_ESCROW',
      'ESCROW_ROLLBACK',
      'TRADE_PROTECTION_ROLLBACK',
    ];
    names.forEach((name, number) => {
      expect(tradeStatusFromSteam(number)).toBe(name);
      expect(tradeStatusToSteam(name as (typeof TRADE_STATUSES)[number])).toBe(number);
    });
    expect(tradeStatusFromSteam(13)).toBeNull();
    expect(isTradeReversed('TRADE_PROTECTION_ROLLBACK')).toBe(true);
    expect(isTradeReversed('ESCROW_ROLLBACK')).toBe(true);
    expect(isTradeReversed('COMPLETE')).toBe(false);
    for (const status of TRADE_STATUSES) {
      const kinds = [isTradeDelivered(status), isTradeReversed(status), isTradePending(status)].filter(Boolean);
      expect(kinds, status).toHaveLength(1);
    }
  });

  it('knows the final states', () => {
    const open = TRADE_OFFER_STATES.filter((state) => !isFinal(state));
    expect(open.sort()).toEqual(['ACTIVE', 'CREATED_NEEDS_CONFIRMATION', 'IN_ESCROW']);
  });

  it('allows exactly the transitions of the table', () => {
    const allowed = new Set([
      'CREATED_NEEDS_CONFIRMATION>ACTIVE',
      'CREATED_NEEDS_CONFIRMATION>CANCELED_BY_SECOND_FACTOR',
      'CREATED_NEEDS_CONFIRMATION>CANCELED',
      'ACTIVE>ACCEPTED',
      'ACTIVE>DECLINED',
      'ACTIVE>COUNTERED',
      'ACTIVE>EXPIRED',
      'ACTIVE>CANCELED',
      'ACTIVE>INVALID_ITEMS',
      'ACTIVE>IN_ESCROW',
      'ACTIVE>CANCELED_BY_SECOND_FACTOR',
      'IN_ESCROW>ACCEPTED',
      'IN_ESCROW>CANCELED',
    ]);
    for (const from of TRADE_OFFER_STATES) {
      for (const to of TRADE_OFFER_STATES) {
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
      expect(canTransition(from, from)).toBe(false);
    }
    expect(Object.keys(OFFER_TRANSITIONS).sort()).toEqual([...TRADE_OFFER_STATES].sort());
  });
});
