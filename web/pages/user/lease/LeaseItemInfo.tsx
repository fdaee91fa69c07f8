import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LeaseItemInfo_lease$key } from '../../../__generated__/LeaseItemInfo_lease.graphql.ts';
import { Avatar } from '../../../components/Avatar.tsx';
import { ItemImage } from '../../../components/ItemImage.tsx';
import { TagChip } from '../../../components/TagChip.tsx';
import { useLabel } from '../../../i18n/useLabel.ts';
import { exteriorColor, rarityBackground } from '../../../theme/theme.ts';

const Box = styled.div`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) { grid-template-columns: 1fr; }
`;

const Picture = styled.div`
  display: flex;
  aspect-ratio: 4 / 3;
  max-width: 240px;
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.xl}; font-weight: 600; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Party = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  strong { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/** The leased item (its picture, name linking to its page, exterior, wear) and the other party. */
export function LeaseItemInfo({ lease }: { lease: LeaseItemInfo_lease$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const data = useFragment(
    graphql`
      fragment LeaseItemInfo_lease on Lease {
        role
        floatValue
        counterpart {
          nickname
          avatarUrl
        }
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
    lease,
  );
  const item = data.item;
  const name = label(item.name);
  return (
    <Box data-testid="lease-item">
      <Picture style={{ backgroundColor: rarityBackground(item.rarity, item.rarityColor) }}>
        <ItemImage src={item.iconUrl} alt={name} />
      </Picture>
      <Info>
        <h3>
          <Link to={`/goods?${new URLSearchParams({ hashName: item.hashName }).toString()}`}>{name}</Link>
        </h3>
        {item.exterior ? (
          <span>
            <TagChip $color={exteriorColor(item.exterior)} data-tag="exterior">
              {label(item.exterior.label)}
            </TagChip>
          </span>
        ) : null}
        {data.floatValue != null ? <small>{t('page.leases.detail.floatValue', { value: data.floatValue.toFixed(8) })}</small> : null}
        <Party data-testid="lease-party">
          <Avatar src={data.counterpart.avatarUrl} size={32} />
          <span>{t(data.role === 'RENTER' ? 'page.leases.columns.lender' : 'page.leases.columns.renter')}</span>
          <strong>{data.counterpart.nickname}</strong>
        </Party>
      </Info>
    </Box>
  );
}
