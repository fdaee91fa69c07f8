// The unified social credit code of a Chinese organisation (GB 32100-2015): 18 characters from 31
// (digits and capitals without I, O, S, V, Z): the registering authority, the organisation type, the
// 6-digit administrative region, the 9-character organisation code, and a check character. Only an
// enterprise can sign the recharge contract (SPEC §5), so the recharge center checks it.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters, or null when one is not of the alphabet. */
export function creditCodeCheckCharacter(first17: string): string | null {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = ALPHABET.indexOf(first17[index] ?? '');
    if (value < 0) return null;
    sum += value * WEIGHTS[index];
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** The code upper-cased and trimmed when it is well formed and its check character holds; null otherwise. */
export function normalizeCreditCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return null;
  return creditCodeCheckCharacter(code.slice(0, 17)) === code[17] ? code : null;
}
