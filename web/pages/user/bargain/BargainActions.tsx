import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BargainActions_bargain$key } from '../../../__generated__/BargainActions_bargain.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useMoney } from '../../../money/currency.tsx';
import { type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { CounterBargainDialog } from './CounterBargainDialog.tsx';
import { useAcceptBargain } from './useAcceptBargain.ts';
import { useCancelBargain } from './useCancelBargain.ts';
import { useDeclineBargain } from './useDeclineBargain.ts';

const Box = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1.5)};
`;

type Answer = 'accept' | 'decline' | 'cancel';

/**
 * The buttons of an offer by the viewer's side and its status: the seller accepts, declines or
 * counters an open offer; the buyer accepts or declines a counter-offer and withdraws while it waits.
 * Each asks first (the counter-offer in its own dialog).
 */
export function BargainActions({ bargain: key }: { bargain: BargainActions_bargain$key }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState<Answer | null>(null);
  const [countering, setCountering] = useState(false);
  const [accept, accepting] = useAcceptBargain();
  const [decline, declining] = useDeclineBargain();
  const [cancel, cancelling] = useCancelBargain();
  const bargain = useFragment(
    graphql`
      fragment BargainActions_bargain on Bargain {
        bargainNo
        role
        status
        price
        counterPrice
        listPrice
        held
        viewerActions {
          accept
          decline
          counter
          cancel
        }
      }
    `,
    key,
  );
  // what the viewer may do is the server's answer (BargainService.actionsOf)
  const may = bargain.viewerActions;
  const seller = bargain.role === 'SELLER';
  const agreed = bargain.counterPrice ?? bargain.price;

  const finish = (success: string) => (result: TypedError) => {
    setPending(null);
    if (result.__typename === 'BargainPayload') {
      showToast(success, 'success');
      return;
    }
    const message = typedErrorMessage(result, environment);
    if (message) showToast(message, 'error');
  };
  const onError = () => setPending(null);
  const input = { input: { bargainNo: bargain.bargainNo } };
  const run: Record<Answer, () => void> = {
    accept: () => accept({ variables: input, onCompleted: ({ acceptBargain }) => finish(t('page.bargain.accepted'))(acceptBargain), onError }),
    decline: () => decline({ variables: input, onCompleted: ({ declineBargain }) => finish(t('page.bargain.declined'))(declineBargain), onError }),
    cancel: () => cancel({ variables: input, onCompleted: ({ cancelBargain }) => finish(t('page.bargain.cancelled'))(cancelBargain), onError }),
  };
  const dialogs: Record<Answer, { title: string; text: string; confirm: string }> = {
    accept: {
      title: t('page.bargain.acceptTitle'),
      text: seller
        ? t('page.bargain.acceptOfferText', { price: format(agreed) })
        : t('page.bargain.acceptCounterText', { price: format(agreed), held: format(bargain.held), difference: format(Math.max(agreed - bargain.held, 0)) }),
      confirm: t('page.bargain.accept'),
    },
    decline: {
      title: t('page.bargain.declineTitle'),
      text: seller ? t('page.bargain.declineOfferText') : t('page.bargain.declineCounterText'),
      confirm: t('page.bargain.decline'),
    },
    cancel: { title: t('page.bargain.cancelTitle'), text: t('page.bargain.cancelText'), confirm: t('page.bargain.cancel') },
  };

  if (!may.accept && !may.decline && !may.counter && !may.cancel) return null;
  return (
    <Box>
      {may.accept ? (
        <Button type="button" $variant="primary" onClick={() => setPending('accept')} data-testid="bargain-accept">
          {t('page.bargain.accept')}
        </Button>
      ) : null}
      {may.decline ? (
        <Button type="button" onClick={() => setPending('decline')} data-testid="bargain-decline">
          {t('page.bargain.decline')}
        </Button>
      ) : null}
      {may.counter ? (
        <Button type="button" onClick={() => setCountering(true)} data-testid="bargain-counter">
          {t('page.bargain.counter')}
        </Button>
      ) : null}
      {may.cancel ? (
        <Button type="button" $variant="ghost" onClick={() => setPending('cancel')} data-testid="bargain-cancel">
          {t('page.bargain.cancel')}
        </Button>
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={dialogs[pending].title}
          confirmLabel={dialogs[pending].confirm}
          cancelLabel={t('common.cancel')}
          busy={accepting || declining || cancelling}
          onConfirm={run[pending]}
          onCancel={() => setPending(null)}
          confirmTestId="bargain-confirm-answer"
        >
          {dialogs[pending].text}
        </ConfirmDialog>
      ) : null}
      {countering ? <CounterBargainDialog bargain={bargain} onClose={() => setCountering(false)} /> : null}
    </Box>
  );
}
