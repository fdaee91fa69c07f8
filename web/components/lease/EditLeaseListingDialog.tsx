import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeaseAsk } from '../../../lib/leaseTerms.ts';
import { typedErrorMessage } from '../../relay/typedErrors.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { showToast } from '../toast/toastStore.ts';
import { leaseAskText, readLeaseAsk } from './leaseAskForm.ts';
import { LeaseTermsFields } from './LeaseTermsFields.tsx';
import { useUpdateLeaseListing } from './useLeaseListingChanges.ts';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** 修改: changes the terms of one of the viewer's lease listings, checked as an offer's. */
export function EditLeaseListingDialog({
  leaseListingId,
  name,
  terms,
  referenceCents,
  onSaved,
  onClose,
}: {
  leaseListingId: string;
  name: string;
  terms: LeaseAsk;
  referenceCents: number | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [text, setText] = useState(() => leaseAskText(terms));
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ field: string | null; message: string } | null>(null);
  const [commit, inFlight] = useUpdateLeaseListing();
  const state = readLeaseAsk(text, referenceCents);

  const save = () => {
    setSubmitted(true);
    if (state.kind !== 'ok' || inFlight) return;
    const { ask } = state;
    commit({
      variables: {
        input: {
          leaseListingId,
          dailyRent: ask.dailyRentCents,
          longDailyRent: ask.longDailyRentCents,
          deposit: ask.depositCents,
          maxDays: ask.maxDays,
          buyoutPrice: ask.buyoutPriceCents,
        },
      },
      onCompleted: ({ updateLeaseListing: result }) => {
        if (result.__typename === 'UpdateLeaseListingPayload') {
          showToast(t('page.renting.shelf.saved'), 'success');
          onSaved();
          onClose();
          return;
        }
        const message = typedErrorMessage(result, environment);
        if (!message) return;
        if (result.__typename === 'ValidationError') setRefusal({ field: result.field ?? null, message });
        else showToast(message, 'error');
      },
      // a transport failure was shown by the network layer
      onError: () => undefined,
    });
  };

  return (
    <Modal title={t('page.renting.shelf.editTitle', { name })} onClose={onClose}>
      <LeaseTermsFields
        referenceCents={referenceCents}
        value={text}
        state={state}
        showErrors={submitted}
        serverError={refusal}
        onChange={(next) => {
          setText(next);
          setRefusal(null);
        }}
      />
      <Actions>
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="primary" disabled={inFlight} onClick={save} data-testid="lease-listing-save">
          {t('page.renting.shelf.save')}
        </Button>
      </Actions>
    </Modal>
  );
}
