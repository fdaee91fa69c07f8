import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BargainHistory_bargain$key } from '../../../__generated__/BargainHistory_bargain.graphql.ts';
import { Price } from '../../../components/Price.tsx';
import { formatDateTime } from '../../../lib/dates.ts';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 150px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  time { color: ${({ theme }) => theme.colors.textFaint}; font-variant-numeric: tabular-nums; }
  em { color: ${({ theme }) => theme.colors.textMuted}; font-style: normal; }
`;

/** Why the system ended an offer (BargainStep.reason); a reason this client does not know yet is left unsaid. */
type Reason = 'LISTING_SOLD' | 'LISTING_DELISTED' | 'LISTING_REPRICED' | 'TERMS_CHANGED' | 'ACCOUNT_UNBOUND';
const REASONS: readonly string[] = ['LISTING_SOLD', 'LISTING_DELISTED', 'LISTING_REPRICED', 'TERMS_CHANGED', 'ACCOUNT_UNBOUND'] satisfies Reason[];

/** Every step of an offer, oldest first, as both parties see it: when, who (you marked), what, at what price, and why the system ended it. */
export function BargainHistory({ bargain: key }: { bargain: BargainHistory_bargain$key }) {
  const { t } = useTranslation();
  const bargain = useFragment(
    graphql`
      fragment BargainHistory_bargain on Bargain {
        bargainNo
        role
        history {
          action
          actor
          price
          reason
          at
        }
      }
    `,
    key,
  );
  return (
    <Steps aria-label={t('page.bargain.history.label', { bargainNo: bargain.bargainNo })} data-testid="bargain-history">
      {bargain.history.map((step) => {
        const actor = t(`page.bargain.history.actors.${step.actor as 'BUYER'}`);
        const action =
          step.action === 'CANCELLED' && step.actor === 'SYSTEM'
            ? t('page.bargain.history.ended')
            : t(`page.bargain.history.actions.${step.action as 'OFFERED'}`);
        const reason = step.reason && REASONS.includes(step.reason) ? t(`page.bargain.history.reasons.${step.reason as Reason}`) : null;
        return (
          <Step key={`${step.at}-${step.action}`} data-testid="bargain-step">
            <time dateTime={String(step.at)}>{formatDateTime(String(step.at))}</time>
            <span>
              {step.actor === bargain.role ? t('page.bargain.history.you', { actor }) : actor} {action}
              {reason ? <em>{t('page.bargain.history.because', { reason })}</em> : null}
            </span>
            <span>{step.price != null ? <Price cents={step.price} tone="plain" /> : null}</span>
          </Step>
        );
      })}
    </Steps>
  );
}
