import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showToast } from '../../../components/toast/toastStore.ts';
import { type TypedError, typedErrorMessage } from '../../../relay/typedErrors.ts';
import { useTerminateRechargeContract } from './useTerminateRechargeContract.ts';

/** 解约, after a confirmation: the store then holds the terminated contract and the section offers 重新签约. */
export function TerminateContractButton({ companyName }: { companyName?: string | null }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [asking, setAsking] = useState(false);
  const [terminate, terminating] = useTerminateRechargeContract();

  const onConfirm = () => {
    if (terminating) return;
    terminate({
      onCompleted: ({ terminateRechargeContract: result }) => {
        setAsking(false);
        if (result.__typename === 'TerminateRechargeContractPayload') {
          showToast(t('page.wallet.recharge.terminate.done'), 'success');
          return;
        }
        const message = typedErrorMessage(result as TypedError, environment);
        if (message) showToast(message, 'error');
      },
      onError: () => setAsking(false),
    });
  };

  return (
    <>
      <Button type="button" onClick={() => setAsking(true)} data-testid="recharge-terminate">
        {t('page.wallet.recharge.terminate.button')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('page.wallet.recharge.terminate.title')}
          confirmLabel={t('page.wallet.recharge.terminate.confirm')}
          cancelLabel={t('common.cancel')}
          onConfirm={onConfirm}
          onCancel={() => setAsking(false)}
          busy={terminating}
          confirmTestId="recharge-terminate-confirm"
        >
          {companyName ? <p>{t('page.wallet.recharge.terminate.company', { company: companyName })}</p> : null}
          <p>{t('page.wallet.recharge.terminate.text')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
