import { useState } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SellBarListMutation } from '../../../__generated__/SellBarListMutation.graphql.ts';
import type { SellBarRepriceMutation } from '../../../__generated__/SellBarRepriceMutation.graphql.ts';
import type { SellBarUnlistMutation } from '../../../__generated__/SellBarUnlistMutation.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { typedErrorMessage, type TypedError } from '../../../relay/typedErrors.ts';
import { PriceDialog, type PricedEntry } from './PriceDialog.tsx';
import { failureText, type SelectEntry, type SellingFailure, type SellPurpose } from './selling.ts';

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

/**
 * The bar under a grid with the selection: List (price dialog with the 3-2-1 confirm) for
 * unlisted assets; Reprice (the same dialog) and Unlist (a confirmation) for listed ones. After a
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
  const [dialog, setDialog] = useState<'list' | 'reprice' | 'unlist' | null>(null);
  const [list, listing] = useMutation<SellBarListMutation>(graphql`
    mutation SellBarListMutation($input: ListItemsInput!) {
      listItems(input: $input) {
        __typename
        ... on ListItemsPayload {
          succeededCount
          failedCount
          loweredCount
          failures {
            inventoryItemId
            reason
            message
          }
          items {
            id
            tradable
            listing {
              id
              price
            }
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const [reprice, repricing] = useMutation<SellBarRepriceMutation>(graphql`
    mutation SellBarRepriceMutation($input: RepriceItemsInput!) {
      repriceItems(input: $input) {
        __typename
        ... on RepriceItemsPayload {
          succeededCount
          failedCount
          loweredCount
          failures {
            inventoryItemId
            reason
            message
          }
          items {
            id
            listing {
              id
              price
            }
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const [unlist, unlisting] = useMutation<SellBarUnlistMutation>(graphql`
    mutation SellBarUnlistMutation($input: UnlistItemsInput!) {
      unlistItems(input: $input) {
        __typename
        ... on UnlistItemsPayload {
          succeededCount
          failedCount
          failures {
            inventoryItemId
            reason
            message
          }
          items {
            id
            listing {
              id
            }
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);

  const names = new Map(selected.map((entry) => [entry.id, entry.name]));

  const report = (action: 'list' | 'reprice' | 'unlist', result: Outcome) => {
    if (result.failures === undefined) {
      const text = typedErrorMessage(result as TypedError, environment);
      if (text) showToast(text, 'error');
      return;
    }
    setDialog(null);
    if (result.failures.length > 0) showToast(failureText(t, action, result.failures, names), 'error');
    else showToast(t(`page.inventory.sell.done.${action}`), 'success');
    if ((result.loweredCount ?? 0) > 0) showToast(t('page.inventory.sell.lowered', { count: result.loweredCount }), 'info');
    if ((result.succeededCount ?? 0) > 0) onClear();
    onChanged();
  };

  const open = (action: 'list' | 'reprice' | 'unlist') => {
    if (selected.length === 0) {
      showToast(t(`page.inventory.sell.nothingSelected.${action}`), 'error');
      return;
    }
    setDialog(action);
  };

  const onPrices = (prices: PricedEntry[]) => {
    const input = { items: prices.map((entry) => ({ inventoryItemId: entry.inventoryItemId, price: entry.price })) };
    if (dialog === 'list') list({ variables: { input }, onCompleted: ({ listItems }) => report('list', listItems) });
    else reprice({ variables: { input }, onCompleted: ({ repriceItems }) => report('reprice', repriceItems) });
  };

  const onUnlist = () =>
    unlist({ variables: { input: { inventoryItemIds: selected.map((entry) => entry.id) } }, onCompleted: ({ unlistItems }) => report('unlist', unlistItems) });

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
          <Button type="button" $variant="primary" data-testid="list-button" onClick={() => open('list')}>
            {t('page.inventory.sell.list')}
          </Button>
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
        <PriceDialog action={dialog} items={selected} busy={listing || repricing} onConfirm={onPrices} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'unlist' ? (
        <ConfirmDialog
          title={t('page.inventory.sell.unlistTitle')}
          confirmLabel={t('page.inventory.sell.unlistConfirm')}
          cancelLabel={t('common.cancel')}
          busy={unlisting}
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
