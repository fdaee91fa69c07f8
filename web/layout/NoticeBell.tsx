import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useNoticeCounter } from '../lib/noticeCounter.ts';

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
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

/** The header's link to /notice with the unread-notice counter (SPEC §3, §7). */
export function NoticeBell() {
  const { t } = useTranslation();
  const { count, flag } = useNoticeCounter();
  const unread = flag && count > 0 ? count : 0;
  return (
    <Bell to="/notice" aria-label={unread ? t('common.notice.linkUnread', { count: unread }) : t('common.notice.link')} data-testid="notice-bell">
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
