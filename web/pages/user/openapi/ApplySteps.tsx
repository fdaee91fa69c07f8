import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type StepState = 'done' | 'current' | 'todo';

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textFaint : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
`;

const StepNumber = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  border: 1px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.accent)};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.colors.accent : 'transparent')};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.accentText : $state === 'done' ? theme.colors.accent : theme.colors.textFaint)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const Line = styled.span`
  width: 48px;
  height: 1px;
  background: ${({ theme }) => theme.colors.border};
`;

const STEPS = [
  { number: 1, key: 'apply' },
  { number: 2, key: 'connect' },
] as const;

/**
 * The two steps of the application: 1 apply, 2 connect (callback URL and key).
 * `current` is the step in progress; `complete` marks both done (the app is set up).
 */
export function ApplySteps({ current, complete = false }: { current: 1 | 2; complete?: boolean }) {
  const { t } = useTranslation();
  const stateOf = (number: number): StepState => (complete || number < current ? 'done' : number === current ? 'current' : 'todo');
  return (
    <List aria-label={t('page.openapi.steps.label')} data-testid="openapi-steps">
      {STEPS.map((step, index) => {
        const state = stateOf(step.number);
        return (
          <Step key={step.key} $state={state} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            {index > 0 ? <Line aria-hidden="true" /> : null}
            <StepNumber $state={state} aria-hidden="true">
              {step.number}
            </StepNumber>
            <span>{t(`page.openapi.steps.${step.key}`)}</span>
          </Step>
        );
      })}
    </List>
  );
}
