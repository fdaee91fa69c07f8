import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ListingCard_listing$key } from '../../__generated__/ListingCard_listing.graphql.ts';
import { ItemImage } from '../../components/ItemImage.tsx';
import { Price } from '../../components/Price.tsx';
import { TagChip } from '../../components/TagChip.tsx';
import { useRelativeTime } from '../../components/useRelativeTime.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { exteriorColor, rarityBackground } from '../../theme/theme.ts';

const Card = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color 0.15s;
  &:hover { border-color: ${({ theme }) => theme.colors.textFaint}; }
`;

const Thumb = styled.div`
  flex: none;
  width: 88px;
  height: 66px;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 500;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Badge = styled.span`
  color: ${({ theme }) => theme.colors.robot};
`;

/** A listing just put on sale (home page): the item, its price, float and delivery. */
export function ListingCard({ listing }: { listing: ListingCard_listing$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const relative = useRelativeTime();
  const data = useFragment(
    graphql`
      fragment ListingCard_listing on Listing {
        price
        floatValue
        autoDelivery
        createdAt
        item {
          hashName
          iconUrl
          rarityColor
          name {
            zh
            en
          }
          rarity {
            id
            color
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
      }
    `,
    listing,
  );
  const name = label(data.item.name);
  return (
    <Card to={`/goods?${new URLSearchParams({ hashName: data.item.hashName }).toString()}`} data-testid="listing-card">
      <Thumb style={{ backgroundColor: rarityBackground(data.item.rarity, data.item.rarityColor) }}>
        <ItemImage src={data.item.iconUrl} alt={name} />
      </Thumb>
      <Info>
        <Name title={data.item.hashName}>{name}</Name>
        <Price cents={data.price} />
        <Meta>
          {data.item.exterior ? <TagChip $color={exteriorColor(data.item.exterior)}>{label(data.item.exterior.label)}</TagChip> : null}
          {data.floatValue !== null && data.floatValue !== undefined ? <span>{data.floatValue.toFixed(4)}</span> : null}
          {data.autoDelivery ? <Badge>{t('common.delivery.auto')}</Badge> : null}
          <span>{relative(data.createdAt)}</span>
        </Meta>
      </Info>
    </Card>
  );
}
