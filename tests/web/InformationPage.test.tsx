import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { marketItem, renderApp, TAGS } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const pageQueries = (sent: OperationDescriptor[]) => sent.filter((operation) => operationName(operation) === 'InformationPageQuery');

const DAY_MS = 86_400_000;
const TODAY = Date.UTC(2026, 2, 20);
/** The last `days` days up to 2026-03-20, oldest first. */
const lastDays = (days: number) => Array.from({ length: days }, (_, index) => new Date(TODAY - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));

const mover = (item: Record<string, unknown>, averagePrice: number, previousAveragePrice: number, changeBasisPoints: number) => ({
  item,
  averagePrice,
  previousAveragePrice,
  volume: 5,
  previousVolume: 4,
  changeBasisPoints,
});

const redline = marketItem({ id: 'TWFya2V0SXRlbTox' });
const asiimov = marketItem({
  id: 'TWFya2V0SXRlbToy',
  hashName: 'AWP | Asiimov (Field-Tested)',
  name: { zh: 'AWP | 二西莫夫 (久经沙场)', en: 'AWP | Asiimov (Field-Tested)' },
  rarity: TAGS.covert,
  rarityColor: '#EB4B4B',
});
const kilowatt = marketItem({
  id: 'TWFya2V0SXRlbToz',
  hashName: 'Kilowatt Case',
  name: { zh: '千瓦武器箱', en: 'Kilowatt Case' },
  rarity: null,
  exterior: null,
});

/** A range's figures: `days` days of trades, the index, two risers and one faller. */
function information(days: number, overrides: Record<string, unknown> = {}) {
  const dayList = lastDays(days);
  return {
    days,
    from: dayList[0],
    to: dayList[dayList.length - 1],
    computedAt: '2026-03-20T04:00:00.000Z',
    moverWindowDays: 7,
    moverMinTrades: 3,
    summary: {
      turnover: days === 7 ? 450_000 : 1_234_500,
      volume: days === 7 ? 40 : 120,
      todayTurnover: 35_000,
      todayVolume: 2,
      averagePrice: days === 7 ? 11_250 : 10_288,
      tradedItems: 12,
      itemsOnSale: 3_987,
      listingsOnSale: 26_531,
    },
    daily: dayList.map((day, index) => ({ day, turnover: index === 1 ? 0 : 10_000 * (index + 1), volume: index === 1 ? 0 : index + 1 })),
    priceIndex: { base: 1000, basketSize: 20, points: dayList.map((day, index) => ({ day, value: 1000 + index * 10.5 })) },
    risers: [mover(redline, 15_000, 10_000, 5_000), mover(asiimov, 11_000, 10_000, 1_000)],
    fallers: [mover(kilowatt, 800, 1_000, -2_000)],
    ...overrides,
  };
}

/** The page at a path, the API answering each range with `information(days, figures)`. */
function renderInformation(path = '/information', options: Parameters<typeof renderApp>[1] = {}, figures: Record<string, unknown> = {}) {
  return renderApp(path, {
    ...options,
    respond: (operation) => {
      if (operationName(operation) !== 'InformationPageQuery') return undefined;
      return { data: { marketInformation: information(operation.request.variables.days as number, figures) } };
    },
  });
}

describe('/information', () => {
  it('shows the summary cards, the two charts by their names and the rankings, for the last 30 days by default', async () => {
    const { environment } = renderInformation();
    expect(await screen.findByRole('heading', { level: 1, name: '市场信息' })).toBeTruthy();
    expect(pageQueries(environment.sent)[0].request.variables).toEqual({ days: 30 });
    await waitFor(() => expect(document.title).toBe('市场信息 - CS2 饰品交易平台'));

    const summary = screen.getByTestId('information-summary');
    expect(within(summary).getByText('今日成交额').nextElementSibling?.textContent).toBe('¥350.00');
    expect(within(summary).getByText('今日 2 笔成交')).toBeTruthy();
    expect(within(summary).getByText('近 30 天成交额').nextElementSibling?.textContent).toBe('¥12345.00');
    expect(within(summary).getByText('共 120 笔成交')).toBeTruthy();
    expect(within(summary).getByText('成交均价').nextElementSibling?.textContent).toBe('¥102.88');
    expect(within(summary).getByText('3987 种')).toBeTruthy();
    expect(within(summary).getByText('共 26531 件在售')).toBeTruthy();
    expect(screen.getByText(/数据更新于 12:00（北京时间）/)).toBeTruthy();

    expect(screen.getByRole('img', { name: /^每日成交额与成交笔数图表，2026-02-19 至 2026-03-20，成交额合计 ¥12345.00，共 120 笔$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^价格指数走势图，2026-02-19 为 1000，2026-03-20 为 1304.50$/ })).toBeTruthy();
    expect(screen.getByText('近 90 天成交最多的 20 件饰品，以 2026-02-19 为基期 1000')).toBeTruthy();
    expect(screen.getByRole('group', { name: '统计范围' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '近 30 天' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('links every riser and faller to its item page, with its prices and change', async () => {
    renderInformation();
    const risers = await screen.findByRole('table', { name: '涨幅榜' });
    const rows = within(risers).getAllByTestId('price-mover');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]).getByRole('link', { name: 'AK-47 | 红线 (久经沙场)' });
    expect(first.getAttribute('href')).toBe('/goods?hashName=AK-47+%7C+Redline+%28Field-Tested%29');
    expect(
      within(rows[0])
        .getAllByTestId('price')
        .map((price) => price.textContent),
    ).toEqual(['¥150.00', '¥100.00']);
    expect(within(rows[0]).getByText('+50.00%')).toBeTruthy();
    expect(within(rows[1]).getByRole('link', { name: 'AWP | 二西莫夫 (久经沙场)' })).toBeTruthy();
    expect(within(rows[1]).getByText('+10.00%')).toBeTruthy();

    const fallers = screen.getByRole('table', { name: '跌幅榜' });
    expect(within(fallers).getByRole('link', { name: '千瓦武器箱' }).getAttribute('href')).toBe('/goods?hashName=Kilowatt+Case');
    expect(within(fallers).getByText('-20.00%')).toBeTruthy();
    expect(screen.getAllByText('近 7 天成交均价与之前 7 天相比，两期均至少成交 3 笔的饰品')).toHaveLength(2);
  });

  it('loads the range chosen with the switch and shows its figures', async () => {
    const { environment, router } = renderInformation();
    await screen.findByRole('heading', { level: 1, name: '市场信息' });
    fireEvent.click(screen.getByRole('button', { name: '近 7 天' }));

    await waitFor(() => expect(pageQueries(environment.sent).map((operation) => operation.request.variables)).toEqual([{ days: 30 }, { days: 7 }]));
    await waitFor(() => expect(screen.getByRole('button', { name: '近 7 天' }).getAttribute('aria-pressed')).toBe('true'));
    expect(router.state.location.search).toBe('?days=7');
    expect(screen.getByText('近 7 天成交额').nextElementSibling?.textContent).toBe('¥4500.00');
    expect(screen.getByRole('img', { name: /^每日成交额与成交笔数图表，2026-03-14 至 2026-03-20/ })).toBeTruthy();
  });

  it('opens on the range of the address, and on 30 days for one it does not offer', async () => {
    const { environment } = renderInformation('/information?days=90');
    await screen.findByRole('heading', { level: 1, name: '市场信息' });
    expect(pageQueries(environment.sent)[0].request.variables).toEqual({ days: 90 });
    expect(screen.getByRole('button', { name: '近 90 天' }).getAttribute('aria-pressed')).toBe('true');

    const other = renderInformation('/information?days=365');
    await waitFor(() => expect(pageQueries(other.environment.sent)[0]?.request.variables).toEqual({ days: 30 }));
  });

  it('reads in English and in dollars', async () => {
    renderInformation('/information?days=7', { language: 'en', currency: 'USD' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Market information' })).toBeTruthy();
    expect(screen.getByText("Today's turnover").nextElementSibling?.textContent).toBe('$49.28');
    expect(screen.getByText('2 trades today')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Chart of daily turnover and trades, 2026-03-14 to 2026-03-20/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Price index chart: 1000 on 2026-03-14, 1063.00 on 2026-03-20' })).toBeTruthy();
    const risers = screen.getByRole('table', { name: 'Top risers' });
    expect(within(risers).getByRole('link', { name: 'AK-47 | Redline (Field-Tested)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when nothing traded: no index, no rankings', async () => {
    renderInformation(
      '/information',
      {},
      {
        priceIndex: { base: 1000, basketSize: 0, points: [] },
        risers: [],
        fallers: [],
        summary: { turnover: 0, volume: 0, todayTurnover: 0, todayVolume: 0, averagePrice: null, tradedItems: 0, itemsOnSale: 0, listingsOnSale: 0 },
      },
    );
    expect(await screen.findByText('近 90 天暂无成交，暂无法计算价格指数')).toBeTruthy();
    expect(screen.getByText('暂无符合条件的上涨饰品')).toBeTruthy();
    expect(screen.getByText('暂无符合条件的下跌饰品')).toBeTruthy();
    expect(screen.getByText('成交均价').nextElementSibling?.textContent).toBe('暂无成交');
    expect(screen.queryByRole('img', { name: /价格指数走势图/ })).toBeNull();
  });
});
