// /user/openapi: the open platform's two-step application (docs/open-platform.md "1. Applying"), one state at a time:
// the switch off, step 1 (new or after a rejection), under review, step 2, and the app with its
// suspension.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderApp, viewerData, type MockResolvers } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const toasts = async () => (await screen.findAllByTestId('toast')).map((toast) => toast.textContent);

const PLATFORM_KEY = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAplatform\n-----END PUBLIC KEY-----\n';
const PARTNER_KEY = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEApartner\n-----END PUBLIC KEY-----';

function application(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OpenPlatformApplication',
    applicationId: 'application-1',
    phone: '13800138000',
    wechat: 'trader_wx',
    dailyOrders: 200,
    dailyAmount: 5_000_000,
    reason: '自营饰品店，需要通过接口批量采购',
    attachment: null,
    status: 'REVIEWING',
    rejectReason: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

function partnerApp(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PartnerApp',
    appId: 'app_0123456789abcdef',
    callbackUrl: null,
    keyFingerprint: null,
    keysSubmittedAt: null,
    platformKeyId: 'pk_2026_11',
    platformPublicKey: PLATFORM_KEY,
    dailyOrders: 200,
    dailyAmount: 5_000_000,
    rateLimitPerSecond: 10,
    suspended: false,
    suspendedAt: null,
    // the callback delivery log (its own tests: OpenApiDeliveries.test.tsx)
    deliveries: [],
    ...overrides,
  };
}

function openPlatform(overrides: Record<string, unknown> = {}) {
  return { __typename: 'OpenPlatform', enabled: true, status: 'NONE', application: null, rejectReason: null, app: null, ...overrides };
}

const withKeys = (overrides: Record<string, unknown> = {}) =>
  partnerApp({
    callbackUrl: 'https://partner.example.com/callback',
    keyFingerprint: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    keysSubmittedAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  });

const approved = (app: Record<string, unknown>) =>
  openPlatform({ status: 'APPROVED', application: application({ status: 'APPROVED', reviewedAt: '2026-11-21T08:00:00.000Z' }), app });

const payload = (field: string, state: Record<string, unknown>) => ({ data: { [field]: { __typename: 'OpenPlatformPayload', openPlatform: state } } });

function renderOpenApi(state: Record<string, unknown>, options: Parameters<typeof renderApp>[1] = {}) {
  const resolvers: MockResolvers = { OpenPlatform: () => state, ...options.resolvers };
  return renderApp('/user/openapi', { viewer: viewerData({ openPlatformEnabled: state.enabled }), ...options, resolvers });
}

/** The message announced for a field (its aria-describedby), or null. */
function errorOf(label: string): string | null {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('/user/openapi', () => {
  it('with the switch off explains it and links to the settings; the side navigation leads here', async () => {
    renderOpenApi(openPlatform({ enabled: false }));
    expect(await screen.findByRole('heading', { level: 1, name: '开放接口' })).toBeTruthy();
    const off = screen.getByTestId('openapi-off');
    expect(off.textContent).toContain('开放平台开关处于关闭状态');
    expect(within(off).getByRole('link', { name: '前往账户设置' }).getAttribute('href')).toBe('/user/setting');
    expect(screen.queryByTestId('openapi-apply-form')).toBeNull();
    const nav = screen.getByRole('navigation', { name: '个人中心导航' });
    const link = within(nav).getByRole('link', { name: '开放接口' });
    expect(link.getAttribute('href')).toBe('/user/openapi');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('the settings page links here once the switch is on', async () => {
    renderApp('/user/setting', {
      viewer: viewerData({ openPlatformEnabled: true }),
      resolvers: {
        UserStatistics: () => ({
          __typename: 'UserStatistics',
          range: 'THIS_MONTH',
          from: '2026-11-01',
          to: '2026-11-21',
          sales: { count: 0, amount: 0 },
          withdrawals: { count: 0, amount: 0 },
        }),
      },
    });
    const section = await screen.findByTestId('open-platform-section');
    expect(within(section).getByRole('link', { name: '前往开放接口' }).getAttribute('href')).toBe('/user/openapi');
  });

  it('step 1: checks the form, uploads the attachment, shows the API refusal beside its field, then goes under review', async () => {
    const inputs: Record<string, unknown>[] = [];
    const { environment } = renderOpenApi(openPlatform(), {
      rest: (path) => (path === '/web/openapi/attachment' ? { attachmentId: 'attachment-7' } : path.startsWith('/web/notice') ? { list: [], total: 0 } : null),
      respond: (operation) => {
        if (operationName(operation) !== 'useApplyOpenPlatformMutation') return undefined;
        const input = operation.request.variables.input as Record<string, unknown>;
        inputs.push(input);
        if (input.wechat === 'x')
          return {
            data: {
              applyOpenPlatform: apiError('ValidationError', {
                code: 'VALIDATION',
                field: 'wechat',
                message: '微信号为 6-20 位字母、数字、下划线或减号，以字母开头；也可填写绑定微信的手机号',
              }),
            },
          };
        return payload('applyOpenPlatform', openPlatform({ status: 'REVIEWING', application: application({ ...input, dailyAmount: 1_234_550 }) }));
      },
    });
    const form = await screen.findByTestId('openapi-apply-form');
    const steps = screen.getByTestId('openapi-steps');
    expect(within(steps).getByText('申请').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(within(steps).getByText('对接')).toBeTruthy();
    // the account's phone is masked by the API: offered as a hint, not as the value
    expect((screen.getByLabelText('联系手机号') as HTMLInputElement).value).toBe('');
    expect(form.textContent).toContain('账户绑定的手机号为 138****8000');

    // the client's checks: phone, WeChat and reason are required
    fireEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    expect(errorOf('联系手机号')).toBe('请输入联系手机号');
    expect(errorOf('微信号')).toBe('请填写微信号');
    expect(errorOf('申请理由')).toBe('请填写申请理由');
    expect(inputs).toHaveLength(0);

    change('联系手机号', '138 0013 8000');
    change('微信号', 'x');
    change('预计日订单量', '200');
    change('预计日交易额（元）', '12345.5');
    change('申请理由', '自营饰品店，需要通过接口批量采购');
    expect(errorOf('联系手机号')).toBeNull();

    // the attachment: uploaded at once, its name shown, removable
    const file = new File(['%PDF-1.7'], '营业执照.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('openapi-attachment-input'), { target: { files: [file] } });
    expect((await screen.findByTestId('openapi-attachment-name')).textContent).toBe('营业执照.pdf');
    const upload = environment.restCalls.find((call) => call.path === '/web/openapi/attachment')!;
    expect(upload.init.method).toBe('POST');
    expect((upload.init.body as FormData).get('attachment')).toBeInstanceOf(File);
    fireEvent.click(screen.getByRole('button', { name: '移除附件 营业执照.pdf' }));
    expect(screen.queryByTestId('openapi-attachment-name')).toBeNull();
    fireEvent.change(screen.getByTestId('openapi-attachment-input'), { target: { files: [file] } });
    await screen.findByTestId('openapi-attachment-name');

    // the API's ValidationError lands beside its field
    fireEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(errorOf('微信号')).toBe('微信号为 6-20 位字母、数字、下划线或减号，以字母开头；也可填写绑定微信的手机号'));
    expect(screen.getByLabelText('微信号').getAttribute('aria-invalid')).toBe('true');

    change('微信号', 'trader_wx');
    fireEvent.click(within(form).getByRole('button', { name: '提交申请' }));
    const reviewing = await screen.findByTestId('openapi-reviewing');
    expect(inputs[1]).toEqual({
      phone: '138 0013 8000',
      wechat: 'trader_wx',
      dailyOrders: 200,
      dailyAmount: '12345.5',
      reason: '自营饰品店，需要通过接口批量采购',
      attachmentId: 'attachment-7',
    });
    expect(await toasts()).toContain('申请已提交，审核通常需要 3-5 个工作日');
    // the store took the payload's state: no second query of the page
    expect(environment.sent.filter((operation) => operationName(operation) === 'OpenApiPageQuery')).toHaveLength(1);
    expect(reviewing.textContent).toContain('¥12345.50');
    expect(screen.queryByTestId('openapi-apply-form')).toBeNull();
  });

  it('under review: says it takes 3-5 working days and shows what was sent, read-only', async () => {
    renderOpenApi(openPlatform({ status: 'REVIEWING', application: application({ attachment: { id: 'a1', mediaType: 'image/png', byteSize: 204_800 } }) }));
    const reviewing = await screen.findByTestId('openapi-reviewing');
    expect(within(reviewing).getByRole('status').textContent).toContain('审核一般需要 3-5 个工作日');
    const facts = within(reviewing).getByTestId('openapi-application');
    expect(facts.textContent).toContain('13800138000');
    expect(facts.textContent).toContain('trader_wx');
    expect(facts.textContent).toContain('200 单');
    expect(facts.textContent).toContain('¥50000.00');
    expect(facts.textContent).toContain('已上传（PNG，200 KB）');
    expect(within(reviewing).getByTestId('openapi-application-reason').textContent).toBe('自营饰品店，需要通过接口批量采购');
    expect(within(reviewing).queryByRole('textbox')).toBeNull();
    expect(within(reviewing).queryByRole('button')).toBeNull();
  });

  it('rejected: shows the reason and the way to a solution, with the form filled from the rejected application', async () => {
    renderOpenApi(
      openPlatform({
        status: 'REJECTED',
        rejectReason: '请补充营业执照',
        application: application({ status: 'REJECTED', rejectReason: '请补充营业执照', dailyAmount: 1_234_550, reviewedAt: '2026-11-21T08:00:00.000Z' }),
      }),
    );
    const notice = await screen.findByTestId('openapi-rejected');
    expect(within(notice).getByTestId('openapi-reject-reason').textContent).toBe('请补充营业执照');
    expect(within(notice).getByRole('link', { name: '查看解决方案' }).getAttribute('href')).toBe('/help/801');
    expect((screen.getByLabelText('联系手机号') as HTMLInputElement).value).toBe('13800138000');
    expect((screen.getByLabelText('微信号') as HTMLInputElement).value).toBe('trader_wx');
    expect((screen.getByLabelText('预计日订单量') as HTMLInputElement).value).toBe('200');
    expect((screen.getByLabelText('预计日交易额（元）') as HTMLInputElement).value).toBe('12345.50');
    expect((screen.getByLabelText('申请理由') as HTMLTextAreaElement).value).toBe('自营饰品店，需要通过接口批量采购');
    expect(screen.queryByTestId('openapi-attachment-name')).toBeNull();
  });

  it('step 2: warns the keys cannot be changed, confirms, then sends the callback URL and the public key', async () => {
    let sent: Record<string, unknown> | null = null;
    renderOpenApi(approved(partnerApp()), {
      respond: (operation) => {
        if (operationName(operation) !== 'useSubmitOpenPlatformKeysMutation') return undefined;
        sent = operation.request.variables.input as Record<string, unknown>;
        return payload('submitOpenPlatformKeys', approved(withKeys({ callbackUrl: sent.callbackUrl })));
      },
    });
    const keys = await screen.findByTestId('openapi-keys');
    expect(within(screen.getByTestId('openapi-steps')).getByText('对接').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(within(keys).getByTestId('openapi-keys-warning').textContent).toContain('提交后不能修改');
    expect(within(keys).getByTestId('openapi-app-id').textContent).toBe('app_0123456789abcdef');

    fireEvent.click(within(keys).getByRole('button', { name: '提交' }));
    expect(errorOf('回调地址')).toBe('请输入回调地址');
    expect(errorOf('RSA 公钥')).toBe('请粘贴 RSA 公钥');
    change('回调地址', 'https://partner.example.com/callback');
    change('RSA 公钥', '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
    fireEvent.click(within(keys).getByRole('button', { name: '提交' }));
    expect(errorOf('RSA 公钥')).toBe('这是私钥，请勿提交！请只粘贴公钥，并妥善保管私钥');
    expect(screen.queryByRole('dialog')).toBeNull();

    change('RSA 公钥', `${PARTNER_KEY}\n`);
    fireEvent.click(within(keys).getByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('dialog', { name: '确认提交接入配置？' });
    expect(dialog.textContent).toContain('提交后不能修改');
    expect(dialog.textContent).toContain('https://partner.example.com/callback');
    expect(sent).toBeNull();
    fireEvent.click(within(dialog).getByTestId('openapi-keys-confirm'));

    const app = await screen.findByTestId('openapi-app');
    expect(sent).toEqual({ callbackUrl: 'https://partner.example.com/callback', publicKey: PARTNER_KEY });
    expect(within(app).getByTestId('openapi-callback-url').textContent).toBe('https://partner.example.com/callback');
    expect(await toasts()).toContain('回调地址和公钥已保存');
    expect(screen.queryByTestId('openapi-keys')).toBeNull();
  });

  it('step 2: a refused key shows beside its field', async () => {
    renderOpenApi(approved(partnerApp()), {
      respond: (operation) =>
        operationName(operation) === 'useSubmitOpenPlatformKeysMutation'
          ? {
              data: {
                submitOpenPlatformKeys: apiError('ValidationError', {
                  code: 'VALIDATION',
                  field: 'publicKey',
                  message: 'RSA 公钥长度须为 2048 至 4096 位（您提交的是 1024 位）',
                }),
              },
            }
          : undefined,
    });
    const keys = await screen.findByTestId('openapi-keys');
    change('回调地址', 'https://partner.example.com/callback');
    change('RSA 公钥', PARTNER_KEY);
    fireEvent.click(within(keys).getByRole('button', { name: '提交' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('openapi-keys-confirm'));
    await waitFor(() => expect(errorOf('RSA 公钥')).toBe('RSA 公钥长度须为 2048 至 4096 位（您提交的是 1024 位）'));
    expect(screen.getByTestId('openapi-keys')).toBeTruthy();
  });

  it('the app: ids, keys and limits, copyable; suspending asks first and says what it does', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let suspended = 0;
    renderOpenApi(approved(withKeys()), {
      respond: (operation) => {
        if (operationName(operation) !== 'useSuspendOpenPlatformAppMutation') return undefined;
        suspended += 1;
        return payload('suspendOpenPlatformApp', approved(withKeys({ suspended: true, suspendedAt: '2026-11-23T10:00:00.000Z' })));
      },
    });
    const app = await screen.findByTestId('openapi-app');
    const steps = screen.getByTestId('openapi-steps');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.getAttribute('data-state')),
    ).toEqual(['done', 'done']);
    expect(within(app).getByTestId('openapi-app-id').textContent).toBe('app_0123456789abcdef');
    expect(within(app).getByTestId('openapi-key-fingerprint').textContent).toBe('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
    expect(within(app).getByTestId('openapi-platform-key-id').textContent).toBe('pk_2026_11');
    expect(within(app).getByTestId('openapi-platform-public-key').textContent).toBe(PLATFORM_KEY.trim());
    expect(within(app).getByTestId('openapi-daily-orders').textContent).toBe('200 单');
    expect(within(app).getByTestId('openapi-daily-amount').textContent).toBe('¥50000.00');
    expect(within(app).getByTestId('openapi-rate-limit').textContent).toBe('每秒 10 次');
    expect(within(app).getByTestId('openapi-app-status').textContent).toBe('正常');

    fireEvent.click(within(app).getByTestId('openapi-copy-app-id'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('app_0123456789abcdef'));
    expect(await toasts()).toContain('已复制');
    fireEvent.click(within(app).getByTestId('openapi-copy-platform-key'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(PLATFORM_KEY));

    fireEvent.click(within(app).getByTestId('openapi-suspend'));
    const dialog = await screen.findByRole('dialog', { name: '确认停用应用？' });
    expect(dialog.textContent).toContain('所有请求将立即被拒绝');
    expect(dialog.textContent).toContain('只能联系客服重置');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(suspended).toBe(0);

    fireEvent.click(within(app).getByTestId('openapi-suspend'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '确认停用应用？' })).getByTestId('openapi-suspend-confirm'));
    await waitFor(() => expect(within(app).getByTestId('openapi-app-status').textContent).toBe('已停用'));
    expect(suspended).toBe(1);
    expect(within(app).getByTestId('openapi-suspended').textContent).toContain('联系客服重置');
    expect(within(app).queryByTestId('openapi-suspend')).toBeNull();
    expect(await toasts()).toContain('应用已停用');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
