import { fetchQuery, graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunction } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { MessageCategory, MessageCenterPageQuery } from '../../../__generated__/MessageCenterPageQuery.graphql.ts';
import type { MessageCenterPageUnreadQuery } from '../../../__generated__/MessageCenterPageUnreadQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { UserPage } from '../../../components/UserPage.tsx';
import { MESSAGE_PAGE_SIZE, MessageList } from './MessageList.tsx';
import { isMessageTab, MESSAGE_CATEGORY, MessageTabs, openingTab, type MessageTab } from './MessageTabs.tsx';
import { useMarkAllMessagesRead } from './useMarkAllMessagesRead.ts';

export const messageCenterPageQuery = graphql`
  query MessageCenterPageQuery($category: MessageCategory, $first: Int) {
    viewer {
      id
      unreadMessageCounts {
        total
      }
      ...MessageTabs_viewer
      ...MessageList_viewer @arguments(category: $category, first: $first)
    }
  }
`;

const unreadQuery = graphql`
  query MessageCenterPageUnreadQuery {
    viewer {
      id
      unreadMessageCounts {
        trade
        service
        inventory
        system
      }
    }
  }
`;

/** The category a tab lists; null for "all". */
const categoryOf = (tab: MessageTab): MessageCategory | null => (tab === 'all' ? null : MESSAGE_CATEGORY[tab]);

type MessageCenterData = { query: PreloadedQuery<MessageCenterPageQuery>; tab: MessageTab };

/** Without ?category= the page opens where the unread messages are (the first such tab, else "all"). */
async function tabToOpen(environment: IEnvironment): Promise<MessageTab> {
  try {
    const data = await fetchQuery<MessageCenterPageUnreadQuery>(environment, unreadQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
    return data?.viewer ? openingTab(data.viewer.unreadMessageCounts) : 'all';
  } catch {
    return 'all'; // reported by the network layer; the page query tells the rest
  }
}

/** ?category=all|trade|service|inventory|system is the page query's tab; without it, the tab with unread messages. */
export function messageCenterLoader(environment: IEnvironment): LoaderFunction {
  return userPageLoader(environment, async ({ request }): Promise<MessageCenterData> => {
    const requested = new URL(request.url).searchParams.get('category');
    const tab = isMessageTab(requested) ? requested : await tabToOpen(environment);
    const query = await preloadRouteQuery<MessageCenterPageQuery>(
      'messageCenter',
      environment,
      messageCenterPageQuery,
      { category: categoryOf(tab), first: MESSAGE_PAGE_SIZE },
      'network-only',
    );
    return { query, tab };
  });
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

function MessageCenterContent({ query, tab }: MessageCenterData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = usePreloadedQuery<MessageCenterPageQuery>(messageCenterPageQuery, query);
  const viewer = data.viewer;
  const [onMarkAll, marking] = useMarkAllMessagesRead(viewer?.id ?? '');
  if (!viewer) return null; // signed out meanwhile: the user layout shows the login guard

  return (
    <UserPage>
      <h1>{t('page.messageCenter.title')}</h1>
      <Panel
        title={t('page.messageCenter.inbox')}
        subtitle={t('page.messageCenter.unreadTotal', { count: viewer.unreadMessageCounts.total })}
        action={
          <Button type="button" onClick={onMarkAll} disabled={marking || viewer.unreadMessageCounts.total === 0}>
            {t('page.messageCenter.markAll')}
          </Button>
        }
        testId="message-center"
      >
        <Toolbar>
          <MessageTabs viewer={viewer} active={tab} onChange={(next) => navigate({ search: `?category=${next}` }, { preventScrollReset: true })} />
        </Toolbar>
        <div id="message-panel" role="tabpanel" aria-labelledby={`message-tab-${tab}`}>
          <MessageList viewer={viewer} />
        </div>
      </Panel>
    </UserPage>
  );
}

/** /user/messageCenter: tabs all, trade, service, inventory and system notices; mark all read; open a message. */
export function MessageCenterPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as MessageCenterData | null;
  useDocumentTitle(t('page.messageCenter.title'));
  return loaded ? <MessageCenterContent query={loaded.query} tab={loaded.tab} /> : <PageSpinner />;
}
