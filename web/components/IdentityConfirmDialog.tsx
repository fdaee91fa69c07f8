import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; }
`;

/** An ID number as the confirmation shows it: the first 6 and the last 4 characters, the rest masked. */
export function maskIdNumber(idNumber: string): string {
  const text = idNumber.trim().toUpperCase();
  if (text.length <= 10) return text.replace(/./g, '*');
  return `${text.slice(0, 6)}${'*'.repeat(text.length - 10)}${text.slice(-4)}`;
}

/**
 * The last look before the real-name verification is submitted (the settings' verification and the
 * first withdrawal): it cannot be changed afterwards, so the name and the masked ID number are shown
 * with confirm and back.
 */
export function IdentityConfirmDialog({
  name,
  idNumber,
  busy = false,
  onConfirm,
  onCancel,
}: {
  name: string;
  idNumber: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('page.identityConfirm.title')}
      confirmLabel={t('page.identityConfirm.confirm')}
      cancelLabel={t('page.identityConfirm.back')}
      busy={busy}
      confirmTestId="identity-confirm"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('page.identityConfirm.text')}</p>
      <Details data-testid="identity-confirm-details">
        <dt>{t('page.identityConfirm.name')}</dt>
        <dd>{name.trim()}</dd>
        <dt>{t('page.identityConfirm.idNumber')}</dt>
        <dd>{maskIdNumber(idNumber)}</dd>
      </Details>
    </ConfirmDialog>
  );
}
