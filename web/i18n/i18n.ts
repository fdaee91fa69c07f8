import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { en } from './en.ts';
import { zh } from './zh.ts';

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];
/** SPEC §9: Chinese by default. */
export const DEFAULT_LANGUAGE: Language = 'zh';

export function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}

export function storedLanguage(): Language {
  const value = readStored(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language tag of a language, for <html lang> and Accept-Language. */
export function languageTag(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}

export function currentLanguage(instance: I18n): Language {
  const value = instance.resolvedLanguage ?? instance.language;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** A ready (synchronously initialised) i18next instance with both languages. */
export function createI18n(language: Language = storedLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { zh: { translation: zh }, en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    writeStored(STORAGE_KEYS.language, next);
    if (typeof document !== 'undefined') document.documentElement.lang = languageTag(next);
  });
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
  return instance;
}
