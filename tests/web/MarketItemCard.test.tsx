import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTurn, marketItem, renderApp, TAGS } from './helpers/renderApp.tsx';

const covertStatTrak = marketItem({
  hashName: 'StatTrak™ AK-47 | Redline (Field-Tested)',
  name: { zh: 'AK-47（StatTrak™） | 红线 (久经沙场)', en: 'StatTrak™ AK-47 | Redline (Field-Tested)' },
  rarity: TAGS.covert,
  rarityColor: '#EB4B4B',
  quality: TAGS.stattrak,
  exterior: TAGS.fieldTested,
  lowestPrice: 12345,
  topBuyOrderPrice: 11000,
  quantity: 7,
  salesCount: 42,
});

const noRarity = marketItem({
  hashName: 'Sticker Capsule',
  name: { zh: '印花胶囊', en: 'Sticker Capsule' },
  rarity: null,
  rarityColor: '#666666',
  quality: TAGS.normal,
  exterior: null,
  type: { id: 'other', label: { zh: '其他', en: 'Other' } },
  subType: { id: 'case', label: { zh: '武器箱', en: 'Case' } },
  lowestPrice: null,
  quantity: 0,
  salesCount: 0,
});

function renderCards() {
  return renderApp('/sellhot', {
    resolvers: {
      MarketItemConnection: () => ({ totalCount: 2, edges: [{}, {}] }),
      MarketItem: inTurn(covertStatTrak, noRarity),
    },
  });
}

describe('MarketItemCard', () => {
  it('paints the picture with the rarity colour and shows name, hash name, price, counts and chips', async () => {
    renderCards();
    const cards = await screen.findAllByTestId('market-item-card');
    expect(cards).toHaveLength(2);
    const card = cards[0];

    expect(within(card).getByTestId('market-item-card-picture').style.backgroundColor).toBe('rgb(235, 75, 75)');
    expect(within(card).getByRole('heading', { name: 'AK-47（StatTrak™） | 红线 (久经沙场)' }).getAttribute('title')).toBe(
      'StatTrak™ AK-47 | Redline (Field-Tested)',
    );
    expect(within(card).getAllByTestId('price')[0].textContent).toBe('¥123.45');
    // the best buy order beside the lowest price; none on an item nobody bids for
    expect(within(card).getByTestId('market-item-buy-order').textContent).toBe('求购 ¥110.00');
    expect(within(cards[1]).queryByTestId('market-item-buy-order')).toBeNull();
    expect(within(card).getByText('在售 7')).toBeTruthy();
    expect(within(card).getByText('已售 42')).toBeTruthy();
    expect(within(card).getByText('StatTrak™').getAttribute('data-tag')).toBe('quality');
    expect(within(card).getByText('久经沙场').getAttribute('data-tag')).toBe('exterior');
    expect(within(card).getByText('隐秘').getAttribute('data-tag')).toBe('rarity');
    expect(card.getAttribute('href')).toBe('/goods?hashName=StatTrak%E2%84%A2+AK-47+%7C+Redline+%28Field-Tested%29');
  });

  it('falls back to #666666 without a rarity, and says when nothing is on sale', async () => {
    renderCards();
    const card = (await screen.findAllByTestId('market-item-card'))[1];
    expect(within(card).getByTestId('market-item-card-picture').style.backgroundColor).toBe('rgb(102, 102, 102)');
    expect(within(card).getByText('暂无在售')).toBeTruthy();
    expect(within(card).queryByTestId('price')).toBeNull();
    // no icon URL: the pictogram of its type stands in for the picture (a sticker capsule is a case, not a pistol)
    expect(within(card).getByTestId('image-fallback').getAttribute('data-kind')).toBe('case');
    expect(within(cards()[0]).getByTestId('image-fallback').getAttribute('data-kind')).toBe('rifle');
  });

  it('wraps English names by whole words ("Minimal Wear", never "Minim al Wear")', async () => {
    renderCards();
    const [card] = await screen.findAllByTestId('market-item-card');
    const style = getComputedStyle(within(card).getByRole('heading'));
    expect(style.wordBreak).not.toBe('break-all');
    expect(style.overflowWrap).toBe('break-word');
  });
});

const cards = () => screen.getAllByTestId('market-item-card');
