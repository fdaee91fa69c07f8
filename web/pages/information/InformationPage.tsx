import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useNavigation, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { InformationPageQuery } from '../../__generated__/InformationPageQuery.graphql.ts';
import { Section } from '../../components/Section.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { languageTag } from '../../i18n/i18n.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { DailyTradesChart } from './DailyTradesChart.tsx';
import { InformationSummary } from './InformationSummary.tsx';
import { type InformationRange, readInformationRange } from './informationParams.ts';
import { PriceIndexChart } from './PriceIndexChart.tsx';
import { PriceMoversTable } from './PriceMoversTable.tsx';
import { RangeSwitch } from './RangeSwitch.tsx';

export const informationPageQuery = graphql`
  query InformationPageQuery($days: Int!) {
    marketInformation(days: $days) {
      days
      from
      computedAt
      moverWindowDays
      moverMinTrades
      priceIndex {
        basketSize
      }
      risers {
        ...PriceMoversTable_movers
      }
      fallers {
        ...PriceMoversTable_movers
      }
      ...InformationSummary_information
      ...DailyTradesChart_information
      ...PriceIndexChart_information
    }
  }
`;

type InformationLoaderData = { query: PreloadedQuery<InformationPageQuery>; range: InformationRange };

/** /information?days=7|30|90: the URL's range is the query's variable (30 when absent or unknown). */
export function informationLoader(environment: IEnvironment): LoaderFunction {
  return async ({ request }): Promise<InformationLoaderData> => {
    const range = readInformationRange(new URL(request.url).searchParams);
    return { query: await preloadRouteQuery<InformationPageQuery>('information', environment, informationPageQuery, { days: range }), range };
  };
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
  &[aria-busy='true'] > :not(header) { opacity: 0.6; transition: opacity 0.2s; }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['6xl']}; font-weight: 600; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

/** Two columns on a wide screen, one on a phone. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 520px), 1fr));
  gap: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  align-items: start;
`;

/** the risers and fallers need room for the item names: side by side only on very wide screens */
const MoverColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 720px), 1fr));
  gap: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  align-items: start;
`;

export function InformationPage() {
  const { t } = useTranslation();
  const { language } = useLabel();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { query, range } = useLoaderData() as InformationLoaderData;
  const { marketInformation: information } = usePreloadedQuery<InformationPageQuery>(informationPageQuery, query);
  useDocumentTitle(t('page.information.title'));

  const updatedAt = new Intl.DateTimeFormat(languageTag(language), { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Shanghai' }).format(
    new Date(information.computedAt),
  );
  const moversSubtitle = t('page.information.movers.subtitle', { days: information.moverWindowDays, min: information.moverMinTrades });

  return (
    <Page aria-busy={navigation.state === 'loading'}>
      <Head>
        <div>
          <h1>{t('page.information.title')}</h1>
          <p>
            {t('page.information.subtitle')} · {t('page.information.updatedAt', { time: updatedAt })}
          </p>
        </div>
        <RangeSwitch value={range} onChange={(days) => navigate({ pathname: '/information', search: `?days=${days}` }, { preventScrollReset: true })} />
      </Head>
      <InformationSummary information={information} />
      <Columns>
        <Section id="information-trades" title={t('page.information.trades.title')} subtitle={t('page.information.trades.subtitle')}>
          <DailyTradesChart information={information} />
        </Section>
        <Section
          id="information-index"
          title={t('page.information.index.title')}
          subtitle={t('page.information.index.subtitle', { count: information.priceIndex.basketSize, from: information.from })}
        >
          <PriceIndexChart information={information} />
        </Section>
      </Columns>
      <MoverColumns>
        <Section id="information-risers" title={t('page.information.movers.risers')} subtitle={moversSubtitle}>
          <PriceMoversTable
            movers={information.risers}
            caption={t('page.information.movers.risers')}
            empty={t('page.information.movers.risersEmpty')}
            testId="risers"
          />
        </Section>
        <Section id="information-fallers" title={t('page.information.movers.fallers')} subtitle={moversSubtitle}>
          <PriceMoversTable
            movers={information.fallers}
            caption={t('page.information.movers.fallers')}
            empty={t('page.information.movers.fallersEmpty')}
            testId="fallers"
          />
        </Section>
      </MoverColumns>
    </Page>
  );
}
