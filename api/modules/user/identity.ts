// Real-name verification input: a person's name and a mainland resident identity
// card number (GB 11643-1999: 6-digit address code, 8-digit birth date, 3-digit sequence, and an
// ISO 7064 MOD 11-2 check character). Pure functions, unit-tested in tests/unit/identity.test.ts.
import { ValidationError } from '../../errors.ts';
import { formatDay, parseDay, shanghaiDay } from './statistics.ts';

export const MIN_VERIFICATION_AGE = 18;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;

/** First two digits of the address code: provinces, autonomous regions and municipalities; 71 Taiwan, 81 Hong Kong, 82 Macao. */
export const PROVINCE_CODES: ReadonlySet<string> = new Set(
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82'.split(' '),
);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character of the first 17 digits. */
export function idNumberCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('idNumberCheckCharacter needs 17 digits');
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * WEIGHTS[index];
  return CHECK_CHARACTERS[sum % 11];
}

export type VerifiedIdNumber = { idNumber: string; birthDate: string };

/**
 * Checks an 18-character ID number (the check character X in either case) at `now`: format,
 * province code, a real birth date not in the future, an age of at least 18 on today's date in
 * Shanghai, then the check character. Answers the number normalised (upper-case X).
 */
export function validateIdNumber(input: unknown, now: Date): VerifiedIdNumber {
  const text = typeof input === 'string' ? input.trim().toUpperCase() : '';
  if (!text) throw new ValidationError('idNumber', 'identity.idNumberRequired');
  if (!/^\d{17}[\dX]$/.test(text)) throw new ValidationError('idNumber', 'identity.idNumberFormat');
  if (!PROVINCE_CODES.has(text.slice(0, 2))) throw new ValidationError('idNumber', 'identity.idNumberRegion');

  const birth = parseDay(`${text.slice(6, 10)}-${text.slice(10, 12)}-${text.slice(12, 14)}`);
  const today = shanghaiDay(now);
  if (birth === undefined || birth > today || Number(text.slice(6, 10)) < 1900) {
    throw new ValidationError('idNumber', 'identity.idNumberBirthDate');
  }
  if (ageOn(formatDay(birth), formatDay(today)) < MIN_VERIFICATION_AGE) {
    throw new ValidationError('idNumber', 'identity.underage', { age: MIN_VERIFICATION_AGE });
  }
  if (idNumberCheckCharacter(text.slice(0, 17)) !== text[17]) throw new ValidationError('idNumber', 'identity.idNumberChecksum');
  return { idNumber: text, birthDate: formatDay(birth) };
}

/** Whole years between two YYYY-MM-DD dates (a 29 February birthday comes of age on 1 March). */
export function ageOn(birthDate: string, today: string): number {
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

// Chinese names (Han characters, with the middle dot of names such as 买买提·艾力) or names in
// Latin letters with single spaces between the words.
const HAN_NAME = /^\p{Script=Han}+(?:\u00B7\p{Script=Han}+)*$/u;
const LATIN_NAME = /^\p{Script=Latin}+(?: \p{Script=Latin}+)*$/u;
/** Dots people type for the middle dot: • (U+2022), ‧ (U+2027), ・ (U+30FB), ･ (U+FF65). */
const MIDDLE_DOTS = /[\u2022\u2027\u30FB\uFF65]/g;

/** A real name, trimmed, inner runs of spaces collapsed, look-alike dots read as · and spaces around it dropped. */
export function validateRealName(input: unknown): string {
  const name =
    typeof input === 'string'
      ? input
          .trim()
          .replace(/\s+/g, ' ')
          .replace(MIDDLE_DOTS, '\u00B7')
          .replace(/ ?\u00B7 ?/g, '\u00B7')
      : '';
  if (!name) throw new ValidationError('name', 'identity.nameRequired');
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) {
    throw new ValidationError('name', 'identity.nameLength', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH });
  }
  if (!HAN_NAME.test(name) && !LATIN_NAME.test(name)) throw new ValidationError('name', 'identity.nameInvalid');
  return name;
}
