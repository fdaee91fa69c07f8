import { describe, expect, it } from 'vitest';
import {
  checkCreditCode,
  creditCodeCheckCharacter,
  enterpriseCreditCodeOf,
  normalizeCreditCode,
  organizationCodeCheckCharacter,
} from '../../lib/creditCode.ts';
import { DEMO_CREDIT_CODE } from '../../prisma/seed/demoBidder.ts';

/** `first17` completed with its check character: a code whose last character holds, to test the other parts. */
const withCheck = (first17: string) => `${first17}${creditCodeCheckCharacter(first17)}`;

// Published codes of real enterprises (business licences, annual reports): each passes every part of the check.
const REAL_ENTERPRISES = [
  '914403001922038216', // 华为技术有限公司
  '9144030071526726XG', // 深圳市腾讯计算机系统有限公司
  '91330100716105852F', // 阿里巴巴（中国）有限公司
  '91110108551385082Q', // 小米科技有限责任公司
  '91350100M000100Y43',
  '91110000600037341L',
];

describe('the unified social credit code (GB 32100-2015)', () => {
  it.each(REAL_ENTERPRISES)('accepts the real enterprise code %s, also as an enterprise', (code) => {
    expect(checkCreditCode(code)).toEqual({ ok: true, code });
    expect(checkCreditCode(code, { enterprise: true })).toEqual({ ok: true, code });
  });

  it('upper-cases and trims what was typed', () => {
    expect(normalizeCreditCode(' 91110000600037341l ')).toBe('91110000600037341L');
    expect(checkCreditCode('9144030071526726xg', { enterprise: true })).toEqual({ ok: true, code: '9144030071526726XG' });
  });

  it('computes the final check character with the weights mod 31, where 31 is 0, and refuses every other', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('91110000600037341')).toBe('L');
    const others = '0123456789ABCDEFGHJKLMNPQRTUWXY'.split('').filter((character) => character !== '3');
    for (const character of others) expect(checkCreditCode(`91350100M000100Y4${character}`)).toEqual({ ok: false, problem: 'checkCharacter' });
  });

  it('checks the embedded organisation code with its own GB 11714 check character (X for 10, 0 for 11)', () => {
    expect(organizationCodeCheckCharacter('19220382')).toBe('1');
    expect(organizationCodeCheckCharacter('71526726')).toBe('X');
    expect(organizationCodeCheckCharacter('M000100Y')).toBe('4');
    // Huawei's code with the organisation code's check character changed, the final one made to hold again
    expect(checkCreditCode(withCheck('91440300192203822'))).toEqual({ ok: false, problem: 'organizationCode' });
  });

  it.each([
    ['000000000000000000', 'authority'],
    [withCheck('01440300192203821'), 'authority'], // no authority 0
    [withCheck('94440300192203821'), 'authority'], // 工商 registers categories 1-3 only
    [withCheck('Y2440300192203821'), 'authority'], // 其他 has category 1 only
    [withCheck('91990300192203821'), 'division'], // no province 99
    [withCheck('91000000192203821'), 'division'],
    [withCheck('91440A00192203821'), 'division'], // a letter of the alphabet where the division has digits only
    ['91350100M000100Y4', 'format'],
    ['91350100M000100Y433', 'format'],
    ['91350100I000100Y43', 'format'],
    ['', 'format'],
  ])('refuses %s (%s)', (code, problem) => {
    expect(checkCreditCode(code)).toEqual({ ok: false, problem });
  });

  it('accepts national-level registrations (division 100000)', () => {
    expect(checkCreditCode(withCheck('91100000192203821')).ok).toBe(true);
  });

  it('takes an enterprise only (authority 9, category 1) when asked: a valid social organisation or sole trader code is refused', () => {
    const socialOrganisation = withCheck('51440300192203821');
    const soleTrader = withCheck('92440300192203821');
    expect(checkCreditCode(socialOrganisation).ok).toBe(true);
    expect(checkCreditCode(socialOrganisation, { enterprise: true })).toEqual({ ok: false, problem: 'notEnterprise' });
    expect(checkCreditCode(soleTrader, { enterprise: true })).toEqual({ ok: false, problem: 'notEnterprise' });
  });
});

describe('the demo credit codes', () => {
  it('are valid enterprise codes: the demo bidder’s, and each account’s of the simulated Alipay', () => {
    expect(checkCreditCode(DEMO_CREDIT_CODE, { enterprise: true })).toEqual({ ok: true, code: DEMO_CREDIT_CODE });
    for (const digits of ['00000000', '12345678', '99999999', '31000007']) {
      const code = enterpriseCreditCodeOf(digits);
      expect(code).toMatch(new RegExp(`^91310000${digits}`));
      expect(checkCreditCode(code, { enterprise: true })).toEqual({ ok: true, code });
    }
    expect(() => enterpriseCreditCodeOf('1234567')).toThrow();
  });
});
