import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { creditCodeCheckCharacter, organizationCodeCheckCharacter } from '../../lib/creditCode.ts';
import { goToExternalPage } from '../../web/lib/externalNavigation.ts';
import { apiError, type MockResolvers, renderApp, viewerData } from './helpers/renderApp.tsx';

// the browser leaves for the provider's signing page or cashier: recorded instead (jsdom cannot navigate)
// The worker may have imported the app for an earlier file (isolate: false): this file imports it
// anew, so that it navigates through the mock below.
vi.hoisted(() => vi.resetModules());
vi.mock('../../web/lib/externalNavigation.ts', () => ({ goToExternalPage: vi.fn() }));

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;
const sentNamed = (sent: OperationDescriptor[], name: string) => sent.filter((operation) => operationName(operation) === name);

const COMPANY = '福州示例科技有限公司';
const CODE = '91350100M000100Y43';
// the same division and organisation code registered as a social organisation (authority 5, category 1), with its check character
const NOT_AN_ENTERPRISE = `51350100M000100Y4${creditCodeCheckCharacter('51350100M000100Y4')}`;

const contract = (overrides: Record<string, unknown> = {}) => ({
  status: 'NONE',
  statusText: '未签约',
  signed: false,
  finished: false,
  companyName: null,
  creditCode: null,
  externalAgreementNo: null,
  agreementNo: null,
  createdAt: null,
  signedAt: null,
  endedAt: null,
  ...overrides,
});

const SIGNED = contract({
  status: 'SIGNED',
  statusText: '已签约',
  signed: true,
  finished: true,
  companyName: COMPANY,
  creditCode: CODE,
  externalAgreementNo: 'A20261124113441000001',
  agreementNo: '20261124000000000001',
  createdAt: '2026-11-24T03:30:00.000Z',
  signedAt: '2026-11-24T03:31:00.000Z',
});

/** The wallet page around a recharge center (the other sections empty). */
function renderWallet(
  center: () => Record<string, unknown>,
  {
    path = '/user/wallet',
    language = 'zh' as const,
    extra = {} as MockResolvers,
    respond,
  }: { path?: string; language?: 'zh' | 'en'; extra?: MockResolvers; respond?: (operation: OperationDescriptor) => unknown } = {},
) {
  return renderApp(path, {
    language,
    respond,
    viewer: viewerData(),
    resolvers: {
      Wallet: () => ({ total: 0, deposit: 0, withdrawable: 0, frozen: 0, points: 0 }),
      WalletTransactionConnection: () => ({ totalCount: 0, edges: [] }),
      WithdrawalSettings: () => ({
        enabled: true,
        withdrawable: 0,
        verified: true,
        account: 'a@example.com',
        rateBps: 100,
        min: 1_000,
        max: 5_000_000,
        phone: '138****8000',
      }),
      WithdrawalConnection: () => ({ totalCount: 0, edges: [] }),
      RechargeCenter: () => ({ enabled: true, min: 500, max: 5_000_000, demoCreditCode: null, ...center() }),
      RechargeContract: () => center().contract as Record<string, unknown>,
      ...extra,
    },
  });
}

/** A typed error as the API answers a mutation (the mocks cannot build the `__isError` alias). */
const refusal = (mutation: string, field: string, error: Record<string, unknown>) => (operation: OperationDescriptor) =>
  operationName(operation) === mutation ? { data: { [field]: error } } : undefined;

/** A mutation's answer: the member of its result union, and that member's fields (the mocks resolve fields by the concrete type). */
const payload = (union: string, member: string, fields: Record<string, unknown>): MockResolvers => ({
  [union]: () => ({ __typename: member }),
  [member]: () => fields,
});

beforeEach(() => vi.mocked(goToExternalPage).mockClear());

describe('/user/wallet recharge center', () => {
  it('unsigned: shows the enterprise form, refuses a bad credit code without asking the API, then signs and goes to the signing page', async () => {
    const { environment } = renderWallet(() => ({ contract: contract() }), {
      extra: payload('SignRechargeContractResult', 'SignRechargeContractPayload', { signUrl: '/web/pay/sim/agreement/A1?sign=x' }),
    });
    const section = await screen.findByTestId('recharge-section');
    expect(within(section).getByTestId('recharge-contract-signed').textContent).toBe('未签约');
    expect(within(section).getByTestId('recharge-contract-finished').textContent).toBe('未完成');
    // the state in words says no more than the pair: shown once
    expect(within(section).getAllByText('未签约')).toHaveLength(1);
    expect(within(section).queryByTestId('recharge-form')).toBeNull();
    const form = within(section).getByTestId('recharge-contract-form');
    expect(form.textContent).toContain('仅企业可签约');
    expect(form.textContent).toContain('可用于购买饰品，不可提现');

    fireEvent.change(within(form).getByLabelText('企业名称'), { target: { value: `  ${COMPANY} ` } });
    // one character off: the check character no longer holds
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), { target: { value: '91350100M000100Y44' } });
    fireEvent.click(within(form).getByRole('button', { name: '前往签约' }));
    expect(await within(form).findByText('统一社会信用代码的校验位（第 18 位）不符，请核对')).toBeTruthy();
    // a valid code of a social organisation (民政 / 社会团体), not an enterprise: refused before sending
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), { target: { value: NOT_AN_ENTERPRISE } });
    fireEvent.click(within(form).getByRole('button', { name: '前往签约' }));
    expect(await within(form).findByText('充值签约仅限企业：统一社会信用代码应以 91 开头')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentNamed(environment.sent, 'useSignRechargeContractMutation')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), { target: { value: ' 91350100m000100y43' } });
    fireEvent.click(within(form).getByRole('button', { name: '前往签约' }));
    await waitFor(() => expect(sentNamed(environment.sent, 'useSignRechargeContractMutation')).toHaveLength(1));
    expect(sentNamed(environment.sent, 'useSignRechargeContractMutation')[0].request.variables.input).toEqual({ companyName: COMPANY, creditCode: CODE });
    await waitFor(() => expect(goToExternalPage).toHaveBeenCalledWith('/web/pay/sim/agreement/A1?sign=x'));
  });

  it('with the simulated Alipay: shows the account its own valid demo code and fills it in, so a demo account can sign', async () => {
    const demo = `91310000${'12345678'}${organizationCodeCheckCharacter('12345678')}`;
    const demoCode = `${demo}${creditCodeCheckCharacter(demo)}`;
    const { environment } = renderWallet(() => ({ contract: contract(), demoCreditCode: demoCode }), {
      extra: payload('SignRechargeContractResult', 'SignRechargeContractPayload', { signUrl: '/web/pay/sim/agreement/A3' }),
    });
    const form = await screen.findByTestId('recharge-contract-form');
    expect(within(form).getByTestId('recharge-demo-code').textContent).toContain(demoCode);
    fireEvent.change(within(form).getByLabelText('企业名称'), { target: { value: COMPANY } });
    fireEvent.click(within(form).getByRole('button', { name: '填入演示代码' }));
    expect((within(form).getByLabelText('统一社会信用代码') as HTMLInputElement).value).toBe(demoCode);
    fireEvent.click(within(form).getByRole('button', { name: '前往签约' }));
    await waitFor(() => expect(sentNamed(environment.sent, 'useSignRechargeContractMutation')).toHaveLength(1));
    expect(sentNamed(environment.sent, 'useSignRechargeContractMutation')[0].request.variables.input).toEqual({ companyName: COMPANY, creditCode: demoCode });
  });

  it('with the real Alipay: offers no demo code', async () => {
    renderWallet(() => ({ contract: contract() }));
    const form = await screen.findByTestId('recharge-contract-form');
    expect(within(form).queryByTestId('recharge-demo-code')).toBeNull();
    expect(within(form).queryByRole('button', { name: '填入演示代码' })).toBeNull();
  });

  it("shows the server's refusal of the enterprise under its field and stays on the page", async () => {
    renderWallet(() => ({ contract: contract() }), {
      respond: refusal(
        'useSignRechargeContractMutation',
        'signRechargeContract',
        apiError('ValidationError', { code: 'VALIDATION', field: 'companyName', message: '请填写企业名称（2 至 60 个字）' }),
      ),
    });
    const form = await screen.findByTestId('recharge-contract-form');
    fireEvent.change(within(form).getByLabelText('企业名称'), { target: { value: '某某' } });
    fireEvent.change(within(form).getByLabelText('统一社会信用代码'), { target: { value: CODE } });
    fireEvent.click(within(form).getByRole('button', { name: '前往签约' }));
    expect(await within(form).findByText('请填写企业名称（2 至 60 个字）')).toBeTruthy();
    expect(goToExternalPage).not.toHaveBeenCalled();
  });

  it('signing: 签约未完成, continues with the stored enterprise', async () => {
    const pending = contract({ status: 'SIGNING', statusText: '签约未完成', companyName: COMPANY, creditCode: CODE, createdAt: '2026-11-24T03:30:00.000Z' });
    const { environment } = renderWallet(() => ({ contract: pending }), {
      extra: payload('SignRechargeContractResult', 'SignRechargeContractPayload', { signUrl: '/web/pay/sim/agreement/A2' }),
    });
    const section = await screen.findByTestId('recharge-section');
    expect(within(section).getByTestId('recharge-contract-status').textContent).toBe('签约未完成');
    expect(within(section).getByTestId('recharge-contract-signed').textContent).toBe('未签约');
    expect(within(section).getByTestId('recharge-contract-finished').textContent).toBe('未完成');
    expect(within(section).getByTestId('recharge-contract-company').textContent).toBe(COMPANY);
    expect(within(section).queryByTestId('recharge-contract-form')).toBeNull();
    expect(within(section).getByRole('button', { name: '刷新' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: '继续签约' }));
    await waitFor(() => expect(goToExternalPage).toHaveBeenCalledWith('/web/pay/sim/agreement/A2'));
    expect(sentNamed(environment.sent, 'useSignRechargeContractMutation')[0].request.variables.input).toEqual({ companyName: COMPANY, creditCode: CODE });
  });

  it('signed: recharges an amount with an idempotency key at the cashier; 解约 asks first, then offers 重新签约', async () => {
    let current: Record<string, unknown> = SIGNED;
    const { environment } = renderWallet(() => ({ contract: current }), {
      extra: {
        ...payload('RechargeResult', 'RechargePayload', { outTradeNo: 'R1', payUrl: '/web/pay/sim/cashier/R1' }),
        TerminateRechargeContractResult: () => ({ __typename: 'TerminateRechargeContractPayload' }),
      },
    });
    const section = await screen.findByTestId('recharge-section');
    expect(within(section).getByTestId('recharge-contract-signed').textContent).toBe('已签约');
    expect(within(section).getByTestId('recharge-contract-finished').textContent).toBe('已完成');
    expect(within(section).getByTestId('recharge-contract-agreement').textContent).toBe('20261124000000000001');
    expect(within(section).getByTestId('recharge-contract-credit-code').textContent).toBe(CODE);
    expect(within(section).getByTestId('recharge-contract').textContent).toContain('签约时间');
    expect(within(section).queryByTestId('recharge-contract-form')).toBeNull();

    const form = within(section).getByTestId('recharge-form');
    fireEvent.change(within(form).getByLabelText('充值金额（元）'), { target: { value: '4.99' } });
    fireEvent.click(within(form).getByRole('button', { name: '充值' }));
    expect(await within(form).findByText('单笔充值金额需在 5 元至 50000 元之间')).toBeTruthy();
    expect(sentNamed(environment.sent, 'useRechargeMutation')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('充值金额（元）'), { target: { value: '5.00' } });
    fireEvent.click(within(form).getByRole('button', { name: '充值' }));
    await waitFor(() => expect(sentNamed(environment.sent, 'useRechargeMutation')).toHaveLength(1));
    const input = sentNamed(environment.sent, 'useRechargeMutation')[0].request.variables.input;
    expect(input.amount).toBe('5.00');
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(goToExternalPage).toHaveBeenCalledWith('/web/pay/sim/cashier/R1'));

    // 解约: nothing is sent before the confirmation; cancelling sends nothing
    fireEvent.click(within(section).getByRole('button', { name: '解约' }));
    let dialog = await screen.findByRole('dialog', { name: '解除企业签约' });
    expect(dialog.textContent).toContain(COMPANY);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(section).getByRole('button', { name: '解约' }));
    dialog = await screen.findByRole('dialog', { name: '解除企业签约' });
    expect(sentNamed(environment.sent, 'useTerminateRechargeContractMutation')).toHaveLength(0);
    current = { ...SIGNED, status: 'TERMINATED', statusText: '已解约', signed: false, finished: true, endedAt: '2026-11-24T04:00:00.000Z' };
    fireEvent.click(within(dialog).getByRole('button', { name: '确认解约' }));
    await waitFor(() => expect(sentNamed(environment.sent, 'useTerminateRechargeContractMutation')).toHaveLength(1));
    // the answered contract replaces the signed one in the store: no recharge form, the form to sign again
    expect(await screen.findByText('已解约', { selector: '[data-testid="recharge-contract-status"]' })).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('已解约');
    expect(within(section).queryByTestId('recharge-form')).toBeNull();
    const again = within(section).getByTestId('recharge-contract-form');
    expect((within(again).getByLabelText('企业名称') as HTMLInputElement).value).toBe(COMPANY);
    expect(within(again).getByRole('button', { name: '重新签约' })).toBeTruthy();
    expect(sentNamed(environment.sent, 'WalletPageQuery')).toHaveLength(1);
  });

  it('a changed amount after a recharge was sent is a new recharge: a new idempotency key', async () => {
    const { environment } = renderWallet(() => ({ contract: SIGNED }), {
      respond: refusal('useRechargeMutation', 'recharge', apiError('BaseError', { code: 'UNAVAILABLE', message: '支付服务暂时不可用' })),
    });
    const form = await screen.findByTestId('recharge-form');
    const amount = within(form).getByLabelText('充值金额（元）');
    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: '充值' }));
    expect(await screen.findByText('支付服务暂时不可用')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '充值' }));
    await waitFor(() => expect(sentNamed(environment.sent, 'useRechargeMutation')).toHaveLength(2));
    fireEvent.change(amount, { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: '充值' }));
    await waitFor(() => expect(sentNamed(environment.sent, 'useRechargeMutation')).toHaveLength(3));
    const keys = sentNamed(environment.sent, 'useRechargeMutation').map((operation) => operation.request.variables.input.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(goToExternalPage).not.toHaveBeenCalled();
  });

  it('disabled: the recharge form is replaced by the closed message', async () => {
    renderWallet(() => ({ enabled: false, contract: SIGNED }));
    const section = await screen.findByTestId('recharge-section');
    expect(within(section).getByTestId('recharge-closed').textContent).toBe('充值暂时关闭，请联系客服');
    expect(within(section).queryByTestId('recharge-form')).toBeNull();
    expect(within(section).queryByRole('button', { name: '充值' })).toBeNull();
  });

  it('back from the cashier or the signing page: a notice', async () => {
    renderWallet(() => ({ contract: SIGNED }), { path: '/user/wallet?recharge=returned&out_trade_no=R1' });
    expect((await screen.findByTestId('recharge-returned')).textContent).toContain('充值到账可能需要几秒，到账后本页自动更新');
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByTestId('recharge-returned')).toBeNull());
  });

  it('speaks English: the contract pairs, the form and the notice after signing', async () => {
    renderWallet(() => ({ contract: contract({ status: 'TERMINATED', statusText: 'Terminated', finished: true, companyName: COMPANY, creditCode: CODE }) }), {
      path: '/user/wallet?contract=returned',
      language: 'en',
    });
    const section = await screen.findByTestId('recharge-section');
    expect(screen.getByRole('heading', { level: 2, name: 'Recharge center' })).toBeTruthy();
    expect(within(section).getByTestId('recharge-returned').textContent).toContain('The signing result is updated');
    expect(within(section).getByTestId('recharge-contract-signed').textContent).toBe('Not signed');
    expect(within(section).getByTestId('recharge-contract-finished').textContent).toBe('Finished');
    const form = within(section).getByTestId('recharge-contract-form');
    expect(within(form).getByLabelText('Unified social credit code')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Sign again' })).toBeTruthy();
    expect(form.textContent).toContain('only enterprises can sign');
  });
});
