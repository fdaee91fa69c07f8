import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeaseActionBar_lease$key } from '../../../__generated__/LeaseActionBar_lease.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Price } from '../../../components/Price.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useMoney } from '../../../money/currency.tsx';
import { LeaseDeliverButton } from './LeaseDeliverButton.tsx';
import { RenewLeaseDialog } from './RenewLeaseDialog.tsx';
import { useBuyoutLease } from './useBuyoutLease.ts';
import { useCancelLease } from './useCancelLease.ts';
import { useLeaseCommit } from './useLeaseCommit.ts';
import { useReturnLease } from './useReturnLease.ts';

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

const Due = styled.strong`
  display: block;
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

type Dialog = 'cancel' | 'renew' | 'return' | 'buyout' | null;

/**
 * What the viewer may do with the lease now, as the API's action list says: pay at the Alipay
 * cashier, 发货, cancel, renew, return or buy out (each but pay and 发货 after a dialog).
 */
export function LeaseActionBar({ lease }: { lease: LeaseActionBar_lease$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment LeaseActionBar_lease on Lease {
        leaseNo
        status
        actions
        payUrl
        deposit
        buyoutPrice
        ...LeaseDeliverButton_lease
        ...RenewLeaseDialog_lease
      }
    `,
    lease,
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [commitCancel, cancelling] = useCancelLease();
  const [commitReturn, returning] = useReturnLease();
  const [commitBuyout, buying] = useBuyoutLease();
  const run = useLeaseCommit();
  const input = { input: { leaseNo: data.leaseNo } };
  const done = (text: string) => () => {
    setDialog(null);
    showToast(text, 'success');
  };
  const cancel = () => run(commitCancel, input, (response) => response.cancelLease, done(t('page.leases.actions.cancelled')));
  const giveBack = () => run(commitReturn, input, (response) => response.returnLease, done(t('page.leases.actions.returning')));
  const buyout = () => run(commitBuyout, input, (response) => response.buyoutLease, done(t('page.leases.actions.boughtOut')));

  const can = (action: (typeof data.actions)[number]) => data.actions.includes(action);
  const payable = can('pay') && data.payUrl;
  const nothing = !payable && !can('deliver') && !can('cancel') && !can('renew') && !can('return') && !can('buyout');
  const buyoutDue = data.buyoutPrice != null ? Math.max(0, data.buyoutPrice - data.deposit) : 0;
  return (
    <Bar data-testid="lease-actions">
      {payable ? (
        <PayLink href={data.payUrl ?? undefined} data-testid="lease-pay">
          {t('page.leases.actions.pay')}
        </PayLink>
      ) : null}
      {can('deliver') ? <LeaseDeliverButton lease={data} /> : null}
      {can('renew') ? (
        <Button type="button" $variant="primary" onClick={() => setDialog('renew')} data-testid="lease-renew">
          {t('page.leases.actions.renew')}
        </Button>
      ) : null}
      {can('return') ? (
        <Button type="button" onClick={() => setDialog('return')} data-testid="lease-return">
          {t('page.leases.actions.return')}
        </Button>
      ) : null}
      {can('buyout') ? (
        <Button type="button" onClick={() => setDialog('buyout')} data-testid="lease-buyout">
          {t('page.leases.actions.buyout')}
        </Button>
      ) : null}
      {can('cancel') ? (
        <Button type="button" onClick={() => setDialog('cancel')} data-testid="lease-cancel">
          {t('page.leases.actions.cancel')}
        </Button>
      ) : null}
      {nothing ? <None>{t('page.leases.actions.none')}</None> : null}
      {dialog === 'renew' ? <RenewLeaseDialog lease={data} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cancel' ? (
        <ConfirmDialog
          title={t('page.leases.actions.cancelTitle')}
          confirmLabel={t('page.leases.actions.cancelConfirm')}
          cancelLabel={t('page.leases.actions.keep')}
          onConfirm={cancel}
          onCancel={() => setDialog(null)}
          busy={cancelling}
          confirmTestId="lease-cancel-confirm"
        >
          <p>{t('page.leases.actions.cancelText')}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'return' ? (
        <ConfirmDialog
          title={t('page.leases.actions.returnTitle')}
          confirmLabel={t('page.leases.actions.returnConfirm')}
          cancelLabel={t('page.leases.actions.keep')}
          onConfirm={giveBack}
          onCancel={() => setDialog(null)}
          busy={returning}
          confirmTestId="lease-return-confirm"
        >
          <p>{t('page.leases.actions.returnText')}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'buyout' && data.buyoutPrice != null ? (
        <ConfirmDialog
          title={t('page.leases.actions.buyoutTitle')}
          confirmLabel={t('page.leases.actions.buyoutConfirm')}
          cancelLabel={t('page.leases.actions.keep')}
          onConfirm={buyout}
          onCancel={() => setDialog(null)}
          busy={buying}
          confirmTestId="lease-buyout-confirm"
        >
          <BuyoutText price={data.buyoutPrice} deposit={data.deposit} />
          <Due>
            <Price cents={buyoutDue} testId="lease-buyout-due" />
          </Due>
          <p>{t('page.leases.actions.buyoutNote')}</p>
        </ConfirmDialog>
      ) : null}
    </Bar>
  );
}

/** "买断价 ¥x，已付押金 ¥y 抵扣，需再支付：" with the amounts in the user's currency. */
function BuyoutText({ price, deposit }: { price: number; deposit: number }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  return <p>{t('page.leases.actions.buyoutText', { price: format(price), deposit: format(deposit) })}</p>;
}
