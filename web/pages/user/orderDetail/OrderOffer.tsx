import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderOffer_order$key } from '../../../__generated__/OrderOffer_order.graphql.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { Facts } from '../../../components/Facts.tsx';

const Warning = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  code { font-family: ${({ theme }) => theme.font.mono}; color: ${({ theme }) => theme.colors.accent}; }
`;

/** The trade offer: its id, the SteamID it comes from (the buyer is told to check it) and the one it goes to. */
export function OrderOffer({ order }: { order: OrderOffer_order$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OrderOffer_order on Order {
        direction
        offerId
        offerSenderSteamId
        buyerSteamId
        tradingTime
      }
    `,
    order,
  );
  return (
    <div data-testid="order-offer">
      <Facts>
        <dt>{t('page.orderDetail.offer.id')}</dt>
        <dd>{data.offerId ? <code data-testid="order-offer-id">{data.offerId}</code> : t('page.orderDetail.offer.none')}</dd>
        {data.offerSenderSteamId ? (
          <>
            <dt>{t('page.orderDetail.offer.sender')}</dt>
            <dd>
              <code data-testid="order-offer-sender">{data.offerSenderSteamId}</code>
            </dd>
          </>
        ) : null}
        <dt>{t('page.orderDetail.offer.receiver')}</dt>
        <dd>
          <code>{data.buyerSteamId}</code>
        </dd>
        {data.tradingTime ? (
          <>
            <dt>{t('page.orderDetail.offer.sentAt')}</dt>
            <dd>{formatDateTime(String(data.tradingTime))}</dd>
          </>
        ) : null}
      </Facts>
      {data.direction === 'BUY' && data.offerSenderSteamId ? (
        <Warning role="note" data-testid="order-offer-warning">
          {t('page.orderDetail.offer.warningBefore')}
          <code>{data.offerSenderSteamId}</code>
          {t('page.orderDetail.offer.warningAfter')}
        </Warning>
      ) : null}
    </div>
  );
}
