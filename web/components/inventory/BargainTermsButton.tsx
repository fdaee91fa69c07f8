import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';

// the settings are fetched when a seller opens them, not with the inventory
const BargainTermsDialog = lazy(() => import('./BargainTermsDialog.tsx'));

/** 还价设置 of a listed item: opens the seller's offer settings of its listing. */
export function BargainTermsButton({ listingId, name }: { listingId: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        $variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={`${t('page.sell.bargainTerms.button')} · ${name}`}
        data-testid="bargain-terms-open"
      >
        {t('page.sell.bargainTerms.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BargainTermsDialog listingId={listingId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
