import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';

/** Copies a value to the clipboard, with the toast saying whether it worked. */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showToast(t('page.openapi.copy.done'), 'success');
    } catch {
      showToast(t('page.openapi.copy.failed'), 'error');
    }
  };
  return (
    <Button type="button" $variant="secondary" aria-label={label} data-testid={testId} onClick={() => void onCopy()}>
      {t('page.openapi.copy.button')}
    </Button>
  );
}
