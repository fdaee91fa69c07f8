/**
 * Steam Guard mobile-authenticator codes and confirmation keys, on `steam-totp` (network-free:
 * every function takes the Unix time explicitly, so drivers pass Steam's clock and tests fix it).
 */
import { timingSafeEqual } from 'node:crypto';
import SteamTotp from 'steam-totp';

/** Seconds per Steam Guard code. */
export const STEAM_GUARD_STEP_SECONDS = 30;

/** The 26 characters a Steam Guard code is made of. */
export const STEAM_GUARD_ALPHABET = '23456789BCDFGHJKMNPQRTVWXY';

const CODE_PATTERN = new RegExp(`^[${STEAM_GUARD_ALPHABET}]{5}$`);

/** A secret as in the Mafile (base64 of 20 bytes) or its raw bytes. */
export type SteamGuardSecret = string | Buffer;

/**
 * Tags of the mobile confirmation endpoints ("conf"/"list" to load them, "details" to read one,
 * "allow"/"accept" to confirm, "cancel"/"reject" to refuse); any other string is passed through.
 */
export type ConfirmationTag = 'conf' | 'list' | 'details' | 'allow' | 'accept' | 'cancel' | 'reject' | (string & {});

/** The 5-character Steam Guard code of `sharedSecret` for the 30-second step holding `time` (Unix seconds). */
export function generateAuthCode(sharedSecret: SteamGuardSecret, time: number): string {
  const step = Math.floor(checkTime(time) / STEAM_GUARD_STEP_SECONDS);
  // steam-totp reads the clock and adds an offset; aim at the middle of the step so that a clock
  // tick between our reading and its own cannot move the code into another step.
  const target = step * STEAM_GUARD_STEP_SECONDS + STEAM_GUARD_STEP_SECONDS / 2;
  return SteamTotp.generateAuthCode(secretArg(sharedSecret), target - SteamTotp.time());
}

/**
 * Whether `code` is the code of `sharedSecret` at `time` or of one of the `windowSteps` 30-second
 * steps before or after it (Steam tolerates a little clock skew). Case-insensitive, constant-time per
 * comparison; anything not shaped like a code is refused.
 */
export function verifyAuthCode(sharedSecret: SteamGuardSecret, code: string, time: number, windowSteps = 1): boolean {
  if (!Number.isInteger(windowSteps) || windowSteps < 0) throw new RangeError('windowSteps must be a non-negative integer');
  const candidate = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (!CODE_PATTERN.test(candidate)) return false;
  const given = Buffer.from(candidate);
  let matched = false;
  for (let offset = -windowSteps; offset <= windowSteps; offset += 1) {
    const expected = Buffer.from(generateAuthCode(sharedSecret, time + offset * STEAM_GUARD_STEP_SECONDS));
    if (timingSafeEqual(given, expected)) matched = true;
  }
  return matched;
}

/** The base64 confirmation key (HMAC-SHA1 of the 8-byte time and the tag) for a mobile confirmation request. */
export function generateConfirmationKey(identitySecret: SteamGuardSecret, time: number, tag: ConfirmationTag): string {
  return SteamTotp.generateConfirmationKey(identitySecret, checkTime(time), tag);
}

/** The standard mobile device id ("android:" + a UUID-shaped SHA-1 of the SteamID) used for confirmations. */
export function deviceIdFor(steamId: string): string {
  return SteamTotp.getDeviceID(steamId);
}

function checkTime(time: number): number {
  if (!Number.isFinite(time) || time < 0) throw new RangeError('time must be a non-negative Unix time in seconds');
  return Math.floor(time);
}

function secretArg(secret: SteamGuardSecret): string {
  // steam-totp accepts a Buffer, hex or base64; its types say string only
  return secret as string;
}
