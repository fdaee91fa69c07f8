import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useSuspendOpenPlatformApp } from './useSuspendOpenPlatformApp.ts';

/**
 * Stops the app at once (a leaked key), after a confirmation that says what it does: every signed
 * request is refused from then on, and only customer service can reset the app.
 */
export function SuspendAppButton() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [suspend, suspending] = useSuspendOpenPlatformApp();

  const confirm = () =>
    suspend({
      onSuccess: () => {
        setAsking(false);
        showToast(t('page.openapi.suspend.done'), 'success');
      },
      onFailure: (_, message) => {
        setAsking(false);
        if (message) showToast(message, 'error');
      },
      onError: () => setAsking(false),
    });

  return (
    <>
      <Button type="button" onClick={() => setAsking(true)} data-testid="openapi-suspend">
        {t('page.openapi.suspend.button')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('page.openapi.suspend.title')}
          confirmLabel={suspending ? t('page.openapi.suspend.suspending') : t('page.openapi.suspend.confirm')}
          cancelLabel={t('common.cancel')}
          busy={suspending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
          confirmTestId="openapi-suspend-confirm"
        >
          <p>{t('page.openapi.suspend.text')}</p>
          <p>{t('page.openapi.suspend.reset')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
