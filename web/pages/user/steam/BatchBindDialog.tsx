import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import type { SteamAccountType } from '../../../__generated__/useBindSteamAccountsMutation.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { FieldError } from '../../../components/Form.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { AccountTypeChoice, Actions, BoundContent, DialogForm, FileBox, Notice, readFileText } from './BindSteamDialog.tsx';
import { useBindSteamAccounts } from './useBindSteamAccounts.ts';

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 120px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  resize: vertical;
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Outcomes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space(3)}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Outcome = styled.span<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  text-align: right;
`;

/**
 * The client's checks of a batch bind: lines "account--password", at least one Mafile,
 * as many passwords as Mafiles. Answers the first problem, or null. The server checks again (names,
 * duplicates, matching Mafiles to accounts).
 */
export function checkBatchBind(t: TFunction, credentials: string, mafileCount: number): { field: 'credentials' | 'mafiles'; message: string } | null {
  const lines = credentials.split(/\r?\n/).map((line) => line.trim());
  const filled = lines.map((line, index) => ({ line, number: index + 1 })).filter(({ line }) => line !== '');
  if (filled.length === 0) return { field: 'credentials', message: t('page.steam.batchDialog.passwordRequired') };
  for (const { line, number } of filled) {
    const separator = line.indexOf('--');
    if (separator <= 0) return { field: 'credentials', message: t('page.steam.batchDialog.lineFormat', { line: number }) };
    const account = line.slice(0, separator).trim();
    const password = line.slice(separator + 2);
    if (!password) return { field: 'credentials', message: t('page.steam.batchDialog.passwordMissing', { account }) };
    if (/\s/.test(password)) return { field: 'credentials', message: t('page.steam.batchDialog.passwordFormat', { line: number, account }) };
  }
  if (mafileCount === 0) return { field: 'mafiles', message: t('page.steam.batchDialog.mafileRequired') };
  if (mafileCount !== filled.length)
    return { field: 'mafiles', message: t('page.steam.batchDialog.countMismatch', { passwords: filled.length, mafiles: mafileCount }) };
  return null;
}

type OutcomeView = { key: string; account: string; fileName: string | null; error: string | null };

/**
 * Batch bind: lines of "account--password" and several Mafiles; the outcome per account.
 * The bound accounts join the list `connection` and its count at once.
 */
export function BatchBindDialog({ connection, onClose, onBound }: { connection: string; onClose: () => void; onBound?: () => void }) {
  const { t } = useTranslation();
  const [credentials, setCredentials] = useState('');
  const [files, setFiles] = useState<{ fileName: string; content: string }[]>([]);
  const [type, setType] = useState<SteamAccountType>('ORDINARY');
  const [error, setError] = useState<{ field: 'credentials' | 'mafiles' | 'form'; message: string } | null>(null);
  const [outcomes, setOutcomes] = useState<{ list: OutcomeView[]; minutes: number } | null>(null);
  const [commit, binding] = useBindSteamAccounts(connection);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    setFiles(await Promise.all(chosen.map(async (file) => ({ fileName: file.name, content: await readFileText(file) }))));
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkBatchBind(t, credentials, files.length);
    setError(problem);
    if (problem) return;
    commit(
      { credentials, mafiles: files, type },
      {
        onSuccess: (result) => {
          setOutcomes({
            list: (result.outcomes ?? []).map((outcome, index) => ({
              key: `${index}-${outcome.accountName}`,
              account: outcome.account?.accountName ?? outcome.accountName,
              fileName: outcome.fileName ?? null,
              error: outcome.error?.message ?? null,
            })),
            minutes: result.inventoryRefreshMinutes ?? 5,
          });
          if ((result.boundCount ?? 0) > 0) {
            showToast(t('page.steam.bindDialog.bound'), 'success');
            onBound?.();
          }
        },
        onFailure: (typed, text) => {
          if (text) setError({ field: typed.field === 'mafiles' ? 'mafiles' : typed.field === 'credentials' ? 'credentials' : 'form', message: text });
        },
      },
    );
  };

  if (outcomes) {
    return (
      <Modal title={t('page.steam.batchDialog.title')} onClose={onClose}>
        <BoundContent minutes={outcomes.minutes} onClose={onClose}>
          <Outcomes data-testid="batch-outcomes">
            {outcomes.list.map((outcome) => (
              <li key={outcome.key} data-testid="batch-outcome">
                <span>{outcome.account || outcome.fileName || '—'}</span>
                <Outcome $ok={outcome.error === null}>{outcome.error ?? t('page.steam.batchDialog.boundOne')}</Outcome>
              </li>
            ))}
          </Outcomes>
        </BoundContent>
      </Modal>
    );
  }

  return (
    <Modal title={t('page.steam.batchDialog.title')} onClose={onClose}>
      <DialogForm onSubmit={onSubmit} noValidate>
        <FileBox>
          <label htmlFor="batch-credentials">{t('page.steam.batchDialog.credentials')}</label>
          <Area
            id="batch-credentials"
            $invalid={error?.field === 'credentials'}
            value={credentials}
            placeholder={t('page.steam.batchDialog.placeholder')}
            data-testid="batch-credentials"
            onChange={(event) => {
              setCredentials(event.target.value);
              setError(null);
            }}
          />
          {error?.field === 'credentials' ? <FieldError role="alert">{error.message}</FieldError> : <Notice>{t('page.steam.batchDialog.hint')}</Notice>}
        </FileBox>
        <FileBox>
          <label htmlFor="batch-mafiles">{t('page.steam.batchDialog.mafiles')}</label>
          <input
            id="batch-mafiles"
            type="file"
            multiple
            accept=".maFile,.mafile,.json,application/json"
            data-testid="batch-mafiles"
            onChange={(event) => void onFiles(event)}
          />
          {files.length > 0 ? (
            <ul>
              {files.map((file) => (
                <li key={file.fileName}>{file.fileName}</li>
              ))}
            </ul>
          ) : null}
          {error?.field === 'mafiles' ? <FieldError role="alert">{error.message}</FieldError> : null}
        </FileBox>
        <AccountTypeChoice value={type} onChange={setType} />
        {error?.field === 'form' ? <FieldError role="alert">{error.message}</FieldError> : null}
        <Actions>
          <Button type="button" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" $variant="primary" disabled={binding} data-testid="batch-submit">
            {binding ? t('page.steam.bindDialog.binding') : t('page.steam.batchDialog.submit')}
          </Button>
        </Actions>
      </DialogForm>
    </Modal>
  );
}
