import { builder } from '../../graphql/builder.ts';
import type { ExchangeRate as ExchangeRateShape } from './currency.service.ts';

const ExchangeRate = builder.objectRef<ExchangeRateShape>('ExchangeRate').implement({
  fields: (t) => ({
    cnyPerUsd: t.exposeFloat('cnyPerUsd', { description: 'Yuan for one dollar, as the rate service gives it.' }),
    usdPerCny: t.exposeFloat('usdPerCny', { description: 'Dollars for one yuan: the inverse of cnyPerUsd rounded to 4 decimals.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    stale: t.exposeBoolean('stale', { description: 'True when the rate service failed and the last good rate is served.' }),
  }),
});

builder.queryField('exchangeRate', (t) => t.field({ type: ExchangeRate, resolve: (_, __, context) => context.currency.current() }));
