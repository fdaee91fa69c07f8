import type { ReactNode } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { data as routeData, useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { HelpPageCategoriesQuery } from '../../__generated__/HelpPageCategoriesQuery.graphql.ts';
import type { HelpPageQuery } from '../../__generated__/HelpPageQuery.graphql.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { NotFoundContent } from '../../components/StatusMessage.tsx';
import { HelpArticle } from './HelpArticle.tsx';
import { HELP_PAGE_SIZE, HelpArticleList } from './HelpArticleList.tsx';
import { HelpCategoryNav } from './HelpCategoryNav.tsx';
import { HELP_SEARCH_MAX_LENGTH, HelpSearchBox } from './HelpSearchBox.tsx';

export const helpPageQuery = graphql`
  query HelpPageQuery($serial: Int, $hasSerial: Boolean!, $listed: Boolean!, $category: String, $search: String, $first: Int) {
    helpCategories {
      id
      label
      ...HelpCategoryNav_categories
    }
    article(serial: $serial) @include(if: $hasSerial) {
      title
      category
      ...HelpArticle_article
    }
    ...HelpArticleList_query @include(if: $listed) @alias(as: "list") @arguments(category: $category, search: $search, first: $first)
  }
`;

const helpCategoriesQuery = graphql`
  query HelpPageCategoriesQuery {
    helpCategories {
      id
    }
  }
`;

/**
 * What the help center shows, from its URL: /help/{serial} an article; /help?search=… the search
 * results; /help?category=… a category's articles; /help alone every article under its category.
 */
export type HelpState = { serial: number | null; category: string | null; search: string };

export function readHelpState(serialParam: string | undefined, searchParams: URLSearchParams): HelpState {
  // a serial that is not a number is an article that does not exist (0 is never a serial)
  const serial = serialParam === undefined ? null : /^\d{1,9}$/.test(serialParam) ? Number(serialParam) : 0;
  const search = (searchParams.get('search') ?? '').trim().slice(0, HELP_SEARCH_MAX_LENGTH);
  const category = search ? null : searchParams.get('category')?.trim() || null;
  return { serial: search ? null : serial, category, search };
}

type HelpLoaderData = { query: PreloadedQuery<HelpPageQuery>; state: HelpState };

export function helpLoader(environment: IEnvironment): LoaderFunction {
  return async ({ params, request }): Promise<HelpLoaderData> => {
    const state = readHelpState(params.serial, new URL(request.url).searchParams);
    if (state.category) {
      // an unknown category (a stale or mistyped link) is a page that does not exist
      const known = await fetchQuery<HelpPageCategoriesQuery>(environment, helpCategoriesQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
      if (known && !known.helpCategories.some((category) => category.id === state.category)) throw routeData(null, { status: 404 });
    }
    const query = await preloadRouteQuery<HelpPageQuery>('help', environment, helpPageQuery, {
      serial: state.serial ?? 0,
      hasSerial: state.serial !== null,
      listed: state.serial === null,
      category: state.category,
      search: state.search || null,
      first: HELP_PAGE_SIZE,
    });
    return { query, state };
  };
}

const Head = styled.header`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['6xl']};
  font-weight: 600;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

/** /help and /help/{serial}: categories on the side, a search, and the list or the article. */
export function HelpPage() {
  const { t } = useTranslation();
  const { query, state } = useLoaderData() as HelpLoaderData;
  const data = usePreloadedQuery<HelpPageQuery>(helpPageQuery, query);
  const article = state.serial !== null ? (data.article ?? null) : null;
  const missing = state.serial !== null && article === null;
  useDocumentTitle(missing ? t('page.notFound.title') : (article?.title ?? t('page.help.title')));
  const active = state.category ?? article?.category ?? null;
  const labelOf = (id: string | null | undefined) => data.helpCategories.find((category) => category.id === id)?.label ?? null;

  let main: ReactNode;
  if (missing) main = <NotFoundContent />;
  else if (article) main = <HelpArticle article={article} categoryLabel={labelOf(article.category)} />;
  else if (data.list)
    main = (
      <HelpArticleList
        // a new list (category or search) starts from its first page
        key={`${state.category ?? ''}|${state.search}`}
        query={data.list}
        search={state.search}
        grouped={!state.category && !state.search}
        categories={data.helpCategories}
      />
    );

  return (
    <div>
      <Head>
        {/* an article's own title is the page's heading */}
        <Title as={article ? 'p' : 'h1'}>{t('page.help.title')}</Title>
        <Subtitle>{t('page.help.subtitle')}</Subtitle>
      </Head>
      <Layout>
        <aside>
          <HelpCategoryNav categories={data.helpCategories} active={state.search ? null : active} />
        </aside>
        <Column>
          <HelpSearchBox search={state.search} />
          {main}
        </Column>
      </Layout>
    </div>
  );
}
