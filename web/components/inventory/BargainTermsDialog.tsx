import { Suspense, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { parseYuanToCents } from '../../../lib/money.ts';
import type { BargainTermsDialogQuery } from '../../__generated__/BargainTermsDialogQuery.graphql.ts';
import { typedErrorMessage } from '../../relay/typedErrors.ts';
import { DialogActions, DialogForm, Facts, Note } from '../bargain/dialogParts.ts';
import { yuan } from '../bargain/offerPrice.ts';
import { Button } from '../Button.tsx';
import { Checkbox, TextField } from '../Form.tsx';
import { Modal } from '../Modal.tsx';
import { Price } from '../Price.tsx';
import { Spinner } from '../Spinner.tsx';
import { showToast } from '../toast/toastStore.ts';
import { useSetBargainTerms } from './useSetBargainTerms.ts';

type MinPrice = { ok: true; cents: number | null } | { ok: false; key: 'minPriceInvalid' | 'minPriceAbovePrice' };

/** The seller's minimum as typed (yuan; empty: none), checked before it is sent. */
function readMinPrice(text: string, price: number): MinPrice {
  if (text.trim() === '') return { ok: true, cents: null };
  const parsed = parseYuanToCents(text.trim());
  if (!parsed.ok || parsed.cents <= 0) return { ok: false, key: 'minPriceInvalid' };
  if (parsed.cents >= price) return { ok: false, key: 'minPriceAbovePrice' };
  return { ok: true, cents: parsed.cents };
}

function BargainTermsForm({ listingId, onClose }: { listingId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<BargainTermsDialogQuery>(
    graphql`
      query BargainTermsDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Listing {
            id
            price
            bargainTerms {
              enabled
              minPrice
              floor
              refusal
            }
          }
        }
      }
    `,
    { id: listingId },
    { fetchPolicy: 'network-only' },
  );
  const listing = data.node?.bargainTerms && data.node.price != null ? { price: data.node.price, terms: data.node.bargainTerms } : null;
  const [enabled, setEnabled] = useState(listing?.terms.enabled ?? true);
  const [minPrice, setMinPrice] = useState(listing?.terms.minPrice != null ? yuan(listing.terms.minPrice) : '');
  const [error, setError] = useState<string | null>(null);
  const [commit, inFlight] = useSetBargainTerms();
  const sending = useRef(false);

  if (!listing || listing.terms.refusal === 'notOnSale') {
    return (
      <DialogForm as="div">
        <Note $tone="warning" role="alert">
          {t('page.sell.bargainTerms.notOnSale')}
        </Note>
        <DialogActions>
          <Button type="button" onClick={onClose}>
            {t('common.close')}
          </Button>
        </DialogActions>
      </DialogForm>
    );
  }

  const submit = () => {
    if (sending.current || inFlight) return;
    const min = readMinPrice(minPrice, listing.price);
    if (!min.ok) {
      setError(t(`page.sell.bargainTerms.${min.key}`));
      return;
    }
    sending.current = true;
    commit({
      variables: { input: { listingId, enabled, minPrice: min.cents } },
      onCompleted: ({ setBargainTerms: result }) => {
        sending.current = false;
        if (result.__typename === 'SetBargainTermsPayload') {
          showToast(t('page.sell.bargainTerms.saved'), 'success');
          onClose();
          return;
        }
        const message = typedErrorMessage(result, environment);
        if (message && result.__typename === 'ValidationError' && result.field === 'minPrice') setError(message);
        else if (message) showToast(message, 'error');
      },
      onError: () => {
        sending.current = false;
      },
    });
  };

  return (
    <DialogForm
      data-testid="bargain-terms-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Note>{t('page.sell.bargainTerms.explain')}</Note>
      <Facts>
        <div>
          <dt>{t('page.sell.bargainTerms.listPrice')}</dt>
          <dd>
            <Price cents={listing.price} />
          </dd>
        </div>
        <div>
          <dt>{t('page.sell.bargainTerms.floor')}</dt>
          <dd data-testid="bargain-terms-floor">
            <Price cents={listing.terms.floor} />
          </dd>
        </div>
      </Facts>
      <Checkbox checked={enabled} onChange={(event) => setEnabled(event.target.checked)} data-testid="bargain-terms-enabled">
        {t('page.sell.bargainTerms.enabled')}
      </Checkbox>
      <TextField
        label={t('page.sell.bargainTerms.minPrice')}
        inputMode="decimal"
        value={minPrice}
        disabled={!enabled}
        hint={t('page.sell.bargainTerms.minPriceHint')}
        onChange={(event) => {
          setMinPrice(event.target.value);
          setError(null);
        }}
        error={error}
      />
      <Note>{t('page.sell.bargainTerms.note')}</Note>
      <DialogActions>
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" $variant="primary" disabled={inFlight} data-testid="bargain-terms-save">
          {inFlight ? t('page.sell.bargainTerms.saving') : t('page.sell.bargainTerms.save')}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

/** The seller's offer settings (还价设置) of one listing on sale: whether it takes offers and the lowest one they accept. */
export default function BargainTermsDialog({ listingId, onClose }: { listingId: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('page.sell.bargainTerms.title')} onClose={onClose}>
      <Suspense fallback={<Spinner />}>
        <BargainTermsForm listingId={listingId} onClose={onClose} />
      </Suspense>
    </Modal>
  );
}
