import { useCallback, useState, type ReactNode } from 'react';
import { useLoginModal } from '../LoginModal.tsx';
import { useSession } from '../../session/Session.tsx';
import { CheapestCheckoutDialog } from './CheapestCheckoutDialog.tsx';
import { CheckoutDialog } from './CheckoutDialog.tsx';
import type { CheckoutLine } from './checkoutLine.ts';

/** What to buy: chosen listings, or the cheapest listing of an item (by its hash name). */
export type CheckoutRequest = { lines: readonly CheckoutLine[] } | { hashName: string };

/**
 * Opens the checkout; a visitor gets the login modal first and the checkout after logging in.
 * Render `dialog` where the opener lives.
 */
export function useCheckout(): { open: (request: CheckoutRequest) => void; dialog: ReactNode } {
  const { viewer } = useSession();
  const loginModal = useLoginModal();
  const [request, setRequest] = useState<CheckoutRequest | null>(null);
  const signedIn = viewer !== null;
  const open = useCallback(
    (next: CheckoutRequest) => {
      if (signedIn) setRequest(next);
      else loginModal.open({ onSuccess: () => setRequest(next) });
    },
    [signedIn, loginModal],
  );
  const close = useCallback(() => setRequest(null), []);
  const dialog =
    request === null ? null : 'hashName' in request ? (
      <CheapestCheckoutDialog hashName={request.hashName} onClose={close} />
    ) : (
      <CheckoutDialog lines={request.lines} onClose={close} />
    );
  return { open, dialog };
}
