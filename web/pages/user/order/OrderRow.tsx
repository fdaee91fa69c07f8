import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { OrderRow_order$key } from '../../../__generated__/OrderRow_order.graphql.ts';
import { Avatar } from '../../../components/Avatar.tsx';
import { ItemImage } from '../../../components/ItemImage.tsx';
import { Price } from '../../../components/Price.tsx';
import { TagChip } from '../../../components/TagChip.tsx';
import { useLabel } from '../../../i18n/useLabel.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { exteriorColor, rarityBackground } from '../../../theme/theme.ts';
import { DeliverButton } from '../../../components/order/DeliverButton.tsx';
import { orderStatusText, statusTone } from '../../../lib/orderStatus.ts';

/** The columns of the order table: item, price, status, time, other party, actions. */
export const ORDER_COLUMNS = 'minmax(220px, 2fr) 110px minmax(120px, 1fr) 140px minmax(120px, 1fr) 120px';

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  color: inherit;
  > div:last-child { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(1)}; min-width: 0; }
  strong { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { color: ${({ theme }) => theme.colors.textFaint}; font-family: ${({ theme }) => theme.font.mono}; }
  &:hover strong { color: ${({ theme }) => theme.colors.accent}; }
`;

const Picture = styled.div`
  flex: none;
  display: flex;
  width: 64px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Status = styled.span<{ $tone: 'pending' | 'success' | 'failed' }>`
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'failed' ? theme.colors.danger : theme.colors.accent)};
  font-weight: 500;
`;

const Party = styled.td`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Actions = styled.td`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

/** 确认报价 after 发货 (simulated Steam): the order page holds the confirm button. */
const ConfirmLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

const Time = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/**
 * One buy or sell record: the item, price, status, time, the other party; 发货 for a sale waiting for
 * its offer, then (simulated Steam) 确认报价, which leads to the order page's confirm button.
 */
export function OrderRow({ order }: { order: OrderRow_order$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const data = useFragment(
    graphql`
      fragment OrderRow_order on Order {
        orderNo
        createTime
        price
        status
        statusDes
        statusText
        direction
        templateInfo {
          iconUrl
          rarityColor
          name {
            zh
            en
          }
          rarity {
            id
          }
          exterior {
            id
            color
            label {
              zh
              en
            }
          }
        }
        sellerInfo {
          nickname
          avatarUrl
        }
        buyerInfo {
          nickname
          avatarUrl
        }
        actions {
          deliver
        }
        canConfirmOffer
        ...DeliverButton_order
      }
    `,
    order,
  );
  const item = data.templateInfo;
  const other = data.direction === 'SELL' ? data.buyerInfo : data.sellerInfo;
  const detail = `/user/orderDetail?orderNo=${encodeURIComponent(data.orderNo)}`;
  return (
    <tr data-testid="order-row">
      <td>
        <Item to={detail}>
          <Picture style={{ backgroundColor: rarityBackground(item.rarity, item.rarityColor) }}>
            <ItemImage src={item.iconUrl} alt="" />
          </Picture>
          <div>
            <strong title={label(item.name)}>{label(item.name)}</strong>
            {item.exterior ? (
              <span>
                <TagChip $color={exteriorColor(item.exterior)} data-tag="exterior">
                  {label(item.exterior.label)}
                </TagChip>
              </span>
            ) : null}
            <small>{data.orderNo}</small>
          </div>
        </Item>
      </td>
      <td>
        <Price cents={data.price} />
      </td>
      <td>
        <Status $tone={statusTone(data.status)} data-testid="order-status">
          {orderStatusText(t, data)}
        </Status>
      </td>
      <Time>{formatDateTime(String(data.createTime))}</Time>
      <Party title={t(data.direction === 'SELL' ? 'page.order.buyer' : 'page.order.seller')}>
        <Avatar src={other.avatarUrl} size={24} />
        <span>{other.nickname}</span>
      </Party>
      <Actions>
        {data.direction === 'SELL' && data.actions.deliver ? <DeliverButton order={data} /> : null}
        {data.canConfirmOffer ? (
          <ConfirmLink to={detail} data-testid="order-confirm-link">
            {t('page.order.confirmOffer')}
          </ConfirmLink>
        ) : null}
        <Link to={detail}>{t('page.order.viewDetail')}</Link>
      </Actions>
    </tr>
  );
}
