import { Suspense, useEffect, useRef } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { NoticeBellQuery } from '../__generated__/NoticeBellQuery.graphql.ts';
import { checkNotices, useNoticeCounter } from '../lib/noticeCounter.ts';
import { useSession } from '../session/Session.tsx';

const Bell = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.surfaceRaised}; }
`;

const Badge = styled.span`
  position: absolute;
  top: 1px;
  right: -2px;
  min-width: 18px;
  height: 18px;
  padding: 0 ${({ theme }) => theme.space(1.25)};
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: ${({ theme }) => theme.fontSize['2xs']};
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/**
 * The signed-in viewer's unread messages, as the session query and every message mutation leave
 * them in the store (reading a message, marking all read and the 5-minute refresh update it).
 */
const unreadMessagesQuery = graphql`
  query NoticeBellQuery {
    viewer {
      id
      unreadMessageCounts {
        total
      }
    }
  }
`;

function BellLink({ messages }: { messages: number }) {
  const { t } = useTranslation();
  const { count, flag } = useNoticeCounter();
  const notices = flag ? count : 0;
  const unread = notices + messages;
  const label =
    messages > 0
      ? t('common.notice.linkUnreadWithMessages', { count: unread, notices, messages })
      : unread
        ? t('common.notice.linkUnread', { count: unread })
        : t('common.notice.link');
  // unread messages alone lead to the message center; otherwise the notices
  const to = messages > 0 && notices === 0 ? '/user/messageCenter' : '/notice';
  return (
    <Bell to={to} aria-label={label} title={label} data-testid="notice-bell">
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {unread ? <Badge data-testid="notice-count">{unread > 99 ? '99+' : unread}</Badge> : null}
    </Bell>
  );
}

function SignedInBell() {
  const data = useLazyLoadQuery<NoticeBellQuery>(unreadMessagesQuery, {}, { fetchPolicy: 'store-or-network' });
  return <BellLink messages={data.viewer?.unreadMessageCounts.total ?? 0} />;
}

/** Asks for the notice count again when someone signs in or out: it belongs to another reader now. */
function useRecheckOnSessionChange(viewerId: string | null) {
  const environment = useRelayEnvironment();
  const seen = useRef(viewerId);
  useEffect(() => {
    if (seen.current === viewerId) return;
    seen.current = viewerId;
    void checkNotices(environment, { fresh: true });
  }, [environment, viewerId]);
}

/**
 * The header's link with the unread counter: unread notices (the start-up check's
 * count) plus, for a signed-in user, unread messages.
 */
export function NoticeBell() {
  const { viewer } = useSession();
  useRecheckOnSessionChange(viewer?.id ?? null);
  if (!viewer) return <BellLink messages={0} />;
  return (
    <Suspense fallback={<BellLink messages={0} />}>
      <SignedInBell />
    </Suspense>
  );
}
