// The amount of a recharge or a withdrawal, typed in yuan: lib/money.ts's decimal rule (at most two
// decimals) and the operation's limits, each refusal with the operation's own message.
import { parseMoneyInput } from '../../../lib/money.ts';
import { ValidationError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';

export type AmountRule = { min: number; max: number; formatMessage: MessageKey; rangeMessage: MessageKey };

/** "12", "12.3", "12.34" or a JSON number of yuan -> cents within the rule's limits (lib/money.ts parseMoneyInput); a translated refusal otherwise. */
export function parseWalletAmount(value: unknown, rule: AmountRule): number {
  const parsed = parseMoneyInput(value);
  if (!parsed.ok && parsed.reason !== 'range') throw new ValidationError('amount', rule.formatMessage);
  if (!parsed.ok || parsed.cents < rule.min || parsed.cents > rule.max) {
    throw new ValidationError('amount', rule.rangeMessage, { min: rule.min / 100, max: rule.max / 100 });
  }
  return parsed.cents;
}
