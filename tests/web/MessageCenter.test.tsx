import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

const message = (index: number, read = false) => ({
  __typename: 'Message',
  id: `TWVzc2FnZTo${index}`,
  title: `消息 ${index}`,
  content: `消息内容 ${index}`,
  read,
  readAt: read ? '2026-11-20T00:00:00.000Z' : null,
  createdAt: '2026-11-20T08:30:00.000Z',
  category: 'SYSTEM',
  kind: 'welcome',
});

const page = (indexes: number[], unreadIndexes: number[]) => ({
  totalCount: 12,
  edges: indexes.map((index) => ({ cursor: `c${index}`, node: message(index, !unreadIndexes.includes(index)) })),
});

const counts = (system: number) => ({ trade: 0, service: 1, inventory: 0, system, total: system + 1 });

describe('message center', () => {
  it('shows the tabs with unread counts, opens a message (marking it read), pages with "load more", and marks all read', async () => {
    let unread = [1, 2];
    let secondPage = false;
    const { environment, router } = renderApp('/user/messageCenter?category=system', {
      viewer: viewerData(),
      resolvers: {
        UnreadMessageCounts: () => counts(unread.length),
        MessageConnection: (context) => {
          secondPage = Boolean(context.args?.after);
          return secondPage ? page([11, 12], unread) : page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], unread);
        },
        PageInfo: () => ({ hasNextPage: !secondPage, hasPreviousPage: false, startCursor: secondPage ? 'c11' : 'c1', endCursor: secondPage ? 'c12' : 'c10' }),
      },
      respond: (operation) => {
        const name = operationName(operation);
        if (name === 'useReadMessageMutation') {
          unread = unread.filter((index) => `TWVzc2FnZTo${index}` !== (operation.request.variables.input as { id: string }).id);
          return {
            data: {
              readMessage: {
                __typename: 'ReadMessagePayload',
                openedMessage: { id: 'TWVzc2FnZTo1', read: true, readAt: '2026-11-21T00:00:00.000Z' },
                viewer: { id: viewerData().id, unreadMessageCounts: counts(unread.length) },
              },
            },
          };
        }
        if (name === 'useMarkAllMessagesReadMutation') {
          const marked = unread.length + 1;
          unread = [];
          return {
            data: {
              markAllMessagesRead: {
                __typename: 'MarkAllMessagesReadPayload',
                markedCount: marked,
                viewer: { id: viewerData().id, unreadMessageCounts: { trade: 0, service: 0, inventory: 0, system: 0, total: 0 } },
              },
            },
          };
        }
        return undefined;
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: '消息中心' })).toBeTruthy();
    const systemTab = screen.getByRole('tab', { name: /系统通知/ });
    expect(systemTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('unread-system').textContent).toBe('2');
    expect(screen.getByTestId('unread-service').textContent).toBe('1');
    expect(screen.queryByTestId('unread-trade')).toBeNull();
    expect(sentNamed(environment.sent, 'MessageCenterPageQuery')[0].request.variables).toEqual({ category: 'SYSTEM', first: 10 });
    // the side navigation shows the total, the header adds it to the unread notices (none here)
    expect(within(screen.getByRole('navigation', { name: '个人中心导航' })).getByRole('link', { name: /消息中心/ }).textContent).toContain('3');
    expect(screen.getByTestId('notice-count').textContent).toBe('3');

    const rows = screen.getAllByTestId('message-row');
    expect(rows).toHaveLength(10);
    expect(rows[0].getAttribute('data-read')).toBe('false');
    fireEvent.click(within(rows[0]).getByRole('button', { name: /消息 1/ }));
    expect(within(rows[0]).getByText('消息内容 1')).toBeTruthy();
    await waitFor(() => expect(rows[0].getAttribute('data-read')).toBe('true'));
    expect(screen.getByTestId('unread-system').textContent).toBe('1');
    expect(screen.getByTestId('notice-count').textContent).toBe('2');
    expect(sentNamed(environment.sent, 'useReadMessageMutation')[0].request.variables).toEqual({ input: { id: 'TWVzc2FnZTo1' } });
    // a read message is not sent again
    fireEvent.click(within(rows[0]).getByRole('button', { name: /消息 1/ }));
    fireEvent.click(within(rows[0]).getByRole('button', { name: /消息 1/ }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentNamed(environment.sent, 'useReadMessageMutation')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(12));
    expect(sentNamed(environment.sent, 'MessageListPaginationQuery')[0].request.variables).toMatchObject({ category: 'SYSTEM', first: 10, after: 'c10' });

    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect((await screen.findAllByTestId('toast')).map((toast) => toast.textContent)).toContain('已将 2 条消息标为已读');
    await waitFor(() => expect(screen.queryByTestId('unread-system')).toBeNull());
    expect(screen.queryByTestId('unread-service')).toBeNull();
    expect(screen.queryByTestId('notice-count')).toBeNull();
    expect(screen.getAllByTestId('message-row').every((row) => row.getAttribute('data-read') === 'true')).toBe(true);
    expect((screen.getByRole('button', { name: '全部标为已读' }) as HTMLButtonElement).disabled).toBe(true);

    // the tabs are in the URL
    fireEvent.click(screen.getByRole('tab', { name: /交易消息/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=trade'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /交易消息/ }).getAttribute('aria-selected')).toBe('true'));
    expect(sentNamed(environment.sent, 'MessageCenterPageQuery').at(-1)!.request.variables).toEqual({ category: 'TRADE', first: 10 });
  });

  it('shows an empty tab', async () => {
    renderApp('/user/messageCenter?category=trade', {
      viewer: viewerData(),
      resolvers: { UnreadMessageCounts: () => counts(0), MessageConnection: () => ({ totalCount: 0, edges: [] }) },
    });
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /交易消息/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the first tab with unread messages', async () => {
    const { environment } = renderApp('/user/messageCenter', {
      viewer: viewerData(),
      resolvers: {
        UnreadMessageCounts: () => ({ trade: 0, service: 0, inventory: 0, system: 1, total: 1 }),
        MessageConnection: () => page([1], [1]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '消息中心' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /系统通知/ }).getAttribute('aria-selected')).toBe('true');
    expect(sentNamed(environment.sent, 'MessageCenterPageQuery')[0].request.variables).toEqual({ category: 'SYSTEM', first: 10 });
    expect(screen.getAllByTestId('message-row')[0].getAttribute('data-read')).toBe('false');
    expect(screen.getByTestId('unread-all').textContent).toBe('1');
  });

  it('takes the first of several tabs with unread messages in the order of the tabs', async () => {
    const { environment } = renderApp('/user/messageCenter', {
      viewer: viewerData(),
      resolvers: { UnreadMessageCounts: () => ({ trade: 0, service: 2, inventory: 1, system: 1, total: 4 }), MessageConnection: () => page([1], [1]) },
    });
    await screen.findByRole('heading', { level: 1, name: '消息中心' });
    expect(screen.getByRole('tab', { name: /客服消息/ }).getAttribute('aria-selected')).toBe('true');
    expect(sentNamed(environment.sent, 'MessageCenterPageQuery')[0].request.variables).toEqual({ category: 'SERVICE', first: 10 });
  });

  it('opens on the "all" tab, listing every category, when nothing is unread', async () => {
    const { environment, router } = renderApp('/user/messageCenter', {
      viewer: viewerData(),
      resolvers: {
        UnreadMessageCounts: () => ({ trade: 0, service: 0, inventory: 0, system: 0, total: 0 }),
        MessageConnection: (context) =>
          context.args?.category
            ? { totalCount: 0, edges: [] }
            : {
                totalCount: 2,
                edges: [
                  { cursor: 'c1', node: message(1, true) },
                  { cursor: 'c2', node: message(2, true) },
                ],
              },
      },
    });
    await screen.findByRole('heading', { level: 1, name: '消息中心' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual(['全部', '交易消息', '客服消息', '库存消息', '系统通知']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(sentNamed(environment.sent, 'MessageCenterPageQuery')[0].request.variables).toEqual({ category: null, first: 10 });
    expect(screen.getAllByTestId('message-row')).toHaveLength(2);
    expect(screen.queryByTestId('unread-all')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /交易消息/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=trade'));
    fireEvent.click(await screen.findByRole('tab', { name: /全部/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=all'));
    await waitFor(() => expect(screen.getByRole('tab', { name: /全部/ }).getAttribute('aria-selected')).toBe('true'));
    expect(sentNamed(environment.sent, 'MessageCenterPageQuery').at(-1)!.request.variables).toEqual({ category: null, first: 10 });
  });
});
