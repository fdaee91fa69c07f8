import type { Language } from '../i18n/messages.ts';
import type { CurrencyService } from '../modules/currency/currency.service.ts';

export type GraphQLContext = {
  language: Language;
  currency: CurrencyService;
};
