import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.md};
  > div { display: flex; gap: ${({ theme }) => theme.space(2)}; }
`;

/**
 * Back from the provider (/user/wallet?contract=returned after signing, ?recharge=returned after
 * paying): the page has read the contract again on its way in; a recharge is credited when the
 * provider's notification arrives, a few seconds later, so the notice offers to refresh.
 */
export function RechargeReturnNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [dismissed, setDismissed] = useState(false);
  const returned = params.get('recharge') === 'returned' ? 'recharge' : params.get('contract') === 'returned' ? 'contract' : null;
  if (!returned || dismissed) return null;
  return (
    <Notice role="status" data-testid="recharge-returned">
      <span>{t(`page.wallet.recharge.returned.${returned}`)}</span>
      <div>
        {returned === 'recharge' ? (
          <Button type="button" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
            {t('page.wallet.recharge.refresh')}
          </Button>
        ) : null}
        <Button type="button" $variant="ghost" onClick={() => setDismissed(true)}>
          {t('page.wallet.recharge.returned.dismiss')}
        </Button>
      </div>
    </Notice>
  );
}
