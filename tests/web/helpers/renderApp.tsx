import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { AppProviders } from '../../../web/AppProviders.tsx';
import type { Language } from '../../../web/i18n/i18n.ts';
import { createTestI18n } from './i18n.ts';
import type { Currency } from '../../../web/money/currency.tsx';
import { showToast } from '../../../web/components/toast/toastStore.ts';
import { createWebApi, registerWebApi } from '../../../web/relay/webApi.ts';
import { createRoutes } from '../../../web/routes/routes.tsx';
import { signOutLocally } from '../../../web/session/Session.tsx';

type MockResolvers = NonNullable<Parameters<typeof MockPayloadGenerator.generate>[1]>;
export type { MockResolvers };

// every test starts from an empty document, storage and toasts (tests/web/helpers/setupWebFile.ts)

export const tag = (id: string, zh: string, en: string, color: string | null = null, group: string | null = null) => ({
  id,
  label: { zh, en },
  color,
  group,
});

export const TAGS = {
  covert: tag('rarity_ancient_weapon', '隐秘', 'Covert', '#EB4B4B', 'weapon'),
  classified: tag('rarity_legendary_weapon', '保密', 'Classified', '#D32CE6', 'weapon'),
  highGrade: tag('rarity_rare', '高级', 'High Grade', '#4B69FF', 'item'),
  normal: tag('normal', '普通', 'Normal', '#888888'),
  stattrak: tag('stattrak', 'StatTrak™', 'StatTrak™', '#CF6A32'),
  fieldTested: tag('field_tested', '久经沙场', 'Field-Tested', '#EFAD4D'),
  factoryNew: tag('factory_new', '崭新出厂', 'Factory New', '#228149'),
  rifle: tag('rifle', '步枪', 'Rifles'),
  ak47: tag('ak_47', 'AK-47', 'AK-47'),
};

export function marketItem(overrides: Record<string, unknown> = {}) {
  return {
    hashName: 'AK-47 | Redline (Field-Tested)',
    name: { zh: 'AK-47 | 红线 (久经沙场)', en: 'AK-47 | Redline (Field-Tested)' },
    iconUrl: null,
    lowestPrice: 12345,
    referencePrice: 13000,
    quantity: 3,
    autoDeliveryQuantity: 1,
    salesCount: 10,
    minFloat: 0.1,
    maxFloat: 0.7,
    rarityColor: '#D32CE6',
    rarity: TAGS.classified,
    quality: TAGS.normal,
    exterior: TAGS.fieldTested,
    type: TAGS.rifle,
    subType: TAGS.ak47,
    collection: null,
    priceHistory: [],
    topBuyOrderPrice: null,
    buyOrderQuantity: 0,
    buyOrderBook: { topPrice: null, quantity: 0, orders: 0, entries: [] },
    // not offered for rent
    lease: null,
    ...overrides,
  };
}

/** A resolver that hands out the given objects in turn (then repeats the last one). */
export function inTurn<T>(...values: T[]): () => T {
  let next = 0;
  return () => values[Math.min(next++, values.length - 1)];
}

/** Realistic defaults for every type the pages read; tests override what they assert on. */
export const baseResolvers: MockResolvers = {
  ExchangeRate: () => ({ usdPerCny: 0.1408, cnyPerUsd: 7.1023, stale: false, updatedAt: '2026-11-21T00:00:00.000Z' }),
  PageInfo: () => ({ hasNextPage: false, hasPreviousPage: false, startCursor: 'start', endCursor: 'end' }),
  // a signed-in user of the tests has read everything unless a test says otherwise (the header's counter)
  UnreadMessageCounts: () => ({ trade: 0, service: 0, inventory: 0, system: 0, total: 0 }),
  UnreadCounts: () => ({ notices: 0, messages: 0, total: 0 }),
  MarketItem: () => marketItem(),
  Listing: () => ({ floatValue: 0.2563, paintSeed: 321, price: 12345, autoDelivery: true, createdAt: '2026-11-20T08:00:00.000Z', stickers: [] }),
  MarketItemConnection: () => ({ totalCount: 1 }),
  CatalogTags: () => ({
    types: [
      { id: 'knife', label: { zh: '匕首', en: 'Knives' }, subTypes: [tag('karambit', '爪子刀', 'Karambit')] },
      { id: 'rifle', label: { zh: '步枪', en: 'Rifles' }, subTypes: [TAGS.ak47, tag('awp', 'AWP', 'AWP')] },
    ],
    rarities: [TAGS.covert, TAGS.classified, TAGS.highGrade],
    qualities: [TAGS.normal, TAGS.stattrak],
    exteriors: [TAGS.factoryNew, TAGS.fieldTested],
    collections: [tag('set_dust_2', '炙热沙城 II 收藏品', 'The Dust 2 Collection'), tag('set_mirage', '荒漠迷城收藏品', 'The Mirage Collection')],
  }),
};

/** A signed-in user of the tests (the session query's viewer and its fragments). */
export function viewerData(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Viewer',
    id: 'VXNlcjp2aWV3ZXI=',
    // the viewer as a Seller (Seller:viewer): a listing whose seller.id is this is their own
    sellerId: 'U2VsbGVyOnZpZXdlcg==',
    nickname: '玩家8000',
    avatarUrl: '/avatars/default.svg',
    phone: '138****8000',
    realName: null,
    verifiedStatus: 0,
    openPlatformEnabled: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    username: null,
    withdrawAccount: null,
    withdrawBalance: 0,
    frozenBalance: 0,
    withdrawRate: 0.01,
    ...overrides,
  };
}

/** Answers a /web/* request of the app (the REST client); the default knows GET /web/notice only. */
export type RestHandler = (path: string, init: RequestInit) => unknown;

/**
 * A member of an error union as the API answers it: Relay's operation text asks `__isError`
 * (an alias of __typename) to know that the object implements the Error interface.
 */
export function apiError(typename: string, fields: Record<string, unknown>) {
  return { __typename: typename, __isError: typename, ...fields };
}

export const envelope = (data: unknown, code = 0, msg = code === 0 ? '成功' : '失败') => ({ code, msg, data });

export type TestEnvironmentOptions = {
  /** The signed-in user (null: a visitor), or a function read at each session query (logins, logouts). */
  viewer?: Record<string, unknown> | null | (() => Record<string, unknown> | null);
  /** The data of /web/* answers, by path (the envelope is added), or a function of the request. */
  rest?: RestHandler;
  /** An answer of one operation (by name), instead of mock data; undefined falls back to the mocks. */
  respond?: (operation: OperationDescriptor) => unknown;
};

/**
 * A mock environment that answers every operation with mock payloads from the resolvers, right
 * after it starts (route loaders use loadQuery, whose network request starts before the operation
 * is registered, so queued resolvers would not see it). The session query answers the given viewer
 * (a visitor by default). A REST client for /web/* is registered beside it.
 */
export function createTestEnvironment(resolvers: MockResolvers = {}, options: TestEnvironmentOptions = {}) {
  const environment = createMockEnvironment();
  const currentViewer = () => (typeof options.viewer === 'function' ? options.viewer() : (options.viewer ?? null));
  // an operation without the schema's types mocks a Boolean as a truthy string: the root's flags are false unless a test's Query says otherwise
  const testQuery = resolvers.Query;
  const merged: MockResolvers = {
    ...baseResolvers,
    Viewer: () => currentViewer() ?? viewerData(),
    ...resolvers,
    Query: (...args) => ({ sandbox: false, ...(testQuery?.(...args) as object | undefined) }),
  };
  const sent: OperationDescriptor[] = [];
  const answered = new WeakSet<object>();
  const answer = () => {
    for (const operation of environment.mock.getAllOperations()) {
      if (answered.has(operation)) continue;
      answered.add(operation);
      // a live stream stays open and silent: a test pushes its events (environment.mock.nextValue)
      if (operation.request.node.params.operationKind === 'subscription') continue;
      sent.push(operation);
      const custom = options.respond?.(operation);
      const payload =
        custom !== undefined
          ? custom
          : operation.request.node.params.name === 'SessionQuery' && !currentViewer()
            ? { data: { viewer: null } }
            : MockPayloadGenerator.generate(operation, merged);
      act(() => environment.mock.resolve(operation, payload as Parameters<typeof environment.mock.resolve>[1]));
    }
  };
  for (const method of ['execute', 'executeWithSource', 'executeMutation'] as const) {
    const original = environment[method].bind(environment) as (...args: unknown[]) => unknown;
    (environment as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const result = original(...args);
      setTimeout(answer, 0);
      return result;
    };
  }
  const restCalls: { path: string; init: RequestInit }[] = [];
  const rest: RestHandler = options.rest ?? ((path) => (path.startsWith('/web/notice') ? { list: [], total: 0 } : null));
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    restCalls.push({ path, init });
    const body = rest(path, init);
    const isEnvelope = body !== null && typeof body === 'object' && 'code' in body && 'msg' in body;
    return new Response(JSON.stringify(isEnvelope ? body : envelope(body)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  registerWebApi(
    environment,
    createWebApi({
      getLanguage: () => document.documentElement.lang || 'zh-CN',
      messages: () => ({ network: '网络连接失败，请检查网络后重试', server: '服务器繁忙，请稍后重试' }),
      notify: (message) => showToast(message, 'error'),
      navigate: () => undefined,
      onUnauthenticated: () => signOutLocally(environment),
      fetchImpl,
    }),
  );
  return Object.assign(environment, { sent, restCalls });
}

export type RenderOptions = { resolvers?: MockResolvers; language?: Language; currency?: Currency } & TestEnvironmentOptions;

/** Renders the whole app (layout, loaders, pages) at a path, on a memory router. */
export function renderApp(path: string, { resolvers, language = 'zh', currency = 'CNY', ...options }: RenderOptions = {}) {
  const environment = createTestEnvironment(resolvers, options);
  const i18n = createTestI18n(language);
  const router = createMemoryRouter(createRoutes(environment), { initialEntries: [path] });
  const view = render(
    <AppProviders environment={environment} i18n={i18n} currency={currency}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, environment, i18n, router };
}

/** Renders a component inside the app's providers and a memory router, at every path (no loaders). */
export function renderWithProviders(
  ui: ReactNode,
  { resolvers, language = 'zh', currency = 'CNY', path = '/', ...options }: RenderOptions & { path?: string } = {},
) {
  const environment = createTestEnvironment(resolvers, options);
  const i18n = createTestI18n(language);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <AppProviders environment={environment} i18n={i18n} currency={currency}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, environment, i18n, router };
}
