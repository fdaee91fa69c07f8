import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { useTheme } from 'styled-components';
import type { PriceMoversTable_movers$key } from '../../__generated__/PriceMoversTable_movers.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ItemImage } from '../../components/ItemImage.tsx';
import { Price } from '../../components/Price.tsx';
import { useLabel } from '../../i18n/useLabel.ts';
import { rarityBackground } from '../../theme/theme.ts';
import { formatChange } from '../../lib/priceChange.ts';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th {
    padding: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
    text-align: right;
    white-space: nowrap;
  }
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  th:nth-child(-n + 2), td:nth-child(-n + 2) { text-align: left; }
  /* on a phone: rank, item, recent average and change */
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    .secondary { display: none; }
  }
`;

const ItemCell = styled.td`
  width: 100%;
  min-width: 180px;
  max-width: 0;
  && { white-space: normal; }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    &:hover span { color: ${({ theme }) => theme.colors.link}; }
  }
  span { display: -webkit-box; overflow: hidden; -webkit-box-orient: vertical; -webkit-line-clamp: 2; }
`;

const Thumb = styled.div`
  flex: none;
  width: 48px;
  height: 36px;
  padding: ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Change = styled.td<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-weight: 600;
`;

/** A ranking of risers or fallers: each item links to its page (/goods?hashName=…) as market cards do. */
export function PriceMoversTable({ movers, caption, empty, testId }: { movers: PriceMoversTable_movers$key; caption: string; empty: string; testId: string }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const theme = useTheme();
  const data = useFragment(
    graphql`
      fragment PriceMoversTable_movers on MarketPriceMover @relay(plural: true) {
        averagePrice
        previousAveragePrice
        volume
        previousVolume
        changeBasisPoints
        item {
          id
          hashName
          iconUrl
          rarityColor
          rarity {
            id
            color
          }
          name {
            zh
            en
          }
        }
      }
    `,
    movers,
  );
  if (data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Table data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('page.information.movers.rank')}</th>
          <th scope="col">{t('page.information.movers.item')}</th>
          <th scope="col">{t('page.information.movers.price')}</th>
          <th scope="col" className="secondary">
            {t('page.information.movers.previousPrice')}
          </th>
          <th scope="col" className="secondary">
            {t('page.information.movers.volume')}
          </th>
          <th scope="col">{t('page.information.movers.change')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((mover, index) => {
          const name = label(mover.item.name);
          const change = mover.changeBasisPoints;
          return (
            <tr key={mover.item.id} data-testid="price-mover">
              <td>{index + 1}</td>
              <ItemCell>
                <Link to={`/goods?${new URLSearchParams({ hashName: mover.item.hashName }).toString()}`} title={mover.item.hashName}>
                  <Thumb style={{ backgroundColor: rarityBackground(mover.item.rarity, mover.item.rarityColor) }}>
                    <ItemImage src={mover.item.iconUrl} alt="" />
                  </Thumb>
                  <span>{name}</span>
                </Link>
              </ItemCell>
              <td>
                <Price cents={mover.averagePrice} />
              </td>
              <td className="secondary">
                <Price cents={mover.previousAveragePrice} tone="plain" />
              </td>
              <td className="secondary">{t('page.information.movers.volumes', { volume: mover.volume, previous: mover.previousVolume })}</td>
              <Change $color={change > 0 ? theme.colors.rise : change < 0 ? theme.colors.fall : theme.colors.textMuted}>{formatChange(change / 100)}</Change>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
