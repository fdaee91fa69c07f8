import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfileSection_viewer$key } from '../../../__generated__/ProfileSection_viewer.graphql.ts';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { FieldError, TextField } from '../../../components/Form.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useUnsavedChangesPrompt } from '../../../components/useUnsavedChangesPrompt.tsx';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, checkAvatarFile } from '../../../lib/avatar.ts';
import { webApiFor, WebApiError } from '../../../relay/webApi.ts';
import { refreshSession } from '../../../session/Session.tsx';
import { useUpdateProfile } from './useUpdateProfile.ts';

/** The API's nickname rule: trimmed, 1 to 20 characters. */
export const NICKNAME_MAX_LENGTH = 20;

const Rows = styled.div`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Label = styled.div`
  padding-top: ${({ theme }) => theme.space(2.5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AvatarRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
`;

const AvatarText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  p { margin: 0; color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

const NicknameForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 420px;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Value = styled.div`
  padding-top: ${({ theme }) => theme.space(2.5)};
  font-variant-numeric: tabular-nums;
`;

type SaveOutcome = { ok: true } | { ok: false; message?: string };

/**
 * The profile of the settings page: the avatar (uploaded at once after the client's
 * type and size check, multipart to POST /web/user/avatar), the nickname (edited, then saved; an
 * unsaved edit holds navigations with the "Save and leave / cancel" prompt), and the phone number
 * as the API shows it (masked).
 */
export function ProfileSection({ viewer }: { viewer: ProfileSection_viewer$key }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment ProfileSection_viewer on Viewer {
        id
        nickname
        avatarUrl
        phone
      }
    `,
    viewer,
  );

  // --- nickname ---
  const [draft, setDraft] = useState<string | null>(null);
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const value = draft ?? data.nickname;
  const dirty = draft !== null && draft.trim() !== data.nickname;
  const [commitUpdate, updating] = useUpdateProfile();

  const saveNickname = (): Promise<boolean> => {
    if (!dirty) return Promise.resolve(true);
    const nickname = (draft ?? '').trim();
    if (!nickname) {
      setNicknameError(t('page.setting.profile.errors.nicknameRequired'));
      return Promise.resolve(false);
    }
    if ([...nickname].length > NICKNAME_MAX_LENGTH) {
      setNicknameError(t('page.setting.profile.errors.nicknameTooLong', { max: NICKNAME_MAX_LENGTH }));
      return Promise.resolve(false);
    }
    return new Promise<SaveOutcome>((resolve) => {
      commitUpdate(
        { nickname },
        {
          onSuccess: () => resolve({ ok: true }),
          onFailure: (_, message) => resolve({ ok: false, message: message ?? undefined }),
          onError: () => resolve({ ok: false }), // shown by the network layer
        },
      );
    }).then((outcome) => {
      if (outcome.ok) {
        setDraft(null);
        setNicknameError(null);
        showToast(t('page.setting.profile.nicknameSaved'), 'success');
        return true;
      }
      if (outcome.message) setNicknameError(outcome.message);
      return false;
    });
  };

  const { prompt } = useUnsavedChangesPrompt(dirty, saveNickname);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!updating) void saveNickname();
  };

  // --- avatar ---
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new choice
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setAvatarError(
        problem === 'type'
          ? t('page.setting.profile.errors.avatarType')
          : problem === 'size'
            ? t('page.setting.profile.errors.avatarSize', { max: AVATAR_MAX_BYTES / 1024 / 1024 })
            : t('page.setting.profile.errors.avatarEmpty'),
      );
      return;
    }
    setAvatarError(null);
    setUploading(true);
    const form = new FormData();
    form.append('avatar', file, file.name);
    try {
      await webApiFor(environment)('/web/user/avatar', { method: 'POST', body: form, handleErrors: true });
      await refreshSession(environment);
      showToast(t('page.setting.profile.avatarSaved'), 'success');
    } catch (error) {
      if (error instanceof WebApiError && error.code !== 401) setAvatarError(error.message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Panel title={t('page.setting.profile.title')} testId="profile-section">
      <Rows>
        <Label>{t('page.setting.profile.avatar')}</Label>
        <AvatarRow>
          <Avatar src={data.avatarUrl} size={72} alt={t('page.setting.profile.avatarAlt')} />
          <AvatarText>
            <div>
              <Button type="button" onClick={() => fileInput.current?.click()} disabled={uploading}>
                {uploading ? t('page.setting.profile.uploading') : t('page.setting.profile.changeAvatar')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                hidden
                data-testid="avatar-input"
                aria-label={t('page.setting.profile.changeAvatar')}
                onChange={(event) => void onFile(event)}
              />
            </div>
            {avatarError ? (
              <FieldError role="alert">{avatarError}</FieldError>
            ) : (
              <p>{t('page.setting.profile.avatarHint', { max: AVATAR_MAX_BYTES / 1024 / 1024 })}</p>
            )}
          </AvatarText>
        </AvatarRow>

        <Label>{t('page.setting.profile.nickname')}</Label>
        <NicknameForm onSubmit={onSubmit} noValidate>
          <TextField
            label={t('page.setting.profile.nickname')}
            hideLabel
            value={value}
            maxLength={NICKNAME_MAX_LENGTH + 10}
            error={nicknameError}
            hint={t('page.setting.profile.nicknameHint', { max: NICKNAME_MAX_LENGTH })}
            onChange={(event) => {
              setDraft(event.target.value);
              setNicknameError(null);
            }}
          />
          <Buttons>
            <Button type="submit" $variant="primary" disabled={!dirty || updating}>
              {updating ? t('page.setting.profile.saving') : t('page.setting.profile.save')}
            </Button>
            {dirty ? (
              <Button
                type="button"
                onClick={() => {
                  setDraft(null);
                  setNicknameError(null);
                }}
              >
                {t('page.setting.profile.undo')}
              </Button>
            ) : null}
          </Buttons>
        </NicknameForm>

        <Label>{t('page.setting.profile.phone')}</Label>
        <Value data-testid="masked-phone">{data.phone ?? t('page.setting.profile.noPhone')}</Value>
      </Rows>
      {prompt}
    </Panel>
  );
}
