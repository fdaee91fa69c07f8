import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Tab, TabCount, TabList } from '../../../components/Tabs.tsx';
import type { MessageTabs_viewer$key } from '../../../__generated__/MessageTabs_viewer.graphql.ts';

/** The message center's tabs (SPEC §2), in the URL as ?category=trade|service|inventory|system. */
export const MESSAGE_TABS = ['trade', 'service', 'inventory', 'system'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

export function isMessageTab(value: unknown): value is MessageTab {
  return typeof value === 'string' && (MESSAGE_TABS as readonly string[]).includes(value);
}

/** The four tabs with their unread counts. */
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
        }
      }
    `,
    viewer,
  );
  return (
    <TabList role="tablist" aria-label={t('page.messageCenter.tabsLabel')}>
      {MESSAGE_TABS.map((tab) => {
        const count = unread[tab];
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
