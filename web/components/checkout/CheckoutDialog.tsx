import { Component, Suspense, useRef, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CheckoutDialogQuery } from '../../__generated__/CheckoutDialogQuery.graphql.ts';
import type { OrderPayMethod } from '../../__generated__/useCreateOrderMutation.graphql.ts';
import { useLabel } from '../../i18n/useLabel.ts';
import { typedErrorMessage } from '../../relay/typedErrors.ts';
import { Button } from '../Button.tsx';
import { ItemImage } from '../ItemImage.tsx';
import { Modal } from '../Modal.tsx';
import { Price } from '../Price.tsx';
import { NoReceivingAccount, ReceivingAccountSelect, useReceivingAccount } from '../ReceivingAccount.tsx';
import { Spinner } from '../Spinner.tsx';
import { showToast } from '../toast/toastStore.ts';
import { type CheckoutLine, checkoutTotal } from './checkoutLine.ts';
import { useCreateOrder } from './useCreateOrder.ts';
import { STEAM_BINDING_FOR_PURCHASE_PATH } from '../../lib/steamBinding.ts';
import { PayMethodChoices } from './PayMethodChoices.tsx';

/** Where a buyer without a usable Steam account binds one. */
export const STEAM_ACCOUNTS_PATH = STEAM_BINDING_FOR_PURCHASE_PATH;

/** The page a finished balance purchase opens: the order, or the buy records when there are several. */
export function orderPathOf(orderNos: readonly string[]): string {
  return orderNos.length === 1 ? `/user/orderDetail?orderNo=${encodeURIComponent(orderNos[0])}` : '/user/order';
}

/** Moves the browser to the cashier (a page of the payment provider, outside the app). */
function goToCashier(payUrl: string): void {
  window.location.assign(payUrl);
}

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 220px;
  overflow: auto;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.sm};
  > div:nth-child(2) { display: flex; flex-direction: column; min-width: 0; }
  strong { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { color: ${({ theme }) => theme.colors.textFaint}; font-family: ${({ theme }) => theme.font.mono}; }
`;

const Picture = styled.div`
  display: flex;
  height: 42px;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSize.lg};
  strong { font-size: ${({ theme }) => theme.fontSize['4xl']}; }
`;

const Field = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  legend { margin-bottom: ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Note = styled.p<{ $tone?: 'warning' | 'muted' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.danger : theme.colors.textFaint)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** The checkout keeps its wider space above the buttons. */
const NoAccount = styled(NoReceivingAccount)`
  gap: ${({ theme }) => theme.space(5)};
`;

/**
 * What the checkout is about to buy, the receiving account and the payment; one idempotency key
 * for as long as it is open, so a double click or a retry cannot buy twice.
 */
function CheckoutBody({ lines: initialLines, onClose }: { lines: readonly CheckoutLine[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<CheckoutDialogQuery>(
    graphql`
      query CheckoutDialogQuery {
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
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [lines, setLines] = useState(initialLines);
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const receiving = useReceivingAccount(data.viewer);
  const { accountId } = receiving;
  const balance = data.viewer ? data.viewer.wallet.deposit + data.viewer.wallet.withdrawable : 0;
  const total = checkoutTotal(lines);
  const balanceCovers = balance >= total;
  const [chosen, setChosen] = useState<OrderPayMethod>(balanceCovers ? 'BALANCE' : 'ALIPAY');
  const payMethod: OrderPayMethod = chosen === 'BALANCE' && !balanceCovers ? 'ALIPAY' : chosen;
  const [commit, inFlight] = useCreateOrder();
  const sending = useRef(false);

  const toSteamPage = () => {
    onClose();
    void navigate(STEAM_ACCOUNTS_PATH);
  };

  const submit = () => {
    if (sending.current || inFlight || !accountId) return;
    sending.current = true;
    setPriceNotice(null);
    commit({
      variables: {
        input: {
          listingIds: lines.map((line) => line.listingId),
          prices: lines.map((line) => line.price),
          payMethod,
          steamAccountId: accountId,
          idempotencyKey,
        },
      },
      // bought: what the store knows of the market (listings, quantities) is out of date
      updater: (store, response) => {
        if (response?.createOrder.__typename === 'CreateOrderPayload') store.invalidateStore();
      },
      onCompleted: ({ createOrder: result }) => {
        sending.current = false;
        if (result.__typename === 'CreateOrderPayload') {
          if (result.payUrl) {
            goToCashier(result.payUrl);
            return;
          }
          const orderNos = (result.orders ?? []).map((order) => order.orderNo);
          showToast(t('common.checkout.bought', { count: orderNos.length }), 'success');
          onClose();
          void navigate(orderPathOf(orderNos));
          return;
        }
        const { listingId, price } = result;
        if (result.__typename === 'PriceChangedError' && listingId !== undefined && price !== undefined) {
          // the price the buyer saw no longer holds: show the new one, the buyer confirms again
          setLines((current) => current.map((line) => (line.listingId === listingId ? { ...line, price } : line)));
          setPriceNotice(result.message ?? null);
          return;
        }
        const text = typedErrorMessage(result, environment);
        if (text) showToast(text, 'error');
        if (result.code === 'NO_STEAM_ACCOUNT') toSteamPage();
      },
      // a transport failure was shown by the network layer; the same key makes the retry safe
      onError: () => {
        sending.current = false;
      },
    });
  };

  if (!data.viewer) return null;

  if (!receiving.hasUsable) return <NoAccount onClose={onClose} testId="checkout-no-account" />;

  return (
    <form
      data-testid="checkout"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Lines aria-label={t('common.checkout.items')}>
        {lines.map((line) => (
          <Line key={line.listingId} data-testid="checkout-line">
            <Picture>
              <ItemImage src={line.iconUrl} alt="" />
            </Picture>
            <div>
              <strong title={label(line.name)}>{label(line.name)}</strong>
              {line.floatValue !== null ? <small>{line.floatValue.toFixed(8)}</small> : null}
            </div>
            <Price cents={line.price} />
          </Line>
        ))}
      </Lines>
      <Total>
        <span>{t('common.checkout.total', { count: lines.length })}</span>
        <strong data-testid="checkout-total">
          <Price cents={total} />
        </strong>
      </Total>
      {priceNotice ? (
        <Note $tone="warning" role="alert" data-testid="checkout-price-changed">
          {priceNotice}
        </Note>
      ) : null}
      <Field>
        <legend>{t('common.checkout.account')}</legend>
        <ReceivingAccountSelect choice={receiving} withStatus aria-label={t('common.checkout.account')} />
      </Field>
      <Field>
        <legend>{t('common.checkout.payment')}</legend>
        <PayMethodChoices payMethod={payMethod} balance={balance} balanceCovers={balanceCovers} onChoose={setChosen} shortTestId="checkout-balance-short" />
      </Field>
      <Actions>
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" $variant="primary" disabled={inFlight || !accountId} data-testid="checkout-confirm">
          {inFlight ? t('common.checkout.paying') : payMethod === 'BALANCE' ? t('common.checkout.confirmBalance') : t('common.checkout.confirmAlipay')}
        </Button>
      </Actions>
    </form>
  );
}

/** Shows a failed load of the checkout inside the dialog instead of leaving the page. */
class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The checkout's frame: the dialog, its loading and its load failure. */
export function CheckoutModal({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('common.checkout.title')} onClose={onClose}>
      <LoadBoundary fallback={<Note $tone="warning">{t('common.checkout.loadFailed')}</Note>}>
        <Suspense fallback={<Spinner />}>{children}</Suspense>
      </LoadBoundary>
    </Modal>
  );
}

/** The checkout of chosen listings (the item page's Buy and its multi-select). */
export function CheckoutDialog({ lines, onClose }: { lines: readonly CheckoutLine[]; onClose: () => void }) {
  return (
    <CheckoutModal onClose={onClose}>
      <CheckoutBody lines={lines} onClose={onClose} />
    </CheckoutModal>
  );
}

export { CheckoutBody };
