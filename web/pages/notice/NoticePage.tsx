import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { NoticePageQuery } from '../../__generated__/NoticePageQuery.graphql.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../relay/preload.ts';
import { NOTICE_PAGE_SIZE, NOTICE_SUB_TYPE, NOTICE_TYPE, NoticeList } from './NoticeList.tsx';
import { NoticeReadBar } from './NoticeReadBar.tsx';

export const noticePageQuery = graphql`
  query NoticePageQuery($type: Int, $subType: Int, $first: Int) {
    ...NoticeList_query @arguments(type: $type, subType: $subType, first: $first)
    viewer {
      id
      ...NoticeReadBar_viewer
    }
  }
`;

export function noticeLoader(environment: IEnvironment): LoaderFunction {
  return () =>
    // network-only: which notices are read belongs to whoever is signed in now
    preloadRouteQuery<NoticePageQuery>(
      'notice',
      environment,
      noticePageQuery,
      { type: NOTICE_TYPE, subType: NOTICE_SUB_TYPE, first: NOTICE_PAGE_SIZE },
      'network-only',
    );
}

const Head = styled.header`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSize['6xl']}; font-weight: 600; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** /notice: the platform's notices with their total; a signed-in reader's unread ones are marked. */
export function NoticePage() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<NoticePageQuery>(noticePageQuery, useLoaderData() as PreloadedQuery<NoticePageQuery>);
  useDocumentTitle(t('page.notice.title'));
  return (
    <div>
      <Head>
        <h1>{t('page.notice.title')}</h1>
        <p>{t('page.notice.subtitle')}</p>
      </Head>
      {data.viewer ? <NoticeReadBar viewer={data.viewer} /> : null}
      <NoticeList query={data} />
    </div>
  );
}
