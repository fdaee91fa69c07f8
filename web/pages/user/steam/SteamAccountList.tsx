import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { SteamAccountList_viewer$key } from '../../../__generated__/SteamAccountList_viewer.graphql.ts';
import type { SteamAccountListPaginationQuery } from '../../../__generated__/SteamAccountListPaginationQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { cameFromPurchase } from '../../../lib/steamBinding.ts';
import { BatchBindDialog } from './BatchBindDialog.tsx';
import { BindSteamDialog } from './BindSteamDialog.tsx';
import { SteamAccountRow } from './SteamAccountRow.tsx';

export const STEAM_ACCOUNTS_PAGE_SIZE = 20;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The bound accounts, oldest first, with the bind and batch-bind buttons. */
export function SteamAccountList({ viewer }: { viewer: SteamAccountList_viewer$key }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fromPurchase = cameFromPurchase(search);
  const [dialog, setDialog] = useState<'bind' | 'batch' | null>(null);
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SteamAccountListPaginationQuery, SteamAccountList_viewer$key>(
    graphql`
      fragment SteamAccountList_viewer on Viewer
      @refetchable(queryName: "SteamAccountListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        steamAccounts(first: $first, after: $after) @connection(key: "SteamAccountList_steamAccounts") {
          __id
          totalCount
          edges {
            node {
              id
              ...SteamAccountRow_account
            }
          }
        }
      }
    `,
    viewer,
  );
  const connection = data.steamAccounts.__id;
  return (
    <Panel
      title={t('page.steam.accounts')}
      subtitle={t('page.steam.count', { count: data.steamAccounts.totalCount })}
      testId="steam-accounts"
      action={
        <Actions>
          <Button type="button" onClick={() => setDialog('batch')} data-testid="batch-bind-open">
            {t('page.steam.batchBind')}
          </Button>
          <Button type="button" $variant="primary" onClick={() => setDialog('bind')} data-testid="bind-open">
            {t('page.steam.bind')}
          </Button>
        </Actions>
      }
    >
      {data.steamAccounts.edges.length === 0 ? (
        <EmptyState>
          <span data-testid="steam-empty">{fromPurchase ? t('page.steam.emptyFromPurchase') : t('page.steam.empty')}</span>
        </EmptyState>
      ) : (
        <List>
          {data.steamAccounts.edges.map(({ node }) => (
            <SteamAccountRow key={node.id} account={node} connection={connection} />
          ))}
        </List>
      )}
      <LoadMore hasNext={hasNext} isLoading={isLoadingNext} onLoadMore={() => loadNext(STEAM_ACCOUNTS_PAGE_SIZE)} showEnd={false} />
      {dialog === 'bind' ? <BindSteamDialog connection={connection} onClose={() => setDialog(null)} /> : null}
      {dialog === 'batch' ? <BatchBindDialog connection={connection} onClose={() => setDialog(null)} /> : null}
    </Panel>
  );
}
