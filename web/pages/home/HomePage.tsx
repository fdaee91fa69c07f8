import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.ts';
import { SearchBox } from '../../components/SearchBox.tsx';
import { Section } from '../../components/Section.tsx';
import { useAfterFirstPaint } from '../../components/useAfterFirstPaint.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { HomeFaq } from './HomeFaq.tsx';
import { HomeTrends } from './HomeTrends.tsx';
import { ItemShelf } from './ItemShelf.tsx';
import { LatestListings } from './LatestListings.tsx';

export const homePageQuery = graphql`
  query HomePageQuery {
    catalogTags {
      types {
        id
        label {
          zh
          en
        }
      }
    }
    home {
      latestListings(first: 8) {
        ...LatestListings_listings
      }
      hot(first: 12) {
        ...ItemShelf_items
      }
      autoDelivery(first: 6) {
        ...ItemShelf_items
      }
      bargains(first: 6) {
        ...ItemShelf_items
      }
      lowStock(first: 6) {
        ...ItemShelf_items
      }
      trends(first: 6) {
        ...HomeTrends_trends
      }
    }
  }
`;

export function homeLoader(environment: IEnvironment): LoaderFunction {
  return () => preloadRouteQuery<HomePageQuery>('home', environment, homePageQuery, {});
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(10)};
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => `${theme.gradients.hero}, ${theme.colors.surface}`};
  text-align: center;
`;

const HeroTitle = styled.h1`
  margin: 0;
  font-size: clamp(${({ theme }) => theme.fontSize['6xl']}, 4vw, ${({ theme }) => theme.fontSize['8xl']});
  font-weight: 700;
`;

const HeroText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeroSearch = styled.div`
  width: 100%;
  max-width: 640px;
`;

const Categories = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  a {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.shade.light};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    &:hover { color: ${({ theme }) => theme.colors.accent}; border-color: ${({ theme }) => theme.colors.accent}; }
  }
`;

const More = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
  &:hover { text-decoration: underline; }
`;

/** The home page's item shelves, in their order: the list of `home` each shows, and its "more" page. */
const SHELVES: readonly { id: string; list: 'hot' | 'autoDelivery' | 'bargains' | 'lowStock'; more?: string }[] = [
  { id: 'home-hot', list: 'hot', more: '/sellhot' },
  { id: 'home-auto', list: 'autoDelivery' },
  { id: 'home-bargains', list: 'bargains' },
  { id: 'home-low-stock', list: 'lowStock' },
];

/** The room the shelves below the first screen take, until they are drawn (the page does not jump). */
const BelowTheFold = styled.div`
  min-height: 2400px;
`;

export function HomePage() {
  const { t } = useTranslation();
  const { label } = useLabel();
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, useLoaderData() as PreloadedQuery<HomePageQuery>);
  useDocumentTitle(null);
  const belowTheFold = useAfterFirstPaint();

  return (
    <Page>
      <Hero>
        <HeroTitle>{t('page.home.hero.title')}</HeroTitle>
        <HeroText>{t('page.home.hero.subtitle')}</HeroText>
        <HeroSearch>
          <SearchBox size="large" />
        </HeroSearch>
        <Categories aria-label={t('page.home.hero.categories')}>
          {data.catalogTags.types.map((type) => (
            <Link key={type.id} to={`/market?${new URLSearchParams({ tagType: type.id }).toString()}`}>
              {label(type.label)}
            </Link>
          ))}
        </Categories>
      </Hero>

      <Section
        id="home-latest"
        title={t('page.home.latest.title')}
        subtitle={t('page.home.latest.subtitle')}
        action={<More to="/market?sort=newest">{t('common.more')}</More>}
      >
        <LatestListings listings={data.home.latestListings} />
      </Section>

      {/* the shelves below the first screen are drawn once the page has been painted */}
      {belowTheFold ? (
        <>
          {SHELVES.map((shelf) => (
            <Section
              key={shelf.id}
              id={shelf.id}
              title={t(`page.home.${shelf.list}.title`)}
              subtitle={t(`page.home.${shelf.list}.subtitle`)}
              action={shelf.more ? <More to={shelf.more}>{t('common.more')}</More> : undefined}
            >
              <ItemShelf items={data.home[shelf.list]} />
            </Section>
          ))}

          <Section id="home-trends" title={t('page.home.trends.title')} subtitle={t('page.home.trends.subtitle')}>
            <HomeTrends trends={data.home.trends} />
          </Section>

          <Section id="home-faq" title={t('page.home.faq.title')}>
            <HomeFaq />
          </Section>
        </>
      ) : (
        <BelowTheFold />
      )}
    </Page>
  );
}
