import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageTabs_viewer$key } from '../../../__generated__/MessageTabs_viewer.graphql.ts';

/** The message center's tabs (SPEC §2), in the URL as ?category=trade|service|inventory|system. */
export const MESSAGE_TABS = ['trade', 'service', 'inventory', 'system'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

export function isMessageTab(value: unknown): value is MessageTab {
  return typeof value === 'string' && (MESSAGE_TABS as readonly string[]).includes(value);
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 40px;
  margin-bottom: -1px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.textMuted)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Count = styled.span`
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

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
    <List role="tablist" aria-label={t('page.messageCenter.tabsLabel')}>
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
              <Count aria-label={t('page.messageCenter.unread', { count })} data-testid={`unread-${tab}`}>
                {count > 99 ? '99+' : count}
              </Count>
            ) : null}
          </Tab>
        );
      })}
    </List>
  );
}
