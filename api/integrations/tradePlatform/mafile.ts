/**
 * Steam Desktop Authenticator Mafiles (the JSON file SDA writes per account): parsing and
 * validation, network-free. Used by every trade-platform driver and by the bind flows, which report
 * each problem for the account it concerns.
 *
 * Secrets (shared_secret, identity_secret, revocation_code) never appear in a problem or in any
 * text this module produces: a problem names the field and what is wrong with it, nothing more.
 */

/** Largest Mafile accepted, in bytes (a real one is about 1–2 KB). */
export const MAFILE_MAX_BYTES = 64 * 1024;

/** A valid Mafile, in our names. Holds secrets: encrypt at rest, never log or return it. */
export type Mafile = {
  /** Steam login name (`account_name`) */
  accountName: string;
  /** base64 of 20 bytes (`shared_secret`): generates Steam Guard login codes */
  sharedSecret: string;
  /** base64 of 20 bytes (`identity_secret`): generates mobile confirmation keys */
  identitySecret: string;
  /** 64-bit SteamID of an individual account, as a 17-digit decimal string (`Session.SteamID`) */
  steamId: string;
  /** `revocation_code` (e.g. R12345), kept when present */
  revocationCode?: string;
  /** `device_id` (android:…), kept when present */
  deviceId?: string;
  /** `serial_number`, kept when present (as a decimal string) */
  serialNumber?: string;
  /** `token_gid`, kept when present */
  tokenGid?: string;
};

/** The Mafile fields we check, named as in the file. */
export type MafileField =
  | 'account_name'
  | 'shared_secret'
  | 'identity_secret'
  | 'Session.SteamID'
  | 'revocation_code'
  | 'device_id'
  | 'serial_number'
  | 'token_gid';

export type MafileProblem =
  | { field: MafileField; problem: 'missing' | 'invalid' }
  /** the file as a whole: larger than MAFILE_MAX_BYTES, not JSON, or JSON but not an object */
  | { field: 'file'; problem: 'too_large' | 'not_json' | 'not_object' };

export type MafileParseResult =
  | { ok: true; mafile: Mafile }
  | {
      ok: false;
      problems: MafileProblem[];
      /** the account_name when it was readable and valid, so the caller can say whose file failed */
      accountName?: string;
    };

/** Steam login names: 3–64 letters, digits or underscores. */
export const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9_]{3,64}$/;

/** Individual accounts in the public universe, desktop instance: universe 1, type 1, instance 1. */
export const STEAMID64_MIN = 76561197960265729n; // account id 1
export const STEAMID64_MAX = 76561202255233023n; // account id 2^32 - 1

const REQUIRED_STRING_FIELDS = ['account_name', 'shared_secret', 'identity_secret'] as const;
const OPTIONAL_FIELDS = [
  ['revocation_code', 'revocationCode'],
  ['device_id', 'deviceId'],
  ['serial_number', 'serialNumber'],
  ['token_gid', 'tokenGid'],
] as const;

/** Parses and validates a Mafile's text (or bytes). Never throws for bad input. */
export function parseMafile(input: string | Uint8Array): MafileParseResult {
  const bytes = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (bytes > MAFILE_MAX_BYTES) return { ok: false, problems: [{ field: 'file', problem: 'too_large' }] };
  let text = typeof input === 'string' ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);

  let data: unknown;
  try {
    data = JSON.parse(quoteLongIntegers(text));
  } catch {
    return { ok: false, problems: [{ field: 'file', problem: 'not_json' }] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, problems: [{ field: 'file', problem: 'not_object' }] };
  }
  return validateMafileObject(data as Record<string, unknown>);
}

/** Validates an already parsed Mafile object (SteamID as string, or as a number if it is exact). */
export function validateMafileObject(data: Record<string, unknown>): MafileParseResult {
  const problems: MafileProblem[] = [];
  const values: Partial<Record<(typeof REQUIRED_STRING_FIELDS)[number], string>> = {};

  for (const field of REQUIRED_STRING_FIELDS) {
    const value = data[field];
    if (value === undefined || value === null || value === '') {
      problems.push({ field, problem: 'missing' });
      continue;
    }
    const valid = typeof value === 'string' && (field === 'account_name' ? ACCOUNT_NAME_PATTERN.test(value) : isSecret20(value));
    if (valid) values[field] = value;
    else problems.push({ field, problem: 'invalid' });
  }

  const session = data.Session;
  const rawSteamId = session !== null && typeof session === 'object' ? (session as Record<string, unknown>).SteamID : undefined;
  let steamId: string | undefined;
  if (rawSteamId === undefined || rawSteamId === null || rawSteamId === '') {
    problems.push({ field: 'Session.SteamID', problem: 'missing' });
  } else {
    steamId = normaliseSteamId64(rawSteamId) ?? undefined;
    if (!steamId) problems.push({ field: 'Session.SteamID', problem: 'invalid' });
  }

  const optional: Partial<Pick<Mafile, 'revocationCode' | 'deviceId' | 'serialNumber' | 'tokenGid'>> = {};
  for (const [field, key] of OPTIONAL_FIELDS) {
    const value = data[field];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string') optional[key] = value;
    else if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) optional[key] = String(value);
    else problems.push({ field, problem: 'invalid' });
  }

  if (problems.length > 0) {
    return values.account_name ? { ok: false, problems, accountName: values.account_name } : { ok: false, problems };
  }
  return {
    ok: true,
    mafile: {
      accountName: values.account_name!,
      sharedSecret: values.shared_secret!,
      identitySecret: values.identity_secret!,
      steamId: steamId!,
      ...optional,
    },
  };
}

/** A short English description of problems (field names only, never values), for logs and errors. */
export function describeMafileProblems(problems: readonly MafileProblem[]): string {
  return problems.map((p) => `${p.field}: ${p.problem.replace('_', ' ')}`).join('; ');
}

/** True when `value` is canonical base64 of exactly 20 bytes (28 characters ending in one '='). */
export function isSecret20(value: string): boolean {
  return /^[A-Za-z0-9+/]{27}=$/.test(value) && Buffer.from(value, 'base64').toString('base64') === value;
}

/**
 * The 17-digit string of a 64-bit SteamID of an individual public-universe account
 * (universe 1, type 1, instance 1, account id ≠ 0), or null. Numbers are accepted only when exact.
 */
export function normaliseSteamId64(value: unknown): string | null {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isSafeInteger(value)) text = String(value);
  else if (typeof value === 'bigint') text = value.toString();
  else return null;
  if (!/^\d{17}$/.test(text)) return null;
  const id = BigInt(text);
  const universe = id >> 56n;
  const type = (id >> 52n) & 0xfn;
  const instance = (id >> 32n) & 0xfffffn;
  const accountId = id & 0xffffffffn;
  if (universe !== 1n || type !== 1n || instance !== 1n || accountId === 0n) return null;
  return text;
}

/**
 * SDA writes `"SteamID": 76561198…` as a bare JSON number, beyond 2^53, which JSON.parse would
 * round. Quote every integer literal of 16 or more digits outside strings so it survives exactly.
 */
function quoteLongIntegers(text: string): string {
  let out = '';
  let i = 0;
  let copiedUpTo = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      const start = i;
      while (i < text.length && /[-+0-9.eE]/.test(text[i])) i += 1;
      const token = text.slice(start, i);
      if (/^\d{16,}$/.test(token)) {
        out += `${text.slice(copiedUpTo, start)}"${token}"`;
        copiedUpTo = i;
      }
    } else {
      i += 1;
    }
  }
  return out + text.slice(copiedUpTo);
}
