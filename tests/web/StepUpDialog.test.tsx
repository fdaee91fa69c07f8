// Step-up verification on the client: an answer "verify by SMS first" (GraphQL
// StepUpRequiredError, REST code 4031) opens the one StepUpDialog from the network layers; after the
// code is verified the very same request is sent again (same body, same idempotency key); cancelling
// sends nothing more and leaves the refusal as it was.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { commitMutation, fetchQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { useCreateOrderMutation } from '../../web/__generated__/useCreateOrderMutation.graphql.ts';
import createOrderMutation from '../../web/__generated__/useCreateOrderMutation.graphql.ts';
import type { SteamAccountRowGuardCodeQuery } from '../../web/__generated__/SteamAccountRowGuardCodeQuery.graphql.ts';
import guardCodeQuery from '../../web/__generated__/SteamAccountRowGuardCodeQuery.graphql.ts';
import { AppProviders } from '../../web/AppProviders.tsx';
import { createRelayEnvironment } from '../../web/relay/environment.ts';
import { webApiFor, WebApiError } from '../../web/relay/webApi.ts';
import { createTestI18n } from './helpers/i18n.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CODE = '246810';
// `__isError`: what the API answers for Relay's `... on Error` selections
const STEP_UP = { __typename: 'StepUpRequiredError', __isError: 'StepUpRequiredError', code: 'STEP_UP_REQUIRED', message: '请先完成短信验证' };
const PLACED = { __typename: 'CreateOrderPayload', payUrl: null, orders: [{ id: 'T3JkZXI6MQ==', orderNo: 'P1', status: 21, statusDes: 'SELLER_DELIVERING' }] };
const WITHDRAWN = { serialNo: 'W1', status: 'PROCESSING' };

/** The app's providers on a real Relay environment whose fetch answers as the API would: first "verify first", then the result. */
function setup() {
  const purchases: { variables: unknown }[] = [];
  const guardCodes: unknown[] = [];
  const withdrawals: { headers: Record<string, string>; body: string }[] = [];
  const verifications: string[] = [];
  let verified = false;
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === '/graphql') {
      const { operationName, variables } = JSON.parse(String(init?.body));
      if (operationName === 'useCreateOrderMutation') {
        purchases.push({ variables });
        return json({ data: { createOrder: verified ? PLACED : STEP_UP } });
      }
      if (operationName === 'SteamAccountRowGuardCodeQuery') {
        guardCodes.push(variables);
        if (verified) return json({ data: { node: { __typename: 'SteamAccount', id: variables.id, guardCode: { code: 'K7P2X', expiresInSeconds: 20 } } } });
        const refusal = { message: '请先完成短信验证', path: ['node', 'guardCode'], extensions: { code: 'STEP_UP_REQUIRED' } };
        return json({ data: { node: null }, errors: [refusal] });
      }
      if (operationName === 'useSendStepUpCodeMutation')
        return json({ data: { sendStepUpCode: { __typename: 'SendStepUpCodePayload', retryAfterSeconds: 60, phone: '138****8000' } } });
      if (operationName === 'useVerifyStepUpMutation') {
        verifications.push(variables.input.code);
        verified = variables.input.code === CODE;
        return json({
          data: {
            verifyStepUp: verified
              ? { __typename: 'VerifyStepUpPayload', verifiedUntil: '2026-11-20T05:00:00.000Z' }
              : { __typename: 'ValidationError', __isError: 'ValidationError', code: 'VALIDATION', message: '验证失败，验证码错误或已失效' },
          },
        });
      }
    }
    if (url === '/web/withdraw') {
      withdrawals.push({ headers: { ...(init?.headers as Record<string, string>) }, body: String(init?.body) });
      return verified ? json({ code: 0, msg: '提现已发起', data: WITHDRAWN }) : json({ code: 4031, msg: '请先完成短信验证', data: null }, 403);
    }
    throw new Error(`unexpected request ${url}`);
  });
  const notify = vi.fn<(message: string) => void>();
  const environment = createRelayEnvironment({
    getLanguage: () => 'zh-CN',
    messages: () => ({ network: '网络连接失败', server: '服务器繁忙' }),
    notify,
    navigate: () => undefined,
    fetchImpl,
  });
  render(
    <AppProviders environment={environment} i18n={createTestI18n('zh')}>
      <main />
    </AppProviders>,
  );
  return { environment, fetchImpl, purchases, guardCodes, withdrawals, verifications, notify };
}

function buy(environment: Environment, idempotencyKey: string) {
  return new Promise<useCreateOrderMutation['response']['createOrder']>((resolve, reject) => {
    commitMutation<useCreateOrderMutation>(environment, {
      mutation: createOrderMutation,
      variables: {
        input: { listingIds: ['TGlzdGluZzox'], prices: [1000], payMethod: 'BALANCE', steamAccountId: 'U3RlYW1BY2NvdW50OjE=', idempotencyKey },
      },
      onCompleted: (response) => resolve(response.createOrder),
      onError: reject,
    });
  });
}

/** In the open dialog: asks for a code and types `code`, then presses 验证并继续. */
async function typeCode(code: string) {
  const dialog = await screen.findByRole('dialog', { name: '短信验证' });
  fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
  await within(dialog).findByText('验证码已发送至 138****8000，请输入验证码完成验证。');
  fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: code } });
  fireEvent.click(within(dialog).getByRole('button', { name: '验证并继续' }));
  return dialog;
}

describe('the step-up dialog', () => {
  it('GraphQL: opens on StepUpRequiredError, refuses a wrong code, then sends the very same mutation again (same idempotency key)', async () => {
    const { environment, purchases, verifications } = setup();
    const result = buy(environment, 'checkout-key-1');
    const dialog = await typeCode('111111');
    expect(await within(dialog).findByText('验证失败，验证码错误或已失效')).toBeTruthy();
    expect(purchases).toHaveLength(1);

    fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: CODE } });
    fireEvent.click(within(dialog).getByRole('button', { name: '验证并继续' }));
    await expect(result).resolves.toMatchObject({ __typename: 'CreateOrderPayload', orders: [{ orderNo: 'P1' }] });
    expect(verifications).toEqual(['111111', CODE]);
    expect(purchases).toHaveLength(2);
    expect(purchases[1]).toEqual(purchases[0]);
    expect(purchases[1].variables).toMatchObject({ input: { idempotencyKey: 'checkout-key-1' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('GraphQL: cancelling sends nothing more; the mutation keeps its StepUpRequiredError', async () => {
    const { environment, purchases, verifications, fetchImpl } = setup();
    const result = buy(environment, 'checkout-key-2');
    const dialog = await screen.findByRole('dialog', { name: '短信验证' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(result).resolves.toMatchObject({ __typename: 'StepUpRequiredError', code: 'STEP_UP_REQUIRED' });
    expect(purchases).toHaveLength(1);
    expect(verifications).toEqual([]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('GraphQL: a query field refused for want of the step-up (the Steam Guard code) opens it too, without a toast, and is asked again', async () => {
    const { environment, guardCodes, notify } = setup();
    const answer = fetchQuery<SteamAccountRowGuardCodeQuery>(environment, guardCodeQuery, { id: 'U3RlYW1BY2NvdW50OjE=' }).toPromise();
    await typeCode(CODE);
    await expect(answer).resolves.toMatchObject({ node: { guardCode: { code: 'K7P2X' } } });
    expect(guardCodes).toHaveLength(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it('REST: opens on code 4031 and repeats the request with the same Idempotency-Key and body once verified', async () => {
    const { environment, withdrawals } = setup();
    const body = { amount: '20', smsCode: '135790' };
    const answer = webApiFor(environment)('/web/withdraw', { method: 'POST', body, headers: { 'Idempotency-Key': 'withdraw-key-1' } });
    await typeCode(CODE);
    await expect(answer).resolves.toEqual(WITHDRAWN);
    expect(withdrawals).toHaveLength(2);
    expect(withdrawals[1]).toEqual(withdrawals[0]);
    expect(withdrawals[1].headers['Idempotency-Key']).toBe('withdraw-key-1');
    expect(JSON.parse(withdrawals[1].body)).toEqual(body);
  });

  it('REST: cancelling (Escape) keeps the refusal: a WebApiError 4031 with its message, one request', async () => {
    const { environment, withdrawals, notify } = setup();
    const answer = webApiFor(environment)('/web/withdraw', { method: 'POST', body: { amount: '20' }, headers: { 'Idempotency-Key': 'withdraw-key-2' } });
    await screen.findByRole('dialog', { name: '短信验证' });
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WebApiError);
    expect(error).toMatchObject({ code: 4031, message: '请先完成短信验证' });
    expect(notify).toHaveBeenCalledWith('请先完成短信验证');
    expect(withdrawals).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
