// /user/openapi, the app's callback delivery log (docs/open-platform.md §5): the last deliveries with
// their translated type and status (in the theme's colours), the last answer and error, the next
// attempt of a pending one, every attempt (time, HTTP status, latency, the start of its answer); resend (a new delivery at the
// top, the resent one kept), refresh, the empty state and a refused resend.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../web/lib/dates.ts';
import { theme } from '../../web/theme/theme.ts';
import { apiError, renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const toasts = async () => (await screen.findAllByTestId('toast')).map((toast) => toast.textContent);

const LONG_ERROR = 'connect ECONNREFUSED 203.0.113.7:443 (the callback URL refused the connection before any answer)';

function delivery(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PartnerCallback',
    callbackId: 'callback-1',
    eventId: '1042',
    type: 'order.transitioned',
    status: 'DELIVERED',
    attempts: 1,
    lastStatusCode: 200,
    lastError: null,
    lastLatencyMs: 85,
    lastAttemptAt: '2026-11-25T04:00:01.000Z',
    nextAttemptAt: null,
    deliveredAt: '2026-11-25T04:00:01.000Z',
    createdAt: '2026-11-25T04:00:00.000Z',
    redeliveryOf: null,
    attemptLog: [attempt(1, 200, 85, '2026-11-25T04:00:01.000Z')],
    ...overrides,
  };
}

const attempt = (
  number: number,
  statusCode: number | null,
  latencyMs: number,
  attemptedAt: string,
  heard: { answerExcerpt?: string; error?: string } = {},
) => ({
  __typename: 'PartnerCallbackAttempt',
  number,
  attemptedAt,
  statusCode,
  latencyMs,
  answerExcerpt: heard.answerExcerpt ?? null,
  error: heard.error ?? null,
});

const DELIVERIES = [
  delivery({
    callbackId: 'callback-3',
    eventId: '1044',
    type: 'listing.transitioned',
    status: 'PENDING',
    attempts: 3,
    lastStatusCode: 500,
    lastLatencyMs: 120,
    lastError: LONG_ERROR,
    nextAttemptAt: '2026-11-25T06:10:00.000Z',
    deliveredAt: null,
    createdAt: '2026-11-25T05:00:00.000Z',
    attemptLog: [
      attempt(1, 503, 40, '2026-11-25T05:00:01.000Z', { answerExcerpt: 'Service Unavailable' }),
      attempt(2, null, 10_000, '2026-11-25T05:00:31.000Z', { error: 'timeout after 10000 ms' }),
      attempt(3, 500, 120, '2026-11-25T05:02:31.000Z', { answerExcerpt: '{"error":"database is down, try again later"}' }),
    ],
  }),
  delivery({
    callbackId: 'callback-2',
    eventId: '1043',
    status: 'FAILED',
    attempts: 11,
    lastStatusCode: null,
    lastLatencyMs: 10_000,
    lastError: 'timeout',
    deliveredAt: null,
    createdAt: '2026-11-22T04:30:00.000Z',
  }),
  delivery({ type: 'lease.changed' }),
];

function app(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PartnerApp',
    appId: 'app_0123456789abcdef',
    callbackUrl: 'https://partner.example.com/callback',
    keyFingerprint: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    keysSubmittedAt: '2026-11-22T09:30:00.000Z',
    platformKeyId: 'pk_2026_11',
    platformPublicKey: '-----BEGIN PUBLIC KEY-----\nplatform\n-----END PUBLIC KEY-----\n',
    dailyOrders: 200,
    dailyAmount: 5_000_000,
    rateLimitPerSecond: 10,
    suspended: false,
    suspendedAt: null,
    deliveries: DELIVERIES,
    ...overrides,
  };
}

const approved = (partnerApp: Record<string, unknown>) => ({
  __typename: 'OpenPlatform',
  enabled: true,
  status: 'APPROVED',
  rejectReason: null,
  application: {
    __typename: 'OpenPlatformApplication',
    applicationId: 'application-1',
    phone: '13800138000',
    wechat: 'trader_wx',
    dailyOrders: 200,
    dailyAmount: 5_000_000,
    reason: '自营饰品店，需要通过接口批量采购',
    attachment: null,
    status: 'APPROVED',
    rejectReason: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    reviewedAt: '2026-11-21T08:00:00.000Z',
  },
  app: partnerApp,
});

/** The page with the app's state from `state()`, read at each page query; `respond` answers the mutations. */
function renderDeliveries(state: () => Record<string, unknown>, respond?: (operation: OperationDescriptor) => unknown) {
  return renderApp('/user/openapi', {
    viewer: viewerData({ openPlatformEnabled: true }),
    resolvers: { OpenPlatform: () => state() },
    respond,
  });
}

const rows = () => within(screen.getByTestId('openapi-deliveries')).getAllByTestId('openapi-delivery');
const cell = (row: HTMLElement, testId: string) => within(row).getByTestId(testId);
const rowOf = (callbackId: string) => rows().find((row) => row.dataset.callbackId === callbackId)!;

/** A theme colour as the browser computes it. */
function computed(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  return probe.style.color;
}

describe('/user/openapi callback deliveries', () => {
  it('lists the deliveries, newest first, with translated types and statuses in the theme colours', async () => {
    renderDeliveries(() => approved(app()));
    const panel = await screen.findByTestId('openapi-deliveries');
    expect(within(panel).getByRole('heading', { level: 2, name: '回调记录' })).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['时间', '事件', '状态', '尝试次数', '最近响应', '下次重试', '最近错误', '尝试记录', '操作']);
    const [pending, failed, delivered] = rows();
    expect(rows().map((row) => row.dataset.callbackId)).toEqual(['callback-3', 'callback-2', 'callback-1']);

    expect(cell(pending, 'openapi-delivery-type').textContent).toBe('上架状态变化');
    expect(cell(pending, 'openapi-delivery-event').textContent).toBe('1044');
    expect(cell(pending, 'openapi-delivery-status').textContent).toBe('待重试');
    expect(cell(pending, 'openapi-delivery-attempts').textContent).toBe('3');
    expect(cell(pending, 'openapi-delivery-response').textContent).toBe('500 · 120 ms');
    expect(cell(pending, 'openapi-delivery-next').textContent).toBe(formatDateTime('2026-11-25T06:10:00.000Z'));
    expect(pending.textContent).toContain(formatDateTime('2026-11-25T05:00:00.000Z'));
    // the last error: shortened, the whole text in the title
    const error = cell(pending, 'openapi-delivery-error');
    expect(error.textContent).toBe(`${LONG_ERROR.slice(0, 40)}…`);
    expect(error.getAttribute('title')).toBe(LONG_ERROR);

    expect(cell(failed, 'openapi-delivery-type').textContent).toBe('订单状态变化');
    expect(cell(failed, 'openapi-delivery-status').textContent).toBe('已失败');
    expect(cell(failed, 'openapi-delivery-attempts').textContent).toBe('11');
    expect(cell(failed, 'openapi-delivery-response').textContent).toBe('无响应 · 10000 ms');
    expect(cell(failed, 'openapi-delivery-next').textContent).toBe('—');
    expect(cell(failed, 'openapi-delivery-error').textContent).toBe('timeout');

    expect(cell(delivered, 'openapi-delivery-type').textContent).toBe('租赁状态变化');
    expect(cell(delivered, 'openapi-delivery-status').textContent).toBe('已送达');
    expect(cell(delivered, 'openapi-delivery-response').textContent).toBe('200 · 85 ms');
    expect(cell(delivered, 'openapi-delivery-error').textContent).toBe('—');
    expect(cell(delivered, 'openapi-delivery-error').hasAttribute('title')).toBe(false);

    expect(getComputedStyle(cell(pending, 'openapi-delivery-status')).color).toBe(computed(theme.colors.accent));
    expect(getComputedStyle(cell(failed, 'openapi-delivery-status')).color).toBe(computed(theme.colors.danger));
    expect(getComputedStyle(cell(delivered, 'openapi-delivery-status')).color).toBe(computed(theme.colors.success));

    for (const row of rows()) expect((cell(row, 'openapi-delivery-resend') as HTMLButtonElement).disabled).toBe(false);
  });

  it('in English too; an expired event cannot be sent again', async () => {
    renderApp('/user/openapi', {
      language: 'en',
      viewer: viewerData({ openPlatformEnabled: true }),
      resolvers: { OpenPlatform: () => approved(app({ deliveries: [delivery({ type: 'expired', status: 'FAILED' }), DELIVERIES[0]] })) },
    });
    const panel = await screen.findByTestId('openapi-deliveries');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Callback deliveries' })).toBeTruthy();
    const [expired, pending] = rows();
    expect(cell(expired, 'openapi-delivery-type').textContent).toBe('Event expired');
    expect(cell(expired, 'openapi-delivery-status').textContent).toBe('Failed');
    expect((cell(expired, 'openapi-delivery-resend') as HTMLButtonElement).disabled).toBe(true);
    expect(cell(pending, 'openapi-delivery-type').textContent).toBe('Listing status changed');
    expect(cell(pending, 'openapi-delivery-status').textContent).toBe('Pending');
    expect(within(pending).getByRole('button', { name: 'Resend event 1044' }).textContent).toBe('Resend');
  });

  it('a suspended app keeps its log, but nothing can be sent again', async () => {
    renderDeliveries(() => approved(app({ suspended: true, suspendedAt: '2026-11-23T10:00:00.000Z' })));
    await screen.findByTestId('openapi-suspended');
    expect(rows()).toHaveLength(3);
    for (const row of rows()) expect((cell(row, 'openapi-delivery-resend') as HTMLButtonElement).disabled).toBe(true);
  });

  it('with no deliveries yet explains when they come', async () => {
    renderDeliveries(() => approved(app({ deliveries: [] })));
    const panel = await screen.findByTestId('openapi-deliveries');
    expect(panel.textContent).toContain('还没有回调记录：应用的订单或上架状态变化后，平台会向回调地址发送通知');
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).getByTestId('openapi-deliveries-refresh').textContent).toBe('刷新');
  });

  it('shows every attempt of a delivery: its time, HTTP status (or no answer), latency and the start of what it heard', async () => {
    renderDeliveries(() => approved(app()));
    await screen.findByTestId('openapi-deliveries');
    const history = within(cell(rowOf('callback-3'), 'openapi-delivery-history')).getAllByTestId('openapi-delivery-attempt');
    expect(history.map((item) => item.textContent)).toEqual([
      `${formatDateTime('2026-11-25T05:00:01.000Z')} · 503 · 40 ms · Service Unavailable`,
      `${formatDateTime('2026-11-25T05:00:31.000Z')} · 无响应 · 10000 ms · timeout after 10000 ms`,
      `${formatDateTime('2026-11-25T05:02:31.000Z')} · 500 · 120 ms · {"error":"database is do…`,
    ]);
    // the whole excerpt on hover
    expect(history[2].getAttribute('title')).toBe('{"error":"database is down, try again later"}');
    expect(screen.getByRole('columnheader', { name: '尝试记录' })).toBeTruthy();
  });

  it('resend sends the callback id; the button waits for the answer, then the new delivery heads the log and the resent one stays', async () => {
    const sent: unknown[] = [];
    const { environment } = renderDeliveries(
      () => approved(app()),
      (operation) => {
        if (operationName(operation) !== 'useResendPartnerCallbackMutation') return undefined;
        sent.push(operation.request.variables);
        return {
          data: {
            resendPartnerCallback: {
              __typename: 'ResendPartnerCallbackPayload',
              callback: delivery({
                callbackId: 'callback-4',
                eventId: '1043',
                status: 'PENDING',
                attempts: 0,
                lastStatusCode: null,
                lastLatencyMs: null,
                lastError: null,
                lastAttemptAt: null,
                nextAttemptAt: '2026-11-25T07:00:00.000Z',
                deliveredAt: null,
                createdAt: '2026-11-25T07:00:00.000Z',
                redeliveryOf: 'callback-2',
                attemptLog: [],
              }),
            },
          },
        };
      },
    );
    await screen.findByTestId('openapi-deliveries');
    const failed = rowOf('callback-2');
    const button = within(failed).getByRole('button', { name: '重新发送事件 1043' }) as HTMLButtonElement;
    fireEvent.click(button);
    // in flight until the mock environment answers (on the next tick)
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('发送中…');
    await waitFor(() => expect(rows().map((row) => row.dataset.callbackId)).toEqual(['callback-4', 'callback-3', 'callback-2', 'callback-1']));
    expect(sent).toEqual([{ callbackId: 'callback-2' }]);
    // the resent delivery keeps its attempts
    expect(cell(rowOf('callback-2'), 'openapi-delivery-status').textContent).toBe('已失败');
    expect(cell(rowOf('callback-2'), 'openapi-delivery-attempts').textContent).toBe('11');
    const row = rowOf('callback-4');
    expect(cell(row, 'openapi-delivery-status').textContent).toBe('待重试');
    expect(cell(row, 'openapi-delivery-history').textContent).toBe('—');
    expect(cell(row, 'openapi-delivery-attempts').textContent).toBe('0');
    expect(cell(row, 'openapi-delivery-next').textContent).toBe(formatDateTime('2026-11-25T07:00:00.000Z'));
    expect(getComputedStyle(cell(row, 'openapi-delivery-status')).color).toBe(computed(theme.colors.accent));
    await waitFor(() => expect((cell(rowOf('callback-2'), 'openapi-delivery-resend') as HTMLButtonElement).disabled).toBe(false));
    expect(await toasts()).toContain('已重新发送，稍后刷新即可查看结果');
    // the other rows are untouched, and the store took the answer: no second page query
    expect(cell(rowOf('callback-1'), 'openapi-delivery-status').textContent).toBe('已送达');
    expect(environment.sent.filter((operation) => operationName(operation) === 'OpenApiPageQuery')).toHaveLength(1);
  });

  it('a refused resend shows the API message as a toast and leaves the row as it was', async () => {
    renderDeliveries(
      () => approved(app()),
      (operation) =>
        operationName(operation) === 'useResendPartnerCallbackMutation'
          ? { data: { resendPartnerCallback: apiError('NotFoundError', { code: 'NOT_FOUND', message: '事件不存在或已过期' }) } }
          : undefined,
    );
    await screen.findByTestId('openapi-deliveries');
    fireEvent.click(within(rowOf('callback-2')).getByRole('button', { name: '重新发送事件 1043' }));
    expect(await toasts()).toContain('事件不存在或已过期');
    const row = rowOf('callback-2');
    expect(cell(row, 'openapi-delivery-status').textContent).toBe('已失败');
    expect(cell(row, 'openapi-delivery-attempts').textContent).toBe('11');
    await waitFor(() => expect((cell(row, 'openapi-delivery-resend') as HTMLButtonElement).disabled).toBe(false));
  });

  it('refresh asks the API again and shows the new log', async () => {
    let deliveries: Record<string, unknown>[] = [];
    const { environment } = renderDeliveries(() => approved(app({ deliveries })));
    const panel = await screen.findByTestId('openapi-deliveries');
    expect(panel.textContent).toContain('还没有回调记录');
    deliveries = [delivery({ callbackId: 'callback-9', eventId: '2001' })];
    fireEvent.click(within(panel).getByTestId('openapi-deliveries-refresh'));
    await waitFor(() => expect(rows().map((row) => row.dataset.callbackId)).toEqual(['callback-9']));
    expect(cell(rowOf('callback-9'), 'openapi-delivery-event').textContent).toBe('2001');
    expect(environment.sent.filter((operation) => operationName(operation) === 'OpenApiPageQuery')).toHaveLength(2);
    expect(screen.getByTestId('openapi-app')).toBeTruthy();
  });
});
