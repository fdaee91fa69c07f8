import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WalletSummary_wallet$key } from '../../../__generated__/WalletSummary_wallet.graphql.ts';
import { Price } from '../../../components/Price.tsx';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Card = styled.div<{ $main?: boolean }>`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $main }) => ($main ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  dd { margin: ${({ theme }) => theme.space(2)} 0 0; font-size: ${({ theme }) => theme.fontSize['5xl']}; font-weight: 600; }
  small { display: block; margin-top: ${({ theme }) => theme.space(1)}; color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

/** The wallet's balances: total assets (with the money held for buy orders and price offers), withdrawable, frozen funds, points. */
export function WalletSummary({ wallet }: { wallet: WalletSummary_wallet$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment WalletSummary_wallet on Wallet {
        total
        deposit
        withdrawable
        frozen
        held
        points
      }
    `,
    wallet,
  );
  return (
    <Grid>
      <Card $main data-testid="wallet-total">
        <dt>{t('page.wallet.total')}</dt>
        <dd>
          <Price cents={data.total} />
        </dd>
        <small data-testid="wallet-deposit">
          {t('page.wallet.depositNote')} <Price cents={data.deposit} tone="plain" />
        </small>
        {data.held > 0 ? (
          <small data-testid="wallet-held">
            {t('page.wallet.heldNote')} <Price cents={data.held} tone="plain" />
          </small>
        ) : null}
      </Card>
      <Card data-testid="wallet-withdrawable">
        <dt>{t('page.wallet.withdrawable')}</dt>
        <dd>
          <Price cents={data.withdrawable} />
        </dd>
      </Card>
      <Card data-testid="wallet-frozen">
        <dt>{t('page.wallet.frozen')}</dt>
        <dd>
          <Price cents={data.frozen} />
        </dd>
        <small>{t('page.wallet.frozenNote')}</small>
      </Card>
      <Card data-testid="wallet-points">
        <dt>{t('page.wallet.points')}</dt>
        <dd>{data.points}</dd>
        <small>{t('page.wallet.pointsNote')}</small>
      </Card>
    </Grid>
  );
}
