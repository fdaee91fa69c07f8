import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '../../components/StatusMessage.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { SiteFrame } from '../../layout/MainLayout.tsx';

/**
 * The catch-all route: outside both layouts in the route table (an unknown /user/* path is not sent
 * through the user area's login guard), yet framed as the site's pages are, with the full header
 * (navigation, search, account) and the footer, so the visitor carries on from there.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.notFound.title'));
  return (
    <SiteFrame>
      <NotFoundContent />
    </SiteFrame>
  );
}
