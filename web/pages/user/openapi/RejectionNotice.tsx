import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RejectionNotice_openPlatform$key } from '../../../__generated__/RejectionNotice_openPlatform.graphql.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { Buttons, Muted, Notice } from './openApiStyles.ts';
import { OPEN_PLATFORM_HELP_PATH } from './openPlatformRules.ts';

/** A rejected application: the reviewer's reason, prominently, and the way to a solution. */
export function RejectionNotice({ openPlatform }: { openPlatform: RejectionNotice_openPlatform$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment RejectionNotice_openPlatform on OpenPlatform {
        rejectReason
        application {
          reviewedAt
        }
      }
    `,
    openPlatform,
  );
  const reviewedAt = data.application?.reviewedAt ? formatDateTime(data.application.reviewedAt) : '';
  return (
    <Notice $tone="danger" role="alert" data-testid="openapi-rejected">
      <strong>{t('page.openapi.rejected.title')}</strong>
      <p data-testid="openapi-reject-reason">{data.rejectReason || t('page.openapi.rejected.noReason')}</p>
      {reviewedAt ? <Muted>{t('page.openapi.rejected.reviewedAt', { time: reviewedAt })}</Muted> : null}
      <Muted>{t('page.openapi.rejected.again')}</Muted>
      <Buttons>
        <Link to={OPEN_PLATFORM_HELP_PATH}>{t('page.openapi.rejected.solution')}</Link>
      </Buttons>
    </Notice>
  );
}
