import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../api/errors.ts';
import { translate } from '../../api/i18n/messages.ts';
import { parseMarketFilter } from '../../api/modules/market/market.filter.ts';

function failure(input: Parameters<typeof parseMarketFilter>[0]) {
  try {
    parseMarketFilter(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    return {
      field: validation.field,
      zh: translate('zh', validation.messageKey, validation.params),
      en: translate('en', validation.messageKey, validation.params),
    };
  }
  throw new Error('expected a validation error');
}

describe('parseMarketFilter', () => {
  it('turns yuan strings into cents and splits keywords', () => {
    expect(parseMarketFilter({ search: '  AK-47 | Redline ', minPrice: '10', maxPrice: '99.5', rarity: 'rarity_legendary_weapon' })).toMatchObject({
      searchTerms: ['ak-47', '|', 'redline'],
      minPriceCents: 1000,
      maxPriceCents: 9950,
      rarity: 'rarity_legendary_weapon',
    });
  });

  it('ignores empty values, and lists only what is on sale unless told otherwise', () => {
    expect(parseMarketFilter({ search: ' ', minPrice: '', tagType: '' })).toEqual({
      searchTerms: [],
      minPriceCents: undefined,
      maxPriceCents: undefined,
      tagType: undefined,
      subType: undefined,
      rarity: undefined,
      quality: undefined,
      exterior: undefined,
      itemSet: undefined,
      onSale: true,
    });
  });

  it('refuses a price with three decimals, naming the field in both languages', () => {
    expect(failure({ minPrice: '1.234' })).toEqual({ field: 'minPrice', zh: '最低价 最多保留两位小数', en: 'Minimum price can have at most two decimals' });
  });

  it('refuses a minimum above the maximum', () => {
    expect(failure({ minPrice: '100', maxPrice: '99.99' })).toMatchObject({ field: 'minPrice', zh: '最低价不能高于最高价' });
  });

  it('refuses unknown tags and sub-types outside their type', () => {
    expect(failure({ rarity: 'rarity_gold' }).en).toBe('Rarity has no value rarity_gold');
    expect(failure({ tagType: 'pistol', subType: 'ak_47' }).field).toBe('subType');
    expect(parseMarketFilter({ tagType: 'rifle', subType: 'ak_47' }).subType).toBe('ak_47');
    expect(failure({ exterior: 'Factory New' }).field).toBe('exterior');
  });

  it('refuses over-long keywords', () => {
    expect(failure({ search: 'x'.repeat(65) }).field).toBe('search');
  });
});
