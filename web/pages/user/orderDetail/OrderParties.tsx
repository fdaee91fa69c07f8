import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderParties_order$key } from '../../../__generated__/OrderParties_order.graphql.ts';
import { Avatar } from '../../../components/Avatar.tsx';

const Box = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Party = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  > div { display: flex; flex-direction: column; min-width: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  strong { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/** The seller (人工发货 when unknown) and the buyer, with their avatars. */
export function OrderParties({ order }: { order: OrderParties_order$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OrderParties_order on Order {
        sellerInfo {
          nickname
          avatarUrl
        }
        buyerInfo {
          nickname
          avatarUrl
        }
      }
    `,
    order,
  );
  return (
    <Box>
      <Party data-testid="order-seller">
        <Avatar src={data.sellerInfo.avatarUrl} size={40} />
        <div>
          <small>{t('page.order.seller')}</small>
          <strong>{data.sellerInfo.nickname || t('common.delivery.manual')}</strong>
        </div>
      </Party>
      <Party data-testid="order-buyer">
        <Avatar src={data.buyerInfo.avatarUrl} size={40} />
        <div>
          <small>{t('page.order.buyer')}</small>
          <strong>{data.buyerInfo.nickname}</strong>
        </div>
      </Party>
    </Box>
  );
}
