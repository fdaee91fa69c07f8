// Tag chips (exterior, quality) must stay readable on every item picture, whatever the tag's colour (docs/catalogue.md).
import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseHex } from '../../web/theme/contrast.ts';
import { CHIP, theme } from '../../web/theme/theme.ts';

const WHITE = parseHex('#FFFFFF');
// the picture's radial highlight (MarketItemCard: up to 18 % white over the rarity colour): the lightest backdrop a chip can have
const lightest = (rarity: string) => composite(WHITE, 0.18, parseHex(rarity));
const chipText = (backdrop: ReturnType<typeof parseHex>) => contrastRatio(parseHex(CHIP.text), composite(parseHex(CHIP.backing), CHIP.backingAlpha, backdrop));

describe('the contrast of tag chips (WCAG 2.x)', () => {
  it('computes the WCAG ratio: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio(parseHex('#000000'), WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseHex('#EFAD4D'), parseHex('#EFAD4D'))).toBe(1);
    // the old chip: battle-scarred text on the dark backing fell far below 4.5
    expect(contrastRatio(parseHex('#993A38'), composite(parseHex(CHIP.backing), CHIP.backingAlpha, parseHex('#EB4B4B')))).toBeLessThan(3);
  });

  const rarities = [...new Set([...Object.values(theme.item.rarity), theme.item.defaultColor])];
  const exteriors = Object.entries(theme.item.exterior);
  const qualities = Object.entries(theme.item.quality);

  it.each(exteriors)('the %s chip (%s) is readable on every rarity colour', (_, exterior) => {
    for (const rarity of rarities) {
      const ratio = chipText(lightest(rarity));
      expect(ratio, `${exterior} chip on ${rarity}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(qualities)('the %s quality chip (%s) is readable on every rarity colour and on the card surfaces', (_, quality) => {
    for (const backdrop of [...rarities.map(lightest), parseHex(theme.colors.surface), parseHex(theme.colors.surfaceRaised)]) {
      expect(chipText(backdrop), `${quality} chip`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
