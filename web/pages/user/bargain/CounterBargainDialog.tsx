import { useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { DialogActions, DialogForm, Note } from '../../../components/bargain/dialogParts.ts';
import { readOfferPrice, yuan } from '../../../components/bargain/offerPrice.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/Form.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useMoney } from '../../../money/currency.tsx';
import { typedErrorMessage } from '../../../relay/typedErrors.ts';
import { useCounterBargain } from './useCounterBargain.ts';

/** The seller's one counter-offer on an open offer: a price above the offer and below the listing's price. */
export function CounterBargainDialog({ bargain, onClose }: { bargain: { bargainNo: string; price: number; listPrice: number }; onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, inFlight] = useCounterBargain();
  const sending = useRef(false);
  const min = bargain.price + 1;
  const max = bargain.listPrice - 1;
  const bounds = { min: yuan(min), max: yuan(max) };

  const submit = () => {
    if (sending.current || inFlight) return;
    const counter = readOfferPrice(text, min, max);
    if (!counter.ok) {
      setError(counter.problem === 'invalid' ? t('page.bargain.counterInvalid') : t('page.bargain.counterOutOfRange', bounds));
      return;
    }
    sending.current = true;
    commit({
      variables: { input: { bargainNo: bargain.bargainNo, price: counter.cents } },
      onCompleted: ({ counterBargain: result }) => {
        sending.current = false;
        if (result.__typename === 'BargainPayload') {
          showToast(t('page.bargain.countered'), 'success');
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
    <Modal title={t('page.bargain.counterTitle')} onClose={onClose}>
      <DialogForm
        data-testid="bargain-counter-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Note>{t('page.bargain.counterExplain', { offer: format(bargain.price), price: format(bargain.listPrice) })}</Note>
        <TextField
          label={t('page.bargain.counterPrice')}
          inputMode="decimal"
          value={text}
          hint={t('page.bargain.counterRange', bounds)}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error}
        />
        <DialogActions>
          <Button type="button" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" $variant="primary" disabled={inFlight} data-testid="bargain-counter-confirm">
            {t('page.bargain.counterConfirm')}
          </Button>
        </DialogActions>
      </DialogForm>
    </Modal>
  );
}
