import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage.ts';
import { writePreferenceCookie } from '../lib/preferenceCookie.ts';
import { DEFAULT_PAGE_LANGUAGE, LANGUAGE_COOKIE, type PageLanguage, pageLanguageTag } from '../../lib/pageLanguage.ts';
import type { zh } from './zh.ts';

export type Language = PageLanguage;
export const LANGUAGES: readonly Language[] = ['zh', 'en'];
/** Chinese by default (docs/web-client.md "Amounts, dates and times"). */
export const DEFAULT_LANGUAGE: Language = DEFAULT_PAGE_LANGUAGE;

export function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}

export function storedLanguage(): Language {
  const value = readStored(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The language tag of a language, for <html lang> and Accept-Language. */
export function languageTag(language: Language): string {
  return pageLanguageTag(language);
}

/** Marks the page (<html lang>) and tells the server which language to write the next pages in. */
function showLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageTag(language);
  writePreferenceCookie(LANGUAGE_COOKIE, language);
}

export function currentLanguage(instance: I18n): Language {
  const value = instance.resolvedLanguage ?? instance.language;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The texts of one language (en has the same keys as zh). */
export type Translations = typeof zh;
export type LoadedTranslations = Partial<Record<Language, Translations>>;

/**
 * The texts of a language, fetched on demand: a first load carries the language in use only, and
 * the other one comes when the user switches to it.
 */
export async function loadTranslations(language: Language): Promise<Translations> {
  return language === 'en' ? (await import('./en.ts')).en : (await import('./zh.ts')).zh;
}

/** A ready (synchronously initialised) i18next instance with the languages given. */
export function createI18n(language: Language, loaded: LoadedTranslations): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(Object.entries(loaded).map(([code, translation]) => [code, { translation }]));
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    writeStored(STORAGE_KEYS.language, next);
    showLanguage(next);
  });
  showLanguage(language);
  return instance;
}

/** Switches the interface to a language, loading its texts first if this page has not yet. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) instance.addResourceBundle(language, 'translation', await loadTranslations(language));
  await instance.changeLanguage(language);
}
