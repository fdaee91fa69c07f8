import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/Button.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { ActionLink, NotFoundContent, StatusMessage } from '../components/StatusMessage.tsx';

/** A page whose data could not be loaded (the cause was already shown as a toast by the network layer). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDocumentTitle(t('page.loadError.title'));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <StatusMessage
      code="!"
      title={t('page.loadError.title')}
      text={t('page.loadError.text')}
      actions={
        <>
          <Button type="button" $variant="primary" onClick={() => window.location.reload()}>
            {t('page.loadError.retry')}
          </Button>
          <ActionLink to="/">{t('common.backHome')}</ActionLink>
        </>
      }
    />
  );
}
