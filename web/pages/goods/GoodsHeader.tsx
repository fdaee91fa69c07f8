import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { useTheme } from 'styled-components';
import type { GoodsHeader_item$key } from '../../__generated__/GoodsHeader_item.graphql.ts';
import { ItemImage } from '../../components/ItemImage.tsx';
import { Price } from '../../components/Price.tsx';
import { TagChip } from '../../components/TagChip.tsx';
import { goodsLeasePath } from '../../components/lease/leasePaths.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { useMoney } from '../../money/currency.tsx';
import { exteriorColor, qualityColor, rarityBackground } from '../../theme/theme.ts';

const Box = styled.section`
  display: grid;
  grid-template-columns: minmax(240px, 360px) 1fr;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 1fr;
  }
`;

const Picture = styled.div`
  aspect-ratio: 4 / 3;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background-image: ${({ theme }) => theme.gradients.itemHeader};
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['6xl']};
  font-weight: 600;
`;

const HashName = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: break-word;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a:hover { text-decoration: underline; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
  dd { margin: ${({ theme }) => theme.space(1)} 0 0; font-size: ${({ theme }) => theme.fontSize['3xl']}; font-weight: 600; }
`;

// the "from ¥x/day" of the item's listings for rent, which opens its 租赁 tab
const RentLink = styled(Link)`
  color: ${({ theme }) => theme.colors.price};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  &:hover { text-decoration: underline; }
`;

function marketLink(params: Record<string, string>): string {
  return `/market?${new URLSearchParams(params).toString()}`;
}

/**
 * The line under the item's name: its market hash name (the English name Steam knows it by), unless
 * the title already is that name (in English the two are usually the same), then the item's name in
 * the other language, and nothing when that too is the same.
 */
export function goodsSubtitle(title: string, hashName: string, other: { text: string; lang: string }): { text: string; lang: string } | null {
  if (hashName && hashName !== title) return { text: hashName, lang: 'en' };
  if (other.text && other.text !== title) return other;
  return null;
}

/** The item page's header: picture, names, tags, lowest and reference prices, the lowest daily rent (its 租赁 tab), quantities. */
export function GoodsHeader({ item }: { item: GoodsHeader_item$key }) {
  const { t } = useTranslation();
  const { label, language } = useLabel();
  const { format } = useMoney();
  const theme = useTheme();
  const data = useFragment(
    graphql`
      fragment GoodsHeader_item on MarketItem {
        hashName
        iconUrl
        lowestPrice
        referencePrice
        quantity
        autoDeliveryQuantity
        salesCount
        lease {
          dailyRent
        }
        minFloat
        maxFloat
        rarityColor
        name {
          zh
          en
        }
        type {
          id
          label {
            zh
            en
          }
        }
        subType {
          id
          label {
            zh
            en
          }
        }
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
        collection {
          id
          label {
            zh
            en
          }
        }
      }
    `,
    item,
  );
  const name = label(data.name);
  const subtitle = goodsSubtitle(name, data.hashName, language === 'zh' ? { text: data.name.en, lang: 'en' } : { text: data.name.zh, lang: 'zh-CN' });
  const background = rarityBackground(data.rarity, data.rarityColor);

  return (
    <Box>
      <Picture style={{ backgroundColor: background }} data-testid="goods-picture">
        <ItemImage src={data.iconUrl} alt={name} />
      </Picture>
      <Info>
        <Name>{name}</Name>
        {subtitle ? (
          <HashName lang={subtitle.lang} data-testid="goods-subtitle">
            {subtitle.text}
          </HashName>
        ) : null}
        <Chips>
          <Link to={marketLink({ tagType: data.type.id })}>
            <TagChip $color={theme.colors.textMuted}>{label(data.type.label)}</TagChip>
          </Link>
          {data.subType ? (
            <Link to={marketLink({ tagType: data.type.id, type: data.subType.id })}>
              <TagChip $color={theme.colors.textMuted}>{label(data.subType.label)}</TagChip>
            </Link>
          ) : null}
          {data.rarity ? (
            <Link to={marketLink({ tagRarity: data.rarity.id })}>
              <TagChip $color={background}>{label(data.rarity.label)}</TagChip>
            </Link>
          ) : null}
          <Link to={marketLink({ tagQuality: data.quality.id })}>
            <TagChip $color={qualityColor(data.quality)}>{label(data.quality.label)}</TagChip>
          </Link>
          {data.exterior ? (
            <Link to={marketLink({ tagExterior: data.exterior.id })}>
              <TagChip $color={exteriorColor(data.exterior)}>{label(data.exterior.label)}</TagChip>
            </Link>
          ) : null}
          {data.collection ? (
            <Link to={marketLink({ tagItemSet: data.collection.id })}>
              <TagChip $color={theme.colors.link}>{label(data.collection.label)}</TagChip>
            </Link>
          ) : null}
        </Chips>
        <Figures>
          <div>
            <dt>{t('page.goods.header.lowestPrice')}</dt>
            <dd data-testid="goods-lowest-price">
              {data.lowestPrice !== null && data.lowestPrice !== undefined ? <Price cents={data.lowestPrice} /> : t('common.item.noListing')}
            </dd>
          </div>
          {data.lease ? (
            <div>
              <dt>{t('page.renting.goods.headerRent')}</dt>
              <dd>
                <RentLink to={`${goodsLeasePath(data.hashName)}#goods-listings-title`} data-testid="goods-lease-from">
                  {t('page.renting.market.from', { price: format(data.lease.dailyRent) })}
                </RentLink>
              </dd>
            </div>
          ) : null}
          <div>
            <dt title={t('page.goods.header.cataloguePriceHint')}>{t('page.goods.header.cataloguePrice')}</dt>
            <dd data-testid="goods-catalogue-price">
              <Price cents={data.referencePrice} tone="plain" />
            </dd>
          </div>
          <div>
            <dt>{t('page.goods.header.quantity')}</dt>
            <dd>{data.quantity}</dd>
          </div>
          <div>
            <dt>{t('page.goods.header.autoDelivery')}</dt>
            <dd>{data.autoDeliveryQuantity}</dd>
          </div>
          <div>
            <dt>{t('page.goods.header.sold')}</dt>
            <dd>{data.salesCount}</dd>
          </div>
          {data.minFloat !== null && data.minFloat !== undefined && data.maxFloat !== null && data.maxFloat !== undefined ? (
            <div>
              <dt>{t('page.goods.header.floatRange')}</dt>
              <dd>{`${data.minFloat.toFixed(2)} – ${data.maxFloat.toFixed(2)}`}</dd>
            </div>
          ) : null}
        </Figures>
      </Info>
    </Box>
  );
}
