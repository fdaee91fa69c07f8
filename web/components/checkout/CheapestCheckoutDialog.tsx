import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CheapestCheckoutDialogQuery } from '../../__generated__/CheapestCheckoutDialogQuery.graphql.ts';
import { CheckoutBody, CheckoutModal } from './CheckoutDialog.tsx';
import { useSession } from '../../session/Session.tsx';
import { checkoutLineOf } from './checkoutLine.ts';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The cheapest listing of the item that is not the viewer's own, read when the checkout opens. */
function CheapestListing({ hashName, onClose }: { hashName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const data = useLazyLoadQuery<CheapestCheckoutDialogQuery>(
    graphql`
      query CheapestCheckoutDialogQuery($hashName: String!) {
        marketItem(hashName: $hashName) {
          listings(first: 20) {
            edges {
              node {
                id
                ...checkoutLine_listing
              }
            }
          }
        }
      }
    `,
    { hashName },
    { fetchPolicy: 'network-only' },
  );
  const line = (data.marketItem?.listings.edges ?? []).map(({ node }) => checkoutLineOf(node, viewer?.sellerId ?? null)).find((candidate) => !candidate.mine);
  if (!line) return <Note data-testid="checkout-none">{t('common.checkout.noneOnSale')}</Note>;
  return <CheckoutBody lines={[line]} onClose={onClose} />;
}

/** A market card's Buy: the checkout of the item's cheapest listing. */
export function CheapestCheckoutDialog({ hashName, onClose }: { hashName: string; onClose: () => void }) {
  return (
    <CheckoutModal onClose={onClose}>
      <CheapestListing hashName={hashName} onClose={onClose} />
    </CheckoutModal>
  );
}
