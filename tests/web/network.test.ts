import type { RequestParameters } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lastPagePath } from '../../web/relay/serverError.ts';
import { createFetchFn, type NetworkOptions } from '../../web/relay/network.ts';
import { createWebApi, WebApiError } from '../../web/relay/webApi.ts';
import MarketPageQuery from '../../web/__generated__/MarketPageQuery.graphql.ts';

const operation = {
  name: 'MarketPageQuery',
  operationKind: 'query',
  text: 'query MarketPageQuery { __typename }',
  id: null,
  cacheID: 'x',
  metadata: {},
} as unknown as RequestParameters;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(respond: () => Promise<Response>, language = 'zh-CN') {
  const fetchImpl = vi.fn<typeof fetch>(respond);
  const notify = vi.fn<(message: string) => void>();
  const navigate = vi.fn<(path: string) => void>();
  const onUnauthenticated = vi.fn<() => void>();
  const options: NetworkOptions = {
    getLanguage: () => language,
    messages: () => ({ network: '网络连接失败，请检查网络后重试', server: '服务器繁忙，请稍后重试' }),
    notify,
    navigate,
    onUnauthenticated,
    fetchImpl,
  };
  const fetchFn = createFetchFn(options);
  const run = () => Promise.resolve(fetchFn(operation, { first: 40 }, {}, undefined) as Promise<unknown>);
  const web = createWebApi(options);
  return { fetchImpl, notify, navigate, onUnauthenticated, run, web };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/market?tagRarity=rarity_ancient_weapon');
});

describe('Relay network layer', () => {
  it('posts the operation with the JSON, XMLHttpRequest and Accept-Language headers', async () => {
    const { fetchImpl, run } = setup(async () => json({ data: { __typename: 'Query' } }), 'en');
    await expect(run()).resolves.toEqual({ data: { __typename: 'Query' } });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': 'en',
    });
    expect(JSON.parse(String(init?.body))).toEqual({ query: operation.text, operationName: 'MarketPageQuery', variables: { first: 40 } });
  });

  it('sends a compiled operation by the id of its trusted document, without its text', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ data: { market: null } }));
    const fetchFn = createFetchFn({ getLanguage: () => 'zh', messages: () => ({ network: '', server: '' }), notify: () => {}, navigate: () => {}, fetchImpl });
    await Promise.resolve(fetchFn(MarketPageQuery.params, { first: 40 }, {}, undefined) as Promise<unknown>);
    expect(JSON.parse(String(fetchImpl.mock.calls[0][1]?.body))).toEqual({
      operationName: 'MarketPageQuery',
      variables: { first: 40 },
      extensions: { persistedQuery: { version: 1, sha256Hash: MarketPageQuery.params.id } },
    });
  });

  it('shows GraphQL error messages as toasts, except code 401', async () => {
    const { notify, run } = setup(async () =>
      json({
        data: null,
        errors: [
          { message: '请先登录', extensions: { code: 401 } },
          { message: '价格最多保留两位小数', extensions: { code: 'BAD_USER_INPUT' } },
        ],
      }),
    );
    await expect(run()).rejects.toThrow('价格最多保留两位小数');
    expect(notify.mock.calls).toEqual([['价格最多保留两位小数']]);
  });

  it('a background request (metadata.quiet) fails without a toast or a redirect', async () => {
    const { fetchImpl, notify, navigate } = setup(async () => new Response('boom', { status: 500 }));
    const fetchFn = createFetchFn({ getLanguage: () => 'zh-CN', messages: () => ({ network: 'n', server: 's' }), notify, navigate, fetchImpl });
    await expect(Promise.resolve(fetchFn(operation, {}, { metadata: { quiet: true } }, undefined) as Promise<unknown>)).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('treats the user as signed out, silently, when an answer says UNAUTHENTICATED', async () => {
    const { notify, onUnauthenticated, run } = setup(async () =>
      json({ data: { viewer: null }, errors: [{ message: '登录状态失效，请重新登录', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    await expect(run()).resolves.toBeTruthy();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends the user to /serverError on the first 500 of the session, remembering the page, then only toasts', async () => {
    const { notify, navigate, run } = setup(async () => new Response('boom', { status: 500 }));
    await expect(run()).rejects.toThrow();
    expect(navigate.mock.calls).toEqual([['/serverError']]);
    expect(notify).not.toHaveBeenCalled();
    expect(lastPagePath()).toBe('/market?tagRarity=rarity_ancient_weapon');

    await expect(run()).rejects.toThrow();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls).toEqual([['服务器繁忙，请稍后重试']]);
  });

  it('treats an operation that failed on a server bug (INTERNAL_SERVER_ERROR, no data) like a 500', async () => {
    const { notify, navigate, run } = setup(async () =>
      json({ data: null, errors: [{ message: '服务器内部错误', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    );
    await expect(run()).rejects.toThrow('服务器内部错误');
    expect(navigate.mock.calls).toEqual([['/serverError']]);
    await expect(run()).rejects.toThrow();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls).toEqual([['服务器内部错误']]);
  });

  it('shows a translated message when the request never gets an answer', async () => {
    const { notify, navigate, run } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(run()).rejects.toThrow('网络连接失败');
    expect(notify.mock.calls).toEqual([['网络连接失败，请检查网络后重试']]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('/web client', () => {
  const envelope = (code: number, msg: string, data: unknown, status = code === 0 ? 200 : code) => json({ code, msg, data }, status);

  it('sends the JSON, XMLHttpRequest and language headers with the parameters, and answers the data of code 0', async () => {
    const { fetchImpl, web } = setup(async () => envelope(0, '成功', { list: [], total: 4 }), 'en');
    await expect(web('/web/notice', { params: { type: 0, subType: 1, limit: 0 } })).resolves.toEqual({ list: [], total: 4 });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/web/notice?type=0&subType=1&limit=0');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' });
  });

  it('sends a multipart body as it is (the browser sets its content type), with the XMLHttpRequest marker', async () => {
    const { fetchImpl, web } = setup(async () => envelope(0, '成功', { avatar: '/uploads/avatars/x.png' }));
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await web('/web/user/avatar', { method: 'POST', body: form });
    const [, init] = fetchImpl.mock.calls[0];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers).toHaveProperty('X-Requested-With', 'XMLHttpRequest');
  });

  it('shows msg for a code other than 0, except 401 (silent, signed out); a handler of its own shows nothing', async () => {
    const { notify, onUnauthenticated, web } = setup(async () => envelope(400, '请输入昵称', null));
    await expect(web('/web/user', { method: 'PUT', body: { nickname: '' } })).rejects.toBeInstanceOf(WebApiError);
    expect(notify.mock.calls).toEqual([['请输入昵称']]);
    await expect(web('/web/user', { method: 'PUT', body: {}, handleErrors: true })).rejects.toThrow('请输入昵称');
    expect(notify).toHaveBeenCalledTimes(1);

    const signedOut = setup(async () => envelope(401, '请登录', null));
    await expect(signedOut.web('/web/user')).rejects.toMatchObject({ code: 401 });
    expect(signedOut.notify).not.toHaveBeenCalled();
    expect(signedOut.onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('a 500 goes to /serverError once per session, then toasts', async () => {
    const { notify, navigate, web } = setup(async () => envelope(500, '服务器内部错误', null, 500));
    await expect(web('/web/notice')).rejects.toThrow();
    expect(navigate.mock.calls).toEqual([['/serverError']]);
    await expect(web('/web/notice')).rejects.toThrow();
    expect(notify.mock.calls).toEqual([['服务器内部错误']]);
  });
});
