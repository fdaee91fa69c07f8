import { fetchQuery, graphql, useMutation, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunction } from 'react-router';
import { ConnectionHandler, type IEnvironment } from 'relay-runtime';
import styled from 'styled-components';
import type { MessageCenterPageMarkAllMutation } from '../../../__generated__/MessageCenterPageMarkAllMutation.graphql.ts';
import type { MessageCategory, MessageCenterPageQuery } from '../../../__generated__/MessageCenterPageQuery.graphql.ts';
import type { MessageCenterPageUnreadQuery } from '../../../__generated__/MessageCenterPageUnreadQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { preloadRouteQuery } from '../../../relay/preload.ts';
import { typedErrorMessage, type TypedError } from '../../../relay/typedErrors.ts';
import { userPageLoader } from '../../../routes/guard.ts';
import { UserPage } from '../setting/SettingPage.tsx';
import { MESSAGE_PAGE_SIZE, MessageList } from './MessageList.tsx';
import { isMessageTab, MESSAGE_CATEGORY_TABS, MessageTabs, openingTab, type MessageCategoryTab, type MessageTab } from './MessageTabs.tsx';

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

const CATEGORY: Record<MessageCategoryTab, MessageCategory> = { trade: 'TRADE', service: 'SERVICE', inventory: 'INVENTORY', system: 'SYSTEM' };

/** The category a tab lists; null for "all". */
const categoryOf = (tab: MessageTab): MessageCategory | null => (tab === 'all' ? null : CATEGORY[tab]);

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
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<MessageCenterPageQuery>(messageCenterPageQuery, query);
  const [markAll, marking] = useMutation<MessageCenterPageMarkAllMutation>(graphql`
    mutation MessageCenterPageMarkAllMutation {
      markAllMessagesRead {
        __typename
        ... on MarkAllMessagesReadPayload {
          markedCount
          viewer {
            id
            unreadMessageCounts {
              trade
              service
              inventory
              system
              total
            }
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const viewer = data.viewer;
  if (!viewer) return null; // signed out meanwhile: the user layout shows the login guard

  const onMarkAll = () =>
    markAll({
      variables: {},
      // The payload brings the new counts; the messages already on screen are marked here.
      updater: (store, response) => {
        if (response?.markAllMessagesRead.__typename !== 'MarkAllMessagesReadPayload') return;
        const record = store.get(viewer.id);
        if (!record) return;
        const readAt = new Date().toISOString();
        for (const category of [...MESSAGE_CATEGORY_TABS.map((name) => CATEGORY[name]), null]) {
          const connection = ConnectionHandler.getConnection(record, 'MessageList_messages', { category });
          for (const edge of connection?.getLinkedRecords('edges') ?? []) {
            const node = edge?.getLinkedRecord('node');
            if (node && node.getValue('read') !== true) {
              node.setValue(true, 'read');
              node.setValue(readAt, 'readAt');
            }
          }
        }
      },
      onCompleted: ({ markAllMessagesRead: result }) => {
        if (result.__typename === 'MarkAllMessagesReadPayload') {
          showToast(t('page.messageCenter.markedAll', { count: result.markedCount }), 'success');
          return;
        }
        const text = typedErrorMessage(result as TypedError, environment);
        if (text) showToast(text, 'error');
      },
    });

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

/** /user/messageCenter (SPEC §2): tabs all, trade, service, inventory and system notices; mark all read; open a message. */
export function MessageCenterPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as MessageCenterData | null;
  useDocumentTitle(t('page.messageCenter.title'));
  return loaded ? <MessageCenterContent query={loaded.query} tab={loaded.tab} /> : <PageSpinner />;
}
