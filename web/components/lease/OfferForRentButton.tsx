import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { LEASE_BATCH_MAX } from '../../../lib/leaseTerms.ts';
import { typedErrorMessage } from '../../relay/typedErrors.ts';
import { Button } from '../Button.tsx';
import type { SelectEntry } from '../inventory/selling.ts';
import { showToast } from '../toast/toastStore.ts';
import { type LeaseRefusal, OfferForRentDialog } from './OfferForRentDialog.tsx';
import { type LeaseTermsItemInput, useOfferForRent } from './useOfferForRent.ts';

/**
 * 出租 beside 上架: offers the selected items for rent through the terms dialog. Items the API
 * offered leave the dialog (the grid is refetched); those it refused stay, each with its reason.
 */
export function OfferForRentButton({ selected, onOffered }: { selected: SelectEntry[]; onOffered: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [items, setItems] = useState<SelectEntry[] | null>(null);
  const [refusals, setRefusals] = useState<ReadonlyMap<string, LeaseRefusal>>(new Map());
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [offer, inFlight] = useOfferForRent();
  const [sending, setSending] = useState(false);

  const open = () => {
    if (selected.length === 0) return showToast(t('page.renting.offer.nothingSelected'), 'error');
    if (selected.length > LEASE_BATCH_MAX) return showToast(t('page.renting.offer.tooMany', { max: LEASE_BATCH_MAX }), 'error');
    setRefusals(new Map());
    setItems(selected);
  };

  const send = async (terms: LeaseTermsItemInput[]) => {
    if (!items || sending) return;
    setSending(true);
    try {
      const result = await offer(terms, idempotencyKey);
      // the next offer (what is left, with changed terms) is another request
      setIdempotencyKey(crypto.randomUUID());
      if (result.__typename !== 'OfferForRentPayload' || !result.failures) {
        const text = typedErrorMessage(result, environment);
        if (text) showToast(text, 'error');
        return;
      }
      if ((result.offeredCount ?? 0) > 0) {
        showToast(t('page.renting.offer.done', { count: result.offeredCount }), 'success');
        onOffered();
      }
      const refused = new Map(result.failures.map((failure) => [failure.inventoryItemId, { field: failure.field ?? null, message: failure.message }]));
      if (refused.size === 0) {
        setItems(null);
        return;
      }
      showToast(t('page.renting.offer.partial', { count: refused.size }), 'error');
      setRefusals(refused);
      setItems(items.filter((item) => refused.has(item.id)));
    } catch {
      // the network layer has shown the failure; the same key makes a retry safe
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button type="button" data-testid="offer-for-rent-button" onClick={open}>
        {t('page.renting.offer.button')}
      </Button>
      {items ? (
        <OfferForRentDialog
          items={items}
          refusals={refusals}
          busy={sending || inFlight}
          onConfirm={(terms) => void send(terms)}
          onClose={() => setItems(null)}
        />
      ) : null}
    </>
  );
}
