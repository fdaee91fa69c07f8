import { type FormEvent, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { parseYuanToCents } from '../../../../lib/money.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/Form.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useExternalPage } from '../../../lib/useExternalPage.ts';
import { type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { RechargeFormGrid, RechargeFormRow, RechargeNote } from './rechargeStyles.ts';
import { useRecharge } from './useRecharge.ts';

/**
 * The recharge form of a signed contract (at least 5 yuan): the amount in yuan, then the
 * cashier, which comes back to /user/wallet?recharge=returned. One idempotency key per filled form:
 * sending the same amount again answers the same cashier; a changed amount is a new recharge.
 */
export function RechargeForm({ min, max }: { min: number; max: number }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [key, setKey] = useState(() => ({ value: crypto.randomUUID(), sent: false }));
  const [recharge, recharging] = useRecharge();
  const { leaving, leave } = useExternalPage();
  const busy = recharging || leaving;
  const limits = { min: min / 100, max: max / 100 };

  const onChange = (event: { target: { value: string } }) => {
    setAmount(event.target.value);
    setError(undefined);
    if (key.sent) setKey({ value: crypto.randomUUID(), sent: false });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseYuanToCents(amount.trim());
    if (!parsed.ok) return setError(t('page.wallet.recharge.errors.amount'));
    if (parsed.cents < min || parsed.cents > max) return setError(t('page.wallet.recharge.errors.range', limits));
    setKey((current) => ({ ...current, sent: true }));
    recharge({
      variables: { input: { amount: amount.trim(), idempotencyKey: key.value } },
      onCompleted: ({ recharge: result }) => {
        if (result.__typename === 'RechargePayload' && result.payUrl) {
          leave(result.payUrl);
          return;
        }
        const failure = result as TypedError;
        const message = typedErrorMessage(failure, environment);
        if (!message) return;
        if (failure.field === 'amount') setError(message);
        else showToast(message, 'error');
      },
    });
  };

  return (
    <RechargeFormGrid onSubmit={onSubmit} noValidate data-testid="recharge-form">
      <TextField
        label={t('page.wallet.recharge.amount')}
        inputMode="decimal"
        placeholder={t('page.wallet.recharge.amountPlaceholder', limits)}
        value={amount}
        onChange={onChange}
        error={error}
        hint={t('page.wallet.recharge.limits', limits)}
      />
      <RechargeFormRow>
        <RechargeNote>{t('page.wallet.recharge.depositNote')}</RechargeNote>
      </RechargeFormRow>
      <RechargeFormRow>
        <Button type="submit" $variant="primary" disabled={busy}>
          {busy ? t('page.wallet.recharge.submitting') : t('page.wallet.recharge.submit')}
        </Button>
      </RechargeFormRow>
    </RechargeFormGrid>
  );
}
