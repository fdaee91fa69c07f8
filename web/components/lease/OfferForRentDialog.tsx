import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { Price } from '../Price.tsx';
import type { SelectEntry } from '../inventory/selling.ts';
import { EMPTY_LEASE_ASK, type LeaseAskText, readLeaseAsk } from './leaseAskForm.ts';
import { LeaseTermsFields } from './LeaseTermsFields.tsx';
import type { LeaseTermsItemInput } from './useOfferForRent.ts';

const Items = styled.ul`
  max-height: 60vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong { font-weight: 500; overflow-wrap: break-word; }
  > span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** Why the API refused an item: the term at fault (or none: the asset) and what it said. */
export type LeaseRefusal = { field: string | null; message: string };

/**
 * 出租: the terms of each selected item (daily rent, long-term rent, deposit, most days, buyout price)
 * with the rules worked out from its reference price. Terms the API would refuse are flagged under
 * their field and nothing is sent; the items the API refused stay in the dialog with its reason.
 */
export function OfferForRentDialog({
  items,
  refusals,
  busy,
  onConfirm,
  onClose,
}: {
  items: readonly SelectEntry[];
  /** the API's refusals of the last offer, by inventory item id */
  refusals: ReadonlyMap<string, LeaseRefusal>;
  busy: boolean;
  onConfirm: (items: LeaseTermsItemInput[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Record<string, LeaseAskText>>(() => Object.fromEntries(items.map((item) => [item.id, EMPTY_LEASE_ASK])));
  const [submitted, setSubmitted] = useState(false);
  const states = new Map(items.map((item) => [item.id, readLeaseAsk(texts[item.id] ?? EMPTY_LEASE_ASK, item.referencePrice)]));
  const first = items[0];

  const copyFirstToAll = () => setTexts((current) => Object.fromEntries(items.map((item) => [item.id, current[first.id] ?? EMPTY_LEASE_ASK])));

  const submit = () => {
    setSubmitted(true);
    const offered: LeaseTermsItemInput[] = [];
    for (const item of items) {
      const state = states.get(item.id)!;
      if (state.kind !== 'ok') return;
      const { ask } = state;
      offered.push({
        inventoryItemId: item.id,
        dailyRent: ask.dailyRentCents,
        longDailyRent: ask.longDailyRentCents,
        deposit: ask.depositCents,
        maxDays: ask.maxDays,
        buyoutPrice: ask.buyoutPriceCents,
      });
    }
    onConfirm(offered);
  };

  return (
    <Modal title={t('page.renting.offer.title', { count: items.length })} onClose={onClose}>
      <Items>
        {items.map((item) => (
          <Item key={item.id} data-testid="offer-for-rent-item">
            <strong>{item.name}</strong>
            <span>
              {t('page.renting.offer.reference')} {item.referencePrice === null ? '—' : <Price cents={item.referencePrice} />}
            </span>
            <LeaseTermsFields
              referenceCents={item.referencePrice}
              value={texts[item.id] ?? EMPTY_LEASE_ASK}
              state={states.get(item.id)!}
              showErrors={submitted}
              serverError={refusals.get(item.id) ?? null}
              onChange={(next) => setTexts((current) => ({ ...current, [item.id]: next }))}
            />
          </Item>
        ))}
      </Items>
      <Actions>
        {items.length > 1 ? (
          <Button type="button" $variant="ghost" onClick={copyFirstToAll} data-testid="offer-for-rent-copy">
            {t('page.renting.offer.copyFirst')}
          </Button>
        ) : null}
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="primary" disabled={busy} onClick={submit} data-testid="offer-for-rent-confirm">
          {busy ? t('page.renting.offer.sending') : t('page.renting.offer.confirm')}
        </Button>
      </Actions>
    </Modal>
  );
}
