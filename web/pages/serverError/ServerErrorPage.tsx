import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { lastPagePath, SERVER_ERROR_PATH } from '../../relay/serverError.ts';
import { ActionLink, StatusMessage } from '../../components/StatusMessage.tsx';

/** The server failed (docs/web-client.md "Messages and errors"); offers the page the user was on (remembered by the network layer) and home. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.serverError.title'));
  const previous = lastPagePath();
  const back = previous?.startsWith('/') && !previous.startsWith('//') && !previous.startsWith(SERVER_ERROR_PATH) ? previous : null;
  return (
    <StatusMessage
      code="500"
      title={t('page.serverError.title')}
      text={t('page.serverError.text')}
      actions={
        <>
          {back ? (
            <ActionLink to={back} $primary>
              {t('page.serverError.back')}
            </ActionLink>
          ) : null}
          <ActionLink to="/" $primary={!back}>
            {t('common.backHome')}
          </ActionLink>
        </>
      }
    />
  );
}
