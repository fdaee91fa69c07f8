import { useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { useExternalPage } from '../../../lib/useExternalPage.ts';
import { type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { RechargeFormRow, RechargeNote } from './rechargeStyles.ts';
import { useSignRechargeContract } from './useSignRechargeContract.ts';

/**
 * A contract still signing at the provider (签约未完成): sign it again with the same enterprise
 * (the API replaces the pending one with a new signing page), read the state again, or change the
 * enterprise.
 */
export function RechargeSigningActions({ companyName, creditCode, onEdit }: { companyName: string; creditCode: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const revalidator = useRevalidator();
  const [sign, signing] = useSignRechargeContract();
  const { leaving, leave } = useExternalPage();
  const busy = signing || leaving;

  const onContinue = () => {
    if (busy) return;
    sign({
      variables: { input: { companyName, creditCode } },
      onCompleted: ({ signRechargeContract: result }) => {
        if (result.__typename === 'SignRechargeContractPayload' && result.signUrl) {
          leave(result.signUrl);
          return;
        }
        const message = typedErrorMessage(result as TypedError, environment);
        if (message) showToast(message, 'error');
      },
    });
  };

  return (
    <RechargeFormRow data-testid="recharge-signing">
      <RechargeNote>{t('page.wallet.recharge.signing.note')}</RechargeNote>
      <RechargeFormRow>
        <Button type="button" $variant="primary" onClick={onContinue} disabled={busy}>
          {busy ? t('page.wallet.recharge.form.submitting') : t('page.wallet.recharge.signing.continue')}
        </Button>
        <Button type="button" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
          {t('page.wallet.recharge.refresh')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onEdit} disabled={busy}>
          {t('page.wallet.recharge.signing.edit')}
        </Button>
      </RechargeFormRow>
    </RechargeFormRow>
  );
}
