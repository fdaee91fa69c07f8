import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AppDetails_app$key } from '../../../__generated__/AppDetails_app.graphql.ts';
import { Panel } from '../../../components/Panel.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatMoney } from '../../../money/currency.tsx';
import { CopyButton } from './CopyButton.tsx';
import { Buttons, Facts, Mono, Muted, Notice } from './openApiStyles.ts';
import { OPEN_PLATFORM_SIGNING_HELP_PATH } from './openPlatformRules.ts';
import { SuspendAppButton } from './SuspendAppButton.tsx';

const Pem = styled.pre`
  flex: 1 1 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.5;
  white-space: pre;
  overflow-x: auto;
`;

const Status = styled.span<{ $suspended: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border-radius: 12px;
  border: 1px solid ${({ theme, $suspended }) => ($suspended ? theme.colors.danger : theme.colors.success)};
  color: ${({ theme, $suspended }) => ($suspended ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
`;

/**
 * The app once both steps are done: its id (X-App-Id), the callback URL and key fingerprint it was
 * given, the platform's key that signs callbacks, the daily limits (in yuan, as the API's figures)
 * and the rate limit, and whether it is active; "suspend" stops it at once.
 */
export function AppDetails({ app }: { app: AppDetails_app$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment AppDetails_app on PartnerApp {
        appId
        callbackUrl
        keyFingerprint
        keysSubmittedAt
        platformKeyId
        platformPublicKey
        dailyOrders
        dailyAmount
        rateLimitPerSecond
        suspended
        suspendedAt
      }
    `,
    app,
  );
  return (
    <Panel
      title={t('page.openapi.app.title')}
      subtitle={t('page.openapi.app.subtitle')}
      action={data.suspended ? null : <SuspendAppButton />}
      testId="openapi-app"
    >
      {data.suspended ? (
        <Notice $tone="danger" role="status" data-testid="openapi-suspended">
          <strong>{t('page.openapi.app.suspendedTitle')}</strong>
          <p>{t('page.openapi.app.suspendedText')}</p>
        </Notice>
      ) : null}
      <Facts data-testid="openapi-app-facts">
        <dt>{t('page.openapi.app.status')}</dt>
        <dd>
          <Status $suspended={data.suspended} data-testid="openapi-app-status">
            {data.suspended ? t('page.openapi.app.suspended') : t('page.openapi.app.active')}
          </Status>
          {data.suspended && data.suspendedAt ? <Muted as="span">{t('page.openapi.app.suspendedAt', { time: formatDateTime(data.suspendedAt) })}</Muted> : null}
        </dd>
        <dt>{t('page.openapi.app.appId')}</dt>
        <dd>
          <Mono data-testid="openapi-app-id">{data.appId}</Mono>
          <CopyButton value={data.appId} label={t('page.openapi.app.copyAppId')} testId="openapi-copy-app-id" />
        </dd>
        <dt>{t('page.openapi.keys.callbackUrl')}</dt>
        <dd>
          <Mono data-testid="openapi-callback-url">{data.callbackUrl}</Mono>
        </dd>
        <dt>{t('page.openapi.app.keyFingerprint')}</dt>
        <dd>
          <Mono data-testid="openapi-key-fingerprint">{data.keyFingerprint}</Mono>
        </dd>
        {data.keysSubmittedAt ? (
          <>
            <dt>{t('page.openapi.app.keysSubmittedAt')}</dt>
            <dd>{formatDateTime(data.keysSubmittedAt)}</dd>
          </>
        ) : null}
        <dt>{t('page.openapi.app.dailyOrders')}</dt>
        <dd data-testid="openapi-daily-orders">{t('page.openapi.app.orders', { count: data.dailyOrders })}</dd>
        <dt>{t('page.openapi.app.dailyAmount')}</dt>
        <dd data-testid="openapi-daily-amount">{formatMoney(data.dailyAmount, 'CNY', null)}</dd>
        <dt>{t('page.openapi.app.rateLimit')}</dt>
        <dd data-testid="openapi-rate-limit">{t('page.openapi.app.perSecond', { count: data.rateLimitPerSecond })}</dd>
        <dt>{t('page.openapi.app.platformKeyId')}</dt>
        <dd>
          <Mono data-testid="openapi-platform-key-id">{data.platformKeyId}</Mono>
          <CopyButton value={data.platformKeyId} label={t('page.openapi.app.copyPlatformKeyId')} />
        </dd>
        <dt>{t('page.openapi.app.platformPublicKey')}</dt>
        <dd>
          <Pem data-testid="openapi-platform-public-key">{data.platformPublicKey.trim()}</Pem>
          <CopyButton value={data.platformPublicKey} label={t('page.openapi.app.copyPlatformPublicKey')} testId="openapi-copy-platform-key" />
        </dd>
      </Facts>
      <Muted>{t('page.openapi.app.platformKeyNote')}</Muted>
      <Buttons>
        <Link to={OPEN_PLATFORM_SIGNING_HELP_PATH}>{t('page.openapi.keys.signingHelp')}</Link>
      </Buttons>
    </Panel>
  );
}
