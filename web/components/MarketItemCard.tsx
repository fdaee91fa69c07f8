import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { MarketItemCard_item$key } from '../__generated__/MarketItemCard_item.graphql.ts';
import { useLabel } from '../i18n/useLabel.ts';
import { Button } from './Button.tsx';
import { useCheckout } from './checkout/useCheckout.tsx';
import { exteriorColor, qualityColor, rarityBackground } from '../theme/theme.ts';
import { ItemImage } from './ItemImage.tsx';
import { Price } from './Price.tsx';
import { TagChip } from './TagChip.tsx';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  transition: transform 0.15s, border-color 0.15s;
  &:hover { transform: translateY(-2px); border-color: ${({ theme }) => theme.colors.textFaint}; }
`;

export const Card = styled(Link)`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Buy = styled(Button)`
  height: 30px;
  margin: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Picture = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  padding: ${({ theme }) => theme.space(3)};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.gradients.itemCard};
    pointer-events: none;
  }
`;

export const Chips = styled.div`
  position: absolute;
  z-index: 1;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

export const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
  line-height: 18px;
  height: 36px;
  overflow: hidden;
  /* whole words wrap ("Minimal Wear", never "Minim al Wear"); only a word longer than the card breaks */
  word-break: normal;
  overflow-wrap: break-word;
  hyphens: auto;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

export const Rarity = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

export const PriceRow = styled.div`
  margin-top: auto;
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
`;

const NoPrice = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 400;
`;

const BuyOrderPrice = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 400;
  white-space: nowrap;
`;

export const Counts = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** An item of the market: picture on its rarity colour, name, lowest price (and the best buy order), counts and tags; Buy takes its cheapest listing. */
export function MarketItemCard({ item }: { item: MarketItemCard_item$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const data = useFragment(
    graphql`
      fragment MarketItemCard_item on MarketItem {
        hashName
        name {
          zh
          en
        }
        iconUrl
        lowestPrice
        topBuyOrderPrice
        quantity
        salesCount
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
      }
    `,
    item,
  );
  const name = label(data.name);
  const background = rarityBackground(data.rarity, data.rarityColor);
  const checkout = useCheckout();

  return (
    <Frame>
      <Card to={`/goods?${new URLSearchParams({ hashName: data.hashName }).toString()}`} data-testid="market-item-card">
        <Picture style={{ backgroundColor: background }} data-testid="market-item-card-picture">
          <Chips>
            {data.quality.id !== 'normal' ? (
              <TagChip $color={qualityColor(data.quality)} data-tag="quality">
                {label(data.quality.label)}
              </TagChip>
            ) : null}
            {data.exterior ? (
              <TagChip $color={exteriorColor(data.exterior)} data-tag="exterior">
                {label(data.exterior.label)}
              </TagChip>
            ) : null}
          </Chips>
          <ItemImage src={data.iconUrl} alt={name} typeId={data.type.id} subTypeId={data.subType?.id} />
        </Picture>
        <Body>
          <Title title={data.hashName}>{name}</Title>
          {data.rarity ? (
            <Rarity $color={background} data-tag="rarity">
              {label(data.rarity.label)}
            </Rarity>
          ) : null}
          <PriceRow>
            {data.lowestPrice !== null && data.lowestPrice !== undefined ? <Price cents={data.lowestPrice} /> : <NoPrice>{t('common.item.noListing')}</NoPrice>}
            {data.topBuyOrderPrice != null ? (
              <BuyOrderPrice data-testid="market-item-buy-order">
                {t('common.item.buyOrder')} <Price cents={data.topBuyOrderPrice} tone="plain" />
              </BuyOrderPrice>
            ) : null}
          </PriceRow>
          <Counts>
            <span>{t('common.item.onSale', { count: data.quantity })}</span>
            <span>{t('common.item.sold', { count: data.salesCount })}</span>
          </Counts>
        </Body>
      </Card>
      {data.lowestPrice !== null && data.lowestPrice !== undefined ? (
        <Buy type="button" $variant="primary" onClick={() => checkout.open({ hashName: data.hashName })} data-testid="market-item-buy">
          {t('common.item.buyCheapest')}
        </Buy>
      ) : null}
      {checkout.dialog}
    </Frame>
  );
}
