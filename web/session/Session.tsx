import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { commitLocalUpdate, fetchQuery, graphql, loadQuery, useFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { Session_viewer$data, Session_viewer$key } from '../__generated__/Session_viewer.graphql.ts';
import type { SessionQuery } from '../__generated__/SessionQuery.graphql.ts';
import { showToast } from '../components/toast/toastStore.ts';
import { clearUserEntries, readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { QUIET } from '../relay/network.ts';
import { useLogout } from './useLogout.ts';

/** The user profile is refreshed every 5 minutes (docs/web-client.md "Signing in and out"): a session ended elsewhere shows. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;
/** After logout the user returns home after 1 second, once the toast has been seen. */
export const LOGOUT_REDIRECT_MS = 1000;

export const sessionQuery = graphql`
  query SessionQuery {
    viewer {
      ...Session_viewer
    }
  }
`;

/** What the whole app knows about the signed-in user (the header menu, the user area's navigation). */
const sessionViewerFragment = graphql`
  fragment Session_viewer on Viewer {
    id
    nickname
    sellerId
    ...UserMenu_viewer
    ...UserSideNav_viewer
  }
`;

const firstLoads = new WeakMap<IEnvironment, Promise<PreloadedQuery<SessionQuery>>>();

/** Sets the viewer of the store to nobody: the header, the guards and the user area follow. */
export function signOutLocally(environment: IEnvironment): void {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'viewer');
  });
  writeStored(STORAGE_KEYS.userId, null);
}

/**
 * The first user load (the app starts after it). Resolves when the viewer (or null) is in
 * the store; a failure (already reported by the network layer) counts as a visitor, so the app
 * still starts.
 */
export function loadSession(environment: IEnvironment): Promise<PreloadedQuery<SessionQuery>> {
  let load = firstLoads.get(environment);
  if (!load) {
    load = fetchQuery<SessionQuery>(environment, sessionQuery, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => signOutLocally(environment))
      .then(() => loadQuery<SessionQuery>(environment, sessionQuery, {}, { fetchPolicy: 'store-only' }));
    firstLoads.set(environment, load);
  }
  return load;
}

/** For route loaders: whether someone is signed in, once the first user load is done. */
export async function isSignedIn(environment: IEnvironment): Promise<boolean> {
  await loadSession(environment);
  try {
    const data = await fetchQuery<SessionQuery>(environment, sessionQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    return Boolean(data?.viewer);
  } catch {
    return false;
  }
}

/**
 * Reloads the viewer from the API (an expired session becomes "signed out" on the way). `quiet`:
 * a background refresh, whose failures show nothing (the next one will try again).
 */
export function refreshSession(environment: IEnvironment, { quiet = false }: { quiet?: boolean } = {}): Promise<void> {
  return fetchQuery<SessionQuery>(
    environment,
    sessionQuery,
    {},
    { fetchPolicy: 'network-only', networkCacheConfig: quiet ? { metadata: { [QUIET]: true } } : undefined },
  )
    .toPromise()
    .then(
      () => undefined,
      () => undefined, // reported by the network layer; the session stays as it was
    );
}

export type SessionViewer = Session_viewer$data;

type SessionContextValue = {
  viewer: SessionViewer | null;
  /** True between a successful logout and the move to the home page: guards stay quiet. */
  loggingOut: boolean;
  logout: () => void;
  /** The last page outside the user area (with its query string), where a refused guard returns. */
  lastPublicPath: () => string;
};

const SessionContext = createContext<SessionContextValue>({
  viewer: null,
  loggingOut: false,
  logout: () => undefined,
  lastPublicPath: () => '/',
});

export const isUserAreaPath = (pathname: string) => pathname === '/user' || pathname.startsWith('/user/');

/**
 * The session of the app (inside the router): the viewer from the first user load, kept live by the
 * store (login, logout, a 401 anywhere), refreshed every 5 minutes; the logout (docs/web-client.md
 * "Signing in and out").
 */
export function SessionProvider({ query, children }: { query: PreloadedQuery<SessionQuery>; children: ReactNode }) {
  const environment = useRelayEnvironment();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const data = usePreloadedQuery<SessionQuery>(sessionQuery, query);
  const viewer = useFragment<Session_viewer$key>(sessionViewerFragment, data.viewer ?? null) ?? null;
  const [loggingOut, setLoggingOut] = useState(false);
  const commitLogout = useLogout();

  useEffect(() => {
    const timer = setInterval(() => void refreshSession(environment, { quiet: true }), SESSION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [environment]);

  const viewerId = viewer?.id ?? null;
  useEffect(() => {
    if (viewerId) writeStored(STORAGE_KEYS.userId, viewerId);
    else if (readStored(STORAGE_KEYS.userId)) writeStored(STORAGE_KEYS.userId, null);
  }, [viewerId]);

  const publicPath = useRef('/');
  if (!isUserAreaPath(location.pathname)) publicPath.current = `${location.pathname}${location.search}`;
  const lastPublicPath = useCallback(() => publicPath.current, []);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const logout = useCallback(() => {
    const finish = () => {
      setLoggingOut(true);
      clearUserEntries();
      signOutLocally(environment);
      showToast(t('common.logout.done'), 'success');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void Promise.resolve(navigate('/')).finally(() => setLoggingOut(false));
      }, LOGOUT_REDIRECT_MS);
    };
    commitLogout(finish);
  }, [commitLogout, environment, navigate, t]);

  const value = useMemo(() => ({ viewer, loggingOut, logout, lastPublicPath }), [viewer, loggingOut, logout, lastPublicPath]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}
