import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Tab, TabCount, TabList } from '../../../components/Tabs.tsx';
import type { MessageCategory } from '../../../__generated__/MessageListPaginationQuery.graphql.ts';
import type { MessageTabs_viewer$key } from '../../../__generated__/MessageTabs_viewer.graphql.ts';

/** The message categories (trade, service, inventory, system notices), in the order of their tabs. */
export const MESSAGE_CATEGORY_TABS = ['trade', 'service', 'inventory', 'system'] as const;
export type MessageCategoryTab = (typeof MESSAGE_CATEGORY_TABS)[number];

/** The API's category of each category tab. */
export const MESSAGE_CATEGORY: Record<MessageCategoryTab, MessageCategory> = { trade: 'TRADE', service: 'SERVICE', inventory: 'INVENTORY', system: 'SYSTEM' };

/** The message center's tabs, in the URL as ?category=all|trade|service|inventory|system: "all" lists every category. */
export const MESSAGE_TABS = ['all', ...MESSAGE_CATEGORY_TABS] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** The tab the message center opens on: the first category with unread messages, otherwise "all". */
export function openingTab(unread: Readonly<Record<MessageCategoryTab, number>>): MessageTab {
  return MESSAGE_CATEGORY_TABS.find((tab) => unread[tab] > 0) ?? 'all';
}

export function isMessageTab(value: unknown): value is MessageTab {
  return typeof value === 'string' && (MESSAGE_TABS as readonly string[]).includes(value);
}

/** The tabs with their unread counts (the "all" tab's is the total). */
export function MessageTabs({ viewer, active, onChange }: { viewer: MessageTabs_viewer$key; active: MessageTab; onChange: (tab: MessageTab) => void }) {
  const { t } = useTranslation();
  const { unreadMessageCounts: unread } = useFragment(
    graphql`
      fragment MessageTabs_viewer on Viewer {
        unreadMessageCounts {
          trade
          service
          inventory
          system
          total
        }
      }
    `,
    viewer,
  );
  return (
    <TabList role="tablist" aria-label={t('page.messageCenter.tabsLabel')}>
      {MESSAGE_TABS.map((tab) => {
        const count = tab === 'all' ? unread.total : unread[tab];
        return (
          <Tab
            key={tab}
            type="button"
            role="tab"
            id={`message-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls="message-panel"
            $active={tab === active}
            onClick={() => onChange(tab)}
          >
            {t(`page.messageCenter.tabs.${tab}`)}
            {count > 0 ? (
              <TabCount aria-label={t('page.messageCenter.unread', { count })} data-testid={`unread-${tab}`}>
                {count > 99 ? '99+' : count}
              </TabCount>
            ) : null}
          </Tab>
        );
      })}
    </TabList>
  );
}
