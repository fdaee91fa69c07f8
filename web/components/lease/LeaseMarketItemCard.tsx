import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeaseMarketItemCard_item$key } from '../../__generated__/LeaseMarketItemCard_item.graphql.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { useMoney } from '../../money/currency.tsx';
import { exteriorColor, qualityColor, rarityBackground } from '../../theme/theme.ts';
import { ItemImage } from '../ItemImage.tsx';
import { Body, Card, Chips, Counts, Frame, Picture, PriceRow, Rarity, Title } from '../MarketItemCard.tsx';
import { TagChip } from '../TagChip.tsx';
import { goodsLeasePath } from './leasePaths.ts';

const Rent = styled.span`
  color: ${({ theme }) => theme.colors.price};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 400;
`;

/** An item of the market's 租赁 mode: "from ¥x/day" (the API's figure), that listing's deposit and how many are offered; it opens the item page's 租赁 tab. */
export function LeaseMarketItemCard({ item }: { item: LeaseMarketItemCard_item$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { format } = useMoney();
  const data = useFragment(
    graphql`
      fragment LeaseMarketItemCard_item on MarketItem {
        hashName
        name {
          zh
          en
        }
        iconUrl
        rarityColor
        rarity {
          id
          color
          label {
            zh
            en
          }
        }
        quality {
          id
          color
          label {
            zh
            en
          }
        }
        exterior {
          id
          color
          label {
            zh
            en
          }
        }
        type {
          id
        }
        subType {
          id
        }
        lease {
          dailyRent
          deposit
          count
        }
      }
    `,
    item,
  );
  const name = label(data.name);
  const background = rarityBackground(data.rarity, data.rarityColor);
  return (
    <Frame>
      <Card to={goodsLeasePath(data.hashName)} data-testid="lease-market-item-card">
        <Picture style={{ backgroundColor: background }}>
          <Chips>
            {data.quality.id !== 'normal' ? <TagChip $color={qualityColor(data.quality)}>{label(data.quality.label)}</TagChip> : null}
            {data.exterior ? <TagChip $color={exteriorColor(data.exterior)}>{label(data.exterior.label)}</TagChip> : null}
          </Chips>
          <ItemImage src={data.iconUrl} alt={name} typeId={data.type.id} subTypeId={data.subType?.id} />
        </Picture>
        <Body>
          <Title title={data.hashName}>{name}</Title>
          {data.rarity ? <Rarity $color={background}>{label(data.rarity.label)}</Rarity> : null}
          <PriceRow>
            {data.lease ? (
              <Rent data-testid="lease-from">{t('page.renting.market.from', { price: format(data.lease.dailyRent) })}</Rent>
            ) : (
              <Muted>{t('page.renting.market.noLease')}</Muted>
            )}
          </PriceRow>
          {data.lease ? (
            <Counts>
              <span data-testid="lease-market-deposit">{t('page.renting.market.deposit', { price: format(data.lease.deposit) })}</span>
              <span>{t('page.renting.market.offered', { count: data.lease.count })}</span>
            </Counts>
          ) : null}
        </Body>
      </Card>
    </Frame>
  );
}
