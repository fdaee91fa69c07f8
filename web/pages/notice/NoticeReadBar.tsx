import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NoticeReadBar_viewer$key } from '../../__generated__/NoticeReadBar_viewer.graphql.ts';
import { Button } from '../../components/Button.tsx';
import { NOTICE_SUB_TYPE, NOTICE_TYPE } from './NoticeList.tsx';
import { useMarkAllNoticesRead } from './useMarkAllNoticesRead.ts';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A signed-in reader's unread notices and "mark all read" (a visitor has no read state). */
export function NoticeReadBar({ viewer }: { viewer: NoticeReadBar_viewer$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment NoticeReadBar_viewer on Viewer {
        unreadCounts {
          notices
        }
      }
    `,
    viewer,
  );
  const [markAll, marking] = useMarkAllNoticesRead({ type: NOTICE_TYPE, subType: NOTICE_SUB_TYPE });
  const unread = data.unreadCounts.notices;
  return (
    <Bar>
      <span data-testid="notice-unread">{t('page.notice.unread', { count: unread })}</span>
      <Button type="button" onClick={markAll} disabled={marking || unread === 0}>
        {t('page.notice.markAll')}
      </Button>
    </Bar>
  );
}
