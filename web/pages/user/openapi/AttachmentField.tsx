import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { FieldError } from '../../../components/Form.tsx';
import { Muted } from './openApiStyles.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, checkAttachmentFile, formatFileSize } from './openPlatformRules.ts';
import { useUploadOpenPlatformAttachment } from './useUploadOpenPlatformAttachment.ts';

export type UploadedAttachment = { id: string; name: string; size: number };

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const FileName = styled.span`
  overflow-wrap: anywhere;
`;

const MAX_MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;

/**
 * The optional attachment of step 1 (a business licence, a description): a PDF, PNG or JPEG of at
 * most 5 MB, checked by the browser first and uploaded at once, like the avatar; the chosen file's
 * name shows with a remove action, and the API's refusal beside the field.
 */
export function AttachmentField({
  value,
  error,
  onChange,
  onError,
}: {
  value: UploadedAttachment | null;
  error?: string | null;
  onChange: (attachment: UploadedAttachment | null) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, uploading] = useUploadOpenPlatformAttachment();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new choice
    if (!file) return;
    const problem = checkAttachmentFile(file);
    if (problem) {
      onError(t(`page.openapi.apply.errors.attachment.${problem}`, { max: MAX_MB }));
      return;
    }
    onError(null);
    const outcome = await upload(file);
    if (outcome.ok) onChange({ id: outcome.attachmentId, name: file.name, size: file.size });
    else if (outcome.message) onError(outcome.message);
  };

  return (
    <Box>
      <Label id={`${id}-label`}>{t('page.openapi.apply.attachment')}</Label>
      <Row>
        {value ? (
          <>
            <FileName data-testid="openapi-attachment-name">{value.name}</FileName>
            <Muted as="span">{formatFileSize(value.size)}</Muted>
            <Button type="button" $variant="ghost" onClick={() => onChange(null)} aria-label={t('page.openapi.apply.removeAttachmentOf', { name: value.name })}>
              {t('page.openapi.apply.removeAttachment')}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => input.current?.click()} disabled={uploading} aria-describedby={`${id}-label`}>
            {uploading ? t('page.openapi.apply.uploading') : t('page.openapi.apply.chooseAttachment')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept={[...ATTACHMENT_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(',')}
          hidden
          data-testid="openapi-attachment-input"
          aria-label={t('page.openapi.apply.chooseAttachment')}
          onChange={(event) => void onFile(event)}
        />
      </Row>
      {error ? <FieldError role="alert">{error}</FieldError> : <Muted>{t('page.openapi.apply.attachmentHint', { max: MAX_MB })}</Muted>}
    </Box>
  );
}
