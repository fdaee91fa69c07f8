import { type FormEvent, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { checkCreditCode } from '../../../../lib/creditCode.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/Form.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useExternalPage } from '../../../lib/useExternalPage.ts';
import { type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { RechargeFormGrid, RechargeFormRow, RechargeNote } from './rechargeStyles.ts';
import { useSignRechargeContract } from './useSignRechargeContract.ts';

type Field = 'companyName' | 'creditCode';
type Errors = Partial<Record<Field, string>>;

/** The API's rule for the company name: 2 to 60 characters, spaces collapsed. */
const COMPANY_NAME_MAX = 60;
function normalizeCompanyName(value: string): string | null {
  const name = value.trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  return length >= 2 && length <= COMPANY_NAME_MAX ? name : null;
}

/**
 * The enterprise contract form (only an enterprise signs, with its name and unified social
 * credit code, checked here as the API checks it); it sends the browser to the provider's signing
 * page, which comes back to /user/wallet?contract=returned.
 */
export function RechargeContractForm({
  initial,
  submitLabel,
  onCancel,
  demoCreditCode = null,
}: {
  initial?: { companyName?: string | null; creditCode?: string | null };
  submitLabel: string;
  onCancel?: () => void;
  /** With the simulated Alipay: the account's valid demo code, shown and offered to fill in. */
  demoCreditCode?: string | null;
}) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [values, setValues] = useState<Record<Field, string>>({
    companyName: initial?.companyName ?? '',
    creditCode: initial?.creditCode ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [sign, signing] = useSignRechargeContract();
  const { leaving, leave } = useExternalPage();

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (signing || leaving) return;
    const companyName = normalizeCompanyName(values.companyName);
    const checked = checkCreditCode(values.creditCode, { enterprise: true });
    const next: Errors = {
      companyName: companyName ? undefined : t('page.wallet.recharge.errors.companyName'),
      creditCode: checked.ok ? undefined : t(`page.wallet.recharge.errors.creditCode.${checked.problem}`),
    };
    setErrors(next);
    if (!companyName || !checked.ok) return;
    const creditCode = checked.code;
    sign({
      variables: { input: { companyName, creditCode } },
      onCompleted: ({ signRechargeContract: result }) => {
        if (result.__typename === 'SignRechargeContractPayload' && result.signUrl) {
          leave(result.signUrl);
          return;
        }
        const error = result as TypedError;
        const message = typedErrorMessage(error, environment);
        if (!message) return;
        if (error.field === 'companyName' || error.field === 'creditCode') setErrors({ [error.field]: message });
        else showToast(message, 'error');
      },
    });
  };

  const busy = signing || leaving;
  return (
    <RechargeFormGrid onSubmit={onSubmit} noValidate data-testid="recharge-contract-form">
      <RechargeFormRow>
        <RechargeNote>{t('page.wallet.recharge.form.enterpriseOnly')}</RechargeNote>
        <RechargeNote>{t('page.wallet.recharge.depositNote')}</RechargeNote>
      </RechargeFormRow>
      {demoCreditCode ? (
        <RechargeFormRow>
          <RechargeNote data-testid="recharge-demo-code">{t('page.wallet.recharge.form.demoCode', { code: demoCreditCode })}</RechargeNote>
          <Button type="button" $variant="ghost" onClick={() => set('creditCode')({ target: { value: demoCreditCode } })} disabled={signing || leaving}>
            {t('page.wallet.recharge.form.useDemoCode')}
          </Button>
        </RechargeFormRow>
      ) : null}
      <TextField
        label={t('page.wallet.recharge.form.companyName')}
        placeholder={t('page.wallet.recharge.form.companyNamePlaceholder')}
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX + 20}
        value={values.companyName}
        onChange={set('companyName')}
        error={errors.companyName}
      />
      <TextField
        label={t('page.wallet.recharge.form.creditCode')}
        placeholder={t('page.wallet.recharge.form.creditCodePlaceholder')}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={24}
        value={values.creditCode}
        onChange={set('creditCode')}
        error={errors.creditCode}
      />
      <RechargeFormRow>
        <Button type="submit" $variant="primary" disabled={busy}>
          {busy ? t('page.wallet.recharge.form.submitting') : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="ghost" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </RechargeFormRow>
    </RechargeFormGrid>
  );
}
