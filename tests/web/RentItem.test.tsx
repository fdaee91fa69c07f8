import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { goToExternalPage } from '../../web/lib/externalNavigation.ts';
import { marketItem, renderApp, viewerData } from './helpers/renderApp.tsx';

// The item page's 租赁 tab and 租用 (web/pages/goods/GoodsLeaseListings.tsx, LeaseListingRow.tsx,
// web/components/lease/RentDialog.tsx): the terms of each item offered for rent; the rent dialog
// adds the rent of the days chosen (the long-term rent over 21 days) to the deposit, and rents for
// the chosen account and payment, then opens the lease.

vi.mock('../../web/lib/externalNavigation.ts', () => ({ goToExternalPage: vi.fn() }));

const GOODS_LEASE = '/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29&tab=lease';
const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

const account = {
  __typename: 'SteamAccount',
  id: 'U3RlYW1BY2NvdW50OjE=',
  accountName: 'renter_1',
  steamId: '76561198800000001',
  status: 'NORMAL',
  tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
};

const leaseListing = {
  __typename: 'LeaseListing',
  id: 'TGVhc2VMaXN0aW5nOjc=',
  dailyRent: 300,
  longDailyRent: 200,
  deposit: 20_000,
  maxDays: 30,
  buyoutPrice: 25_000,
  floatValue: 0.15,
  paintSeed: 661,
  lenderDeliveries: 12,
  autoDelivery: false,
  stickers: [],
  lender: { __typename: 'Seller', id: 'U2VsbGVyOjE=', nickname: '出租人甲', avatarUrl: null, isRobot: false },
};

function renderLeaseTab(respond: (operation: OperationDescriptor) => unknown = () => undefined, balance = 100_000, node: typeof leaseListing = leaseListing) {
  return renderApp(GOODS_LEASE, {
    viewer: viewerData(),
    resolvers: {
      MarketItem: () => marketItem({ id: 'TWFya2V0SXRlbTox', lease: { dailyRent: 300, deposit: 20_000, count: 1 } }),
      LeaseListingConnection: () => ({ totalCount: 1, edges: [{ cursor: 'l1', node }] }),
      Wallet: () => ({ __typename: 'Wallet', total: balance, deposit: balance, withdrawable: 0, frozen: 0, points: 0 }),
      SteamAccountConnection: () => ({ totalCount: 1, edges: [{ cursor: 'a1', node: account }] }),
    },
    respond,
  });
}

describe('租赁 on the item page', () => {
  it('lists the terms of the items offered for rent with the lender’s delivery record', async () => {
    renderLeaseTab();
    const row = await screen.findByTestId('lease-listing-row');
    expect(screen.getByRole('tab', { name: '租赁 1' }).getAttribute('aria-selected')).toBe('true');
    expect(within(row).getByText('出租人甲')).toBeTruthy();
    expect(within(row).getByTestId('lease-lender-deliveries').textContent).toBe('已成功出租 12 次');
    expect(within(row).getByTestId('lease-daily-rent').textContent).toBe('¥3.00');
    expect(within(row).getByTestId('lease-deposit').textContent).toBe('¥200.00');
    expect(within(row).getByText('30 天')).toBeTruthy();
    expect(within(row).getByText('¥250.00')).toBeTruthy();
    expect(within(row).getByText('0.15000000')).toBeTruthy();
  });

  it('marks the viewer’s own (its lender is the session’s sellerId) without 租用', async () => {
    renderLeaseTab(undefined, undefined, { ...leaseListing, lender: { ...leaseListing.lender, id: viewerData().sellerId } });
    const row = await screen.findByTestId('lease-listing-row');
    expect(within(row).getByText('我的出租')).toBeTruthy();
    expect(within(row).queryByTestId('lease-rent')).toBeNull();
  });

  it('totals the rent of the days and the deposit, at the long-term rent over 21 days, and rents', async () => {
    let input: Record<string, unknown> | null = null;
    const { router } = renderLeaseTab((operation) => {
      if (operationName(operation) !== 'useRentItemMutation') return undefined;
      input = operation.request.variables.input;
      return {
        data: {
          rentItem: {
            __typename: 'RentItemPayload',
            payUrl: null,
            lease: { __typename: 'Lease', id: 'TGVhc2U6MQ==', leaseNo: 'L202611280000000001', status: 'PAID' },
          },
        },
      };
    });
    fireEvent.click(await screen.findByTestId('lease-rent'));
    const form = await screen.findByTestId('rent-form');
    // 8 days at ¥3.00 + the ¥200 deposit
    expect(within(form).getByTestId('rent-rent').textContent).toBe('¥24.00');
    expect(within(form).getByTestId('rent-total').textContent).toBe('¥224.00');
    expect(within(form).queryByTestId('rent-long')).toBeNull();

    fireEvent.change(within(form).getByRole('textbox', { name: '租期（天）' }), { target: { value: '25' } });
    // over 21 days every day at the long-term ¥2.00
    expect(within(form).getByTestId('rent-daily').textContent).toBe('¥2.00');
    expect(within(form).getByTestId('rent-rent').textContent).toBe('¥50.00');
    expect(within(form).getByTestId('rent-total').textContent).toBe('¥250.00');
    expect(within(form).getByTestId('rent-long').textContent).toBe('租期超过 21 天，按长租日租金计');

    fireEvent.change(within(form).getByRole('textbox', { name: '租期（天）' }), { target: { value: '31' } });
    expect(within(form).getByRole('alert').textContent).toBe('租期为 8–30 天');
    fireEvent.change(within(form).getByRole('textbox', { name: '租期（天）' }), { target: { value: '25' } });

    fireEvent.click(within(form).getByTestId('rent-confirm'));
    await waitFor(() => expect(input).not.toBeNull());
    expect(input).toMatchObject({ leaseListingId: 'TGVhc2VMaXN0aW5nOjc=', days: 25, payMethod: 'BALANCE', steamAccountId: 'U3RlYW1BY2NvdW50OjE=' });
    expect(typeof input!.idempotencyKey).toBe('string');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/lease'));
    expect(router.state.location.search).toBe('?leaseNo=L202611280000000001');
  });

  it('pays through Alipay when the balance does not cover rent and deposit, going to the cashier', async () => {
    let input: Record<string, unknown> | null = null;
    renderLeaseTab((operation) => {
      if (operationName(operation) !== 'useRentItemMutation') return undefined;
      input = operation.request.variables.input;
      return {
        data: {
          rentItem: {
            __typename: 'RentItemPayload',
            payUrl: '/web/pay/sim/cashier/L1',
            lease: { __typename: 'Lease', id: 'TGVhc2U6Mg==', leaseNo: 'L202611280000000002', status: 'WAITING_PAYMENT' },
          },
        },
      };
    }, 10_000);
    fireEvent.click(await screen.findByTestId('lease-rent'));
    const form = await screen.findByTestId('rent-form');
    // ¥100 does not cover ¥224: the balance is not offered
    expect(within(form).queryByRole('radio', { name: '余额支付' })).toBeNull();
    expect((within(form).getByRole('radio', { name: '支付宝' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByTestId('rent-confirm'));
    await waitFor(() => expect(goToExternalPage).toHaveBeenCalledWith('/web/pay/sim/cashier/L1'));
    expect(input).toMatchObject({ days: 8, payMethod: 'ALIPAY' });
  });
});
