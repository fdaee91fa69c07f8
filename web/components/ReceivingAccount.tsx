import { type ComponentProps, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ReceivingAccount_viewer$data, ReceivingAccount_viewer$key } from '../__generated__/ReceivingAccount_viewer.graphql.ts';
import { STEAM_BINDING_FOR_PURCHASE_PATH } from '../lib/steamBinding.ts';
import { Button } from './Button.tsx';
import { SelectInput } from './Form.tsx';

type Account = ReceivingAccount_viewer$data['steamAccounts']['edges'][number]['node'];

/** Only a NORMAL account with a trade link can receive items (the API refuses the others). */
function canReceive(account: Account): boolean {
  return account.status === 'NORMAL' && Boolean(account.tradeLink);
}

/** The viewer's Steam accounts and the one chosen to receive the items (the first usable one at first). */
export type ReceivingAccountChoice = {
  accounts: readonly Account[];
  hasUsable: boolean;
  accountId: string;
  setAccountId: (id: string) => void;
};

/** Reads the viewer's accounts for a dialog that sends items to one of them (a purchase, an offer, a buy order). */
export function useReceivingAccount(viewer: ReceivingAccount_viewer$key | null | undefined): ReceivingAccountChoice {
  const data = useFragment(
    graphql`
      fragment ReceivingAccount_viewer on Viewer {
        steamAccounts(first: 50) {
          edges {
            node {
              id
              accountName
              steamId
              status
              tradeLink
            }
          }
        }
      }
    `,
    viewer,
  );
  const accounts = data?.steamAccounts.edges.map(({ node }) => node) ?? [];
  const usable = accounts.filter(canReceive);
  const [accountId, setAccountId] = useState(() => usable[0]?.id ?? '');
  return { accounts, hasUsable: usable.length > 0, accountId, setAccountId };
}

/**
 * The receiving account's select. With `withStatus` it lists every account with its SteamID and
 * status, the unusable ones disabled; without, the usable ones by name.
 */
export function ReceivingAccountSelect({
  choice,
  withStatus = false,
  ...rest
}: { choice: ReceivingAccountChoice; withStatus?: boolean } & Pick<ComponentProps<'select'>, 'aria-label'>) {
  const { t } = useTranslation();
  const shown = withStatus ? choice.accounts : choice.accounts.filter(canReceive);
  const optionText = (account: Account) =>
    withStatus
      ? t('common.checkout.accountOption', {
          name: account.accountName,
          steamId: account.steamId,
          status: account.tradeLink ? t(`common.checkout.accountStatus.${account.status as 'NORMAL'}`) : t('common.checkout.noTradeLink'),
        })
      : account.accountName;
  return (
    <SelectInput {...rest} value={choice.accountId} onChange={(event) => choice.setAccountId(event.target.value)}>
      {shown.map((account) => (
        <option key={account.id} value={account.id} disabled={!canReceive(account)}>
          {optionText(account)}
        </option>
      ))}
    </SelectInput>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** In place of a dialog's form when no account can receive items: why, and the way to bind one. */
export function NoReceivingAccount({ onClose, testId, className }: { onClose: () => void; testId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Notice data-testid={testId} className={className}>
      <Warning role="alert">{t('common.checkout.noAccount')}</Warning>
      <Actions>
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button as={Link} to={STEAM_BINDING_FOR_PURCHASE_PATH} $variant="primary" onClick={onClose}>
          {t('common.checkout.bindAccount')}
        </Button>
      </Actions>
    </Notice>
  );
}
