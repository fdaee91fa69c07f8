import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { GoodsPageQuery } from '../../__generated__/GoodsPageQuery.graphql.ts';
import { Section } from '../../components/Section.tsx';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { NotFoundContent } from '../../components/StatusMessage.tsx';
import { GoodsBuyOrders } from './GoodsBuyOrders.tsx';
import { GoodsHeader } from './GoodsHeader.tsx';
import { GoodsLeaseListings } from './GoodsLeaseListings.tsx';
import { GoodsListings } from './GoodsListings.tsx';
import { GoodsTabs, readGoodsTab } from './GoodsTabs.tsx';
import { listingVariables, readListingState } from './listingParams.ts';
import { PriceHistoryChart } from './PriceHistoryChart.tsx';

export const goodsPageQuery = graphql`
  query GoodsPageQuery($hashName: String!, $filter: ListingFilter, $sort: ListingSort) {
    marketItem(hashName: $hashName) {
      hashName
      name {
        zh
        en
      }
      quantity
      lease {
        count
      }
      ...GoodsHeader_item
      ...PriceHistoryChart_item
      ...GoodsListings_item @arguments(filter: $filter, sort: $sort)
      ...GoodsBuyOrders_item
    }
  }
`;

type GoodsLoaderData = { query: PreloadedQuery<GoodsPageQuery> } | { query: null };

/**
 * /goods?hashName=<market hash name>: the page URL's hashName is the query's variable, and its
 * listing filter and sort (floatMin, floatMax, paintSeed, sticker, sort) those of the first listings;
 * tab=lease shows the items offered for rent (租赁) in place of those on sale.
 */
export function goodsLoader(environment: IEnvironment): LoaderFunction {
  return async ({ request }): Promise<GoodsLoaderData> => {
    const params = new URL(request.url).searchParams;
    const hashName = (params.get('hashName') ?? '').trim();
    if (!hashName) return { query: null };
    const variables = { hashName, ...listingVariables(readListingState(params)) };
    return { query: await preloadRouteQuery<GoodsPageQuery>('goods', environment, goodsPageQuery, variables) };
  };
}

/**
 * Another item loads the page again; a change of the listing filter or sort in the URL does not:
 * the listings refetch themselves (GoodsListings), and the header and the chart stay.
 */
export const goodsShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.searchParams.get('hashName') !== nextUrl.searchParams.get('hashName')
    ? defaultShouldRevalidate
    : false;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
`;

/** The room the listings take until they are drawn (the page does not jump). */
const BelowTheFold = styled.div`
  min-height: 800px;
`;

function Goods({ query }: { query: PreloadedQuery<GoodsPageQuery> }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const data = usePreloadedQuery<GoodsPageQuery>(goodsPageQuery, query);
  const item = data.marketItem;
  const painted = useAfterFirstPaint();
  const [params] = useSearchParams();
  const tab = readGoodsTab(params);
  useDocumentTitle(item ? label(item.name) : t('page.notFound.title'));
  if (!item) return <NotFoundContent />;
  return (
    <Page>
      <GoodsHeader item={item} />
      <Section id="goods-history" title={t('page.goods.history.title')}>
        <PriceHistoryChart item={item} />
      </Section>
      {/* below the first screen: drawn once the page has been painted */}
      {painted ? (
        <>
          <Section id="goods-listings" title={tab === 'lease' ? t('page.renting.goods.title') : t('page.goods.listings.title')}>
            <GoodsTabs tab={tab} saleCount={item.quantity} leaseCount={item.lease?.count ?? 0} />
            {tab === 'lease' ? <GoodsLeaseListings hashName={item.hashName} /> : <GoodsListings item={item} />}
          </Section>
          <Section id="goods-buy-orders" title={t('page.goods.buyOrders.title')}>
            <GoodsBuyOrders item={item} />
          </Section>
        </>
      ) : (
        <BelowTheFold />
      )}
    </Page>
  );
}

export function GoodsPage() {
  const { t } = useTranslation();
  const { query } = useLoaderData() as GoodsLoaderData;
  if (!query) return <MissingGoods title={t('page.notFound.title')} />;
  return <Goods query={query} />;
}

function MissingGoods({ title }: { title: string }) {
  useDocumentTitle(title);
  return <NotFoundContent />;
}
