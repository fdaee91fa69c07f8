import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RechargeSection_viewer$key } from '../../../__generated__/RechargeSection_viewer.graphql.ts';
import type { RechargeSectionRefreshQuery } from '../../../__generated__/RechargeSectionRefreshQuery.graphql.ts';
import { QUIET } from '../../../relay/network.ts';
import { useRefetchOnLiveEvent } from '../../../session/liveEventListeners.ts';
import { RechargeContractForm } from './RechargeContractForm.tsx';
import { RechargeContractInfo } from './RechargeContractInfo.tsx';
import { RechargeForm } from './RechargeForm.tsx';
import { RechargeReturnNotice } from './RechargeReturnNotice.tsx';
import { RechargeSigningActions } from './RechargeSigningActions.tsx';
import { TerminateContractButton } from './TerminateContractButton.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Divided = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Contract = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

const Closed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The recharge center again, for a live RechargeChanged: it has no id of its own to be normalised by, it hangs off the viewer. */
const refreshQuery = graphql`
  query RechargeSectionRefreshQuery {
    viewer {
      id
      ...RechargeSection_viewer
    }
  }
`;

/**
 * The recharge center (docs/rest.md "Recharges"): the enterprise contract, signed or unsigned, finished or
 * not. Without a live contract (none, refused or expired, terminated) the enterprise signs; while
 * signing it continues; once signed it recharges the deposit (at least 5 yuan, buys but is never
 * withdrawn) and can terminate, and then sign again.
 */
export function RechargeSection({ viewer }: { viewer: RechargeSection_viewer$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment RechargeSection_viewer on Viewer {
        rechargeCenter {
          enabled
          min
          max
          demoCreditCode
          contract {
            status
            companyName
            creditCode
            ...RechargeContractInfo_contract
          }
        }
      }
    `,
    viewer,
  );
  // the contract signed, refused, expired or terminated elsewhere (the signing page, another tab): fetched again
  const environment = useRelayEnvironment();
  useRefetchOnLiveEvent(
    (event) => event.__typename === 'RechargeChanged' && event.rechargeEvent === 'CONTRACT',
    () =>
      void fetchQuery<RechargeSectionRefreshQuery>(
        environment,
        refreshQuery,
        {},
        { fetchPolicy: 'network-only', networkCacheConfig: { metadata: { [QUIET]: true } } },
      ).subscribe({}),
  );
  const { enabled, min, max, contract, demoCreditCode } = data.rechargeCenter;
  const [editing, setEditing] = useState(false);
  const pending =
    contract.status === 'SIGNING' && contract.companyName && contract.creditCode
      ? { companyName: contract.companyName, creditCode: contract.creditCode }
      : null;
  const closed = enabled ? null : <Closed data-testid="recharge-closed">{t('page.wallet.recharge.closed')}</Closed>;

  return (
    <Stack data-testid="recharge-section">
      <RechargeReturnNotice />
      <Contract>
        <RechargeContractInfo contract={contract} />
        {contract.status === 'SIGNED' ? <TerminateContractButton companyName={contract.companyName} /> : null}
      </Contract>
      <Divided>
        {closed}
        {contract.status === 'SIGNED' ? (
          enabled ? (
            <RechargeForm min={min} max={max} />
          ) : null
        ) : pending && !editing ? (
          <RechargeSigningActions companyName={pending.companyName} creditCode={pending.creditCode} onEdit={() => setEditing(true)} />
        ) : (
          <RechargeContractForm
            initial={contract.status === 'NONE' ? undefined : { companyName: contract.companyName, creditCode: contract.creditCode }}
            submitLabel={contract.status === 'NONE' ? t('page.wallet.recharge.form.submit') : t('page.wallet.recharge.form.resign')}
            onCancel={pending ? () => setEditing(false) : undefined}
            demoCreditCode={demoCreditCode ?? null}
          />
        )}
      </Divided>
    </Stack>
  );
}
