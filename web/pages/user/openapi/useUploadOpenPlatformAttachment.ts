import { useCallback, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { webApiFor, WebApiError } from '../../../relay/webApi.ts';

export type UploadOutcome = { ok: true; attachmentId: string } | { ok: false; message: string | null };

/**
 * Uploads an application's attachment (multipart to POST /web/openapi/attachment, one field
 * `attachment`); answers its id for applyOpenPlatform, or the API's message (translated by the
 * Accept-Language the client sends; null when there is nothing to show, e.g. signed out).
 */
export function useUploadOpenPlatformAttachment() {
  const environment = useRelayEnvironment();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (file: File): Promise<UploadOutcome> => {
      const form = new FormData();
      form.append('attachment', file, file.name);
      setUploading(true);
      try {
        const data = await webApiFor(environment)<{ attachmentId: string }>('/web/openapi/attachment', { method: 'POST', body: form, handleErrors: true });
        return { ok: true, attachmentId: data.attachmentId };
      } catch (error) {
        return { ok: false, message: error instanceof WebApiError && error.code !== 401 ? error.message : null };
      } finally {
        setUploading(false);
      }
    },
    [environment],
  );
  return [upload, uploading] as const;
}
