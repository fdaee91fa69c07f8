import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Outlet, ScrollRestoration, useLoaderData, useNavigation, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { AppRootRateQuery } from '../__generated__/AppRootRateQuery.graphql.ts';
import type { SessionQuery } from '../__generated__/SessionQuery.graphql.ts';
import { checkNotices } from '../lib/noticeCounter.ts';
import { ExchangeRateProvider, useCurrency } from '../money/currency.tsx';
import { LiveEvents } from '../session/LiveEvents.tsx';
import { loadSession, SessionProvider } from '../session/Session.tsx';
import { SandboxBanner } from './SandboxBanner.tsx';

// the server's settings every page needs: the exchange rate, and whether this server is a partner sandbox
const rateQuery = graphql`
  query AppRootRateQuery {
    exchangeRate {
      usdPerCny
    }
    sandbox
  }
`;

export type AppRootData = { usdPerCny: number | null; sandbox: boolean; session: PreloadedQuery<SessionQuery> };

type RootSettings = { usdPerCny: number | null; sandbox: boolean };

async function fetchSettings(environment: IEnvironment, fetchPolicy: 'store-or-network' | 'network-only'): Promise<RootSettings> {
  try {
    const data = await fetchQuery<AppRootRateQuery>(environment, rateQuery, {}, { fetchPolicy }).toPromise();
    return { usdPerCny: data?.exchangeRate.usdPerCny ?? null, sandbox: data?.sandbox ?? false };
  } catch {
    return { usdPerCny: null, sandbox: false }; // the failure was already reported by the network layer; prices stay in yuan
  }
}

/**
 * The app's loader: the first user load (the app starts after it: docs/web-client.md "Signing in and
 * out"), the live exchange rate for dollar prices and the sandbox flag (never blocking the page on
 * failure); the notice check starts beside them.
 */
export function appRootLoader(environment: IEnvironment): LoaderFunction {
  return async (): Promise<AppRootData> => {
    void checkNotices(environment);
    const [settings, session] = await Promise.all([fetchSettings(environment, 'store-or-network'), loadSession(environment)]);
    return { ...settings, session };
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
    void fetchSettings(environment, 'network-only').then(({ usdPerCny: next }) => {
      if (active && next !== null) setRate(next);
    });
    return () => {
      active = false;
    };
  }, [currency, environment]);
  return rate;
}

/** Above both layouts (the main one and the user area's) and the standalone pages: the session, the rate, scroll, progress and a sandbox's banner. */
export function AppRoot() {
  const { usdPerCny, sandbox, session } = useLoaderData() as AppRootData;
  const rate = useLiveRate(usdPerCny);
  const navigation = useNavigation();
  return (
    <SessionProvider query={session}>
      <LiveEvents />
      <ExchangeRateProvider usdPerCny={rate}>
        {/* docs/web-client.md "Behaviours": entering a page (a new path, with or without a query) starts at its
            top, a page's own query changes (filters, tabs) pass preventScrollReset and keep the
            position, and back/forward restores where the user was. */}
        <ScrollRestoration />
        {navigation.state === 'loading' ? <Progress role="progressbar" aria-hidden="true" /> : null}
        {sandbox ? <SandboxBanner /> : null}
        <Outlet />
      </ExchangeRateProvider>
    </SessionProvider>
  );
}
