import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyNoticeTotal, decrementNoticeCounter, getNoticeCounter, markNoticeRead } from '../../web/lib/noticeCounter.ts';
import { renderApp } from './helpers/renderApp.tsx';

const notices = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    cursor: `cursor-${index}`,
    node: {
      __typename: 'Notice',
      id: `Tm90aWNlOj${index}`,
      title: `公告 ${index + 1}`,
      content: `公告内容 ${index + 1}`,
      publishedAt: `2026-11-${String(10 + index).padStart(2, '0')}T02:00:00.000Z`,
      type: 0,
      subType: 1,
    },
  }));

describe('notice counter', () => {
  it('is set to the start-up total only when the total is not 0, and never goes below zero', () => {
    applyNoticeTotal(0);
    expect(getNoticeCounter()).toEqual({ count: 0, flag: false });
    applyNoticeTotal(2);
    expect(getNoticeCounter()).toEqual({ count: 2, flag: true });
    decrementNoticeCounter();
    decrementNoticeCounter();
    decrementNoticeCounter();
    expect(getNoticeCounter()).toEqual({ count: 0, flag: true });
    decrementNoticeCounter(5);
    expect(getNoticeCounter().count).toBe(0);
    decrementNoticeCounter(-3); // a negative step does not raise it either
    expect(getNoticeCounter().count).toBe(0);
    applyNoticeTotal(-4);
    expect(getNoticeCounter().count).toBe(0);
    applyNoticeTotal(3);
    markNoticeRead('a');
    markNoticeRead('a');
    expect(getNoticeCounter().count).toBe(2);
  });

  it('asks GET /web/notice?type=0&subType=1&limit=0 at start-up and shows the total in the header', async () => {
    const { environment } = renderApp('/sellhot', { rest: (path) => (path.startsWith('/web/notice') ? { list: [], total: 3 } : null) });
    expect((await screen.findByTestId('notice-count')).textContent).toBe('3');
    expect(screen.getByRole('link', { name: '公告，3 条未读' }).getAttribute('href')).toBe('/notice');
    const call = environment.restCalls.find((entry) => entry.path.startsWith('/web/notice'))!;
    expect(call.path).toBe('/web/notice?type=0&subType=1&limit=0');
    expect(call.init.method).toBe('GET');
    expect(call.init.headers).toMatchObject({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'zh-CN' });
  });

  it('shows no counter when there are no notices or the check fails', async () => {
    renderApp('/sellhot', { rest: () => ({ code: 500, msg: '服务器繁忙', data: null }) });
    await screen.findByRole('heading', { level: 1, name: '热卖饰品' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('notice-count')).toBeNull();
    expect(screen.queryAllByTestId('toast')).toHaveLength(0); // the background check is silent
  });

  it('/notice lists the notices with their total; opening one counts it read, the counter stops at zero', async () => {
    renderApp('/notice', {
      rest: (path) => (path.startsWith('/web/notice') ? { list: [], total: 2 } : null),
      resolvers: {
        NoticeConnection: () => ({
          totalCount: 3,
          edges: notices(3),
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: 'cursor-2' },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '平台公告' })).toBeTruthy();
    expect(screen.getByTestId('notice-total').textContent).toBe('共 3 条公告');
    await waitFor(() => expect(screen.getByTestId('notice-count').textContent).toBe('2'));

    const items = screen.getAllByTestId('notice-item');
    expect(items).toHaveLength(3);
    fireEvent.click(within(items[0]).getByRole('button', { name: /公告 1/ }));
    expect(within(items[0]).getByText('公告内容 1')).toBeTruthy();
    expect(screen.getByTestId('notice-count').textContent).toBe('1');
    fireEvent.click(within(items[0]).getByRole('button', { name: /公告 1/ })); // close
    fireEvent.click(within(items[0]).getByRole('button', { name: /公告 1/ })); // open again: no change
    expect(screen.getByTestId('notice-count').textContent).toBe('1');
    fireEvent.click(within(items[1]).getByRole('button', { name: /公告 2/ }));
    expect(screen.queryByTestId('notice-count')).toBeNull();
    fireEvent.click(within(items[2]).getByRole('button', { name: /公告 3/ }));
    expect(getNoticeCounter().count).toBe(0);
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('公告');
  });
});
