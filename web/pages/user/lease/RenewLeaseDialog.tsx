import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RenewLeaseDialog_lease$key } from '../../../__generated__/RenewLeaseDialog_lease.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { SelectInput } from '../../../components/Form.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Price } from '../../../components/Price.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { Facts } from '../../../components/Facts.tsx';
import { useLeaseCommit } from './useLeaseCommit.ts';
import { useRenewLease } from './useRenewLease.ts';

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  small { color: ${({ theme }) => theme.colors.textFaint}; }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The end after adding `added` days: a lease day is the lease's length over its days (the platform's lease day). */
function newEndOf(startedAt: unknown, endsAt: unknown, days: number, added: number): string | null {
  if (!startedAt || !endsAt || days <= 0) return null;
  const end = new Date(String(endsAt)).getTime();
  const dayMs = (end - new Date(String(startedAt)).getTime()) / days;
  return new Date(end + added * dayMs).toISOString();
}

/**
 * 续租: the renter picks how many days to add among those the lease still allows (its listing's most
 * days), sees the rent it adds (the API's figure: over 21 days every day is at the long-term rent)
 * and the new end, and confirms; the rent is held from the balance after the step-up verification.
 */
export function RenewLeaseDialog({ lease, onClose }: { lease: RenewLeaseDialog_lease$key; onClose: () => void }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment RenewLeaseDialog_lease on Lease {
        leaseNo
        days
        maxDays
        startedAt
        endsAt
        renewalOptions {
          days
          addedRent
        }
      }
    `,
    lease,
  );
  const [days, setDays] = useState(data.renewalOptions[0]?.days ?? 0);
  const option = data.renewalOptions.find((entry) => entry.days === days);
  const [commit, inFlight] = useRenewLease();
  const run = useLeaseCommit();
  const newEnd = newEndOf(data.startedAt, data.endsAt, data.days, days);
  const renew = () =>
    run(
      commit,
      { input: { leaseNo: data.leaseNo, days } },
      (response) => response.renewLease,
      () => {
        showToast(t('page.leases.actions.renewed', { count: days }), 'success');
        onClose();
      },
    );
  return (
    <Modal title={t('page.leases.actions.renewTitle')} onClose={onClose}>
      <Label>
        {t('page.leases.actions.renewDays')}
        <SelectInput value={days} onChange={(event) => setDays(Number(event.target.value))} data-testid="lease-renew-days">
          {data.renewalOptions.map((entry) => (
            <option key={entry.days} value={entry.days}>
              {t('page.leases.actions.renewDaysOption', { count: entry.days })}
            </option>
          ))}
        </SelectInput>
        <small>{t('page.leases.actions.renewLimit', { max: data.maxDays, days: data.days })}</small>
      </Label>
      {option ? (
        <Facts>
          <dt>{t('page.leases.actions.renewAdded')}</dt>
          <dd>
            <Price cents={option.addedRent} testId="lease-renew-added" />
          </dd>
          {newEnd ? (
            <>
              <dt>{t('page.leases.actions.renewNewEnd')}</dt>
              <dd data-testid="lease-renew-end">{formatDateTime(newEnd)}</dd>
            </>
          ) : null}
        </Facts>
      ) : null}
      {option && option.addedRent === 0 ? <Note>{t('page.leases.actions.renewFree')}</Note> : null}
      <Note>{t('page.leases.actions.renewNote')}</Note>
      <Actions>
        <Button type="button" onClick={onClose}>
          {t('page.leases.actions.keep')}
        </Button>
        <Button type="button" $variant="primary" disabled={inFlight || !option} onClick={renew} data-testid="lease-renew-confirm">
          {t('page.leases.actions.renewConfirm')}
        </Button>
      </Actions>
    </Modal>
  );
}
