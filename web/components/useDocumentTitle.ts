import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the page title: "<title> - <site name>", or the site name alone. */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation();
  const siteName = t('common.siteName');
  useEffect(() => {
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
}
