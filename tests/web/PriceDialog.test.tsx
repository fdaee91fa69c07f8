import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PriceDialog } from '../../web/pages/user/inventory/PriceDialog.tsx';
import type { SelectEntry } from '../../web/pages/user/inventory/selling.ts';
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
    expect(priceInputs().map((input) => input.value)).toEqual(['', '']);
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

    // an empty price is refused in place
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

  it('starts a reprice from the current listing prices', async () => {
    renderWithProviders(<PriceDialog action="reprice" items={[{ ...items[0], listingPrice: 13000 }]} onConfirm={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: '修改 1 件饰品的价格' })).toBeTruthy();
    expect(priceInputs()[0].value).toBe('130.00');
    expect(screen.getByTestId('price-confirm').textContent).toContain('确认改价');
  });
});
