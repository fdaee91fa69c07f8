import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

// 我的求购 (web/pages/user/buyOrder): the viewer's buy orders in a table, each with its price and what is
// held, how much is filled and by which orders, its terms and status, and cancel while it is open.

const ITEM = {
  hashName: 'AK-47 | Redline (Field-Tested)',
  iconUrl: null,
  name: { zh: 'AK-47 | 红线 (久经沙场)', en: 'AK-47 | Redline (Field-Tested)' },
};

function buyOrder(fields: Record<string, unknown>) {
  return {
    __typename: 'BuyOrder',
    price: 9_500,
    quantity: 2,
    filledQuantity: 0,
    minFloat: null,
    maxFloat: null,
    paintSeeds: [],
    sticker: null,
    held: 0,
    expiresAt: '2026-12-26T08:00:00.000Z',
    createdAt: '2026-11-26T08:00:00.000Z',
    item: ITEM,
    orders: [],
    ...fields,
  };
}

const BUY_ORDERS = [
  buyOrder({
    id: 'QnV5T3JkZXI6MQ==',
    buyOrderNo: 'B202611260000000001',
    status: 'OPEN',
    filledQuantity: 1,
    held: 9_500,
    minFloat: 0.15,
    maxFloat: 0.18,
    orders: [{ orderNo: '202611260000000042' }],
  }),
  buyOrder({ id: 'QnV5T3JkZXI6Mg==', buyOrderNo: 'B202611260000000002', status: 'CANCELLED' }),
];

function resolvers() {
  let next = 0;
  return {
    BuyOrderConnection: () => ({ totalCount: BUY_ORDERS.length, edges: BUY_ORDERS.map((_, index) => ({ cursor: `c${index}` })) }),
    BuyOrder: () => BUY_ORDERS[next++ % BUY_ORDERS.length],
  };
}

describe('我的求购', () => {
  it('lists the buy orders in a table, and cancels an open one after a confirmation', async () => {
    const rendered = renderApp('/user/buyOrder', { viewer: viewerData(), resolvers: resolvers() });
    const rows = await screen.findAllByTestId('buy-order-row');
    const table = screen.getByRole('table', { name: '求购记录' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['饰品', '求购价', '已成交', '要求', '状态', '操作']);
    expect(rows).toHaveLength(2);

    const [open, cancelled] = rows;
    expect(within(open).getAllByRole('cell')).toHaveLength(6);
    expect(within(open).getByTestId('buy-order-name').textContent).toBe('AK-47 | 红线 (久经沙场)');
    expect(within(open).getByTestId('buy-order-price').textContent).toBe('¥95.00');
    expect(within(open).getByTestId('buy-order-held').textContent).toContain('¥95.00');
    expect(within(open).getByTestId('buy-order-filled').textContent).toContain('1/2');
    expect(within(open).getByRole('link', { name: '202611260000000042' }).getAttribute('href')).toBe('/user/orderDetail?orderNo=202611260000000042');
    expect(within(open).getByTestId('buy-order-terms').textContent).toBe('磨损 0.15–0.18');
    expect(within(open).getByTestId('buy-order-status').textContent).toBe('求购中');
    expect(within(cancelled).getByTestId('buy-order-status').textContent).toBe('已取消');
    expect(within(cancelled).queryByTestId('buy-order-held')).toBeNull();
    expect(within(cancelled).queryByTestId('buy-order-cancel')).toBeNull();

    fireEvent.click(within(open).getByTestId('buy-order-cancel'));
    fireEvent.click(await screen.findByTestId('buy-order-cancel-confirm'));
    const cancels = () => rendered.environment.sent.filter((operation) => operation.request.node.params.name === 'useCancelBuyOrderMutation');
    await waitFor(() => expect(cancels()).toHaveLength(1));
    expect(cancels()[0].request.variables.input).toEqual({ buyOrderNo: 'B202611260000000001' });
  });
});
