import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeaseList_viewer$key } from '../../../__generated__/LeaseList_viewer.graphql.ts';
import type { LeaseListPaginationQuery } from '../../../__generated__/LeaseListPaginationQuery.graphql.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { RecordTable } from '../../../components/RecordTable.tsx';
import { LEASE_COLUMNS, LeaseRow } from './LeaseRow.tsx';

export const LEASE_PAGE_SIZE = 20;

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The leases the viewer rents or lent, under the status filter, newest first, 20 at a time. */
export function LeaseList({ viewer, role }: { viewer: LeaseList_viewer$key; role: 'RENTER' | 'LENDER' }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<LeaseListPaginationQuery, LeaseList_viewer$key>(
    graphql`
      fragment LeaseList_viewer on Viewer
      @refetchable(queryName: "LeaseListPaginationQuery")
      @argumentDefinitions(
        role: { type: "LeaseRole!" }
        status: { type: "LeaseStatus" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        leases(role: $role, status: $status, first: $first, after: $after) @connection(key: "LeaseList_leases", filters: ["role", "status"]) {
          totalCount
          edges {
            node {
              id
              ...LeaseRow_lease
            }
          }
        }
      }
    `,
    viewer,
  );
  const { edges, totalCount } = data.leases;
  const renter = role === 'RENTER';
  if (edges.length === 0) return <EmptyState>{t(renter ? 'page.leases.emptyRenter' : 'page.leases.emptyLender')}</EmptyState>;
  return (
    <div>
      <Total>{t('page.leases.count', { count: totalCount })}</Total>
      <RecordTable
        caption={t(renter ? 'page.leases.roles.renter' : 'page.leases.roles.lender')}
        columns={LEASE_COLUMNS}
        wideFirstCell
        headers={[
          t('page.leases.columns.item'),
          t('page.leases.columns.terms'),
          t('page.leases.columns.deposit'),
          t('page.leases.columns.status'),
          t('page.leases.columns.time'),
          t(renter ? 'page.leases.columns.lender' : 'page.leases.columns.renter'),
          t('page.leases.columns.actions'),
        ]}
        testId="lease-list"
      >
        {edges.map(({ node }) => (
          <LeaseRow key={node.id} lease={node} />
        ))}
      </RecordTable>
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(LEASE_PAGE_SIZE)} />
    </div>
  );
}
