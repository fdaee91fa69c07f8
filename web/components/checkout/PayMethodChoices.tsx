import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Price } from '../Price.tsx';

export type PayMethodChoice = 'BALANCE' | 'ALIPAY';

const Choice = styled.label<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  cursor: pointer;
  span:first-child { display: flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Short = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * How a checkout pays (a purchase, a rent): the balance when it covers the total, with what is
 * available, or Alipay; when the balance falls short, Alipay alone and a note saying what is there.
 */
export function PayMethodChoices({
  payMethod,
  balance,
  balanceCovers,
  onChoose,
  shortTestId,
}: {
  /** the Relay enum as generated (it may hold a future value: neither is then marked) */
  payMethod: string;
  balance: number;
  balanceCovers: boolean;
  onChoose: (method: PayMethodChoice) => void;
  shortTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {balanceCovers ? (
        <Choice $active={payMethod === 'BALANCE'}>
          <span>
            <input
              type="radio"
              name="payMethod"
              value="BALANCE"
              aria-label={t('common.checkout.balance')}
              checked={payMethod === 'BALANCE'}
              onChange={() => onChoose('BALANCE')}
            />
            {t('common.checkout.balance')}
          </span>
          <small>
            {t('common.checkout.balanceAvailable')} <Price cents={balance} tone="plain" />
          </small>
        </Choice>
      ) : null}
      <Choice $active={payMethod === 'ALIPAY'}>
        <span>
          <input
            type="radio"
            name="payMethod"
            value="ALIPAY"
            aria-label={t('common.checkout.alipay')}
            checked={payMethod === 'ALIPAY'}
            onChange={() => onChoose('ALIPAY')}
          />
          {t('common.checkout.alipay')}
        </span>
        <small>{t('common.checkout.alipayNote')}</small>
      </Choice>
      {balanceCovers ? null : (
        <Short data-testid={shortTestId}>
          {t('common.checkout.balanceShort')} <Price cents={balance} tone="plain" />
        </Short>
      )}
    </>
  );
}
