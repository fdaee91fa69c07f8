import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderSteps_order$key } from '../../../__generated__/OrderSteps_order.graphql.ts';
import { formatDateTime } from '../../../lib/dates.ts';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li<{ $done: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  text-align: center;
  color: ${({ theme, $done }) => ($done ? theme.colors.text : theme.colors.textFaint)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  &::before {
    counter-increment: step;
    content: counter(step);
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.accent : theme.colors.border)};
    background: ${({ theme, $done }) => ($done ? theme.colors.accent : theme.colors.surface)};
    color: ${({ theme, $done }) => ($done ? theme.colors.accentText : theme.colors.textFaint)};
    font-weight: 700;
  }
  &:not(:first-child)::after {
    content: '';
    position: absolute;
    top: 13px;
    right: 50%;
    width: 100%;
    height: 2px;
    background: ${({ theme, $done }) => ($done ? theme.colors.accent : theme.colors.border)};
  }
  strong { font-weight: 500; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-variant-numeric: tabular-nums; }
`;

/** Order -> payment -> shipment -> receipt, each with its time once reached. */
export function OrderSteps({ order }: { order: OrderSteps_order$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OrderSteps_order on Order {
        steps {
          step
          done
          time
        }
      }
    `,
    order,
  );
  return (
    <List aria-label={t('page.orderDetail.steps.label')}>
      {data.steps.map((step) => (
        <Step key={step.step} $done={step.done} data-testid="order-step" data-done={step.done}>
          <strong>{t(`page.orderDetail.steps.${step.step as 'ORDER'}`)}</strong>
          <small>{step.time ? formatDateTime(String(step.time)) : '—'}</small>
        </Step>
      ))}
    </List>
  );
}
