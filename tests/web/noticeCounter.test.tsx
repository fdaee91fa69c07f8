import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { applyNoticeTotal, decrementNoticeCounter, getNoticeCounter, markNoticeRead, setUnreadNotices } from '../../web/lib/noticeCounter.ts';
import { baseResolvers, renderApp, viewerData } from './helpers/renderApp.tsx';

const notices = (count: number, read: (index: number) => boolean | null = () => null) =>
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
      read: read(index),
    },
  }));

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

/** The notice page as the API answers a visitor: no viewer (the mocks would make one up). */
const visitorPage = (operation: OperationDescriptor) =>
  operationName(operation) === 'NoticePageQuery'
    ? MockPayloadGenerator.generate(operation, {
        ...baseResolvers,
        Query: () => ({ viewer: null }),
        NoticeConnection: () => ({
          totalCount: 3,
          edges: notices(3),
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: 'cursor-2' },
        }),
      })
    : undefined;

const messageCounts = (total: number) => ({ trade: 0, service: 0, inventory: 0, system: total, total });
const headerCounts = (notices: number, messages: number) => ({ notices, messages, total: notices + messages });

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
      respond: visitorPage,
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

  it("the server's count after a reading replaces the counter, never below zero", () => {
    applyNoticeTotal(4);
    setUnreadNotices(1);
    expect(getNoticeCounter()).toEqual({ count: 1, flag: true });
    setUnreadNotices(-2);
    expect(getNoticeCounter().count).toBe(0);
  });
});

describe("the header's counter for a signed-in user", () => {
  it('adds the unread messages to the unread notices; only messages lead to the message center', async () => {
    renderApp('/sellhot', {
      viewer: viewerData(),
      rest: (path) => (path.startsWith('/web/notice') ? { list: [], total: 2, count: 5 } : null),
      resolvers: { UnreadMessageCounts: () => messageCounts(3) },
    });
    await waitFor(() => expect(screen.getByTestId('notice-count').textContent).toBe('5'));
    const bell = screen.getByTestId('notice-bell');
    expect(bell.getAttribute('aria-label')).toBe('5 条未读：公告 2 条，消息 3 条');
    expect(bell.getAttribute('href')).toBe('/notice');
    setUnreadNotices(0);
    await waitFor(() => expect(screen.getByTestId('notice-count').textContent).toBe('3'));
    expect(screen.getByTestId('notice-bell').getAttribute('href')).toBe('/user/messageCenter');
  });

  it('/notice: opening an unread notice records it and the count drops; a read one sends nothing; mark all read empties the notice part', async () => {
    let unreadNotices = 2;
    const { environment } = renderApp('/notice', {
      viewer: viewerData(),
      rest: (path) => (path.startsWith('/web/notice') ? { list: [], total: unreadNotices, count: 3 } : null),
      resolvers: {
        UnreadMessageCounts: () => messageCounts(1),
        UnreadCounts: () => headerCounts(unreadNotices, 1),
        NoticeConnection: () => ({
          totalCount: 3,
          edges: notices(3, (index) => index === 2),
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: 'cursor-2' },
        }),
      },
      respond: (operation) => {
        const name = operationName(operation);
        if (name === 'useMarkNoticeReadMutation') {
          unreadNotices -= 1;
          const id = (operation.request.variables.input as { id: string }).id;
          return {
            data: {
              markNoticeRead: {
                __typename: 'MarkNoticeReadPayload',
                notice: { id, read: true },
                viewer: { id: viewerData().id, unreadCounts: headerCounts(unreadNotices, 1) },
              },
            },
          };
        }
        if (name === 'useMarkAllNoticesReadMutation') {
          const marked = unreadNotices;
          unreadNotices = 0;
          return {
            data: {
              markAllNoticesRead: {
                __typename: 'MarkAllNoticesReadPayload',
                markedCount: marked,
                viewer: { id: viewerData().id, unreadCounts: headerCounts(0, 1) },
              },
            },
          };
        }
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '平台公告' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('notice-count').textContent).toBe('3'));
    expect(screen.getByTestId('notice-total').textContent).toBe('共 3 条公告');
    expect(screen.getByTestId('notice-unread').textContent).toBe('2 条未读');
    const items = screen.getAllByTestId('notice-item');
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);

    fireEvent.click(within(items[0]).getByRole('button', { name: /公告 1/ }));
    await waitFor(() => expect(screen.getByTestId('notice-count').textContent).toBe('2'));
    expect(items[0].getAttribute('data-read')).toBe('true');
    expect(sentNamed(environment.sent, 'useMarkNoticeReadMutation').map((operation) => operation.request.variables)).toEqual([
      { input: { id: 'Tm90aWNlOj0' } },
    ]);
    // opening a read notice (again, or one read before) records nothing
    fireEvent.click(within(items[0]).getByRole('button', { name: /公告 1/ }));
    fireEvent.click(within(items[0]).getByRole('button', { name: /公告 1/ }));
    fireEvent.click(within(items[2]).getByRole('button', { name: /公告 3/ }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentNamed(environment.sent, 'useMarkNoticeReadMutation')).toHaveLength(1);
    expect(screen.getByTestId('notice-count').textContent).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toContain('已将 1 条公告标为已读');
    await waitFor(() => expect(screen.getByTestId('notice-count').textContent).toBe('1')); // the unread message stays
    expect(screen.getAllByTestId('notice-item').map((item) => item.getAttribute('data-read'))).toEqual(['true', 'true', 'true']);
    expect(sentNamed(environment.sent, 'useMarkAllNoticesReadMutation')[0].request.variables).toEqual({ input: { type: 0, subType: 1 } });
    expect(screen.getByTestId('notice-unread').textContent).toBe('0 条未读');
    expect((screen.getByRole('button', { name: '全部标为已读' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("signing out asks again: the visitor's count replaces the user's, and the unread messages leave", async () => {
    let signedIn = true;
    const { environment } = renderApp('/sellhot', {
      viewer: () => (signedIn ? viewerData() : null),
      rest: (path) => (path.startsWith('/web/notice') ? (signedIn ? { list: [], total: 1, count: 4 } : { list: [], total: 4 }) : null),
      resolvers: { UnreadMessageCounts: () => messageCounts(2) },
      respond: (operation) =>
        operationName(operation) === 'useLogoutMutation' ? ((signedIn = false), { data: { logout: { __typename: 'LogoutPayload' } } }) : undefined,
    });
    await waitFor(() => expect(screen.getByTestId('notice-count').textContent).toBe('3'));
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(screen.getByTestId('notice-count').textContent).toBe('4'));
    expect(environment.restCalls.filter((call) => call.path === '/web/notice?type=0&subType=1&limit=0')).toHaveLength(2);
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('公告，4 条未读');
  });
});
