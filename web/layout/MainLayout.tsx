import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Outlet, useLoaderData, useNavigation, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { MainLayoutQuery } from '../__generated__/MainLayoutQuery.graphql.ts';
import { ScrollToTop } from '../components/ScrollToTop.tsx';
import { ExchangeRateProvider, useCurrency } from '../money/currency.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

const mainLayoutQuery = graphql`
  query MainLayoutQuery {
    exchangeRate {
      usdPerCny
    }
  }
`;

export type MainLayoutData = { usdPerCny: number | null };

async function fetchRate(environment: IEnvironment, fetchPolicy: 'store-or-network' | 'network-only'): Promise<number | null> {
  try {
    const data = await fetchQuery<MainLayoutQuery>(environment, mainLayoutQuery, {}, { fetchPolicy }).toPromise();
    return data?.exchangeRate.usdPerCny ?? null;
  } catch {
    return null; // the failure was already reported by the network layer; prices stay in yuan
  }
}

/** The layout's loader: the live exchange rate for dollar prices (it never blocks the page on failure). */
export function mainLayoutLoader(environment: IEnvironment): LoaderFunction {
  return async (): Promise<MainLayoutData> => ({ usdPerCny: await fetchRate(environment, 'store-or-network') });
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
`;

const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 200;
  height: 2px;
  width: 100%;
  background: linear-gradient(90deg, transparent, ${({ theme }) => theme.colors.accent}, transparent);
  background-size: 50% 100%;
  background-repeat: no-repeat;
  animation: progress 1s linear infinite;
  @keyframes progress {
    from { background-position: -50% 0; }
    to { background-position: 150% 0; }
  }
`;

/** Refreshes the rate when the user switches to dollars, so that dollar prices use the live rate. */
function useLiveRate(initial: number | null): number | null {
  const environment = useRelayEnvironment();
  const { currency } = useCurrency();
  const [rate, setRate] = useState(initial);
  const loadedFor = useRef(currency); // the loader's rate is fresh for the currency of the first render
  useEffect(() => {
    if (currency === loadedFor.current && rate !== null) return;
    loadedFor.current = currency;
    if (currency !== 'USD') return;
    let active = true;
    void fetchRate(environment, 'network-only').then((next) => {
      if (active && next !== null) setRate(next);
    });
    return () => {
      active = false;
    };
  }, [currency, environment]);
  return rate;
}

export function MainLayout() {
  const { usdPerCny } = useLoaderData() as MainLayoutData;
  const rate = useLiveRate(usdPerCny);
  const navigation = useNavigation();
  return (
    <ExchangeRateProvider usdPerCny={rate}>
      <ScrollToTop />
      {navigation.state === 'loading' ? <Progress role="progressbar" aria-hidden="true" /> : null}
      <Page>
        <Header />
        <Main>
          <Outlet />
        </Main>
        <Footer />
      </Page>
    </ExchangeRateProvider>
  );
}
