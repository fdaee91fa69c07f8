import { builder } from '../../graphql/builder.ts';
import type { ExchangeRate as ExchangeRateShape } from './currency.service.ts';

const ExchangeRate = builder.objectRef<ExchangeRateShape>('ExchangeRate').implement({
  description: 'The yuan/dollar rate the site shows dollar prices with (prices themselves are in yuan). Public.',
  fields: (t) => ({
    cnyPerUsd: t.exposeFloat('cnyPerUsd', { description: 'Yuan for one dollar, as the rate service gives it.' }),
    usdPerCny: t.exposeFloat('usdPerCny', { description: 'Dollars for one yuan: the inverse of cnyPerUsd rounded to 4 decimals.' }),
    updatedAt: t.expose('updatedAt', { description: 'When the rate service last gave the rate.', type: 'DateTime' }),
    stale: t.exposeBoolean('stale', { description: 'True when the rate service failed and the last good rate is served.' }),
  }),
});

builder.queryField('exchangeRate', (t) =>
  t.field({ description: 'The current yuan/dollar exchange rate. Public.', type: ExchangeRate, resolve: (_, __, context) => context.currency.current() }),
);
