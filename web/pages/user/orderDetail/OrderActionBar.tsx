import { useRef, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderActionBar_order$key } from '../../../__generated__/OrderActionBar_order.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { typedErrorMessage, type TypedError } from '../../../relay/typedErrors.ts';
import { DeliverButton } from '../../../components/order/DeliverButton.tsx';
import { useCancelOrder } from './useCancelOrder.ts';
import { useConfirmOrderOffer } from './useConfirmOrderOffer.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const PayLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 500;
  &:hover { filter: brightness(1.08); }
`;

const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** What the viewer may do with the order now: pay, cancel (after a confirmation), deliver, confirm the offer (simulated Steam). */
export function OrderActionBar({ order }: { order: OrderActionBar_order$key }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment OrderActionBar_order on Order {
        orderNo
        direction
        canConfirmOffer
        actions {
          pay
          payUrl
          cancel
          deliver
        }
        ...DeliverButton_order
      }
    `,
    order,
  );
  const [confirming, setConfirming] = useState(false);
  const [commitCancel, cancelling] = useCancelOrder();
  const [commitConfirm, confirmingOffer] = useConfirmOrderOffer();
  const busy = useRef(false);
  const fail = (result: TypedError) => {
    const text = typedErrorMessage(result, environment);
    if (text) showToast(text, 'error');
  };

  const cancel = () => {
    if (busy.current) return;
    busy.current = true;
    commitCancel({
      variables: { input: { orderNo: data.orderNo } },
      onCompleted: ({ cancelOrder: result }) => {
        busy.current = false;
        setConfirming(false);
        if (result.__typename === 'CancelOrderPayload') showToast(t('page.orderDetail.actions.cancelled'), 'success');
        else fail(result);
      },
      onError: () => {
        busy.current = false;
      },
    });
  };

  const confirmOffer = () => {
    if (busy.current) return;
    busy.current = true;
    commitConfirm({
      variables: { input: { orderNo: data.orderNo } },
      onCompleted: ({ confirmOrderOffer: result }) => {
        busy.current = false;
        if (result.__typename === 'DeliverOrderPayload') showToast(t('page.orderDetail.actions.offerConfirmed'), 'success');
        else fail(result);
      },
      onError: () => {
        busy.current = false;
      },
    });
  };

  const { actions } = data;
  const nothing = !(actions.pay && actions.payUrl) && !actions.cancel && !actions.deliver && !data.canConfirmOffer;
  return (
    <Bar data-testid="order-actions">
      {actions.pay && actions.payUrl ? (
        <PayLink href={actions.payUrl} data-testid="order-pay">
          {t('page.orderDetail.actions.pay')}
        </PayLink>
      ) : null}
      {actions.deliver ? <DeliverButton order={data} /> : null}
      {data.canConfirmOffer ? (
        <Button type="button" $variant="primary" disabled={confirmingOffer} onClick={confirmOffer} data-testid="order-confirm-offer">
          {t('page.orderDetail.actions.confirmOffer')}
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button type="button" onClick={() => setConfirming(true)} data-testid="order-cancel">
          {t('page.orderDetail.actions.cancel')}
        </Button>
      ) : null}
      {nothing ? <None>{t('page.orderDetail.actions.none')}</None> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('page.orderDetail.actions.cancelTitle')}
          confirmLabel={t('page.orderDetail.actions.cancelConfirm')}
          cancelLabel={t('page.orderDetail.actions.cancelKeep')}
          onConfirm={cancel}
          onCancel={() => setConfirming(false)}
          busy={cancelling}
          confirmTestId="order-cancel-confirm"
        >
          <p>{t(data.direction === 'SELL' ? 'page.orderDetail.actions.cancelTextSeller' : 'page.orderDetail.actions.cancelTextBuyer')}</p>
        </ConfirmDialog>
      ) : null}
    </Bar>
  );
}
