import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { IdentitySection_viewer$key } from '../../../__generated__/IdentitySection_viewer.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/Form.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { IdentityConfirmDialog } from '../../../components/IdentityConfirmDialog.tsx';
import { useVerifyIdentity } from './useVerifyIdentity.ts';

const Status = styled.span<{ $verified: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border-radius: 12px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  color: ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.textMuted)};
  border: 1px solid ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.border)};
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p { margin: 0; color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

const Verified = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
`;

type Errors = { name?: string; idNumber?: string };
const ID_NUMBER = /^\d{17}[\dXx]$/;

/**
 * Real-name verification: unverified users enter their real name and mainland ID
 * number (the API checks the number's region, birth date and check character and keeps both
 * encrypted); verified users see the status and their masked name. Verification happens once.
 */
export function IdentitySection({ viewer }: { viewer: IdentitySection_viewer$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment IdentitySection_viewer on Viewer {
        verifiedStatus
        realName
      }
    `,
    viewer,
  );
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [commit, verifying] = useVerifyIdentity();
  const verified = data.verifiedStatus === 1;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const next: Errors = {
      name: name.trim() ? undefined : t('page.setting.identity.errors.nameRequired'),
      idNumber: !idNumber.trim()
        ? t('page.setting.identity.errors.idNumberRequired')
        : ID_NUMBER.test(idNumber.trim())
          ? undefined
          : t('page.setting.identity.errors.idNumberFormat'),
    };
    setErrors(next);
    if (next.name || next.idNumber) return;
    // irreversible: the name and the masked number are shown for a last look first
    setConfirming(true);
  };

  const submit = () => {
    commit(
      { name: name.trim(), idNumber: idNumber.trim().toUpperCase() },
      {
        onSuccess: () => {
          setConfirming(false);
          setName('');
          setIdNumber('');
          showToast(t('page.setting.identity.success'), 'success');
        },
        onFailure: (error, message) => {
          setConfirming(false);
          if (!message) return;
          if (error.field === 'name' || error.field === 'idNumber') setErrors({ [error.field]: message });
          else showToast(message, 'error');
        },
      },
    );
  };

  return (
    <Panel
      title={t('page.setting.identity.title')}
      subtitle={t('page.setting.identity.subtitle')}
      action={
        <Status $verified={verified} data-testid="identity-status">
          {verified ? t('page.setting.identity.verified') : t('page.setting.identity.unverified')}
        </Status>
      }
      testId="identity-section"
    >
      {confirming ? <IdentityConfirmDialog name={name} idNumber={idNumber} busy={verifying} onConfirm={submit} onCancel={() => setConfirming(false)} /> : null}
      {verified ? (
        <Verified>
          <dt>{t('page.setting.identity.name')}</dt>
          <dd>{data.realName ?? '—'}</dd>
        </Verified>
      ) : (
        <Form onSubmit={onSubmit} noValidate>
          <TextField
            label={t('page.setting.identity.name')}
            placeholder={t('page.setting.identity.namePlaceholder')}
            autoComplete="name"
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
          />
          <TextField
            label={t('page.setting.identity.idNumber')}
            placeholder={t('page.setting.identity.idNumberPlaceholder')}
            autoComplete="off"
            maxLength={18}
            value={idNumber}
            error={errors.idNumber}
            onChange={(event) => {
              setIdNumber(event.target.value.replace(/\s/g, ''));
              setErrors((current) => ({ ...current, idNumber: undefined }));
            }}
          />
          <Actions>
            <Button type="submit" $variant="primary" disabled={verifying}>
              {verifying ? t('page.setting.identity.submitting') : t('page.setting.identity.submit')}
            </Button>
            <p>{t('page.setting.identity.hint')}</p>
          </Actions>
        </Form>
      )}
    </Panel>
  );
}
