import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { showToast } from '../toast/toastStore.ts';
import { typedErrorMessage, type TypedError } from '../../relay/typedErrors.ts';
import { PriceDialog, type PricedEntry } from './PriceDialog.tsx';
import { SELLING_BATCH_MAX } from '../../../lib/pricing.ts';
import { failureText, type SelectEntry, type SellingFailure, type SellPurpose } from './selling.ts';
import { useListItems } from './useListItems.ts';
import { useRepriceItems } from './useRepriceItems.ts';
import { useUnlistItems } from './useUnlistItems.ts';
import { type PricedToBuyOrder, SellToBuyOrderDialog } from './SellToBuyOrderDialog.tsx';
import { useSellToBuyOrders } from './useSellToBuyOrders.ts';
import { OfferForRentButton } from '../lease/OfferForRentButton.tsx';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Outcome = {
  readonly __typename: string;
  readonly succeededCount?: number;
  readonly failedCount?: number;
  readonly loweredCount?: number;
  readonly failures?: readonly SellingFailure[];
  readonly code?: string;
  readonly message?: string;
};

/** Splits a selection into the parts one request may carry (SELLING_BATCH_MAX). */
function parts<T>(list: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < list.length; start += SELLING_BATCH_MAX) result.push(list.slice(start, start + SELLING_BATCH_MAX));
  return result;
}

/**
 * Sends a selection larger than one request may carry as several requests, one after the other, and
 * adds their results up. A refusal of a whole request (an error, not per item) stops there and is
 * answered as it is, with what the earlier parts did reported first.
 */
async function inParts<T>(list: readonly T[], send: (part: T[]) => Promise<Outcome>): Promise<Outcome> {
  let total = { __typename: 'Total', succeededCount: 0, failedCount: 0, loweredCount: 0, failures: [] as SellingFailure[] };
  for (const part of parts(list)) {
    const result = await send(part);
    if (result.failures === undefined) return total.succeededCount > 0 ? { ...result, succeededCount: total.succeededCount } : result;
    total = {
      __typename: result.__typename,
      succeededCount: total.succeededCount + (result.succeededCount ?? 0),
      failedCount: total.failedCount + (result.failedCount ?? 0),
      loweredCount: total.loweredCount + (result.loweredCount ?? 0),
      failures: [...total.failures, ...result.failures],
    };
  }
  return total;
}

/**
 * The bar under a grid with the selection: List (price dialog with the 3-2-1 confirm), Sell to
 * buy orders (each item at what its best buy order pays) and 出租 (OfferForRentButton) for unlisted assets; Reprice (the same dialog) and Unlist (a confirmation) for listed ones. After a
 * change `onChanged` refetches the grid and the counts.
 */
export function SellBar({
  purpose,
  selected,
  onClear,
  onChanged,
}: {
  purpose: SellPurpose;
  selected: SelectEntry[];
  onClear: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [dialog, setDialog] = useState<'list' | 'reprice' | 'unlist' | 'sellToBuyOrder' | null>(null);
  const [sending, setSending] = useState(false);
  const [list, listing] = useListItems();
  const [reprice, repricing] = useRepriceItems();
  const [unlist, unlisting] = useUnlistItems();
  const [sellToBuyOrders, sellingToBuyOrders] = useSellToBuyOrders();

  const names = new Map(selected.map((entry) => [entry.id, entry.name]));

  const report = (action: 'list' | 'reprice' | 'unlist' | 'sellToBuyOrder', result: Outcome) => {
    if (result.failures === undefined) {
      const text = typedErrorMessage(result as TypedError, environment);
      if (text) showToast(text, 'error');
      // earlier parts of a large selection went through: show them
      if ((result.succeededCount ?? 0) > 0) {
        setDialog(null);
        onClear();
        onChanged();
      }
      return;
    }
    setDialog(null);
    if (result.failures.length > 0) showToast(failureText(t, action, result.failures, names), 'error');
    else showToast(t(`page.inventory.sell.done.${action}`), 'success');
    if ((result.loweredCount ?? 0) > 0) showToast(t('page.inventory.sell.lowered', { count: result.loweredCount }), 'info');
    if ((result.succeededCount ?? 0) > 0) onClear();
    onChanged();
  };

  const open = (action: 'list' | 'reprice' | 'unlist' | 'sellToBuyOrder') => {
    if (selected.length === 0) {
      showToast(t(`page.inventory.sell.nothingSelected.${action}`), 'error');
      return;
    }
    setDialog(action);
  };

  // one request per part of the selection (a 全选 may hold more than one request carries)
  const run = async (action: 'list' | 'reprice' | 'unlist' | 'sellToBuyOrder', send: () => Promise<Outcome>) => {
    setSending(true);
    try {
      report(action, await send());
    } catch {
      // the network layer has shown the failure
      onChanged();
    } finally {
      setSending(false);
    }
  };

  const onPrices = (prices: PricedEntry[]) => {
    const items = prices.map((entry) => ({ inventoryItemId: entry.inventoryItemId, price: entry.price }));
    const action = dialog === 'list' ? 'list' : 'reprice';
    void run(action, () => inParts(items, (part) => (action === 'list' ? list(part) : reprice(part))));
  };

  const onSellToBuyOrders = (items: PricedToBuyOrder[]) => void run('sellToBuyOrder', () => inParts(items, (part) => sellToBuyOrders(part)));

  const onUnlist = () =>
    void run('unlist', () =>
      inParts(
        selected.map((entry) => entry.id),
        (part) => unlist(part),
      ),
    );

  return (
    <Bar data-testid="sell-bar">
      <span>{t('page.inventory.sell.selected', { count: selected.length })}</span>
      <Buttons>
        {selected.length > 0 ? (
          <Button type="button" $variant="ghost" onClick={onClear}>
            {t('page.inventory.sell.clear')}
          </Button>
        ) : null}
        {purpose === 'list' ? (
          <>
            <Button type="button" data-testid="sell-to-buy-order-button" onClick={() => open('sellToBuyOrder')}>
              {t('page.inventory.sell.toBuyOrder.button')}
            </Button>
            <OfferForRentButton
              selected={selected}
              onOffered={() => {
                onClear();
                onChanged();
              }}
            />
            <Button type="button" $variant="primary" data-testid="list-button" onClick={() => open('list')}>
              {t('page.inventory.sell.list')}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" data-testid="unlist-button" onClick={() => open('unlist')}>
              {t('page.inventory.sell.unlist')}
            </Button>
            <Button type="button" $variant="primary" data-testid="reprice-button" onClick={() => open('reprice')}>
              {t('page.inventory.sell.reprice')}
            </Button>
          </>
        )}
      </Buttons>
      {dialog === 'list' || dialog === 'reprice' ? (
        <PriceDialog action={dialog} items={selected} busy={sending || listing || repricing} onConfirm={onPrices} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'sellToBuyOrder' ? (
        <SellToBuyOrderDialog
          ids={selected.map((entry) => entry.id)}
          busy={sending || sellingToBuyOrders}
          onConfirm={onSellToBuyOrders}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'unlist' ? (
        <ConfirmDialog
          title={t('page.inventory.sell.unlistTitle')}
          confirmLabel={t('page.inventory.sell.unlistConfirm')}
          cancelLabel={t('common.cancel')}
          busy={sending || unlisting}
          countdown="unlist-dialog"
          confirmTestId="unlist-confirm"
          onConfirm={onUnlist}
          onCancel={() => setDialog(null)}
        >
          <p>{t('page.inventory.sell.unlistText', { count: selected.length })}</p>
        </ConfirmDialog>
      ) : null}
    </Bar>
  );
}
