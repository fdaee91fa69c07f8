import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExchangeRateProvider } from '../../web/money/currency.tsx';
import { PriceDialog } from '../../web/components/inventory/PriceDialog.tsx';
import type { SelectEntry } from '../../web/components/inventory/selling.ts';
import { renderWithProviders } from './helpers/renderApp.tsx';

const items: SelectEntry[] = [
  { id: 'SW52OjE=', name: 'AK-47 | 红线 (久经沙场)', referencePrice: 12345, listingPrice: null },
  { id: 'SW52OjI=', name: 'AWP | 二西莫夫 (久经沙场)', referencePrice: 1001, listingPrice: null },
];

const priceInputs = () => screen.getAllByTestId('price-input') as HTMLInputElement[];

function renderDialog(onConfirm = vi.fn(), action: 'list' | 'reprice' = 'list') {
  renderWithProviders(<PriceDialog action={action} items={items} onConfirm={onConfirm} onClose={() => undefined} />);
  return onConfirm;
}

describe('the price dialog of listing and repricing', () => {
  it('prices every item from its reference price × a preset multiplier, rounded to cents', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: '上架 2 件饰品' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('multiplier-0.99'));
    // 123.45 × 0.99 = 122.2155 -> 122.22; 10.01 × 0.99 = 9.9099 -> 9.91
    expect(priceInputs().map((input) => input.value)).toEqual(['122.22', '9.91']);
    fireEvent.click(screen.getByTestId('multiplier-0.995'));
    // 123.45 × 0.995 = 122.83275 -> 122.83; 10.01 × 0.995 = 9.95995 -> 9.96
    expect(priceInputs().map((input) => input.value)).toEqual(['122.83', '9.96']);
    fireEvent.click(screen.getByTestId('multiplier-0.98'));
    expect(priceInputs().map((input) => input.value)).toEqual(['120.98', '9.81']);
  });

  it('accepts a custom multiplier from 0.97 to 1.1 and refuses one outside', async () => {
    renderDialog();
    const custom = await screen.findByRole('textbox', { name: '自定义倍率' });
    fireEvent.change(custom, { target: { value: '0.95' } });
    fireEvent.click(screen.getByRole('button', { name: '应用倍率' }));
    expect(screen.getByRole('alert').textContent).toBe('倍率必须在 0.97 到 1.1 之间');
    // a refused multiplier leaves the prices where they were: at the reference prices
    expect(priceInputs().map((input) => input.value)).toEqual(['123.45', '10.01']);
    fireEvent.change(custom, { target: { value: '1.2' } });
    fireEvent.click(screen.getByRole('button', { name: '应用倍率' }));
    expect(screen.getByRole('alert').textContent).toBe('倍率必须在 0.97 到 1.1 之间');
    fireEvent.change(custom, { target: { value: '1.0005' } });
    fireEvent.click(screen.getByRole('button', { name: '应用倍率' }));
    expect(screen.getByRole('alert').textContent).toBe('倍率格式不正确，最多三位小数');
    fireEvent.change(custom, { target: { value: '1.05' } });
    fireEvent.click(screen.getByRole('button', { name: '应用倍率' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // 123.45 × 1.05 = 129.6225 -> 129.62; 10.01 × 1.05 = 10.5105 -> 10.51
    expect(priceInputs().map((input) => input.value)).toEqual(['129.62', '10.51']);
  });

  it('warns under a price below the floor and notes one above the ceiling', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    const [first, second] = priceInputs();
    fireEvent.change(first, { target: { value: '50' } });
    const item = screen.getAllByTestId('price-item')[0];
    expect(within(item).getByTestId('price-too-low').textContent).toContain('价格过低，请检查');
    expect(within(item).getByTestId('price-too-low').textContent).toContain('61.73');
    fireEvent.change(first, { target: { value: '61.73' } });
    expect(within(item).queryByTestId('price-too-low')).toBeNull();
    fireEvent.change(second, { target: { value: '40' } });
    expect(within(screen.getAllByTestId('price-item')[1]).getByTestId('price-lowered').textContent).toBe('高于参考价 300% 的价格将自动下调至 ¥30.03');
    fireEvent.change(second, { target: { value: '1.234' } });
    expect(within(screen.getAllByTestId('price-item')[1]).getByRole('alert').textContent).toBe('价格格式不正确，最多两位小数');
  });

  it('keeps the confirm button disabled during the 3, 2, 1 countdown, then sends the prices in cents', async () => {
    const onConfirm = renderDialog();
    const confirm = (await screen.findByTestId('price-confirm')) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await waitFor(() => expect(confirm.textContent).toContain('3'));
    await waitFor(() => expect(confirm.textContent).toContain('(2)'), { timeout: 2500 });
    expect(confirm.disabled).toBe(true);
    await waitFor(() => expect(confirm.textContent).toContain('(1)'), { timeout: 2500 });
    expect(confirm.disabled).toBe(true);
    await waitFor(() => expect(confirm.disabled).toBe(false), { timeout: 2500 });
    expect(confirm.textContent).toBe('确认上架');

    // an emptied price is refused in place
    fireEvent.change(priceInputs()[0], { target: { value: '' } });
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getAllByText('请输入价格').length).toBeGreaterThan(0);
    // a price too low is refused too
    fireEvent.click(screen.getByTestId('multiplier-0.99'));
    fireEvent.change(priceInputs()[1], { target: { value: '1' } });
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(priceInputs()[1], { target: { value: '9.9' } });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith([
      { inventoryItemId: 'SW52OjE=', price: 12222 },
      { inventoryItemId: 'SW52OjI=', price: 990 },
    ]);
  });

  it('starts every price at its reference price, so confirming at once lists at the reference', async () => {
    const onConfirm = renderDialog();
    expect(await screen.findByRole('dialog', { name: '上架 2 件饰品' })).toBeTruthy();
    expect(priceInputs().map((input) => input.value)).toEqual(['123.45', '10.01']);
    expect(screen.getAllByText('价格（元）')).toHaveLength(2);
    const confirm = screen.getByTestId('price-confirm') as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith([
      { inventoryItemId: 'SW52OjE=', price: 12345 },
      { inventoryItemId: 'SW52OjI=', price: 1001 },
    ]);
  });

  it('leaves a field without a reference price empty, and a reprice without a price on sale starts at the reference', async () => {
    renderWithProviders(
      <PriceDialog
        action="reprice"
        items={[
          { ...items[0], referencePrice: null, listingPrice: null },
          { ...items[1], listingPrice: null },
        ]}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    await screen.findByRole('dialog');
    expect(priceInputs().map((input) => input.value)).toEqual(['', '10.01']);
  });

  it('in dollars: the field is in dollars, the typed amount is converted at the shown rate, and the stored yuan is shown', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ExchangeRateProvider usdPerCny={0.1383}>
        <PriceDialog action="list" items={items} onConfirm={onConfirm} onClose={() => undefined} />
      </ExchangeRateProvider>,
      { currency: 'USD' },
    );
    const dialog = await screen.findByRole('dialog', { name: '上架 2 件饰品' });
    expect(within(dialog).getAllByText('价格（美元）')).toHaveLength(2);
    expect(within(dialog).queryByText('价格（元）')).toBeNull();
    expect(within(dialog).getByTestId('price-rate').textContent).toBe('按当前汇率 1 元 = $0.1383 换算为人民币保存');
    // the reference, shown in dollars, is where the field starts: ¥123.45 × 0.1383 = $17.07
    expect(within(screen.getAllByTestId('price-item')[0]).getByTestId('price').textContent).toBe('$17.07');
    expect(priceInputs().map((input) => input.value)).toEqual(['17.07', '1.38']);
    // untouched, the exact yuan reference is stored (not $17.07 converted back)
    expect(within(screen.getAllByTestId('price-item')[0]).getByTestId('price-stored').textContent).toBe('≈ ¥123.45（以人民币保存）');
    // typed: $15 / 0.1383 = ¥108.4599… -> ¥108.46
    fireEvent.change(priceInputs()[0], { target: { value: '15' } });
    expect(within(screen.getAllByTestId('price-item')[0]).getByTestId('price-stored').textContent).toBe('≈ ¥108.46（以人民币保存）');
    // a multiplier works on the yuan reference: 10.01 × 0.99 = 9.91 yuan, shown as $1.37
    fireEvent.click(screen.getByTestId('multiplier-0.99'));
    expect(priceInputs().map((input) => input.value)).toEqual(['16.90', '1.37']);
    fireEvent.change(priceInputs()[0], { target: { value: '15' } });
    const confirm = screen.getByTestId('price-confirm') as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith([
      { inventoryItemId: 'SW52OjE=', price: 10846 },
      { inventoryItemId: 'SW52OjI=', price: 991 },
    ]);
  });

  it('starts a reprice from the current listing prices', async () => {
    renderWithProviders(<PriceDialog action="reprice" items={[{ ...items[0], listingPrice: 13000 }]} onConfirm={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: '修改 1 件饰品的价格' })).toBeTruthy();
    expect(priceInputs()[0].value).toBe('130.00');
    expect(screen.getByTestId('price-confirm').textContent).toContain('确认改价');
  });
});
