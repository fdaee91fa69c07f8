import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { FieldError } from '../../../components/Form.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { Notice } from './BindSteamDialog.tsx';
import { useCreateSimulatedSteamAccount } from './useCreateSimulatedSteamAccount.ts';

type Created = { accountName: string; password: string; steamId: string; mafile: string };

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  dd { margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Saves the Mafile in the browser as <accountName>.maFile, as Steam Desktop Authenticator names it. */
function downloadMafile(created: Created) {
  const url = URL.createObjectURL(new Blob([created.mafile], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${created.accountName}.maFile`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * With the simulated Steam only (the server says so): creates a new simulated Steam account with an
 * inventory and hands over its password and Mafile, to bind it above and trade between accounts.
 */
export function SimulatedAccountPanel() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, creating] = useCreateSimulatedSteamAccount();

  const create = () => {
    setError(null);
    commit({
      onSuccess: (result) => {
        setCreated({ accountName: result.accountName ?? '', password: result.password ?? '', steamId: result.steamId ?? '', mafile: result.mafile ?? '' });
        showToast(t('page.steam.simulated.created'), 'success');
      },
      onFailure: (_, message) => setError(message),
      onError: () => setError(t('page.steam.simulated.failed')),
    });
  };

  const copyPassword = async (password: string) => {
    try {
      await navigator.clipboard.writeText(password);
      showToast(t('page.steam.tradeLink.copied'), 'success');
    } catch {
      showToast(t('page.steam.tradeLink.copyFailed'), 'error');
    }
  };

  return (
    <Panel
      title={t('page.steam.simulated.title')}
      subtitle={t('page.steam.simulated.subtitle')}
      testId="simulated-steam"
      action={
        <Button type="button" onClick={create} disabled={creating} data-testid="simulated-create">
          {creating ? t('page.steam.simulated.creating') : t('page.steam.simulated.create')}
        </Button>
      }
    >
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      {created ? (
        <>
          <Details data-testid="simulated-account">
            <dt>{t('page.steam.simulated.accountName')}</dt>
            <dd data-testid="simulated-account-name">{created.accountName}</dd>
            <span />
            <dt>{t('page.steam.simulated.password')}</dt>
            <dd data-testid="simulated-password">{created.password}</dd>
            <Button type="button" onClick={() => void copyPassword(created.password)} data-testid="simulated-copy-password">
              {t('page.steam.tradeLink.copy')}
            </Button>
            <dt>{t('page.steam.simulated.mafile')}</dt>
            <dd>{`${created.accountName}.maFile`}</dd>
            <Button type="button" onClick={() => downloadMafile(created)} data-testid="simulated-download">
              {t('page.steam.simulated.download')}
            </Button>
          </Details>
          <Steps>
            <li>{t('page.steam.simulated.step1')}</li>
            <li>{t('page.steam.simulated.step2')}</li>
            <li>{t('page.steam.simulated.step3')}</li>
          </Steps>
        </>
      ) : (
        <Notice>{t('page.steam.simulated.explain')}</Notice>
      )}
    </Panel>
  );
}
