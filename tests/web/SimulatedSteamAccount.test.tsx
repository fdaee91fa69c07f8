import { fireEvent, screen, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderApp, viewerData } from './helpers/renderApp.tsx';

const operationName = (operation: OperationDescriptor) => operation.request.node.params.name;

const MAFILE = '{\n  "shared_secret": "c2VjcmV0c2VjcmV0c2VjcmV0c2U=",\n  "account_name": "sim_k3v9q2xa"\n}\n';
const created = {
  __typename: 'SimulatedSteamAccount',
  accountName: 'sim_k3v9q2xa',
  password: 'Zr8-pQ4mW1xYtV2b',
  steamId: '76561198912345678',
  mafile: MAFILE,
};

const noAccounts = { SteamAccountConnection: () => ({ totalCount: 0, edges: [] }) };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/user/steam: simulated Steam accounts', () => {
  it('creates an account and hands over its password (copy) and its Mafile (a download named <account>.maFile)', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const blobs: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', { value: (blob: Blob) => (blobs.push(blob), 'blob:mafile'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    let calls = 0;
    renderApp('/user/steam', {
      viewer: viewerData(),
      resolvers: { ...noAccounts, Query: () => ({ steamSimulationEnabled: true }) },
      respond: (operation) => {
        if (operationName(operation) !== 'useCreateSimulatedSteamAccountMutation') return undefined;
        calls += 1;
        if (calls === 1) {
          return {
            data: {
              createSimulatedSteamAccount: apiError('RateLimitError', {
                code: 'RATE_LIMITED',
                message: '创建模拟 Steam 账号过于频繁，请 42 分钟后再试',
                retryAfterSeconds: 2500,
              }),
            },
          };
        }
        return { data: { createSimulatedSteamAccount: created } };
      },
    });

    const panel = await screen.findByTestId('simulated-steam');
    expect(within(panel).getByRole('heading', { name: '模拟 Steam 账号' })).toBeTruthy();
    expect(within(panel).getByText(/15–40 件饰品/)).toBeTruthy();
    const button = within(panel).getByRole('button', { name: '创建模拟Steam账号' });

    // a refusal is shown as the server says it
    fireEvent.click(button);
    expect((await within(panel).findByRole('alert')).textContent).toBe('创建模拟 Steam 账号过于频繁，请 42 分钟后再试');

    fireEvent.click(button);
    expect((await within(panel).findByTestId('simulated-account-name')).textContent).toBe('sim_k3v9q2xa');
    expect(within(panel).getByTestId('simulated-password').textContent).toBe('Zr8-pQ4mW1xYtV2b');
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(panel).getByText(/点击上方“绑定账号”，上传该 Mafile 并输入密码/)).toBeTruthy();

    fireEvent.click(within(panel).getByTestId('simulated-copy-password'));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('Zr8-pQ4mW1xYtV2b'));

    fireEvent.click(within(panel).getByRole('button', { name: '下载 Mafile' }));
    expect(downloads).toEqual(['sim_k3v9q2xa.maFile blob:mafile']);
    expect(blobs).toHaveLength(1);
    expect(await blobs[0].text()).toBe(MAFILE);
  });

  it('speaks English too', async () => {
    renderApp('/user/steam', { language: 'en', viewer: viewerData(), resolvers: { ...noAccounts, Query: () => ({ steamSimulationEnabled: true }) } });
    const panel = await screen.findByTestId('simulated-steam');
    expect(within(panel).getByRole('button', { name: 'Create a simulated Steam account' })).toBeTruthy();
    expect(within(panel).getByText(/15–40 items/)).toBeTruthy();
  });

  it('offers nothing when the server trades on the real Steam', async () => {
    renderApp('/user/steam', { viewer: viewerData(), resolvers: { ...noAccounts, Query: () => ({ steamSimulationEnabled: false }) } });
    expect(await screen.findByText(/还没有绑定 Steam 账号/)).toBeTruthy();
    expect(screen.queryByTestId('simulated-steam')).toBeNull();
    expect(screen.queryByRole('button', { name: '创建模拟Steam账号' })).toBeNull();
  });
});
