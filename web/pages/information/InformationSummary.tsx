import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InformationSummary_information$key } from '../../__generated__/InformationSummary_information.graphql.ts';
import { Price } from '../../components/Price.tsx';

const Cards = styled.dl`
  display: grid;
  /* two columns on a phone, up to five on a wide screen */
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  dd { margin: 0; font-size: clamp(${({ theme }) => theme.fontSize['2xl']}, 4.5vw, ${({ theme }) => theme.fontSize['5xl']}); font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 400;
`;

/** The cards over the charts: today's and the range's turnover and trades, the average price, what is traded and on sale. */
export function InformationSummary({ information }: { information: InformationSummary_information$key }) {
  const { t } = useTranslation();
  const { days, summary } = useFragment(
    graphql`
      fragment InformationSummary_information on MarketInformation {
        days
        summary {
          turnover
          volume
          todayTurnover
          todayVolume
          averagePrice
          tradedItems
          itemsOnSale
          listingsOnSale
        }
      }
    `,
    information,
  );
  return (
    <Cards aria-label={t('page.information.summary.label')} data-testid="information-summary">
      <Card>
        <dt>{t('page.information.summary.todayTurnover')}</dt>
        <dd>
          <Price cents={summary.todayTurnover} />
        </dd>
        <Detail>{t('page.information.summary.todayVolume', { count: summary.todayVolume })}</Detail>
      </Card>
      <Card>
        <dt>{t('page.information.summary.turnover', { count: days })}</dt>
        <dd>
          <Price cents={summary.turnover} />
        </dd>
        <Detail>{t('page.information.summary.volume', { count: summary.volume })}</Detail>
      </Card>
      <Card>
        <dt>{t('page.information.summary.averagePrice')}</dt>
        <dd>
          {summary.averagePrice === null || summary.averagePrice === undefined ? (
            <Muted>{t('page.information.summary.noTrades')}</Muted>
          ) : (
            <Price cents={summary.averagePrice} />
          )}
        </dd>
      </Card>
      <Card>
        <dt>{t('page.information.summary.tradedItems')}</dt>
        <dd>{t('page.information.summary.tradedItemsValue', { count: summary.tradedItems })}</dd>
      </Card>
      <Card>
        <dt>{t('page.information.summary.onSale')}</dt>
        <dd>{t('page.information.summary.onSaleValue', { count: summary.itemsOnSale })}</dd>
        <Detail>{t('page.information.summary.listingsOnSale', { count: summary.listingsOnSale })}</Detail>
      </Card>
    </Cards>
  );
}
