import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeaseOffer_lease$key } from '../../../__generated__/LeaseOffer_lease.graphql.ts';
import { Facts } from '../../../components/Facts.tsx';
import { LeaseDeliverButton } from './LeaseDeliverButton.tsx';

const Note = styled.p<{ $warn: boolean }>`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.border)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Deliver = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/**
 * The delivery's Steam offer: its id, the SteamID it comes from and the one it goes to. While it
 * waits for the delivery, the lender gets 发货 and the renter is told to accept the offer in Steam
 * once it is made, checking where it comes from.
 */
export function LeaseOffer({ lease }: { lease: LeaseOffer_lease$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment LeaseOffer_lease on Lease {
        role
        status
        offerId
        lenderSteamId
        renterSteamId
        actions
        ...LeaseDeliverButton_lease
      }
    `,
    lease,
  );
  const awaiting = data.status === 'AWAITING_DELIVERY';
  const renter = data.role === 'RENTER';
  return (
    <div data-testid="lease-offer">
      <Facts>
        <dt>{t('page.leases.detail.offer.id')}</dt>
        <dd>{data.offerId ? <code data-testid="lease-offer-id">{data.offerId}</code> : t('page.leases.detail.offer.none')}</dd>
        <dt>{t('page.leases.detail.offer.sender')}</dt>
        <dd>
          <code>{data.lenderSteamId}</code>
        </dd>
        {data.renterSteamId ? (
          <>
            <dt>{t('page.leases.detail.offer.receiver')}</dt>
            <dd>
              <code>{data.renterSteamId}</code>
            </dd>
          </>
        ) : null}
      </Facts>
      {awaiting && renter ? (
        <Note role="note" $warn={Boolean(data.offerId)} data-testid="lease-offer-note">
          {data.offerId ? t('page.leases.detail.offer.renterAccept', { steamId: data.lenderSteamId }) : t('page.leases.detail.offer.renterWait')}
        </Note>
      ) : null}
      {awaiting && !renter ? (
        <Note role="note" $warn={false} data-testid="lease-offer-note">
          {data.offerId ? t('page.leases.detail.offer.lenderSent') : t('page.leases.detail.offer.lenderDeliver')}
        </Note>
      ) : null}
      {data.actions.includes('deliver') ? (
        <Deliver>
          <LeaseDeliverButton lease={data} />
        </Deliver>
      ) : null}
    </div>
  );
}
