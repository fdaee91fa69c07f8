import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { NewsArticlePageQuery } from '../../__generated__/NewsArticlePageQuery.graphql.ts';
import { MarkdownBody } from '../../components/MarkdownBody.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { formatDate } from '../../lib/dates.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { NotFoundContent } from '../../components/StatusMessage.tsx';

export const newsArticlePageQuery = graphql`
  query NewsArticlePageQuery($slug: String!) {
    article(slug: $slug) {
      kind
      title
      body
      publishedAt
    }
  }
`;

export function newsArticleLoader(environment: IEnvironment): LoaderFunction {
  return ({ params }) => preloadRouteQuery<NewsArticlePageQuery>('newsArticle', environment, newsArticlePageQuery, { slug: params.slug ?? '' });
}

const Article = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  h1 { margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)}; font-size: ${({ theme }) => theme.fontSize['6xl']}; font-weight: 600; line-height: 1.4; }
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const PublishedAt = styled.time`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** /news/{slug}: one news article (any other slug, or an article that is not news, is the 404 content). */
export function NewsArticlePage() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<NewsArticlePageQuery>(newsArticlePageQuery, useLoaderData() as PreloadedQuery<NewsArticlePageQuery>);
  const article = data.article?.kind === 'NEWS' ? data.article : null;
  useDocumentTitle(article ? article.title : t('page.notFound.title'));
  if (!article) return <NotFoundContent />;
  return (
    <Article data-testid="news-article">
      <Back to="/news">← {t('page.news.back')}</Back>
      <h1>{article.title}</h1>
      <PublishedAt dateTime={article.publishedAt}>{t('page.news.published', { date: formatDate(article.publishedAt) })}</PublishedAt>
      <MarkdownBody markdown={article.body} />
    </Article>
  );
}
