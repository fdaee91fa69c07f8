import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, normalizeCreditCode } from '../../lib/creditCode.ts';

describe('the unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes, upper-casing and trimming them', () => {
    expect(normalizeCreditCode('91350100M000100Y43')).toBe('91350100M000100Y43');
    expect(normalizeCreditCode(' 91110000600037341l ')).toBe('91110000600037341L');
  });

  it('computes the check character with the weights mod 31, where 31 is 0', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('91110000600037341')).toBe('L');
    // every other check character is refused
    const others = '0123456789ABCDEFGHJKLMNPQRTUWXY'.split('').filter((character) => character !== '3');
    for (const character of others) expect(normalizeCreditCode(`91350100M000100Y4${character}`)).toBeNull();
  });

  it('refuses the wrong length, letters outside the alphabet and a region that is not digits', () => {
    expect(normalizeCreditCode('91350100M000100Y4')).toBeNull();
    expect(normalizeCreditCode('91350100M000100Y433')).toBeNull();
    expect(normalizeCreditCode('91350100I000100Y43')).toBeNull();
    expect(normalizeCreditCode('913501O0M000100Y43')).toBeNull();
    expect(normalizeCreditCode('')).toBeNull();
  });
});
