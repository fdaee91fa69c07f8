import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '../../components/StatusMessage.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { StandalonePage } from '../../layout/StandalonePage.tsx';

/** The catch-all route (outside both layouts): the 404 content alone on the screen, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.notFound.title'));
  return (
    <StandalonePage>
      <NotFoundContent />
    </StandalonePage>
  );
}
