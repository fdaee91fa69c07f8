import { useTranslation } from 'react-i18next';
import { showReloadToast } from '../components/toast/reloadToast.ts';
import { switchLanguage, type Language } from './i18n.ts';

/**
 * Switches the interface language at once, then reloads the page (the reload toast, docs/web-client.md
 * "Messages and errors"): the texts the server wrote into the data on screen (notices, messages,
 * articles, error texts) are in the old language until they are fetched again.
 */
export function useLanguageSwitch(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  return async (language) => {
    await switchLanguage(i18n, language);
    showReloadToast(i18n.t('common.language.switched'));
  };
}
