import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SellToBuyOrderDialogQuery } from '../../__generated__/SellToBuyOrderDialogQuery.graphql.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { Price } from '../Price.tsx';
import { Spinner } from '../Spinner.tsx';

/** At most this many items are priced in one dialog (the rest of a 全选 is listed instead). */
const PRICED_MAX = 100;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  max-height: 280px;
  overflow: auto;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space(3)}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  small { color: ${({ theme }) => theme.colors.textFaint}; }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export type PricedToBuyOrder = { inventoryItemId: string; price: number };

function Body({
  ids,
  busy,
  onConfirm,
  onClose,
}: {
  ids: readonly string[];
  busy: boolean;
  onConfirm: (items: PricedToBuyOrder[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const data = useLazyLoadQuery<SellToBuyOrderDialogQuery>(
    graphql`
      query SellToBuyOrderDialogQuery($ids: [ID!]!) {
        nodes(ids: $ids) {
          ... on InventoryItem {
            id
            name {
              zh
              en
            }
            bestBuyOrderPrice
          }
        }
      }
    `,
    { ids: ids.slice(0, PRICED_MAX) },
    { fetchPolicy: 'network-only' },
  );
  const items = data.nodes.flatMap((node) =>
    node?.id ? [{ id: node.id, name: node.name ? label(node.name) : '', price: node.bestBuyOrderPrice ?? null }] : [],
  );
  const sellable = items.flatMap((item) => (item.price === null ? [] : [{ inventoryItemId: item.id, price: item.price }]));
  const total = sellable.reduce((sum, item) => sum + item.price, 0);
  return (
    <div data-testid="sell-to-buy-order">
      <Note>{t('page.inventory.sell.toBuyOrder.explain')}</Note>
      <Lines>
        {items.map((item) => (
          <li key={item.id} data-testid="sell-to-buy-order-line">
            <span>{item.name}</span>
            {item.price === null ? <small>{t('page.inventory.sell.toBuyOrder.none')}</small> : <Price cents={item.price} />}
          </li>
        ))}
      </Lines>
      <Note>
        {t('page.inventory.sell.toBuyOrder.total', { count: sellable.length })} <Price cents={total} />
      </Note>
      <Actions>
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          type="button"
          $variant="primary"
          disabled={busy || sellable.length === 0}
          onClick={() => onConfirm(sellable)}
          data-testid="sell-to-buy-order-confirm"
        >
          {t('page.inventory.sell.toBuyOrder.confirm', { count: sellable.length })}
        </Button>
      </Actions>
    </div>
  );
}

/**
 * Sells the selected items to the best buy orders that take them (出售给求购): each item with the
 * price its best buy order pays now, the items no buy order takes left out; a buy order that is gone
 * by the time of the sale is reported for its item.
 */
export function SellToBuyOrderDialog(props: { ids: readonly string[]; busy: boolean; onConfirm: (items: PricedToBuyOrder[]) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('page.inventory.sell.toBuyOrder.title')} onClose={props.onClose}>
      <Suspense fallback={<Spinner />}>
        <Body {...props} />
      </Suspense>
    </Modal>
  );
}
