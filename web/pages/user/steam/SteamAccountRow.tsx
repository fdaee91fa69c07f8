import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { SteamAccountRow_account$key, SteamAccountStatus, SteamAccountType } from '../../../__generated__/SteamAccountRow_account.graphql.ts';
import type { SteamAccountRowGuardCodeQuery } from '../../../__generated__/SteamAccountRowGuardCodeQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useRefreshSteamToken } from './useRefreshSteamToken.ts';
import { useSetSteamAccountType } from './useSetSteamAccountType.ts';
import { useUnbindSteamAccount } from './useUnbindSteamAccount.ts';

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  strong { font-size: ${({ theme }) => theme.fontSize.xl}; font-weight: 600; }
  > span { color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; font-variant-numeric: tabular-nums; }
`;

const Chip = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ $color }) => $color};
  color: ${({ $color }) => $color};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 20px;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; padding-top: ${({ theme }) => theme.space(1.5)}; }
  dd { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space(2)}; min-width: 0; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: ${({ theme }) => theme.fontSize.xs}; word-break: break-all; color: ${({ theme }) => theme.colors.text}; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Code = styled.strong`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize['4xl']};
  letter-spacing: 3px;
  color: ${({ theme }) => theme.colors.accent};
`;

const Switch = styled.button<{ $on: boolean }>`
  position: relative;
  width: 40px;
  height: 22px;
  border-radius: 11px;
  border: 0;
  background: ${({ theme, $on }) => ($on ? theme.colors.robot : theme.colors.surfaceHover)};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '21px' : '3px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.knob};
    transition: left 0.15s;
  }
  &:disabled { opacity: 0.55; }
`;

const SmallButton = styled(Button)`
  height: 30px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type KnownStatus = Exclude<SteamAccountStatus, '%future added value'>;
type KnownType = Exclude<SteamAccountType, '%future added value'>;

/** The theme's colour of an account status. */
function useStatusColor(status: SteamAccountStatus): string {
  const { colors } = useTheme();
  return status === 'NORMAL' ? colors.success : status === 'ABNORMAL' ? colors.danger : colors.accent;
}

/** The current Steam Guard code with its seconds left; a new one is asked for when it expires. */
function GuardCode({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [code, setCode] = useState<{ code: string; expiresAt: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [failed, setFailed] = useState(false);
  const secondsLeft = code ? Math.max(0, Math.ceil((code.expiresAt - now) / 1000)) : 0;
  const expired = code !== null && secondsLeft === 0;

  useEffect(() => {
    if (code !== null && !expired) return;
    const subscription = fetchQuery<SteamAccountRowGuardCodeQuery>(
      environment,
      graphql`
        query SteamAccountRowGuardCodeQuery($id: ID!) {
          node(id: $id) {
            ... on SteamAccount {
              id
              guardCode {
                code
                expiresInSeconds
              }
            }
          }
        }
      `,
      { id: accountId },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        const guard = data.node?.guardCode;
        if (!guard) {
          setFailed(true);
          return;
        }
        const at = Date.now();
        setNow(at);
        setCode({ code: guard.code, expiresAt: at + Math.max(1, guard.expiresInSeconds) * 1000 });
      },
      error: () => setFailed(true),
    });
    return () => subscription.unsubscribe();
  }, [accountId, environment, expired, code]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  if (failed) return <Reason>{t('page.steam.token.failed')}</Reason>;
  if (!code || expired) return <Muted>{t('common.loading')}</Muted>;
  return (
    <>
      <Code data-testid="guard-code">{code.code}</Code>
      <Muted data-testid="guard-code-seconds">{t('page.steam.token.secondsLeft', { count: secondsLeft })}</Muted>
    </>
  );
}

/** One bound account: status, type switch, trade link, token (view and refresh), unbind. */
export function SteamAccountRow({ account, connection }: { account: SteamAccountRow_account$key; connection: string }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment SteamAccountRow_account on SteamAccount {
        id
        accountName
        steamId
        status
        statusReason
        type
        tradeLink
        tokenExpiresAt
        tokenRefreshedAt
        inventoryRefreshedAt
        itemCount
      }
    `,
    account,
  );
  const [dialog, setDialog] = useState<'type' | 'unbind' | null>(null);
  const [showToken, setShowToken] = useState(false);
  const statusColor = useStatusColor(data.status);

  const [commitType, settingType] = useSetSteamAccountType();
  const [commitRefresh, refreshing] = useRefreshSteamToken();
  const [commitUnbind, unbinding] = useUnbindSteamAccount(connection);

  const fail = (_: unknown, text: string | null) => {
    if (text) showToast(text, 'error');
  };

  const nextType: KnownType = data.type === 'ROBOT' ? 'ORDINARY' : 'ROBOT';
  const onType = () =>
    commitType(
      { id: data.id, type: nextType },
      {
        onSuccess: () => {
          setDialog(null);
          showToast(t('page.steam.type.updated'), 'success');
        },
        onFailure: fail,
      },
    );

  const onRefresh = () =>
    commitRefresh(data.id, {
      onSuccess: () => showToast(t('page.steam.token.refreshed'), 'success'),
      onFailure: fail,
    });

  const onUnbind = () =>
    commitUnbind(data.id, {
      onSuccess: () => showToast(t('page.steam.unbind.done'), 'success'),
      onFailure: (error, text) => {
        setDialog(null);
        fail(error, text);
      },
    });

  const onCopy = async () => {
    if (!data.tradeLink) return;
    try {
      await navigator.clipboard.writeText(data.tradeLink);
      showToast(t('page.steam.tradeLink.copied'), 'success');
    } catch {
      showToast(t('page.steam.tradeLink.copyFailed'), 'error');
    }
  };

  return (
    <Row data-testid="steam-account" data-account-name={data.accountName}>
      <Head>
        <strong>{data.accountName}</strong>
        <span>{t('page.steam.steamId', { id: data.steamId })}</span>
        <Chip $color={statusColor} data-testid="steam-status" data-status={data.status}>
          {t(`page.steam.status.${data.status as KnownStatus}`)}
        </Chip>
        {data.statusReason ? <Reason>{data.statusReason}</Reason> : null}
      </Head>
      <Fields>
        <dt>{t('page.steam.type.label')}</dt>
        <dd>
          <Switch
            type="button"
            role="switch"
            $on={data.type === 'ROBOT'}
            aria-checked={data.type === 'ROBOT'}
            aria-label={t('page.steam.type.switch', { account: data.accountName })}
            data-testid="steam-type-switch"
            disabled={settingType}
            onClick={() => setDialog('type')}
          />
          <span>{t(`page.steam.type.${data.type as KnownType}`)}</span>
        </dd>
        <dt>{t('page.steam.tradeLink.label')}</dt>
        <dd>
          {data.tradeLink ? (
            <>
              <code data-testid="trade-link">{data.tradeLink}</code>
              <SmallButton type="button" onClick={() => void onCopy()} data-testid="copy-trade-link">
                {t('page.steam.tradeLink.copy')}
              </SmallButton>
            </>
          ) : (
            <Muted>{t('page.steam.tradeLink.none')}</Muted>
          )}
        </dd>
        <dt>{t('page.steam.token.label')}</dt>
        <dd>
          {showToken ? <GuardCode accountId={data.id} /> : null}
          <SmallButton type="button" onClick={() => setShowToken((value) => !value)} aria-expanded={showToken} data-testid="view-token">
            {showToken ? t('page.steam.token.hide') : t('page.steam.token.view')}
          </SmallButton>
          <SmallButton type="button" onClick={onRefresh} disabled={refreshing} data-testid="refresh-token">
            {t('page.steam.token.refresh')}
          </SmallButton>
          {data.tokenRefreshedAt ? <Muted>{t('page.steam.token.refreshedAt', { time: formatDateTime(data.tokenRefreshedAt) })}</Muted> : null}
          {data.tokenExpiresAt ? <Muted>{t('page.steam.token.expiresAt', { time: formatDateTime(data.tokenExpiresAt) })}</Muted> : null}
        </dd>
        <dt>{t('page.steam.inventory.label')}</dt>
        <dd>
          <span>{t('page.steam.inventory.items', { count: data.itemCount })}</span>
          <Muted>
            {data.inventoryRefreshedAt
              ? t('page.steam.inventory.refreshedAt', { time: formatDateTime(data.inventoryRefreshedAt) })
              : t('page.steam.inventory.never')}
          </Muted>
        </dd>
      </Fields>
      <Buttons>
        <SmallButton type="button" $variant="ghost" onClick={() => setDialog('unbind')} data-testid="unbind">
          {t('page.steam.unbind.button')}
        </SmallButton>
      </Buttons>
      {dialog === 'type' ? (
        <ConfirmDialog
          title={t('page.steam.type.confirmTitle')}
          confirmLabel={t('page.steam.type.confirm')}
          cancelLabel={t('common.cancel')}
          busy={settingType}
          onConfirm={onType}
          onCancel={() => setDialog(null)}
        >
          <p>{t('page.steam.type.confirmText', { account: data.accountName, type: t(`page.steam.type.${nextType}`) })}</p>
          <p>{t(`page.steam.type.explain.${nextType}`)}</p>
        </ConfirmDialog>
      ) : null}
      {dialog === 'unbind' ? (
        <ConfirmDialog
          title={t('page.steam.unbind.title')}
          confirmLabel={t('page.steam.unbind.confirm')}
          cancelLabel={t('common.cancel')}
          busy={unbinding}
          onConfirm={onUnbind}
          onCancel={() => setDialog(null)}
        >
          <p>{t('page.steam.unbind.text', { account: data.accountName })}</p>
        </ConfirmDialog>
      ) : null}
    </Row>
  );
}
