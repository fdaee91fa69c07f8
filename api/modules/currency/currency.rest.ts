import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, isoTime } from '../../rest/answers.ts';
import { ok } from '../../rest/envelope.ts';
import type { CurrencyService } from './currency.service.ts';

// The browser never calls a rate service itself: the server asks it and caches the rate, so the page
// works where that service is unreachable.
export function currencyRoutes(currency: CurrencyService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/exchangeRate',
      {
        schema: {
          operationId: 'getExchangeRate',
          summary: 'The CNY/USD exchange rate the site shows prices in',
          description: 'No login needed. Cached server-side; `stale` when the rate service could not be reached and the last known rate is shown.',
          tags: ['Market'],
          response: answers(
            z.object({
              cnyPerUsd: z.number().describe('Yuan for one US dollar.'),
              usdPerCny: z.number().describe('US dollars for one yuan.'),
              updatedAt: isoTime('When the rate was fetched.'),
              stale: z.boolean().describe('The rate is older than it should be (the service was unreachable).'),
            }),
          ),
        },
      },
      async (request) => {
        const rate = await currency.current();
        return ok(request, { ...rate, updatedAt: rate.updatedAt.toISOString() });
      },
    );
  };
}
