import { Suspense, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MakeBargainDialogQuery } from '../../__generated__/MakeBargainDialogQuery.graphql.ts';
import { typedErrorMessage } from '../../relay/typedErrors.ts';
import { Button } from '../Button.tsx';
import { TextField } from '../Form.tsx';
import { Modal } from '../Modal.tsx';
import { Price } from '../Price.tsx';
import { NoReceivingAccount, ReceivingAccountSelect, useReceivingAccount } from '../ReceivingAccount.tsx';
import { Spinner } from '../Spinner.tsx';
import { showToast } from '../toast/toastStore.ts';
import { DialogActions, DialogForm, Facts, Note, SelectLabel } from './dialogParts.ts';
import { readOfferPrice, yuan } from './offerPrice.ts';
import { useMakeBargain } from './useMakeBargain.ts';

/** The listing an offer is made on, as the item page knows it. */
export type BargainListing = { id: string; name: string; price: number; floor: number };

function MakeBargainForm({ listing, onClose }: { listing: BargainListing; onClose: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<MakeBargainDialogQuery>(
    graphql`
      query MakeBargainDialogQuery {
        viewer {
          id
          wallet {
            deposit
            withdrawable
          }
          ...ReceivingAccount_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const receiving = useReceivingAccount(data.viewer);
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  // one key for as long as the dialog is open: a double click or a retry makes one offer
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [commit, inFlight] = useMakeBargain();
  const sending = useRef(false);
  const max = listing.price - 1;
  const bounds = { min: yuan(listing.floor), max: yuan(max) };
  const balance = data.viewer ? data.viewer.wallet.deposit + data.viewer.wallet.withdrawable : 0;
  const offer = readOfferPrice(price, listing.floor, max);

  if (!data.viewer) return null;
  if (!receiving.hasUsable) return <NoReceivingAccount onClose={onClose} testId="bargain-no-account" />;

  const submit = () => {
    if (sending.current || inFlight) return;
    if (!offer.ok) {
      setError(offer.problem === 'invalid' ? t('common.bargain.priceInvalid') : t('common.bargain.priceOutOfRange', bounds));
      return;
    }
    sending.current = true;
    commit({
      variables: { input: { listingId: listing.id, price: offer.cents, steamAccountId: receiving.accountId, idempotencyKey } },
      onCompleted: ({ makeBargain: result }) => {
        sending.current = false;
        if (result.__typename === 'BargainPayload') {
          showToast(t('common.bargain.sent'), 'success');
          onClose();
          return;
        }
        const message = typedErrorMessage(result, environment);
        if (message && result.__typename === 'ValidationError' && result.field === 'price') setError(message);
        else if (message) showToast(message, 'error');
      },
      onError: () => {
        sending.current = false;
      },
    });
  };

  return (
    <DialogForm
      data-testid="bargain-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Note>{t('common.bargain.explain', { name: listing.name })}</Note>
      <Facts>
        <div>
          <dt>{t('common.bargain.listPrice')}</dt>
          <dd>
            <Price cents={listing.price} />
          </dd>
        </div>
        <div>
          <dt>{t('common.bargain.floor')}</dt>
          <dd data-testid="bargain-floor">
            <Price cents={listing.floor} />
          </dd>
        </div>
      </Facts>
      <TextField
        label={t('common.bargain.price')}
        inputMode="decimal"
        value={price}
        hint={t('common.bargain.range', bounds)}
        onChange={(event) => {
          setPrice(event.target.value);
          setError(null);
        }}
        error={error}
      />
      <SelectLabel>
        {t('common.checkout.account')}
        <ReceivingAccountSelect choice={receiving} />
      </SelectLabel>
      <Note $tone={offer.ok && offer.cents > balance ? 'warning' : undefined}>
        {offer.ok && offer.cents > balance ? t('common.bargain.balanceShort') : t('common.bargain.balance')} <Price cents={balance} tone="plain" />
      </Note>
      <DialogActions>
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" $variant="primary" disabled={inFlight} data-testid="bargain-confirm">
          {inFlight ? t('common.bargain.sending') : t('common.bargain.confirm')}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

/** Makes an offer (还价) on a listing: a price from its floor to a cent below its price, held from the balance at once. */
export default function MakeBargainDialog({ listing, onClose }: { listing: BargainListing; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('common.bargain.title')} onClose={onClose}>
      <Suspense fallback={<Spinner />}>
        <MakeBargainForm listing={listing} onClose={onClose} />
      </Suspense>
    </Modal>
  );
}
