import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { OrderAmounts_order$key } from '../../../__generated__/OrderAmounts_order.graphql.ts';
import { Facts } from '../../../components/Facts.tsx';
import { Price } from '../../../components/Price.tsx';

/** Price, fee and what the viewer paid (buyer; — when nothing was paid) or receives (seller), with the way it was paid (— for an order closed unpaid). */
export function OrderAmounts({ order }: { order: OrderAmounts_order$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OrderAmounts_order on Order {
        direction
        price
        fee
        feeRateBps
        actualPayment
        actualIncome
        payMethod
      }
    `,
    order,
  );
  const rate = `${(data.feeRateBps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
  return (
    <Facts data-testid="order-amounts">
      <dt>{t('page.orderDetail.amounts.price')}</dt>
      <dd data-testid="order-price">
        <Price cents={data.price} />
      </dd>
      <dt>{t('page.orderDetail.amounts.fee')}</dt>
      <dd data-testid="order-fee">
        <Price cents={data.fee} tone="plain" kind="fee" />
        <small>{t('page.orderDetail.amounts.feeRate', { rate })}</small>
      </dd>
      {data.direction === 'SELL' ? (
        <>
          <dt>{t('page.orderDetail.amounts.actualIncome')}</dt>
          <dd data-testid="order-actual-income">
            <Price cents={data.actualIncome} />
          </dd>
        </>
      ) : (
        <>
          <dt>{t('page.orderDetail.amounts.actualPayment')}</dt>
          <dd data-testid="order-actual-payment">
            {data.actualPayment !== null && data.actualPayment !== undefined ? <Price cents={data.actualPayment} /> : '—'}
          </dd>
        </>
      )}
      <dt>{t('page.orderDetail.amounts.payMethod')}</dt>
      <dd data-testid="order-pay-method">{data.payMethod ? t(`page.orderDetail.payMethods.${data.payMethod as 'BALANCE'}`) : '—'}</dd>
    </Facts>
  );
}
