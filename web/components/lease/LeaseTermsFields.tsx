import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  DAILY_RENT_MAX_PERCENT_OF_REFERENCE,
  DEPOSIT_MIN_PERCENT_OF_REFERENCE,
  LEASE_LONG_DAYS,
  LEASE_MAX_DAYS,
  LEASE_MIN_DAYS,
  maxDailyRentCents,
  minDepositCents,
} from '../../../lib/leaseTerms.ts';
import { parseYuanToCents } from '../../../lib/money.ts';
import { Button } from '../Button.tsx';
import { FieldError, TextField } from '../Form.tsx';
import { blamedField, type LeaseAskField, type LeaseAskState, type LeaseAskText, leaseAskMessage, yuan } from './leaseAskForm.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) { grid-template-columns: minmax(0, 1fr); }
`;

const Rules = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  list-style: none;
  overflow-wrap: anywhere;
`;

const Small = styled(Button)`
  flex: none;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const centsOrZero = (text: string) => {
  const parsed = parseYuanToCents(text.trim());
  return parsed.ok ? parsed.cents : 0;
};

/**
 * The terms of one item offered for rent: daily rent, long-term rent, deposit, most days and buyout
 * price, with the rules worked out live from the asset's reference price (lib/leaseTerms.ts) and
 * the fault of the terms (the form's own check, or the API's refusal) under its field.
 */
export function LeaseTermsFields({
  referenceCents,
  value,
  state,
  showErrors,
  serverError,
  onChange,
}: {
  referenceCents: number | null;
  value: LeaseAskText;
  state: LeaseAskState;
  /** every fault is shown once the user tried to send; before, only those of fields typed in */
  showErrors: boolean;
  serverError?: { field: string | null; message: string } | null;
  onChange: (next: LeaseAskText) => void;
}) {
  const { t } = useTranslation();
  const blamed = blamedField(state);
  const localMessage = leaseAskMessage(t, state);
  const errorOf = (field: LeaseAskField) => {
    if (serverError && serverError.field === field) return serverError.message;
    if (blamed !== field || !localMessage) return null;
    return showErrors || value[field].trim() !== '' ? localMessage : null;
  };
  const set = (field: LeaseAskField) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  const dailyRent = centsOrZero(value.dailyRent);
  const maxDaysNumber = Number(value.maxDays.trim());
  const maxDays = Number.isInteger(maxDaysNumber) && maxDaysNumber >= LEASE_MIN_DAYS && maxDaysNumber <= LEASE_MAX_DAYS ? maxDaysNumber : LEASE_MAX_DAYS;
  const minimumDeposit = referenceCents === null ? null : minDepositCents(referenceCents, dailyRent, maxDays);

  return (
    <>
      <Grid>
        <TextField
          label={t('page.renting.terms.dailyRent')}
          inputMode="decimal"
          value={value.dailyRent}
          onChange={set('dailyRent')}
          error={errorOf('dailyRent')}
        />
        <TextField
          label={t('page.renting.terms.longDailyRent')}
          inputMode="decimal"
          value={value.longDailyRent}
          onChange={set('longDailyRent')}
          error={errorOf('longDailyRent')}
          hint={t('page.renting.terms.longDailyRentHint', { days: LEASE_LONG_DAYS })}
        />
        <TextField
          label={t('page.renting.terms.deposit')}
          inputMode="decimal"
          value={value.deposit}
          onChange={set('deposit')}
          error={errorOf('deposit')}
          addon={
            minimumDeposit === null ? null : (
              <Small type="button" onClick={() => onChange({ ...value, deposit: yuan(minimumDeposit) })} data-testid="lease-min-deposit">
                {t('page.renting.terms.useMinDeposit')}
              </Small>
            )
          }
        />
        <TextField
          label={t('page.renting.terms.maxDays')}
          inputMode="numeric"
          value={value.maxDays}
          onChange={set('maxDays')}
          error={errorOf('maxDays')}
          hint={t('page.renting.terms.maxDaysHint', { min: LEASE_MIN_DAYS, max: LEASE_MAX_DAYS })}
        />
        <TextField
          label={t('page.renting.terms.buyoutPrice')}
          inputMode="decimal"
          value={value.buyoutPrice}
          onChange={set('buyoutPrice')}
          error={errorOf('buyoutPrice')}
          hint={t('page.renting.terms.buyoutHint')}
        />
      </Grid>
      {serverError && !['dailyRent', 'longDailyRent', 'deposit', 'maxDays', 'buyoutPrice'].includes(serverError.field ?? '') ? (
        <FieldError role="alert" data-testid="lease-terms-refused">
          {serverError.message}
        </FieldError>
      ) : null}
      <Rules aria-label={t('page.renting.rules.label')} data-testid="lease-rules">
        {referenceCents === null ? (
          <li>{t('page.renting.rules.noReference')}</li>
        ) : (
          <>
            <li data-testid="lease-rule-deposit">
              {t('page.renting.rules.deposit', {
                reference: yuan(referenceCents),
                percent: DEPOSIT_MIN_PERCENT_OF_REFERENCE,
                rent: yuan(dailyRent),
                days: maxDays,
                minimum: yuan(minimumDeposit ?? 0),
              })}
            </li>
            <li data-testid="lease-rule-rent">
              {t('page.renting.rules.rent', {
                reference: yuan(referenceCents),
                percent: DAILY_RENT_MAX_PERCENT_OF_REFERENCE,
                maximum: yuan(maxDailyRentCents(referenceCents)),
              })}
            </li>
          </>
        )}
        <li>{t('page.renting.rules.longRent', { days: LEASE_LONG_DAYS })}</li>
        <li>{t('page.renting.rules.buyout')}</li>
      </Rules>
    </>
  );
}
