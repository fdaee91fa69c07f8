import { useId } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { LeaseDetailQuery } from '../../../__generated__/LeaseDetailQuery.graphql.ts';
import type { LeasePageQuery } from '../../../__generated__/LeasePageQuery.graphql.ts';
import { SelectInput } from '../../../components/Form.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { Tab, TabList } from '../../../components/Tabs.tsx';
import { UserPage } from '../../../components/UserPage.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { useRefetchOnLiveEvent } from '../../../session/liveEventListeners.ts';
import { LeaseDetail, leaseDetailQuery, NoSuchLease } from './LeaseDetail.tsx';
import { LEASE_PAGE_SIZE, LeaseList } from './LeaseList.tsx';
import { LEASE_STATUSES, type LeaseStatusName, leaseStatusText } from './leaseStatus.ts';

export const leasePageQuery = graphql`
  query LeasePageQuery($role: LeaseRole!, $status: LeaseStatus, $first: Int) {
    viewer {
      id
      ...LeaseList_viewer @arguments(role: $role, status: $status, first: $first)
    }
  }
`;

/** 我租入的 and 我租出的, in the URL as ?role=lender. */
export const LEASE_ROLE_TABS = ['renter', 'lender'] as const;
export type LeaseRoleTab = (typeof LEASE_ROLE_TABS)[number];
/** What a lease number may hold (the API answers nothing for anything else). */
const LEASE_NO = /^[A-Za-z0-9_-]{1,64}$/;

type ListData = { kind: 'list'; query: PreloadedQuery<LeasePageQuery>; role: LeaseRoleTab; status: LeaseStatusName | null };
type DetailData = { kind: 'detail'; query: PreloadedQuery<LeaseDetailQuery> | null; leaseNo: string };
type LeaseData = ListData | DetailData;

/**
 * /user/lease?leaseNo=… reads that lease (renting and the Alipay cashier come back there);
 * /user/lease?role=renter|lender&status=… reads the viewer's leases.
 */
export function leaseLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, async ({ request }): Promise<LeaseData> => {
    const params = new URL(request.url).searchParams;
    if (params.has('leaseNo')) {
      const leaseNo = params.get('leaseNo')?.trim() ?? '';
      if (!LEASE_NO.test(leaseNo)) return { kind: 'detail', query: null, leaseNo };
      const query = await preloadRouteQuery<LeaseDetailQuery>('leaseDetail', environment, leaseDetailQuery, { leaseNo }, 'network-only');
      return { kind: 'detail', query, leaseNo };
    }
    const role = LEASE_ROLE_TABS.find((value) => value === params.get('role')) ?? 'renter';
    const status = LEASE_STATUSES.find((value) => value === params.get('status')) ?? null;
    const query = await preloadRouteQuery<LeasePageQuery>(
      'lease',
      environment,
      leasePageQuery,
      { role: role === 'lender' ? 'LENDER' : 'RENTER', status, first: LEASE_PAGE_SIZE },
      'network-only',
    );
    return { kind: 'list', query, role, status };
  });
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  label { color: ${({ theme }) => theme.colors.textMuted}; }
  select { width: auto; max-width: 100%; }
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

function searchOf(role: LeaseRoleTab, status: LeaseStatusName | null): string {
  const params = new URLSearchParams();
  if (role !== 'renter') params.set('role', role);
  if (status) params.set('status', status);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function LeaseRecords({ query, role, status }: ListData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filterId = useId();
  const data = usePreloadedQuery<LeasePageQuery>(leasePageQuery, query);
  // a row follows its lease from the store (the event carries it); the list is fetched again for a
  // new lease and for one leaving or joining the status filter
  const revalidator = useRevalidator();
  useRefetchOnLiveEvent(
    (event) => event.__typename === 'LeaseChanged',
    () => void revalidator.revalidate(),
  );
  const viewer = data.viewer;
  if (!viewer) return null; // signed out meanwhile: the user layout shows the login guard
  return (
    <Panel title={t('page.leases.records')} testId="lease-panel">
      <TabList role="tablist" aria-label={t('page.leases.rolesLabel')}>
        {LEASE_ROLE_TABS.map((value) => (
          <Tab
            key={value}
            type="button"
            role="tab"
            aria-selected={value === role}
            $active={value === role}
            onClick={() => void navigate({ search: searchOf(value, status) }, { preventScrollReset: true })}
          >
            {t(`page.leases.roles.${value}`)}
          </Tab>
        ))}
      </TabList>
      <Toolbar>
        <label htmlFor={filterId}>{t('page.leases.statusLabel')}</label>
        <SelectInput
          id={filterId}
          value={status ?? ''}
          data-testid="lease-status-filter"
          onChange={(event) => {
            const next = LEASE_STATUSES.find((value) => value === event.target.value) ?? null;
            void navigate({ search: searchOf(role, next) }, { preventScrollReset: true });
          }}
        >
          <option value="">{t('page.leases.allStatuses')}</option>
          {LEASE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {leaseStatusText(t, value)}
            </option>
          ))}
        </SelectInput>
      </Toolbar>
      <div role="tabpanel">
        <LeaseList viewer={viewer} role={role === 'lender' ? 'LENDER' : 'RENTER'} />
      </div>
    </Panel>
  );
}

/**
 * /user/lease: the leases the viewer rents (我租入的) and lent (我租出的) with a status filter;
 * /user/lease?leaseNo=… is one lease's page (its status and countdown, actions, offer, amounts, steps).
 */
export function LeasePage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as LeaseData | null;
  const detail = loaded?.kind === 'detail';
  useDocumentTitle(t(detail ? 'page.leases.detail.title' : 'page.leases.title'));
  if (!loaded) return <PageSpinner />;
  if (loaded.kind === 'detail') {
    return (
      <UserPage>
        <Back to="/user/lease">{t('page.leases.detail.back')}</Back>
        <h1>{t('page.leases.detail.title')}</h1>
        {loaded.query ? <LeaseDetail query={loaded.query} leaseNo={loaded.leaseNo} /> : <NoSuchLease />}
      </UserPage>
    );
  }
  return (
    <UserPage>
      <h1>{t('page.leases.title')}</h1>
      <LeaseRecords kind="list" query={loaded.query} role={loaded.role} status={loaded.status} />
    </UserPage>
  );
}
