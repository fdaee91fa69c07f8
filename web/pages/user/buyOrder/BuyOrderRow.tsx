import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { BuyOrderRow_buyOrder$key } from '../../../__generated__/BuyOrderRow_buyOrder.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { constraintsText } from '../../../components/buyOrder/constraintsText.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ItemImage } from '../../../components/ItemImage.tsx';
import { Price } from '../../../components/Price.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useLabel } from '../../../i18n/useLabel.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { typedErrorMessage } from '../../../relay/typedErrors.ts';
import { useCancelBuyOrder } from './useCancelBuyOrder.ts';

/** The columns of the buy order table: item, price, filled, terms, status and time, actions. */
export const BUY_ORDER_COLUMNS = 'minmax(220px, 2fr) 110px 90px minmax(140px, 1fr) 150px 110px';

const Row = styled.tr`
  small { display: block; color: ${({ theme }) => theme.colors.textFaint}; }
  > :last-child { text-align: right; }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  color: inherit;
  > span { display: flex; flex-direction: column; min-width: 0; }
  strong { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { overflow-wrap: anywhere; }
  &:hover strong { color: ${({ theme }) => theme.colors.accent}; }
`;

const Picture = styled.div`
  flex: none;
  display: flex;
  width: 64px;
  height: 48px;
`;

const Status = styled.span<{ $open: boolean }>`
  color: ${({ theme, $open }) => ($open ? theme.colors.accent : theme.colors.textMuted)};
  font-weight: 500;
`;

const Fills = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  a { color: ${({ theme }) => theme.colors.accent}; font-family: ${({ theme }) => theme.font.mono}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

/** One of the viewer's buy orders: the item, its terms, how much is filled (with the orders), and cancel while open. */
export function BuyOrderRow({ buyOrder: key }: { buyOrder: BuyOrderRow_buyOrder$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const environment = useRelayEnvironment();
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelling] = useCancelBuyOrder();
  const order = useFragment(
    graphql`
      fragment BuyOrderRow_buyOrder on BuyOrder {
        buyOrderNo
        price
        quantity
        filledQuantity
        minFloat
        maxFloat
        paintSeeds
        sticker
        held
        status
        expiresAt
        createdAt
        item {
          hashName
          iconUrl
          name {
            zh
            en
          }
        }
        orders {
          orderNo
        }
      }
    `,
    key,
  );
  const open = order.status === 'OPEN';
  const confirmCancel = () =>
    cancel({
      variables: { input: { buyOrderNo: order.buyOrderNo } },
      onCompleted: ({ cancelBuyOrder: result }) => {
        setConfirming(false);
        if (result.__typename === 'CancelBuyOrderPayload') {
          showToast(t('page.buyOrder.cancelled'), 'success');
          return;
        }
        const message = typedErrorMessage(result, environment);
        if (message) showToast(message, 'error');
      },
      onError: () => setConfirming(false),
    });

  return (
    <Row data-testid="buy-order-row">
      <td>
        <Item to={`/goods?${new URLSearchParams({ hashName: order.item.hashName })}`}>
          <Picture>
            <ItemImage src={order.item.iconUrl} alt="" />
          </Picture>
          <span>
            <strong data-testid="buy-order-name">{label(order.item.name)}</strong>
            <small data-testid="buy-order-no">{order.buyOrderNo}</small>
          </span>
        </Item>
      </td>
      <td data-label={t('page.buyOrder.columns.price')}>
        <span data-testid="buy-order-price">
          <Price cents={order.price} />
        </span>
        {open ? (
          <small data-testid="buy-order-held">
            {t('page.buyOrder.held')} <Price cents={order.held} tone="plain" />
          </small>
        ) : null}
      </td>
      <td data-testid="buy-order-filled" data-label={t('page.buyOrder.columns.filled')}>
        {order.filledQuantity}/{order.quantity}
        {order.orders.length > 0 ? (
          <Fills>
            {order.orders.map((fill) => (
              <Link key={fill.orderNo} to={`/user/orderDetail?orderNo=${encodeURIComponent(fill.orderNo)}`}>
                {fill.orderNo}
              </Link>
            ))}
          </Fills>
        ) : null}
      </td>
      <td data-label={t('page.buyOrder.columns.terms')}>
        <span data-testid="buy-order-terms">{constraintsText(t, order)}</span>
      </td>
      <td data-label={t('page.buyOrder.columns.status')}>
        <Status $open={open} data-testid="buy-order-status">
          {t(`page.buyOrder.statuses.${order.status as 'OPEN'}`)}
        </Status>
        <small>{open ? t('page.buyOrder.expires', { time: formatDateTime(String(order.expiresAt)) }) : formatDateTime(String(order.createdAt))}</small>
      </td>
      <td>
        {open ? (
          <Button type="button" onClick={() => setConfirming(true)} data-testid="buy-order-cancel">
            {t('page.buyOrder.cancel')}
          </Button>
        ) : null}
        {confirming ? (
          <ConfirmDialog
            title={t('page.buyOrder.cancelTitle')}
            confirmLabel={t('page.buyOrder.cancel')}
            cancelLabel={t('common.cancel')}
            busy={cancelling}
            onConfirm={confirmCancel}
            onCancel={() => setConfirming(false)}
            confirmTestId="buy-order-cancel-confirm"
          >
            {t('page.buyOrder.cancelText')}
          </ConfirmDialog>
        ) : null}
      </td>
    </Row>
  );
}
