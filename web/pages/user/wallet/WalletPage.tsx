import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import { Tab, TabList } from '../../../components/Tabs.tsx';
import type { WalletPageQuery, WalletTransactionType } from '../../../__generated__/WalletPageQuery.graphql.ts';
import { Panel } from '../../../components/Panel.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useDebouncedValue } from '../../../components/useDebouncedValue.ts';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { RechargeSection } from './RechargeSection.tsx';
import { WalletSummary } from './WalletSummary.tsx';
import { WALLET_PAGE_SIZE, WalletTransactionList } from './WalletTransactionList.tsx';
import { WithdrawalHistory } from './WithdrawalHistory.tsx';
import { WithdrawalSection } from './WithdrawalSection.tsx';

export const walletPageQuery = graphql`
  query WalletPageQuery($type: WalletTransactionType, $orderNo: String, $first: Int) {
    viewer {
      id
      wallet {
        ...WalletSummary_wallet
      }
      ...WalletTransactionList_viewer @arguments(type: $type, orderNo: $orderNo, first: $first)
      ...RechargeSection_viewer
      ...WithdrawalSection_viewer
      ...WithdrawalHistory_viewer
    }
  }
`;

/** The type tabs (recharge/withdraw, buy, sell, platform operation), in the URL as ?type=… */
export const WALLET_TABS = ['all', 'rechargeWithdraw', 'buy', 'sell', 'platform'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];
const TYPE_OF_TAB: Record<WalletTab, WalletTransactionType | null> = {
  all: null,
  rechargeWithdraw: 'RECHARGE_WITHDRAW',
  buy: 'BUY',
  sell: 'SELL',
  platform: 'PLATFORM',
};
/** What an order number may hold (the API refuses anything else). */
const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

type WalletData = { query: PreloadedQuery<WalletPageQuery>; tab: WalletTab; orderNo: string };

/** ?type=rechargeWithdraw|buy|sell|platform & ?orderNo=… are the page query's filters. */
export function walletLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, async ({ request }): Promise<WalletData> => {
    const params = new URL(request.url).searchParams;
    const tab = WALLET_TABS.find((value) => value === params.get('type')) ?? 'all';
    const requested = params.get('orderNo')?.trim() ?? '';
    const orderNo = ORDER_NO.test(requested) ? requested : '';
    const query = await preloadRouteQuery<WalletPageQuery>(
      'wallet',
      environment,
      walletPageQuery,
      { type: TYPE_OF_TAB[tab], orderNo: orderNo || null, first: WALLET_PAGE_SIZE },
      'network-only',
    );
    return { query, tab, orderNo };
  });
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Search = styled.input`
  width: 260px;
  max-width: 100%;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.accent}; }
`;

function searchOf(tab: WalletTab, orderNo: string): string {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('type', tab);
  if (orderNo) params.set('orderNo', orderNo);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function WalletContent({ query, tab, orderNo }: WalletData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = usePreloadedQuery<WalletPageQuery>(walletPageQuery, query);
  // the order-number search queries 500 ms after the typing stops
  const [typed, setTyped] = useState(orderNo);
  const settled = useDebouncedValue(typed.trim());
  const invalid = settled !== '' && !ORDER_NO.test(settled);
  useEffect(() => {
    if (settled !== orderNo && !invalid) void navigate({ search: searchOf(tab, settled) }, { replace: true, preventScrollReset: true });
  }, [settled, orderNo, tab, invalid, navigate]);

  const viewer = data.viewer;
  if (!viewer) return null; // signed out meanwhile: the user layout shows the login guard
  return (
    <UserPage>
      <h1>{t('page.wallet.title')}</h1>
      <Panel title={t('page.wallet.assets')} testId="wallet-summary">
        <WalletSummary wallet={viewer.wallet} />
      </Panel>
      <Panel title={t('page.wallet.recharge.title')} testId="wallet-recharge">
        <RechargeSection viewer={viewer} />
      </Panel>
      <Panel title={t('page.wallet.withdraw.title')} testId="wallet-withdraw">
        <WithdrawalSection viewer={viewer} />
      </Panel>
      <Panel title={t('page.wallet.history.title')} testId="wallet-withdrawals">
        <WithdrawalHistory viewer={viewer} />
      </Panel>
      <Panel title={t('page.wallet.transactions')} testId="wallet-list">
        <Toolbar>
          <TabList role="tablist" aria-label={t('page.wallet.typesLabel')}>
            {WALLET_TABS.map((value) => (
              <Tab
                key={value}
                type="button"
                role="tab"
                aria-selected={value === tab}
                $active={value === tab}
                onClick={() => void navigate({ search: searchOf(value, orderNo) }, { preventScrollReset: true })}
              >
                {t(`page.wallet.tabs.${value}`)}
              </Tab>
            ))}
          </TabList>
          <Search
            type="search"
            value={typed}
            maxLength={64}
            aria-label={t('page.wallet.searchLabel')}
            aria-invalid={invalid}
            placeholder={t('page.wallet.searchPlaceholder')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Toolbar>
        <div role="tabpanel">
          <WalletTransactionList viewer={viewer} />
        </div>
      </Panel>
    </UserPage>
  );
}

/** /user/wallet: total assets, withdrawable, frozen, points; the recharge center; withdrawals; the transactions by type, searchable by order number. */
export function WalletPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as WalletData | null;
  useDocumentTitle(t('page.wallet.title'));
  return loaded ? <WalletContent query={loaded.query} tab={loaded.tab} orderNo={loaded.orderNo} /> : <PageSpinner />;
}
