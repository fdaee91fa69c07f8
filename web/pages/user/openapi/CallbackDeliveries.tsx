import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import styled from 'styled-components';
import type { CallbackDeliveries_app$key } from '../../../__generated__/CallbackDeliveries_app.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { CallbackDeliveryRow } from './CallbackDeliveryRow.tsx';

/** How many deliveries the log shows (the API's most, newest first); the fragment asks for as many. */
const DELIVERIES_SHOWN = 50;

/** Wide on a phone: it scrolls sideways inside the panel. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th, td { padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(2)}`}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: middle; }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 500; font-size: ${({ theme }) => theme.fontSize.xs}; white-space: nowrap; }
  td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  td.time { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

/**
 * The app's callback delivery log (docs/open-platform.md §5), under the app: the last deliveries,
 * newest first, each with a resend button. "Refresh" loads the page's query again (its route
 * loader, network-only), which brings the log up to date with the rest of the app's state.
 */
export function CallbackDeliveries({ app }: { app: CallbackDeliveries_app$key }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const data = useFragment(
    graphql`
      fragment CallbackDeliveries_app on PartnerApp {
        __id
        suspended
        deliveries(first: 50) {
          callbackId
          ...CallbackDeliveryRow_callback
        }
      }
    `,
    app,
  );
  const refreshing = revalidator.state === 'loading';

  return (
    <Panel
      title={t('page.openapi.deliveries.title')}
      subtitle={t('page.openapi.deliveries.subtitle', { count: DELIVERIES_SHOWN })}
      action={
        <Button type="button" $variant="secondary" disabled={refreshing} onClick={() => void revalidator.revalidate()} data-testid="openapi-deliveries-refresh">
          {refreshing ? t('page.openapi.deliveries.refreshing') : t('page.openapi.deliveries.refresh')}
        </Button>
      }
      testId="openapi-deliveries"
    >
      {data.deliveries.length === 0 ? (
        <EmptyState>{t('page.openapi.deliveries.empty')}</EmptyState>
      ) : (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th>{t('page.openapi.deliveries.columns.createdAt')}</th>
                <th>{t('page.openapi.deliveries.columns.event')}</th>
                <th>{t('page.openapi.deliveries.columns.status')}</th>
                <th className="number">{t('page.openapi.deliveries.columns.attempts')}</th>
                <th className="number">{t('page.openapi.deliveries.columns.response')}</th>
                <th>{t('page.openapi.deliveries.columns.nextAttempt')}</th>
                <th>{t('page.openapi.deliveries.columns.error')}</th>
                <th>{t('page.openapi.deliveries.columns.history')}</th>
                <th>{t('page.openapi.deliveries.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.deliveries.map((delivery) => (
                <CallbackDeliveryRow key={delivery.callbackId} callback={delivery} suspended={data.suspended} appRecordId={data.__id} />
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Panel>
  );
}
