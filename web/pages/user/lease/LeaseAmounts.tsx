import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { LeaseAmounts_lease$key } from '../../../__generated__/LeaseAmounts_lease.graphql.ts';
import { Price } from '../../../components/Price.tsx';
import { Facts } from '../../../components/Facts.tsx';

/**
 * What the lease costs and moved: the rent of its days (renewals included), the daily rent, the
 * deposit, the buyout price, how it was paid, what is held now; once it ended, what the lender got,
 * the fee and what came back to the renter.
 */
export function LeaseAmounts({ lease }: { lease: LeaseAmounts_lease$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment LeaseAmounts_lease on Lease {
        days
        rent
        dailyRent
        deposit
        buyoutPrice
        held
        payMethod
        closedAt
        lenderIncome
        fee
        renterRefund
        history {
          event
        }
      }
    `,
    lease,
  );
  const renewals = data.history.filter((step) => step.event === 'RENEWED').length;
  return (
    <Facts data-testid="lease-amounts">
      <dt>{t('page.leases.detail.amounts.rent')}</dt>
      <dd>
        <Price cents={data.rent} testId="lease-rent" />
        <small>
          {t('page.leases.detail.amounts.rentDetail', { count: data.days })}
          {renewals > 0 ? ` · ${t('page.leases.detail.amounts.renewed', { count: renewals })}` : ''}
        </small>
      </dd>
      <dt>{t('page.leases.detail.amounts.dailyRent')}</dt>
      <dd>
        <Price cents={data.dailyRent} tone="plain" testId="lease-daily-rent" />
      </dd>
      <dt>{t('page.leases.detail.amounts.deposit')}</dt>
      <dd>
        <Price cents={data.deposit} testId="lease-deposit" />
      </dd>
      <dt>{t('page.leases.detail.amounts.buyoutPrice')}</dt>
      <dd data-testid="lease-buyout-price">{data.buyoutPrice != null ? <Price cents={data.buyoutPrice} /> : t('page.leases.detail.amounts.noBuyout')}</dd>
      <dt>{t('page.leases.detail.amounts.payMethod')}</dt>
      <dd>{t(`page.leases.detail.amounts.payMethods.${data.payMethod as 'BALANCE'}`, { defaultValue: data.payMethod })}</dd>
      {data.closedAt ? (
        <>
          <dt>{t('page.leases.detail.amounts.lenderIncome')}</dt>
          <dd>
            <Price cents={data.lenderIncome} testId="lease-lender-income" />
          </dd>
          <dt>{t('page.leases.detail.amounts.fee')}</dt>
          <dd>
            <Price cents={data.fee} tone="plain" kind="fee" testId="lease-fee" />
          </dd>
          <dt>{t('page.leases.detail.amounts.renterRefund')}</dt>
          <dd data-testid="lease-renter-refund">{data.renterRefund != null ? <Price cents={data.renterRefund} /> : '—'}</dd>
        </>
      ) : (
        <>
          <dt>{t('page.leases.detail.amounts.held')}</dt>
          <dd>
            <Price cents={data.held} tone="plain" testId="lease-held" />
          </dd>
        </>
      )}
    </Facts>
  );
}
