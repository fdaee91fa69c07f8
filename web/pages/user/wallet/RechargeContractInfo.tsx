import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RechargeContractInfo_contract$key, RechargeContractStatus } from '../../../__generated__/RechargeContractInfo_contract.graphql.ts';
import { formatDateTime } from '../../../lib/dates.ts';

type Tone = 'success' | 'accent' | 'danger' | 'textMuted';
const TONE_OF_STATUS: Record<RechargeContractStatus, Tone> = {
  SIGNED: 'success',
  SIGNING: 'accent',
  FAILED: 'danger',
  TERMINATED: 'textMuted',
  NONE: 'textMuted',
  '%future added value': 'textMuted',
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; overflow-wrap: anywhere; }
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    grid-template-columns: minmax(0, 1fr);
    dt { margin-top: ${({ theme }) => theme.space(1)}; }
  }
`;

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border-radius: 12px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'textMuted' ? theme.colors.border : theme.colors[$tone])};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  white-space: nowrap;
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
`;

/**
 * The enterprise contract as it stands (signed or unsigned; incomplete or finished: docs/rest.md
 * "Recharges"): both pairs, the state in words where it adds to them, the enterprise, and the agreement
 * number once signed.
 */
export function RechargeContractInfo({ contract }: { contract: RechargeContractInfo_contract$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment RechargeContractInfo_contract on RechargeContract {
        status
        statusText
        signed
        finished
        companyName
        creditCode
        agreementNo
        signedAt
        endedAt
      }
    `,
    contract,
  );
  const timeOf = (value: string | null | undefined) => (value ? formatDateTime(value) || null : null);
  const signedText = data.signed ? t('page.wallet.recharge.contract.signed') : t('page.wallet.recharge.contract.unsigned');
  const signedAt = data.signed ? timeOf(data.signedAt) : null;
  const endedAt = data.status === 'TERMINATED' || data.status === 'FAILED' ? timeOf(data.endedAt) : null;
  return (
    <Facts data-testid="recharge-contract">
      <dt>{t('page.wallet.recharge.contract.status')}</dt>
      <dd>
        <Badge $tone={data.signed ? 'success' : 'textMuted'} data-testid="recharge-contract-signed">
          {signedText}
        </Badge>
        {/* the provider's state in words, when it says more than the pair (签约未完成, 已解约) */}
        {data.statusText !== signedText ? (
          <Badge $tone={TONE_OF_STATUS[data.status]} data-testid="recharge-contract-status">
            {data.statusText}
          </Badge>
        ) : null}
      </dd>
      <dt>{t('page.wallet.recharge.contract.progress')}</dt>
      <dd>
        <Badge $tone={data.finished ? 'success' : 'textMuted'} data-testid="recharge-contract-finished">
          {data.finished ? t('page.wallet.recharge.contract.finished') : t('page.wallet.recharge.contract.unfinished')}
        </Badge>
      </dd>
      {data.companyName ? (
        <>
          <dt>{t('page.wallet.recharge.contract.company')}</dt>
          <dd data-testid="recharge-contract-company">{data.companyName}</dd>
        </>
      ) : null}
      {data.creditCode ? (
        <>
          <dt>{t('page.wallet.recharge.contract.creditCode')}</dt>
          <dd>
            <Code data-testid="recharge-contract-credit-code">{data.creditCode}</Code>
          </dd>
        </>
      ) : null}
      {data.signed && data.agreementNo ? (
        <>
          <dt>{t('page.wallet.recharge.contract.agreementNo')}</dt>
          <dd>
            <Code data-testid="recharge-contract-agreement">{data.agreementNo}</Code>
          </dd>
        </>
      ) : null}
      {signedAt ? (
        <>
          <dt>{t('page.wallet.recharge.contract.signedAt')}</dt>
          <dd>{signedAt}</dd>
        </>
      ) : null}
      {endedAt ? (
        <>
          <dt>{t('page.wallet.recharge.contract.endedAt')}</dt>
          <dd>{endedAt}</dd>
        </>
      ) : null}
    </Facts>
  );
}
