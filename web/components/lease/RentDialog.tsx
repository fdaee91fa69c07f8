import { Suspense, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { dailyRentFor, LEASE_LONG_DAYS, LEASE_MIN_DAYS, rentFor } from '../../../lib/leaseTerms.ts';
import type { RentDialogQuery } from '../../__generated__/RentDialogQuery.graphql.ts';
import type { LeasePayMethod } from '../../__generated__/useRentItemMutation.graphql.ts';
import { goToExternalPage } from '../../lib/externalNavigation.ts';
import { typedErrorMessage } from '../../relay/typedErrors.ts';
import { Button } from '../Button.tsx';
import { TextField } from '../Form.tsx';
import { Modal } from '../Modal.tsx';
import { Price } from '../Price.tsx';
import { NoReceivingAccount, ReceivingAccountSelect, useReceivingAccount } from '../ReceivingAccount.tsx';
import { Spinner } from '../Spinner.tsx';
import { showToast } from '../toast/toastStore.ts';
import { leasePathOf } from './leasePaths.ts';
import { useRentItem } from './useRentItem.ts';
import { PayMethodChoices } from '../checkout/PayMethodChoices.tsx';

/** The lease listing being rented, as the item page shows it (cents). */
export type RentableListing = {
  id: string;
  name: string;
  dailyRent: number;
  longDailyRent: number | null;
  deposit: number;
  maxDays: number;
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  strong { font-size: ${({ theme }) => theme.fontSize['3xl']}; }
`;

const Field = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Note = styled.p<{ $tone?: 'warning' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.danger : theme.colors.textFaint)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The days typed, when they are a whole number the listing allows. */
function daysOf(text: string, maxDays: number): number | null {
  const days = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return Number.isInteger(days) && days >= LEASE_MIN_DAYS && days <= maxDays ? days : null;
}

/**
 * What renting costs for the days chosen (the rent at the long-term rent over 21 days, plus the
 * deposit), the receiving account and the payment; one idempotency key for as long as it is open,
 * so a double click or a retry cannot rent twice. A balance payment asks for the SMS step-up (the
 * network layer); Alipay goes to the cashier; a paid lease opens its page.
 */
function RentForm({ listing, onClose }: { listing: RentableListing; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<RentDialogQuery>(
    graphql`
      query RentDialogQuery {
        viewer {
          id
          wallet {
            deposit
            withdrawable
          }
          ...ReceivingAccount_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const receiving = useReceivingAccount(data.viewer);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [daysText, setDaysText] = useState(String(LEASE_MIN_DAYS));
  const [daysError, setDaysError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<LeasePayMethod>('BALANCE');
  const [commit, inFlight] = useRentItem();
  const sending = useRef(false);

  if (!data.viewer) return null;
  if (!receiving.hasUsable) return <NoReceivingAccount onClose={onClose} testId="rent-no-account" />;

  const days = daysOf(daysText, listing.maxDays);
  const terms = { dailyRentCents: listing.dailyRent, longDailyRentCents: listing.longDailyRent };
  const rent = days === null ? 0 : rentFor(terms, days);
  const total = rent + listing.deposit;
  const balance = data.viewer.wallet.deposit + data.viewer.wallet.withdrawable;
  const balanceCovers = balance >= total;
  const payMethod: LeasePayMethod = chosen === 'BALANCE' && !balanceCovers ? 'ALIPAY' : chosen;
  const invalidDays = t('page.renting.rent.daysInvalid', { min: LEASE_MIN_DAYS, max: listing.maxDays });

  const submit = () => {
    if (sending.current || inFlight || !receiving.accountId) return;
    if (days === null) {
      setDaysError(invalidDays);
      return;
    }
    sending.current = true;
    commit({
      variables: { input: { leaseListingId: listing.id, days, payMethod, steamAccountId: receiving.accountId, idempotencyKey } },
      // rented: the listing is no longer for rent and the item's figures changed
      updater: (store, response) => {
        if (response?.rentItem.__typename === 'RentItemPayload') store.invalidateStore();
      },
      onCompleted: ({ rentItem: result }) => {
        sending.current = false;
        if (result.__typename === 'RentItemPayload' && result.lease) {
          if (result.payUrl) {
            goToExternalPage(result.payUrl);
            return;
          }
          showToast(t('page.renting.rent.rented'), 'success');
          onClose();
          void navigate(leasePathOf(result.lease.leaseNo));
          return;
        }
        const text = typedErrorMessage(result, environment);
        if (text && result.__typename === 'ValidationError' && result.field === 'days') setDaysError(text);
        else if (text) showToast(text, 'error');
      },
      // a transport failure was shown by the network layer; the same key makes the retry safe
      onError: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Form
      data-testid="rent-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <strong>{listing.name}</strong>
      <TextField
        label={t('page.renting.rent.days')}
        inputMode="numeric"
        value={daysText}
        onChange={(event) => {
          setDaysText(event.target.value);
          setDaysError(null);
        }}
        error={daysError ?? (daysText.trim() !== '' && days === null ? invalidDays : null)}
        hint={t('page.renting.rent.daysHint', { min: LEASE_MIN_DAYS, max: listing.maxDays })}
      />
      <Lines>
        <dt>{t('page.renting.rent.dailyRent')}</dt>
        <dd data-testid="rent-daily">
          <Price cents={days === null ? listing.dailyRent : dailyRentFor(terms, days)} tone="plain" />
        </dd>
        <dt>{t('page.renting.rent.rent', { days: days ?? '—' })}</dt>
        <dd data-testid="rent-rent">
          <Price cents={rent} tone="plain" />
        </dd>
        <dt>{t('page.renting.rent.deposit')}</dt>
        <dd data-testid="rent-deposit">
          <Price cents={listing.deposit} tone="plain" />
        </dd>
      </Lines>
      {days !== null && days > LEASE_LONG_DAYS && listing.longDailyRent !== null ? (
        <Note data-testid="rent-long">{t('page.renting.rent.longRentApplies', { days: LEASE_LONG_DAYS })}</Note>
      ) : null}
      <Total>
        <span>{t('page.renting.rent.total')}</span>
        <strong data-testid="rent-total">
          <Price cents={total} />
        </strong>
      </Total>
      <Field>
        <legend>{t('common.checkout.account')}</legend>
        <ReceivingAccountSelect choice={receiving} withStatus aria-label={t('common.checkout.account')} />
      </Field>
      <Field>
        <legend>{t('common.checkout.payment')}</legend>
        <PayMethodChoices payMethod={payMethod} balance={balance} balanceCovers={balanceCovers} onChoose={setChosen} shortTestId="rent-balance-short" />
      </Field>
      <Actions>
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" $variant="primary" disabled={inFlight || !receiving.accountId} data-testid="rent-confirm">
          {inFlight ? t('page.renting.rent.renting') : payMethod === 'BALANCE' ? t('page.renting.rent.confirmBalance') : t('page.renting.rent.confirmAlipay')}
        </Button>
      </Actions>
    </Form>
  );
}

/** 租用: rents a lease listing for some days (the item page's 租赁 tab). */
export default function RentDialog({ listing, onClose }: { listing: RentableListing; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('page.renting.rent.title')} onClose={onClose}>
      <Suspense fallback={<Spinner />}>
        <RentForm listing={listing} onClose={onClose} />
      </Suspense>
    </Modal>
  );
}
