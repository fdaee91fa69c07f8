import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../api/errors.ts';
import { ageOn, idNumberCheckCharacter, validateIdNumber, validateRealName } from '../../api/modules/user/identity.ts';

// 2026-11-21 20:00 in Shanghai
const now = new Date('2026-11-21T12:00:00Z');

function refusal(run: () => unknown): { field?: string; key: string; params: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return { field: error.field, key: error.messageKey, params: error.params };
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('idNumberCheckCharacter (ISO 7064 MOD 11-2)', () => {
  // check characters computed by hand from the weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2 (mod 11 -> 1 0 X 9 8 7 6 5 4 3 2)
  it.each([
    ['11010519491231002', 'X'],
    ['44030419900101123', '3'],
    ['31011520000229004', '8'],
    ['51010719800512876', '4'],
    ['65010219851111001', '3'],
    ['82000019950607123', '0'],
  ])('%s -> %s', (first17, check) => {
    expect(idNumberCheckCharacter(first17)).toBe(check);
  });
});

describe('validateIdNumber', () => {
  it.each(['11010519491231002X', '440304199001011233', '310115200002290048', '510107198005128764', '650102198511110013', '820000199506071230'])(
    'accepts %s',
    (idNumber) => {
      expect(validateIdNumber(idNumber, now).idNumber).toBe(idNumber);
    },
  );

  it('accepts a lower-case x and surrounding spaces, answering the number upper-cased', () => {
    expect(validateIdNumber(' 11010519491231002x ', now)).toEqual({ idNumber: '11010519491231002X', birthDate: '1949-12-31' });
  });

  it.each([
    ['110105194912310021', 'X expected'],
    ['440304199001011234', '3 expected'],
    ['310115200002290040', '8 expected'],
    ['11010519491231002X'.replace('1949', '1950'), 'a changed birth year'],
  ])('refuses a wrong check character: %s (%s)', (idNumber) => {
    expect(refusal(() => validateIdNumber(idNumber, now))).toEqual({ field: 'idNumber', key: 'identity.idNumberChecksum', params: {} });
  });

  it.each([
    ['', 'identity.idNumberRequired'],
    [undefined, 'identity.idNumberRequired'],
    [110105194912310020, 'identity.idNumberRequired'],
    ['11010519491231002', 'identity.idNumberFormat'],
    ['11010519491231002XX', 'identity.idNumberFormat'],
    ['1101051949123100X2', 'identity.idNumberFormat'],
    ['11010519491231002Y', 'identity.idNumberFormat'],
    ['110105 19491231002X', 'identity.idNumberFormat'],
    ['990101199001010019', 'identity.idNumberRegion'],
    ['010101199001010019', 'identity.idNumberRegion'],
    ['160101199001010019', 'identity.idNumberRegion'],
    // 2023-02-29 and month 13 do not exist, 2027 is in the future, 1899 is before any living holder
    ['110101202302290011', 'identity.idNumberBirthDate'],
    ['110101199013010019', 'identity.idNumberBirthDate'],
    ['110101202712010016', 'identity.idNumberBirthDate'],
    ['110101189901010011', 'identity.idNumberBirthDate'],
  ])('refuses %j with %s', (idNumber, key) => {
    expect(refusal(() => validateIdNumber(idNumber, now)).key).toBe(key);
  });

  it('accepts every province code of the list and refuses the gaps', () => {
    const accepted: string[] = [];
    for (let code = 10; code <= 99; code += 1) {
      const first17 = `${code}010119900101001`;
      const idNumber = first17 + idNumberCheckCharacter(first17);
      try {
        validateIdNumber(idNumber, now);
        accepted.push(String(code));
      } catch (error) {
        expect((error as ValidationError).messageKey).toBe('identity.idNumberRegion');
      }
    }
    expect(accepted.join(' ')).toBe('11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82');
  });

  it('needs an age of 18 on the day in Shanghai', () => {
    // born 2008-11-21: 18 today; born 2008-11-22: 18 tomorrow
    expect(validateIdNumber('110101200811210014', now).birthDate).toBe('2008-11-21');
    expect(validateIdNumber('110101200811200019', now).birthDate).toBe('2008-11-20');
    expect(refusal(() => validateIdNumber('11010120081122001X', now))).toEqual({ field: 'idNumber', key: 'identity.underage', params: { age: 18 } });
    // 2026-11-20 16:30 UTC is already 2026-11-21 00:30 in Shanghai; 15:59 UTC is still the 20th there
    expect(validateIdNumber('110101200811210014', new Date('2026-11-20T16:30:00Z')).idNumber).toBe('110101200811210014');
    expect(refusal(() => validateIdNumber('110101200811210014', new Date('2026-11-20T15:59:00Z'))).key).toBe('identity.underage');
  });
});

describe('ageOn', () => {
  it('counts whole years, a 29 February birthday coming of age on 1 March', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-12-01', '2026-11-30')).toBe(17);
  });
});

describe('validateRealName', () => {
  it.each([
    ['张三', '张三'],
    ['  欧阳娜娜 ', '欧阳娜娜'],
    ['买买提·艾力', '买买提·艾力'],
    ['买买提 • 艾力', '买买提·艾力'],
    ['迪丽热巴・迪力木拉提', '迪丽热巴·迪力木拉提'],
    ['Li Ming', 'Li Ming'],
    ['Anna   Maria  Schmidt', 'Anna Maria Schmidt'],
    ['Zoë Dupré', 'Zoë Dupré'],
  ])('accepts %j as %j', (input, name) => {
    expect(validateRealName(input)).toBe(name);
  });

  it.each([
    ['', 'identity.nameRequired'],
    ['   ', 'identity.nameRequired'],
    [null, 'identity.nameRequired'],
    ['张', 'identity.nameLength'],
    ['a', 'identity.nameLength'],
    ['张'.repeat(31), 'identity.nameLength'],
    ['张三1', 'identity.nameInvalid'],
    ['张三 Li', 'identity.nameInvalid'],
    ['·张三', 'identity.nameInvalid'],
    ['张三·', 'identity.nameInvalid'],
    ['张··三', 'identity.nameInvalid'],
    ['Li-Ming', 'identity.nameInvalid'],
    ['张\u0000三', 'identity.nameInvalid'],
    ['Иван Петров', 'identity.nameInvalid'],
  ])('refuses %j with %s', (input, key) => {
    expect(refusal(() => validateRealName(input)).key).toBe(key);
  });

  it('allows exactly 2 and 30 characters', () => {
    expect(validateRealName('王五')).toBe('王五');
    expect(validateRealName('王'.repeat(30))).toBe('王'.repeat(30));
    expect(validateRealName('A'.repeat(30))).toBe('A'.repeat(30));
    expect(refusal(() => validateRealName('A'.repeat(31))).params).toEqual({ min: 2, max: 30 });
  });
});
