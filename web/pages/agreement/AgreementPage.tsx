import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { NavLink, useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { AgreementPageQuery } from '../../__generated__/AgreementPageQuery.graphql.ts';
import { MarkdownBody } from '../../components/MarkdownBody.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { NotFoundContent } from '../../components/StatusMessage.tsx';

/** The agreements the login modal asks users to accept, by the slug of their content file. */
export const AGREEMENTS = ['service', 'privacy'] as const;

export const agreementPageQuery = graphql`
  query AgreementPageQuery($slug: String!) {
    article(slug: $slug) {
      kind
      title
      body
    }
  }
`;

export function agreementLoader(environment: IEnvironment): LoaderFunction {
  return ({ params }) => preloadRouteQuery<AgreementPageQuery>('agreement', environment, agreementPageQuery, { slug: params.slug ?? '' });
}

const Page = styled.div`
  max-width: 880px;
  margin: 0 auto;
`;

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Article = styled.article`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  h1 { margin: 0 0 ${({ theme }) => theme.space(5)}; font-size: ${({ theme }) => theme.fontSize['6xl']}; font-weight: 600; text-align: center; }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  }
`;

/** /agreement/service and /agreement/privacy: the user service agreement and the privacy policy. */
export function AgreementPage() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AgreementPageQuery>(agreementPageQuery, useLoaderData() as PreloadedQuery<AgreementPageQuery>);
  const article = data.article?.kind === 'AGREEMENT' ? data.article : null;
  useDocumentTitle(article ? article.title : t('page.notFound.title'));
  if (!article) return <NotFoundContent />;
  return (
    <Page>
      <Tabs aria-label={t('page.agreement.navLabel')}>
        {AGREEMENTS.map((slug) => (
          <NavLink key={slug} to={`/agreement/${slug}`}>
            {t(`page.agreement.${slug}`)}
          </NavLink>
        ))}
      </Tabs>
      <Article data-testid="agreement">
        <h1>{article.title}</h1>
        <MarkdownBody markdown={article.body} />
      </Article>
    </Page>
  );
}
