import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import styled from 'styled-components';
import { feeCents, parseYuanToCents } from '../../../../lib/money.ts';
import type { WithdrawalSection_viewer$key } from '../../../__generated__/WithdrawalSection_viewer.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/Form.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useCountdown } from '../../../components/useCountdown.ts';
import { useMoney } from '../../../money/currency.tsx';
import { IdentityConfirmDialog } from '../../../components/IdentityConfirmDialog.tsx';
import { useSendWithdrawalCode } from './useSendWithdrawalCode.ts';
import { useWithdraw } from './useWithdraw.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  max-width: 720px;
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

type Field = 'amount' | 'name' | 'idNumber' | 'account' | 'smsCode';
type Errors = Partial<Record<Field, string>>;

/**
 * The withdrawal form (docs/rest.md "Withdrawals"): an amount of the withdrawable balance (10 to 50,000 yuan),
 * the fee and what arrives before confirming, the SMS code to the user's own phone; the first
 * withdrawal also takes the real name, ID number and the Alipay account it binds.
 */
export function WithdrawalSection({ viewer }: { viewer: WithdrawalSection_viewer$key }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const revalidator = useRevalidator();
  const data = useFragment(
    graphql`
      fragment WithdrawalSection_viewer on Viewer {
        withdrawalSettings {
          enabled
          withdrawable
          verified
          account
          rateBps
          min
          max
          phone
        }
      }
    `,
    viewer,
  );
  const settings = data.withdrawalSettings;
  const [values, setValues] = useState<Record<Field, string>>({ amount: '', name: '', idNumber: '', account: '', smsCode: '' });
  const [confirmingIdentity, setConfirmingIdentity] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const { secondsLeft: waitSeconds, start: startCountdown } = useCountdown('withdrawCode');
  const [sendCode, sending] = useSendWithdrawalCode();
  const [withdraw, withdrawing] = useWithdraw();

  const parsed = parseYuanToCents(values.amount.trim());
  const amountCents = parsed.ok ? parsed.cents : null;
  const fee = amountCents === null ? null : feeCents(amountCents, settings.rateBps);
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSendCode = () => {
    sendCode({
      onSuccess: (result) => {
        startCountdown(result.retryAfterSeconds ?? 60);
        showToast(t('page.wallet.withdraw.codeSent', { phone: settings.phone }), 'success');
      },
      onFailure: (_, message) => {
        if (message) showToast(message, 'error');
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (withdrawing) return;
    const next: Errors = {
      amount:
        amountCents === null
          ? t('page.wallet.withdraw.errors.amount')
          : amountCents < settings.min || amountCents > settings.max
            ? t('page.wallet.withdraw.errors.range', { min: settings.min / 100, max: settings.max / 100 })
            : amountCents > settings.withdrawable
              ? t('page.wallet.withdraw.errors.insufficient')
              : undefined,
      smsCode: /^\d{6}$/.test(values.smsCode.trim()) ? undefined : t('page.wallet.withdraw.errors.code'),
      ...(settings.verified
        ? {}
        : {
            name: values.name.trim() ? undefined : t('page.wallet.withdraw.errors.name'),
            idNumber: /^\d{17}[\dXx]$/.test(values.idNumber.trim()) ? undefined : t('page.wallet.withdraw.errors.idNumber'),
          }),
      ...(settings.account ? {} : { account: values.account.trim() ? undefined : t('page.wallet.withdraw.errors.account') }),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    // the first withdrawal verifies the real name, which cannot be changed afterwards: a last look first
    if (!settings.verified) setConfirmingIdentity(true);
    else send();
  };

  const send = () => {
    withdraw(
      {
        amount: values.amount.trim(),
        smsCode: values.smsCode.trim(),
        idempotencyKey,
        ...(settings.verified ? {} : { name: values.name.trim(), idNumber: values.idNumber.trim().toUpperCase() }),
        ...(settings.account ? {} : { account: values.account.trim() }),
      },
      {
        onSuccess: () => {
          setConfirmingIdentity(false);
          showToast(t('page.wallet.withdraw.initiated'), 'success');
          setValues({ amount: '', name: '', idNumber: '', account: '', smsCode: '' });
          setIdempotencyKey(crypto.randomUUID());
          void revalidator.revalidate();
        },
        onFailure: (error, message) => {
          setConfirmingIdentity(false);
          if (!message) return;
          const field = error.field === 'amount' || error.field === 'name' || error.field === 'idNumber' || error.field === 'account' ? error.field : null;
          if (field) setErrors({ [field]: message });
          else if (error.code === 'CODE_INVALID') setErrors({ smsCode: message });
          else showToast(message, 'error');
        },
      },
    );
  };

  if (!settings.enabled) return <p>{t('page.wallet.withdraw.closed')}</p>;
  return (
    <Form onSubmit={onSubmit} noValidate data-testid="withdraw-form">
      {confirmingIdentity ? (
        <IdentityConfirmDialog
          name={values.name}
          idNumber={values.idNumber}
          busy={withdrawing}
          onConfirm={send}
          onCancel={() => setConfirmingIdentity(false)}
        />
      ) : null}
      <Wide>
        {t('page.wallet.withdraw.available')} <strong data-testid="withdraw-available">{format(settings.withdrawable)}</strong>
        <span>{t('page.wallet.withdraw.limits', { min: settings.min / 100, max: settings.max / 100, rate: settings.rateBps / 100 })}</span>
      </Wide>
      <TextField
        label={t('page.wallet.withdraw.amount')}
        inputMode="decimal"
        value={values.amount}
        onChange={set('amount')}
        error={errors.amount}
        hint={
          fee === null || amountCents === null ? undefined : (
            <span data-testid="withdraw-preview">{t('page.wallet.withdraw.preview', { fee: format(fee, 'fee'), actual: format(amountCents - fee) })}</span>
          )
        }
      />
      {settings.account ? (
        <Wide>
          {t('page.wallet.withdraw.boundAccount')} <strong>{settings.account}</strong>
        </Wide>
      ) : (
        <TextField
          label={t('page.wallet.withdraw.account')}
          placeholder={t('page.wallet.withdraw.accountPlaceholder')}
          value={values.account}
          onChange={set('account')}
          error={errors.account}
        />
      )}
      {settings.verified ? null : (
        <>
          <Wide>{t('page.wallet.withdraw.verifyNote')}</Wide>
          <TextField label={t('page.wallet.withdraw.name')} autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
          <TextField label={t('page.wallet.withdraw.idNumber')} value={values.idNumber} onChange={set('idNumber')} error={errors.idNumber} maxLength={18} />
        </>
      )}
      <TextField
        label={t('page.wallet.withdraw.code', { phone: settings.phone })}
        inputMode="numeric"
        maxLength={6}
        value={values.smsCode}
        onChange={set('smsCode')}
        error={errors.smsCode}
        addon={
          <Button type="button" $variant="secondary" onClick={onSendCode} disabled={sending || waitSeconds > 0}>
            {waitSeconds > 0 ? t('page.wallet.withdraw.resendIn', { seconds: waitSeconds }) : t('page.wallet.withdraw.sendCode')}
          </Button>
        }
      />
      <Wide>
        <Button type="submit" disabled={withdrawing}>
          {withdrawing ? t('page.wallet.withdraw.submitting') : t('page.wallet.withdraw.submit')}
        </Button>
      </Wide>
    </Form>
  );
}
