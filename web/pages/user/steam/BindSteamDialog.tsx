import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SteamAccountType } from '../../../__generated__/useBindSteamAccountMutation.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { FieldError, TextField } from '../../../components/Form.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useBindSteamAccount } from './useBindSteamAccount.ts';

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const FileBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  label { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  input[type='file'] { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space(5)}; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

export const TypeChoice = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: ${({ theme }) => theme.space(1.5)}; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(1.5)}; cursor: pointer; }
  input { accent-color: ${({ theme }) => theme.colors.accent}; }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Reads a chosen file's text in the browser. */
export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export function AccountTypeChoice({ value, onChange }: { value: SteamAccountType; onChange: (type: SteamAccountType) => void }) {
  const { t } = useTranslation();
  return (
    <TypeChoice>
      <legend>{t('page.steam.type.label')}</legend>
      {(['ORDINARY', 'ROBOT'] as const).map((type) => (
        <label key={type}>
          <input type="radio" name="steam-type" value={type} checked={value === type} onChange={() => onChange(type)} />
          {t(`page.steam.type.${type}`)}
        </label>
      ))}
    </TypeChoice>
  );
}

/**
 * Binding one account: its Mafile (read in the browser) and password, and its type.
 * The new account joins the list; the inventory may take 5 minutes to come.
 */
/** What a bind ends on, inside the bind dialog: the result, and that the inventory may take a few minutes to appear. */
export function BoundContent({ minutes, onClose, children }: { minutes: number; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DialogForm as="div">
      {children}
      <Notice data-testid="bind-inventory-notice">{t('page.steam.bindDialog.inventoryNotice', { minutes })}</Notice>
      <Actions>
        <Button type="button" $variant="primary" onClick={onClose}>
          {t('page.steam.bindDialog.ok')}
        </Button>
      </Actions>
    </DialogForm>
  );
}

export function BindSteamDialog({ connection, onClose }: { connection: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [password, setPassword] = useState('');
  const [type, setType] = useState<SteamAccountType>('ORDINARY');
  const [errors, setErrors] = useState<{ file?: string; password?: string; form?: string }>({});
  const [bound, setBound] = useState<{ account: string; minutes: number } | null>(null);
  const [commit, binding] = useBindSteamAccount(connection);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) {
      setFile(null);
      return;
    }
    const content = await readFileText(chosen);
    setFile({ name: chosen.name, content });
    setErrors((current) => ({ ...current, file: undefined, form: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!file?.content.trim()) problems.file = t('page.steam.bindDialog.mafileRequired');
    if (!password) problems.password = t('page.steam.bindDialog.passwordRequired');
    setErrors(problems);
    if (problems.file || problems.password || !file) return;
    commit(
      { mafile: file.content, password, type },
      {
        onSuccess: (result) => {
          showToast(t('page.steam.bindDialog.bound'), 'success');
          setBound({ account: result.account?.accountName ?? '', minutes: result.inventoryRefreshMinutes ?? 5 });
        },
        onFailure: (error, text) => {
          if (!text) return;
          if (error.field === 'password') setErrors({ password: text });
          else if (error.field === 'mafile') setErrors({ file: text });
          else setErrors({ form: text });
        },
      },
    );
  };

  if (bound) {
    return (
      <Modal title={t('page.steam.bindDialog.title')} onClose={onClose}>
        <BoundContent minutes={bound.minutes} onClose={onClose}>
          <p data-testid="bind-done">{t('page.steam.bindDialog.boundText', { account: bound.account })}</p>
        </BoundContent>
      </Modal>
    );
  }

  return (
    <Modal title={t('page.steam.bindDialog.title')} onClose={onClose}>
      <DialogForm onSubmit={onSubmit} noValidate>
        <FileBox>
          <label htmlFor="bind-mafile">{t('page.steam.bindDialog.mafile')}</label>
          <input
            id="bind-mafile"
            type="file"
            accept=".maFile,.mafile,.json,application/json"
            data-testid="bind-mafile"
            onChange={(event) => void onFile(event)}
          />
          {errors.file ? <FieldError role="alert">{errors.file}</FieldError> : file ? <Notice>{file.name}</Notice> : null}
        </FileBox>
        <TextField
          label={t('page.steam.bindDialog.password')}
          type="password"
          autoComplete="off"
          value={password}
          error={errors.password}
          data-testid="bind-password"
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined, form: undefined }));
          }}
        />
        <AccountTypeChoice value={type} onChange={setType} />
        {errors.form ? <FieldError role="alert">{errors.form}</FieldError> : null}
        <Actions>
          <Button type="button" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" $variant="primary" disabled={binding} data-testid="bind-submit">
            {binding ? t('page.steam.bindDialog.binding') : t('page.steam.bindDialog.submit')}
          </Button>
        </Actions>
      </DialogForm>
    </Modal>
  );
}
