import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from './i18n.ts';

export type Label = { readonly zh: string; readonly en: string };

/** The current language and a picker for the API's bilingual labels. */
export function useLabel(): { language: Language; label: (value: Label | null | undefined) => string } {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const label = useCallback((value: Label | null | undefined) => (value ? value[language] || value.zh : ''), [language]);
  return { language, label };
}
