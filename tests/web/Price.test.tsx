import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../../web/components/Price.tsx';
import { ExchangeRateProvider, formatMoney } from '../../web/money/currency.tsx';
import { inTurn, marketItem, renderApp, renderWithProviders } from './helpers/renderApp.tsx';

describe('prices', () => {
  it('formats cents as yuan with two decimals, and dollars at the rate with four under 0.01', () => {
    expect(formatMoney(12345, 'CNY', 0.1408)).toBe('¥123.45');
    expect(formatMoney(3, 'CNY', 0.1408)).toBe('¥0.03');
    expect(formatMoney(0, 'CNY', 0.1408)).toBe('¥0.00');
    expect(formatMoney(12345, 'USD', 0.1408)).toBe('$17.38');
    // 3 cents = ¥0.03 = $0.004224: below 0.01, four decimals
    expect(formatMoney(3, 'USD', 0.1408)).toBe('$0.0042');
    // no rate (yet): yuan rather than a wrong dollar figure
    expect(formatMoney(12345, 'USD', null)).toBe('¥123.45');
  });

  it('renders <Price> in the chosen currency', () => {
    renderWithProviders(
      <ExchangeRateProvider usdPerCny={0.1408}>
        <Price cents={7} />
        <Price cents={199900} />
      </ExchangeRateProvider>,
      { currency: 'USD' },
    );
    expect(screen.getAllByTestId('price').map((price) => price.textContent)).toEqual(['$0.0099', '$281.46']);
  });

  it('switches every price of the page to dollars from the header, and remembers the choice', async () => {
    renderApp('/sellhot', {
      resolvers: {
        MarketItemConnection: () => ({ totalCount: 2, edges: [{}, {}] }),
        MarketItem: inTurn(marketItem({ lowestPrice: 12345 }), marketItem({ hashName: 'Cheap', lowestPrice: 5 })),
      },
    });
    const cards = await screen.findAllByTestId('market-item-card');
    expect(cards.map((card) => within(card).getByTestId('price').textContent)).toEqual(['¥123.45', '¥0.05']);

    fireEvent.change(screen.getByRole('combobox', { name: '货币' }), { target: { value: 'USD' } });

    expect(screen.getAllByTestId('market-item-card').map((card) => within(card).getByTestId('price').textContent)).toEqual(['$17.38', '$0.0070']);
    expect(window.localStorage.getItem('currency')).toBe('USD');
  });
});
