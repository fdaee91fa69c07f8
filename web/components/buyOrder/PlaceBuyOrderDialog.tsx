import { Suspense, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { parseYuanToCents } from '../../../lib/money.ts';
import type { PlaceBuyOrderDialogQuery } from '../../__generated__/PlaceBuyOrderDialogQuery.graphql.ts';
import { typedErrorMessage } from '../../relay/typedErrors.ts';
import { Button } from '../Button.tsx';
import { SelectInput, TextField } from '../Form.tsx';
import { Modal } from '../Modal.tsx';
import { Price } from '../Price.tsx';
import { NoReceivingAccount, ReceivingAccountSelect, useReceivingAccount } from '../ReceivingAccount.tsx';
import { Spinner } from '../Spinner.tsx';
import { showToast } from '../toast/toastStore.ts';
import { usePlaceBuyOrder } from './usePlaceBuyOrder.ts';

/** The item a buy order is placed for, as the item page knows it. */
export type BuyOrderItem = { hashName: string; name: string; floatRange: readonly [number, number] | null };

const EXPIRY_DAYS = [7, 30, 90] as const;
const MAX_QUANTITY = 200;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  small { color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Note = styled.p<{ $tone?: 'warning' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.danger : theme.colors.textFaint)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

type Fields = { price: string; quantity: string; minFloat: string; maxFloat: string; paintSeeds: string; expiresInDays: string };
type FieldName = 'price' | 'quantity' | 'minFloat' | 'maxFloat' | 'paintSeeds';

/** The form's own checks before anything is sent (the API checks everything again and names the field). */
function localError(fields: Fields): { field: FieldName; key: 'priceInvalid' | 'quantityInvalid' } | null {
  const price = parseYuanToCents(fields.price.trim());
  if (!price.ok || price.cents <= 0) return { field: 'price', key: 'priceInvalid' };
  const quantity = Number(fields.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return { field: 'quantity', key: 'quantityInvalid' };
  return null;
}

function PlaceBuyOrderForm({ item, onClose, onPlaced }: { item: BuyOrderItem; onClose: () => void; onPlaced: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<PlaceBuyOrderDialogQuery>(
    graphql`
      query PlaceBuyOrderDialogQuery {
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
  const [fields, setFields] = useState<Fields>({ price: '', quantity: '1', minFloat: '', maxFloat: '', paintSeeds: '', expiresInDays: '30' });
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  // one key for as long as the dialog is open: a double click or a retry places one buy order
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [commit, inFlight] = usePlaceBuyOrder();
  const sending = useRef(false);
  const balance = data.viewer ? data.viewer.wallet.deposit + data.viewer.wallet.withdrawable : 0;
  const price = parseYuanToCents(fields.price.trim());
  const quantity = Number(fields.quantity);
  const total = price.ok && Number.isInteger(quantity) ? price.cents * quantity : 0;
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setError(null);
  };
  const errorOf = (name: FieldName) => (error?.field === name ? error.message : null);

  if (!data.viewer) return null;
  if (!receiving.hasUsable) return <NoReceivingAccount onClose={onClose} testId="buy-order-no-account" />;

  const submit = () => {
    if (sending.current || inFlight) return;
    const local = localError(fields);
    if (local || !price.ok) {
      if (local) setError({ field: local.field, message: t(`common.buyOrder.${local.key}`, { max: MAX_QUANTITY }) });
      return;
    }
    sending.current = true;
    const optionalFloat = (text: string) => (text.trim() === '' ? null : Number(text));
    const seeds = fields.paintSeeds
      .split(/[\s,，]+/)
      .filter(Boolean)
      .map(Number);
    commit({
      variables: {
        input: {
          hashName: item.hashName,
          price: price.cents,
          quantity,
          minFloat: optionalFloat(fields.minFloat),
          maxFloat: optionalFloat(fields.maxFloat),
          paintSeeds: seeds.length > 0 ? seeds : null,
          expiresInDays: Number(fields.expiresInDays),
          steamAccountId: receiving.accountId,
          idempotencyKey,
        },
      },
      onCompleted: ({ placeBuyOrder: result }) => {
        sending.current = false;
        if (result.__typename === 'PlaceBuyOrderPayload') {
          showToast(t('common.buyOrder.placed'), 'success');
          onPlaced();
          onClose();
          return;
        }
        const message = typedErrorMessage(result, environment);
        const field = result.__typename === 'ValidationError' ? result.field : null;
        if (message && (field === 'price' || field === 'quantity' || field === 'minFloat' || field === 'maxFloat' || field === 'paintSeeds')) {
          setError({ field, message });
        } else if (message) showToast(message, 'error');
      },
      onError: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Form
      data-testid="buy-order-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Note>{t('common.buyOrder.explain', { name: item.name })}</Note>
      <Row>
        <TextField label={t('common.buyOrder.price')} inputMode="decimal" value={fields.price} onChange={set('price')} error={errorOf('price')} />
        <TextField label={t('common.buyOrder.quantity')} inputMode="numeric" value={fields.quantity} onChange={set('quantity')} error={errorOf('quantity')} />
      </Row>
      {item.floatRange ? (
        <Row>
          <TextField
            label={t('common.buyOrder.minFloat')}
            inputMode="decimal"
            placeholder={String(item.floatRange[0])}
            value={fields.minFloat}
            onChange={set('minFloat')}
            error={errorOf('minFloat')}
          />
          <TextField
            label={t('common.buyOrder.maxFloat')}
            inputMode="decimal"
            placeholder={String(item.floatRange[1])}
            value={fields.maxFloat}
            onChange={set('maxFloat')}
            error={errorOf('maxFloat')}
          />
        </Row>
      ) : null}
      {item.floatRange ? (
        <TextField
          label={t('common.buyOrder.paintSeeds')}
          placeholder={t('common.buyOrder.paintSeedsPlaceholder')}
          value={fields.paintSeeds}
          onChange={set('paintSeeds')}
          error={errorOf('paintSeeds')}
        />
      ) : null}
      <Row>
        <Label>
          {t('common.buyOrder.expiry')}
          <SelectInput value={fields.expiresInDays} onChange={set('expiresInDays')}>
            {EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('common.buyOrder.days', { count: days })}
              </option>
            ))}
          </SelectInput>
        </Label>
        <Label>
          {t('common.checkout.account')}
          <ReceivingAccountSelect choice={receiving} />
        </Label>
      </Row>
      <Total>
        <span>{t('common.buyOrder.total')}</span>
        <strong data-testid="buy-order-total">
          <Price cents={total} />
        </strong>
      </Total>
      <Note $tone={total > balance ? 'warning' : undefined}>
        {t('common.buyOrder.balance')} <Price cents={balance} tone="plain" />
      </Note>
      <Actions>
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" $variant="primary" disabled={inFlight} data-testid="buy-order-confirm">
          {inFlight ? t('common.buyOrder.placing') : t('common.buyOrder.confirm')}
        </Button>
      </Actions>
    </Form>
  );
}

/** Places a buy order (求购) for an item: its price, quantity and constraints, held from the balance at once. */
export default function PlaceBuyOrderDialog({ item, onClose, onPlaced }: { item: BuyOrderItem; onClose: () => void; onPlaced: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('common.buyOrder.title')} onClose={onClose}>
      <Suspense fallback={<Spinner />}>
        <PlaceBuyOrderForm item={item} onClose={onClose} onPlaced={onPlaced} />
      </Suspense>
    </Modal>
  );
}
