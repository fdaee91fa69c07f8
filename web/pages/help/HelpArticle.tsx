import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { HelpArticle_article$key } from '../../__generated__/HelpArticle_article.graphql.ts';
import { MarkdownBody } from '../../components/MarkdownBody.tsx';
import { formatDate } from '../../lib/dates.ts';
import { helpCategoryPath } from './HelpCategoryNav.tsx';

const Article = styled.article`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['5xl']}; font-weight: 600; line-height: 1.4; }
`;

const Crumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
  a { color: ${({ theme }) => theme.colors.textMuted}; }
  a:hover { color: ${({ theme }) => theme.colors.accent}; }
  span + span::before { content: '›'; margin: 0 ${({ theme }) => theme.space(2)}; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

/** One help article: where it sits, its number, and its Markdown body. */
export function HelpArticle({ article, categoryLabel }: { article: HelpArticle_article$key; categoryLabel: string | null }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment HelpArticle_article on Article {
        serial
        title
        body
        category
        publishedAt
      }
    `,
    article,
  );
  return (
    <Article data-testid="help-article">
      <Crumbs aria-label={t('page.help.breadcrumbLabel')}>
        <span>
          <Link to="/help">{t('page.help.title')}</Link>
        </span>
        {categoryLabel && data.category ? (
          <span>
            <Link to={helpCategoryPath(data.category)}>{categoryLabel}</Link>
          </span>
        ) : null}
      </Crumbs>
      <h1>{data.title}</h1>
      <Meta>
        <span>{t('page.help.serial', { serial: data.serial })}</span>
        <time dateTime={data.publishedAt}>{t('page.help.published', { date: formatDate(data.publishedAt) })}</time>
      </Meta>
      <MarkdownBody markdown={data.body} />
    </Article>
  );
}
