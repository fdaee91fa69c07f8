import { useEffect, useRef } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InventoryRefreshButton_viewer$key } from '../../../__generated__/InventoryRefreshButton_viewer.graphql.ts';
import type { InventoryRefreshButtonPollQuery } from '../../../__generated__/InventoryRefreshButtonPollQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useRefreshInventory } from './useRefreshInventory.ts';

/** How often a running refresh is asked for its progress. */
export const REFRESH_POLL_MS = 1000;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Track = styled.div`
  position: relative;
  width: 200px;
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceHover};
  overflow: hidden;
  > div {
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
    transition: width 0.3s;
  }
`;

const Text = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const pollQuery = graphql`
  query InventoryRefreshButtonPollQuery {
    viewer {
      id
      inventoryRefresh {
        id
        status
        progressPercent
        itemsFound
        accountsDone
        accountsTotal
      }
    }
  }
`;

/**
 * "Refresh inventory": starts a refresh of every bound account and shows its progress (percent,
 * accounts, items found), asking for it every second while it runs. When it ends: a toast, and
 * `onFinished` refetches the page.
 */
export function InventoryRefreshButton({ viewer, onFinished }: { viewer: InventoryRefreshButton_viewer$key; onFinished: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment InventoryRefreshButton_viewer on Viewer {
        id
        inventoryRefresh {
          id
          status
          progressPercent
          itemsFound
          accountsDone
          accountsTotal
        }
      }
    `,
    viewer,
  );
  const [onRefresh, starting] = useRefreshInventory(data.id);
  const refresh = data.inventoryRefresh;
  const running = refresh?.status === 'RUNNING';
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const previous = useRef(refresh?.status);

  useEffect(() => {
    const before = previous.current;
    previous.current = refresh?.status;
    if (before !== 'RUNNING' || !refresh || refresh.status === 'RUNNING') return;
    if (refresh.status === 'SUCCEEDED') showToast(t('page.inventory.refresh.done'), 'success');
    else showToast(t('page.inventory.refresh.failed'), 'error');
    finished.current();
  }, [refresh, t]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      fetchQuery<InventoryRefreshButtonPollQuery>(environment, pollQuery, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    }, REFRESH_POLL_MS);
    return () => clearInterval(timer);
  }, [running, environment]);

  return (
    <Box>
      <Button type="button" onClick={onRefresh} disabled={running || starting} data-testid="refresh-inventory">
        {running ? t('page.inventory.refresh.running') : t('page.inventory.refresh.button')}
      </Button>
      {running && refresh ? (
        <>
          <Track
            role="progressbar"
            aria-label={t('page.inventory.refresh.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={refresh.progressPercent}
            data-testid="refresh-progress"
          >
            <div style={{ width: `${refresh.progressPercent}%` }} />
          </Track>
          <Text data-testid="refresh-progress-text">
            {t('page.inventory.refresh.status', {
              percent: refresh.progressPercent,
              done: refresh.accountsDone,
              total: refresh.accountsTotal,
              items: refresh.itemsFound,
            })}
          </Text>
        </>
      ) : null}
    </Box>
  );
}
