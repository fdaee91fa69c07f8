import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ListingBargain_listing$key } from '../../__generated__/ListingBargain_listing.graphql.ts';
import { Button } from '../../components/Button.tsx';
import { useLoginModal } from '../../components/LoginModal.tsx';
import { Price } from '../../components/Price.tsx';
import { useLabel } from '../../i18n/useLabel.ts';
import { useSession } from '../../session/Session.tsx';

// the form is fetched when a buyer opens it, not with the item page
const MakeBargainDialog = lazy(() => import('../../components/bargain/MakeBargainDialog.tsx'));

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  small { color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; white-space: nowrap; }
`;

/**
 * 还价 on a listing that takes offers (its seller allows them and the floor is below the price), with
 * the lowest offer it takes; a visitor signs in first. Nothing when the listing takes none. The terms
 * are the same for every reader (`offerTerms`); the row shows none of this on the viewer's own listing.
 */
export function ListingBargain({ listing: key }: { listing: ListingBargain_listing$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const { viewer } = useSession();
  const loginModal = useLoginModal();
  const [open, setOpen] = useState(false);
  const listing = useFragment(
    graphql`
      fragment ListingBargain_listing on Listing {
        id
        price
        offerTerms {
          takesOffers
          floor
        }
        item {
          name {
            zh
            en
          }
        }
        seller {
          nickname
        }
      }
    `,
    key,
  );
  if (!listing.offerTerms.takesOffers) return null;
  const start = () => (viewer ? setOpen(true) : loginModal.open({ onSuccess: () => setOpen(true) }));
  return (
    <Box>
      <Button
        type="button"
        $variant="secondary"
        onClick={start}
        aria-label={t('page.goods.listings.bargainLabel', { seller: listing.seller.nickname })}
        data-testid="listing-bargain"
      >
        {t('page.goods.listings.bargain')}
      </Button>
      <small data-testid="listing-bargain-floor">
        {t('page.goods.listings.bargainFloor')} <Price cents={listing.offerTerms.floor} tone="plain" testId="listing-bargain-floor-price" />
      </small>
      {open ? (
        <Suspense fallback={null}>
          <MakeBargainDialog
            listing={{ id: listing.id, name: label(listing.item.name), price: listing.price, floor: listing.offerTerms.floor }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
