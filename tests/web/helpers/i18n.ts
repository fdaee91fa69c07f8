import type { i18n as I18n } from 'i18next';
import { en } from '../../../web/i18n/en.ts';
import { createI18n, type Language } from '../../../web/i18n/i18n.ts';
import { zh } from '../../../web/i18n/zh.ts';

/** The app's i18n with both languages loaded up front (the app fetches the other one on a switch). */
export function createTestI18n(language: Language = 'zh'): I18n {
  return createI18n(language, { zh, en });
}
