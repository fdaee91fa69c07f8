import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled, { css } from 'styled-components';
import type { SansPageQuery } from '../../__generated__/SansPageQuery.graphql.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { StandalonePage } from '../../layout/StandalonePage.tsx';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { ActionLink } from '../../components/StatusMessage.tsx';

export const sansPageQuery = graphql`
  query SansPageQuery($url: String!) {
    outboundLink(url: $url) {
      url
      host
      allowed
      refusal
    }
  }
`;

/** The destination is the server's to judge (OUTBOUND_ALLOWED_HOSTS): the page only shows its answer. */
export function sansLoader(environment: IEnvironment): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url).searchParams.get('url') ?? '';
    return preloadRouteQuery<SansPageQuery>('sans', environment, sansPageQuery, { url });
  };
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['5xl']}; }
  p { margin: 0; line-height: 1.6; }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Host = styled.p`
  font-size: ${({ theme }) => theme.fontSize['4xl']};
  font-weight: 700;
  word-break: break-all;
`;

const FullUrl = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  code {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.background};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
    word-break: break-all;
  }
`;

const Warning = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const actionStyle = css`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: 8px;
  font-weight: 600;
`;

const Continue = styled.a`
  ${actionStyle}
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
`;

const Back = styled.button`
  ${actionStyle}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

/** Whether this tab has a page of ours to go back to (react-router keeps the history index in history.state). */
function hasPageBehind(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * /sans, outside the layout: the stop before another site. An allowed destination is shown
 * (host and full address) with a warning and a plain link the user follows by choice; anything else
 * is refused with a way home. The page never redirects by itself.
 */
export function SansPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { outboundLink: link } = usePreloadedQuery<SansPageQuery>(sansPageQuery, useLoaderData() as PreloadedQuery<SansPageQuery>);
  const allowed = link.allowed && link.url !== null && link.url !== undefined;
  useDocumentTitle(allowed ? t('page.sans.title') : t('page.sans.refusedTitle'));

  return (
    <StandalonePage>
      {allowed ? (
        <Box aria-labelledby="sans-title" data-testid="sans-allowed">
          <h1 id="sans-title">{t('page.sans.title')}</h1>
          <p>{t('page.sans.leaving')}</p>
          <Host data-testid="sans-host">{link.host}</Host>
          <FullUrl>
            <span>{t('page.sans.fullUrl')}</span>
            <code>{link.url}</code>
          </FullUrl>
          <Warning role="note">{t('page.sans.warning')}</Warning>
          <Actions>
            <Continue href={link.url ?? undefined} rel="noopener noreferrer">
              {t('page.sans.continue')}
            </Continue>
            {hasPageBehind() ? (
              <Back type="button" onClick={() => navigate(-1)}>
                {t('page.sans.back')}
              </Back>
            ) : (
              <ActionLink to="/">{t('common.backHome')}</ActionLink>
            )}
          </Actions>
        </Box>
      ) : (
        <Box aria-labelledby="sans-title" data-testid="sans-refused">
          <h1 id="sans-title">{t('page.sans.refusedTitle')}</h1>
          {link.host ? <p>{t('page.sans.refusedHost', { host: link.host })}</p> : null}
          <p>{t(`page.sans.refusal.${link.refusal === '%future added value' || !link.refusal ? 'NOT_WEB_ADDRESS' : link.refusal}`)}</p>
          <Actions>
            <ActionLink to="/" $primary>
              {t('common.backHome')}
            </ActionLink>
          </Actions>
        </Box>
      )}
    </StandalonePage>
  );
}
