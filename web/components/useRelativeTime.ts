import { useTranslation } from 'react-i18next';
import { currentLanguage, languageTag } from '../i18n/i18n.ts';
import { useNow } from './renderClock.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 minutes ago" / "3分钟前" in the current language; "just now" under a minute (renderClock.ts: kept up to date). */
export function useRelativeTime(): (iso: string) => string {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const format = new Intl.RelativeTimeFormat(languageTag(currentLanguage(i18n)), { numeric: 'auto' });
  return (iso: string) => {
    const elapsed = now - new Date(iso).getTime();
    if (!Number.isFinite(elapsed)) return '';
    for (const [unit, size] of UNITS) {
      if (Math.abs(elapsed) >= size) return format.format(-Math.floor(elapsed / size), unit);
    }
    return t('common.justNow');
  };
}
