// Refusals of obviously weak secrets in production (a test key, a placeholder, a repeated pattern).
// They catch configuration mistakes, not every weak secret: a key from `openssl rand -base64 32`
// passes with certainty for all practical purposes (32 random bytes have about 30 distinct values).

/** Fewest distinct bytes a 32-byte key may have (random keys: about 30, below 17 essentially never). */
const KEY_MIN_DISTINCT_BYTES = 17;
/** Fewest distinct characters a cookie secret may have (32 random hex digits: about 14; fewer than 7 with odds of 3e-13). */
const SECRET_MIN_DISTINCT_CHARACTERS = 7;
/**
 * Least estimated entropy of a cookie secret: its length times the Shannon entropy of its characters
 * (32 random hex digits: about 117 bits; the lowest of a million draws was 87).
 */
const SECRET_MIN_ENTROPY_BITS = 64;

/** The shortest period of a sequence when it repeats a shorter pattern (at least twice), else undefined. */
function repeatedPeriod<T>(items: readonly T[]): number | undefined {
  for (let period = 1; period <= items.length / 2; period += 1) {
    if (items.every((item, index) => index < period || item === items[index - period])) return period;
  }
  return undefined;
}

/** Whether consecutive values all differ by the same step (0, 1, 2, … or 'abcdef…'). */
function isArithmetic(values: readonly number[]): boolean {
  return values.length > 2 && values.every((value, index) => index < 2 || value - values[index - 1]! === values[1]! - values[0]!);
}

/** Why a 32-byte encryption key is unfit for production, or undefined when it looks random. */
export function weakKeyReason(key: Buffer): string | undefined {
  const bytes = [...key];
  if (bytes.every((byte) => byte === 0)) return 'is all zero bytes';
  const period = repeatedPeriod(bytes);
  if (period !== undefined) return `repeats a ${period}-byte pattern`;
  if (isArithmetic(bytes)) return 'is a counting sequence';
  const distinct = new Set(bytes).size;
  if (distinct < KEY_MIN_DISTINCT_BYTES) return `has only ${distinct} distinct byte values (a random key has about 30)`;
  return undefined;
}

/** Why a cookie secret is unfit for production, or undefined when it looks random enough. */
export function weakSecretReason(secret: string): string | undefined {
  const characters = [...secret];
  const period = repeatedPeriod(characters);
  if (period !== undefined) return `repeats a ${period}-character pattern`;
  if (isArithmetic(characters.map((character) => character.codePointAt(0)!))) return 'is a counting sequence';
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  if (counts.size < SECRET_MIN_DISTINCT_CHARACTERS) return `has only ${counts.size} distinct characters`;
  const bitsPerCharacter = [...counts.values()].reduce((sum, count) => sum - (count / characters.length) * Math.log2(count / characters.length), 0);
  const bits = Math.floor(bitsPerCharacter * characters.length);
  if (bits < SECRET_MIN_ENTROPY_BITS) return `has too little entropy (about ${bits} bits; at least ${SECRET_MIN_ENTROPY_BITS} needed)`;
  return undefined;
}
