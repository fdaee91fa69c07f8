import type { TFunction } from 'i18next';
import { formatAmount, parseYuanToCents } from '../../../lib/money.ts';
import { checkLeaseAsk, LEASE_MAX_DAYS, LEASE_MIN_DAYS, type LeaseAsk, type LeaseAskProblem } from '../../../lib/leaseTerms.ts';

/** The lease terms as typed: yuan with at most two decimals, whole days; the optional ones may stay empty. */
export type LeaseAskText = { dailyRent: string; longDailyRent: string; deposit: string; maxDays: string; buyoutPrice: string };

export type LeaseAskField = keyof LeaseAskText;

export const EMPTY_LEASE_ASK: LeaseAskText = { dailyRent: '', longDailyRent: '', deposit: '', maxDays: String(LEASE_MAX_DAYS), buyoutPrice: '' };

/** Yuan with two decimals from cents, as the fields and the rules show amounts. */
export const yuan = (cents: number) => formatAmount(cents / 100);

/** The fields of terms already set (editing a lease listing). */
export function leaseAskText(ask: LeaseAsk): LeaseAskText {
  return {
    dailyRent: yuan(ask.dailyRentCents),
    longDailyRent: ask.longDailyRentCents === null ? '' : yuan(ask.longDailyRentCents),
    deposit: yuan(ask.depositCents),
    maxDays: String(ask.maxDays),
    buyoutPrice: ask.buyoutPriceCents === null ? '' : yuan(ask.buyoutPriceCents),
  };
}

/** The amount of a field in cents; null when empty, 'invalid' when it is not an amount. */
function centsOf(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = parseYuanToCents(trimmed);
  return parsed.ok ? parsed.cents : 'invalid';
}

export type LeaseAskState = { kind: 'ok'; ask: LeaseAsk } | { kind: 'format'; field: LeaseAskField } | { kind: 'problem'; problem: LeaseAskProblem };

/**
 * Reads typed terms and checks them as the API will (lib/leaseTerms.ts against the asset's
 * reference price); without a reference price only the form of the amounts is checked here.
 */
export function readLeaseAsk(text: LeaseAskText, referenceCents: number | null): LeaseAskState {
  const amounts: Partial<Record<LeaseAskField, number | null>> = {};
  for (const field of ['dailyRent', 'longDailyRent', 'deposit', 'buyoutPrice'] as const) {
    const cents = centsOf(text[field]);
    if (cents === 'invalid') return { kind: 'format', field };
    amounts[field] = cents;
  }
  const maxDaysText = text.maxDays.trim();
  const maxDays = /^\d{1,3}$/.test(maxDaysText) ? Number(maxDaysText) : Number.NaN;
  const ask: LeaseAsk = {
    dailyRentCents: amounts.dailyRent ?? 0,
    longDailyRentCents: amounts.longDailyRent ?? null,
    depositCents: amounts.deposit ?? 0,
    maxDays,
    buyoutPriceCents: amounts.buyoutPrice ?? null,
  };
  // without a reference price (an item the catalogue does not know) the API checks the terms
  if (referenceCents === null) return { kind: 'ok', ask };
  const problem = checkLeaseAsk(ask, referenceCents);
  return problem ? { kind: 'problem', problem } : { kind: 'ok', ask };
}

/** The field a state blames, if any. */
export function blamedField(state: LeaseAskState): LeaseAskField | null {
  if (state.kind === 'format') return state.field;
  if (state.kind === 'problem') return state.problem.field;
  return null;
}

/** What to say about a state's fault, in the current language. */
export function leaseAskMessage(t: TFunction, state: LeaseAskState): string | null {
  if (state.kind === 'ok') return null;
  if (state.kind === 'format') return t('page.renting.problems.format');
  const { problem } = state;
  const limit = 'limitCents' in problem && problem.limitCents !== undefined ? yuan(problem.limitCents) : '';
  return t(`page.renting.problems.${problem.field}.${problem.reason}` as 'page.renting.problems.deposit.tooLow', {
    limit,
    min: LEASE_MIN_DAYS,
    max: LEASE_MAX_DAYS,
  });
}
