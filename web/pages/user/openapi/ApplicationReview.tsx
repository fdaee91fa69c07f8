import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ApplicationReview_application$key } from '../../../__generated__/ApplicationReview_application.graphql.ts';
import { Panel } from '../../../components/Panel.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatMoney } from '../../../money/currency.tsx';
import { Facts, Notice } from './openApiStyles.ts';
import { formatFileSize } from './openPlatformRules.ts';

const MEDIA_TYPE_LABELS: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };

/** An application under review (usually 3-5 working days): what was sent, read-only. */
export function ApplicationReview({ application }: { application: ApplicationReview_application$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment ApplicationReview_application on OpenPlatformApplication {
        phone
        wechat
        dailyOrders
        dailyAmount
        reason
        attachment {
          mediaType
          byteSize
        }
        createdAt
      }
    `,
    application,
  );
  const notStated = t('page.openapi.review.notStated');
  return (
    <Panel title={t('page.openapi.review.title')} testId="openapi-reviewing">
      <Notice $tone="accent" role="status">
        <strong>{t('page.openapi.review.status')}</strong>
        <p>{t('page.openapi.review.text')}</p>
      </Notice>
      <Facts data-testid="openapi-application">
        <dt>{t('page.openapi.review.submittedAt')}</dt>
        <dd>{formatDateTime(data.createdAt)}</dd>
        <dt>{t('page.openapi.apply.phone')}</dt>
        <dd>{data.phone}</dd>
        <dt>{t('page.openapi.apply.wechat')}</dt>
        <dd>{data.wechat}</dd>
        <dt>{t('page.openapi.apply.dailyOrders')}</dt>
        <dd>{data.dailyOrders > 0 ? t('page.openapi.review.orders', { count: data.dailyOrders }) : notStated}</dd>
        <dt>{t('page.openapi.apply.dailyAmount')}</dt>
        <dd>{data.dailyAmount > 0 ? formatMoney(data.dailyAmount, 'CNY', null) : notStated}</dd>
        <dt>{t('page.openapi.apply.reason')}</dt>
        <dd data-testid="openapi-application-reason">{data.reason}</dd>
        <dt>{t('page.openapi.apply.attachment')}</dt>
        <dd>
          {data.attachment
            ? t('page.openapi.review.attachment', {
                type: MEDIA_TYPE_LABELS[data.attachment.mediaType] ?? data.attachment.mediaType,
                size: formatFileSize(data.attachment.byteSize),
              })
            : t('page.openapi.review.noAttachment')}
        </dd>
      </Facts>
    </Panel>
  );
}
