import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useNavigation, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { AppRootRateQuery } from '../__generated__/AppRootRateQuery.graphql.ts';
import type { SessionQuery } from '../__generated__/SessionQuery.graphql.ts';
import { ScrollToTop } from '../components/ScrollToTop.tsx';
import { applyNoticeTotal } from '../lib/noticeCounter.ts';
import { ExchangeRateProvider, useCurrency } from '../money/currency.tsx';
import { webApiFor } from '../relay/webApi.ts';
import { loadSession, SessionProvider } from '../session/Session.tsx';

const rateQuery = graphql`
  query AppRootRateQuery {
    exchangeRate {
      usdPerCny
    }
  }
`;

export type AppRootData = { usdPerCny: number | null; session: PreloadedQuery<SessionQuery> };

async function fetchRate(environment: IEnvironment, fetchPolicy: 'store-or-network' | 'network-only'): Promise<number | null> {
  try {
    const data = await fetchQuery<AppRootRateQuery>(environment, rateQuery, {}, { fetchPolicy }).toPromise();
    return data?.exchangeRate.usdPerCny ?? null;
  } catch {
    return null; // the failure was already reported by the network layer; prices stay in yuan
  }
}

/** GET /web/notice?type=0&subType=1&limit=0 answers { list, total }. */
type NoticeTotal = { total: number };

/**
 * SPEC §7: the start-up notice check. It runs in the background (the app does not wait for it) and
 * its failures are silent: a missing notice badge is not worth an error message at start-up.
 */
export async function checkNotices(environment: IEnvironment): Promise<void> {
  try {
    const data = await webApiFor(environment)<NoticeTotal>('/web/notice', { params: { type: 0, subType: 1, limit: 0 }, handleErrors: true });
    applyNoticeTotal(Number(data?.total ?? 0));
  } catch {
    // no badge
  }
}

/**
 * The app's loader: the first user load (SPEC §2: the app starts after it) and the live exchange
 * rate for dollar prices (never blocking the page on failure); the notice check starts beside them.
 */
export function appRootLoader(environment: IEnvironment): LoaderFunction {
  return async (): Promise<AppRootData> => {
    void checkNotices(environment);
    const [usdPerCny, session] = await Promise.all([fetchRate(environment, 'store-or-network'), loadSession(environment)]);
    return { usdPerCny, session };
  };
}

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rate it sets must not ask for itself again
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

/** Above both layouts (the main one and the user area's): the session, the rate, scroll and progress. */
export function AppRoot() {
  const { usdPerCny, session } = useLoaderData() as AppRootData;
  const rate = useLiveRate(usdPerCny);
  const navigation = useNavigation();
  return (
    <SessionProvider query={session}>
      <ExchangeRateProvider usdPerCny={rate}>
        <ScrollToTop />
        {navigation.state === 'loading' ? <Progress role="progressbar" aria-hidden="true" /> : null}
        <Outlet />
      </ExchangeRateProvider>
    </SessionProvider>
  );
}
