import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolverContext } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';
import { bargainActionsOf } from '../../api/modules/bargain/bargainTerms.ts';

// 我的还价 (web/pages/user/bargain): the offers the viewer made and received, what each side may do
// by status, the history both sides see, and the answers sent as the API takes them.

type Rendered = ReturnType<typeof renderApp>;

const ITEM = {
  hashName: 'AK-47 | Redline (Field-Tested)',
  iconUrl: null,
  name: { zh: 'AK-47 | 红线 (久经沙场)', en: 'AK-47 | Redline (Field-Tested)' },
};
const AT = '2026-11-26T08:00:00.000Z';
const step = (action: string, actor: string, price: number | null, reason: string | null = null) => ({ action, actor, price, reason, at: AT });

function bargain(fields: Record<string, unknown>) {
  return {
    __typename: 'Bargain',
    listPrice: 10_000,
    counterPrice: null,
    closedAt: null,
    order: null,
    expiresAt: '2026-11-27T08:00:00.000Z',
    createdAt: AT,
    item: ITEM,
    ...fields,
  };
}

const MADE = [
  bargain({
    id: 'QmFyZ2Fpbjox',
    bargainNo: 'K202611260000000001',
    role: 'BUYER',
    status: 'OPEN',
    price: 8_500,
    held: 8_500,
    history: [step('OFFERED', 'BUYER', 8_500)],
  }),
  bargain({
    id: 'QmFyZ2Fpbjoy',
    bargainNo: 'K202611260000000002',
    role: 'BUYER',
    status: 'COUNTERED',
    price: 8_000,
    counterPrice: 9_000,
    held: 8_000,
    history: [step('OFFERED', 'BUYER', 8_000), step('COUNTERED', 'SELLER', 9_000)],
  }),
  bargain({
    id: 'QmFyZ2Fpbjoz',
    bargainNo: 'K202611260000000003',
    role: 'BUYER',
    status: 'CANCELLED',
    price: 8_800,
    held: 0,
    closedAt: AT,
    history: [step('OFFERED', 'BUYER', 8_800), step('CANCELLED', 'SYSTEM', null, 'LISTING_SOLD')],
  }),
];

const RECEIVED = [
  bargain({
    id: 'QmFyZ2Fpbjo0',
    bargainNo: 'K202611260000000004',
    role: 'SELLER',
    status: 'OPEN',
    price: 8_200,
    held: 8_200,
    history: [step('OFFERED', 'BUYER', 8_200)],
  }),
  bargain({
    id: 'QmFyZ2Fpbjo1',
    bargainNo: 'K202611260000000005',
    role: 'SELLER',
    status: 'ACCEPTED',
    price: 9_500,
    held: 0,
    closedAt: AT,
    order: { orderNo: '202611260000000077' },
    history: [step('OFFERED', 'BUYER', 9_500), step('ACCEPTED', 'SELLER', 9_500)],
  }),
];

/** The offer with what its viewer may do, as the API answers it (the server's rule, bargainTerms.ts). */
function withActions(offer: Record<string, unknown> | undefined) {
  if (!offer) return offer;
  const { role, status, price, listPrice } = offer as { role: 'BUYER' | 'SELLER'; status: string; price: number; listPrice: number };
  return { ...offer, viewerActions: bargainActionsOf({ role, status, expired: false, priceCents: price, listPriceCents: listPrice }) };
}

/** The offers of each side as the API lists them; an answered offer comes back as `answered` says. */
function bargains(answered: (name: string) => Record<string, unknown> | undefined = () => undefined) {
  let listed: Record<string, unknown>[] = MADE;
  let next = 0;
  return {
    Viewer: () => viewerData(),
    BargainConnection: (context: MockResolverContext) => {
      listed = context.args?.role === 'SELLER' ? RECEIVED : MADE;
      next = 0;
      return { totalCount: listed.length, edges: listed.map((_, index) => ({ cursor: `c${index}` })) };
    },
    Bargain: (context: MockResolverContext) => {
      const mutation = context.path?.[0];
      if (mutation && mutation !== 'viewer') return withActions(answered(mutation));
      return withActions(listed[next++ % listed.length]);
    },
  };
}

const rowOf = (bargainNo: string) => screen.getAllByTestId('bargain-row').find((row) => row.getAttribute('data-bargain-no') === bargainNo)!;
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);
const sentVariables = (rendered: Rendered, name: string) =>
  rendered.environment.sent.filter((operation) => operation.request.node.params.name === name).map((operation) => operation.request.variables);

describe('我的还价', () => {
  it('lists the offers made with what the buyer may do, and the offers received with what the seller may do', async () => {
    const rendered = renderApp('/user/bargain', { viewer: viewerData(), resolvers: bargains() });
    expect(await screen.findByRole('heading', { level: 1, name: '我的还价' })).toBeTruthy();
    await screen.findAllByTestId('bargain-row');
    expect(sentVariables(rendered, 'BargainPageQuery')[0]).toMatchObject({ role: 'BUYER', status: 'ALL', first: 20 });
    expect(screen.getByRole('tab', { name: '我发出的' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('bargain-total').textContent).toBe('共 3 条');
    // a table of the offers, its columns named for screen readers too
    const table = screen.getByRole('table', { name: '还价记录' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['饰品', '售价', '出价', '反还价', '状态', '操作']);
    expect(within(table).getAllByTestId('bargain-row')).toHaveLength(3);

    // the buyer: withdraws an open offer; accepts, declines or withdraws a counter-offer; nothing once it ended
    const open = rowOf('K202611260000000001');
    expect(within(open).getByTestId('bargain-status').textContent).toBe('等待卖家回复');
    expect(within(open).getByTestId('bargain-offer').textContent).toContain('¥85.00');
    expect(within(open).getByTestId('bargain-offer').textContent).toContain('冻结 ¥85.00');
    expect(buttonsOf(open)).toEqual(['撤回', '查看记录']);
    const countered = rowOf('K202611260000000002');
    expect(within(countered).getByTestId('bargain-status').textContent).toBe('等待买家回复');
    expect(within(countered).getByTestId('bargain-counter-price').textContent).toBe('¥90.00');
    expect(buttonsOf(countered)).toEqual(['接受', '拒绝', '撤回', '查看记录']);
    const ended = rowOf('K202611260000000003');
    expect(within(ended).getByTestId('bargain-status').textContent).toBe('已取消');
    expect(buttonsOf(ended)).toEqual(['查看记录']);

    // the history: every step, the viewer's side marked, the system's reason said
    const toggle = within(ended).getByRole('button', { name: '查看记录' });
    fireEvent.click(toggle);
    // a row of its own under the offer's, spanning the six columns
    const history = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLTableRowElement;
    expect(history.previousElementSibling).toBe(ended);
    expect(history.cells).toHaveLength(1);
    expect(history.cells[0].colSpan).toBe(6);
    const steps = within(history).getAllByTestId('bargain-step');
    expect(steps.map((row) => row.textContent)).toEqual([expect.stringContaining('买家（你） 出价¥88.00'), expect.stringContaining('系统 结束（饰品已售出）')]);

    // the seller's side: accepts, declines or counters an open offer, never withdraws; the order of an accepted one
    fireEvent.click(screen.getByRole('tab', { name: '我收到的' }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?role=seller'));
    await waitFor(() => expect(screen.getByRole('tab', { name: '我收到的' }).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(rowOf('K202611260000000004')).toBeTruthy());
    expect(sentVariables(rendered, 'BargainPageQuery').at(-1)).toMatchObject({ role: 'SELLER', status: 'ALL' });
    const received = rowOf('K202611260000000004');
    expect(buttonsOf(received)).toEqual(['接受', '拒绝', '反还价', '查看记录']);
    const accepted = rowOf('K202611260000000005');
    expect(within(accepted).getByTestId('bargain-order').getAttribute('href')).toBe('/user/orderDetail?orderNo=202611260000000077');
    expect(buttonsOf(accepted)).toEqual(['查看记录']);

    // the status filter keeps the side
    fireEvent.click(screen.getByRole('button', { name: '进行中' }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?role=seller&status=open'));
    await waitFor(() => expect(sentVariables(rendered, 'BargainPageQuery').at(-1)).toMatchObject({ role: 'SELLER', status: 'OPEN' }));
  });

  it('the seller counters within the offer and the price, and the row shows the counter-offer waiting for the buyer', async () => {
    const answered = (name: string) =>
      name === 'counterBargain'
        ? {
            ...RECEIVED[0],
            status: 'COUNTERED',
            counterPrice: 9_000,
            history: [step('OFFERED', 'BUYER', 8_200), step('COUNTERED', 'SELLER', 9_000)],
          }
        : undefined;
    const rendered = renderApp('/user/bargain?role=seller', { viewer: viewerData(), resolvers: bargains(answered) });
    await screen.findAllByTestId('bargain-row');
    fireEvent.click(within(rowOf('K202611260000000004')).getByRole('button', { name: '反还价' }));
    const form = await screen.findByTestId('bargain-counter-form');
    const price = within(form).getByRole('textbox', { name: '反还价（元）' });

    // at or below the offer: refused before anything is sent
    fireEvent.change(price, { target: { value: '82' } });
    fireEvent.click(within(form).getByTestId('bargain-counter-confirm'));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '反还价须在 ¥82.01 至 ¥99.99 之间');
    expect(sentVariables(rendered, 'useCounterBargainMutation')).toHaveLength(0);

    fireEvent.change(price, { target: { value: '90' } });
    fireEvent.click(within(form).getByTestId('bargain-counter-confirm'));
    await waitFor(() => expect(sentVariables(rendered, 'useCounterBargainMutation')).toEqual([{ input: { bargainNo: 'K202611260000000004', price: 9_000 } }]));
    expect(await screen.findByText('反还价已发出，等待买家回复')).toBeTruthy();
    const row = rowOf('K202611260000000004');
    await waitFor(() => expect(within(row).getByTestId('bargain-status').textContent).toBe('等待买家回复'));
    expect(within(row).getByTestId('bargain-counter-price').textContent).toBe('¥90.00');
    expect(buttonsOf(row)).toEqual(['查看记录']);
  });

  it('the buyer accepts a counter-offer after reading the difference it pays from the balance', async () => {
    const answered = (name: string) =>
      name === 'acceptBargain'
        ? {
            ...MADE[1],
            status: 'ACCEPTED',
            held: 0,
            closedAt: AT,
            order: { orderNo: '202611260000000088' },
            history: [step('OFFERED', 'BUYER', 8_000), step('COUNTERED', 'SELLER', 9_000), step('ACCEPTED', 'BUYER', 9_000)],
          }
        : undefined;
    const rendered = renderApp('/user/bargain', { viewer: viewerData(), resolvers: bargains(answered) });
    await screen.findAllByTestId('bargain-row');
    fireEvent.click(within(rowOf('K202611260000000002')).getByRole('button', { name: '接受' }));
    const dialog = await screen.findByRole('dialog', { name: '接受还价' });
    expect(dialog.textContent).toContain('接受后按 ¥90.00 成交，冻结的 ¥80.00 用于支付，差额 ¥10.00 从余额支付。');
    await act(async () => fireEvent.click(within(dialog).getByTestId('bargain-confirm-answer')));
    await waitFor(() => expect(sentVariables(rendered, 'useAcceptBargainMutation')).toEqual([{ input: { bargainNo: 'K202611260000000002' } }]));
    expect(await screen.findByText('已成交，订单已生成')).toBeTruthy();
    const row = rowOf('K202611260000000002');
    await waitFor(() => expect(within(row).getByTestId('bargain-status').textContent).toBe('已成交'));
    expect(within(row).getByTestId('bargain-order').textContent).toBe('订单 202611260000000088');
  });

  it('says so in English', async () => {
    renderApp('/user/bargain?role=seller', { viewer: viewerData(), resolvers: bargains(), language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My offers' })).toBeTruthy();
    await screen.findAllByTestId('bargain-row');
    expect(buttonsOf(rowOf('K202611260000000004'))).toEqual(['Accept', 'Decline', 'Counter', 'History']);
    expect(within(rowOf('K202611260000000004')).getByTestId('bargain-status').textContent).toBe('Waiting for the seller');
  });
});
